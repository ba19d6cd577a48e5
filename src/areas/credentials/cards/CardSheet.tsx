/**
 * The printed sheet: the cards laid out page by page for the chosen paper (layout.ts), with cut
 * marks on A4 and letter. On screen it is the preview; in print it is all there is: the paper's
 * `@page` and the rules hiding the rest of the app are injected only while the sheet is mounted,
 * so no other page's printing changes.
 */
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { PRINT_SHEET, PrintStyles } from '../../../kit/print/PrintStyles';
import type { CardPrint } from '../../../domain/credentialCards';
import { cornerMarks, paginate, sheetLayout, type Paper, type SheetLayout } from './layout';
import { PrintedCard } from './PrintedCard';

const SHEET = PRINT_SHEET;
const mm = (value: number) => `${value}mm`;

/** The marks around the cards a page holds (none around empty places). */
function CutMarks({ layout, count }: { layout: SheetLayout; count: number }) {
  const lines = layout.slots.slice(0, count).flatMap(cornerMarks);
  return (
    <Box
      component="svg"
      aria-hidden="true"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      {lines.map((line, i) => (
        <line key={i} {...line} stroke="#000" strokeWidth={0.15} />
      ))}
    </Box>
  );
}

export function CardSheet({ print, paper }: { print: CardPrint; paper: Paper }) {
  const translate = useTranslate();
  const layout = sheetLayout(paper);
  const pages = paginate(print.cards, layout.perPage);
  const onCards = paper === 'card';
  return (
    <>
      <PrintStyles paper={{ width: layout.width, height: layout.height, margin: 0 }} />
      <Box
        {...{ [SHEET]: paper }}
        role="region"
        aria-label={translate('credentials.print.preview')}
        data-testid="print-sheet"
        sx={{
          display: 'flex',
          flexDirection: onCards ? 'row' : 'column',
          flexWrap: onCards ? 'wrap' : 'nowrap',
          alignItems: onCards ? 'flex-start' : 'center',
          gap: 3,
          p: 3,
          bgcolor: 'grey.200',
          borderRadius: 1,
          overflowX: 'auto',
          // Colours as drawn: browsers leave backgrounds out of print unless told.
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
          '@media print': {
            display: 'block',
            p: 0,
            bgcolor: 'transparent',
            borderRadius: 0,
            overflow: 'visible',
          },
        }}
      >
        {pages.map((cards, index) => (
          <Box
            key={index}
            data-testid="print-page"
            sx={{
              position: 'relative',
              flexShrink: 0,
              width: mm(layout.width),
              height: mm(layout.height),
              overflow: 'hidden',
              bgcolor: onCards ? 'transparent' : 'common.white',
              boxShadow: onCards ? 0 : 3,
              '@media print': {
                boxShadow: 'none',
                bgcolor: 'transparent',
                breakAfter: 'page',
                '&:last-of-type': { breakAfter: 'auto' },
              },
            }}
          >
            {!onCards && <CutMarks layout={layout} count={cards.length} />}
            {cards.map((card, i) => (
              <PrintedCard
                key={card.id}
                card={card}
                school={print.colegio}
                sx={{ position: 'absolute', left: mm(layout.slots[i].x), top: mm(layout.slots[i].y) }}
              />
            ))}
          </Box>
        ))}
      </Box>
    </>
  );
}

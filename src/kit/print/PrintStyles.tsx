/**
 * What the browser's print of a page shows: only the element marked `PRINT_SHEET`, on paper of the
 * given size. The rules are injected only while the printing page is mounted, so no other page's
 * printing changes; the elements holding the sheet lose their padding, bars' offsets and scroll
 * boxes, so its first page starts at the paper's corner.
 */
import { GlobalStyles } from '@mui/material';

/** The attribute that marks what prints: `<Box {...{ [PRINT_SHEET]: true }}>`. */
export const PRINT_SHEET = 'data-print-sheet';

/** A paper: its width and height in millimetres (a roll's page is cut as long as its longest content). */
export interface PaperSize {
  width: number;
  height: number;
  /** Around the content, in millimetres (0 when the sheet draws its own margins). */
  margin?: number;
}

const mm = (value: number) => `${value}mm`;

const rules = ({ width, height, margin = 0 }: PaperSize) => ({
  '@page': { size: `${mm(width)} ${mm(height)}`, margin: mm(margin) },
  '@media print': {
    'html, body': { margin: 0, padding: 0, background: 'none' },
    [`[${PRINT_SHEET}]`]: { margin: '0 !important' },
    [`body *:not([${PRINT_SHEET}]):not([${PRINT_SHEET}] *):not(:has([${PRINT_SHEET}]))`]: {
      display: 'none !important',
    },
    [`*:has([${PRINT_SHEET}])`]: {
      display: 'block !important',
      position: 'static !important',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      width: 'auto !important',
      minWidth: '0 !important',
      maxWidth: 'none !important',
      height: 'auto !important',
      minHeight: '0 !important',
      overflow: 'visible !important',
      boxShadow: 'none !important',
      background: 'none !important',
      transform: 'none !important',
    },
  },
});

export function PrintStyles({ paper }: { paper: PaperSize }) {
  return <GlobalStyles styles={rules(paper)} />;
}

/**
 * The desk's documents (a receipt, a Z report): an 80 mm thermal roll, its page as long as a long
 * Z report, half a letter page (5½ × 8½ in), or an A4 sheet for the office's files.
 */
export const DESK_PAPERS = {
  roll80: { width: 80, height: 297, margin: 4 },
  halfLetter: { width: 139.7, height: 215.9, margin: 10 },
  a4: { width: 210, height: 297, margin: 15 },
} as const satisfies Record<string, PaperSize>;
export type DeskPaper = keyof typeof DESK_PAPERS;

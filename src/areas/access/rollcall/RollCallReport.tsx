/**
 * A closed roll call's report: when it opened and closed and by whom, who was never marked (first,
 * by course and role) and who was marked safe, when and by whom. Printed on A4 (only the report
 * goes to paper) or downloaded in Excel from the server.
 */
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { rollCallExcelFile, type RollCall, type RollCallPerson } from '../../../domain/rollCall';
import { useCallMutation } from '../../../dataProvider/hooks';
import { dateTime, clockTime } from '../../../kit/format';
import { saveFile } from '../../../kit/generic/excelExporter';
import { DESK_PAPERS, PRINT_SHEET, PrintStyles } from '../../../kit/print/PrintStyles';

function People({
  title,
  people,
  marked,
  testId,
}: {
  title: string;
  people: RollCallPerson[];
  marked: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = [
    'access.rollcall.col_group',
    'access.rollcall.col_name',
    'access.rollcall.col_doc',
    ...(marked ? ['access.rollcall.col_time', 'access.rollcall.col_by'] : []),
  ];
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">{translate('access.rollcall.nobody')}</Typography>
      ) : (
        <TableContainer
          sx={{
            '@media print': { overflow: 'visible' },
            // A phone's width holds the columns: tight cells, long names wrap, the document only on paper and wider screens.
            '& th, & td': { px: { xs: 0.5, sm: 2 }, overflowWrap: 'break-word' },
            '& .doc': {
              display: { xs: 'none', sm: 'table-cell' },
              '@media print': { display: 'table-cell' },
            },
          }}
        >
          <Table size="small" data-testid={testId}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c} className={c === 'access.rollcall.col_doc' ? 'doc' : undefined}>
                    {translate(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {people.map((p) => (
                <TableRow key={p.id_persona}>
                  <TableCell>{p.grupo}</TableCell>
                  <TableCell>{p.nombre}</TableCell>
                  <TableCell className="doc">{p.num_doc}</TableCell>
                  {marked && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{clockTime(p.a_salvo_en!, locale)}</TableCell>
                  )}
                  {marked && <TableCell>{p.marcado_por ?? translate('access.rollcall.unknown')}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

export function RollCallReport({ rollCall, onBack }: { rollCall: RollCall; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const excel = useCallMutation((dp, id: number) => dp.rollCallExcel(id));
  const people = rollCall.grupos.flatMap((g) => g.personas);
  const who = (name: string | null) => name ?? translate('access.rollcall.unknown');
  const download = () =>
    excel.mutate(rollCall.id, {
      onSuccess: (file) => saveFile(file, rollCallExcelFile(rollCall.id)),
      onError: (err) => notify(err.message, { type: 'error' }),
    });
  return (
    <Box data-testid="rollcall-report">
      <PrintStyles paper={DESK_PAPERS.a4} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          sx={{ minHeight: 44 }}
        >
          {translate('access.rollcall.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={excel.isPending}
          sx={{ minHeight: 44 }}
        >
          {translate('access.rollcall.excel')}
        </Button>
        <Button onClick={onBack} sx={{ minHeight: 44 }}>
          {translate('access.rollcall.back')}
        </Button>
      </Stack>
      <Box {...{ [PRINT_SHEET]: 'a4' }}>
        <Typography variant="h5" component="h2">
          {translate('access.rollcall.report_title')}
        </Typography>
        <Typography>
          {translate('access.rollcall.report_opened', {
            date: dateTime(rollCall.abierto_en, locale),
            who: who(rollCall.abierto_por),
          })}
        </Typography>
        {rollCall.cerrado_en && (
          <Typography>
            {translate('access.rollcall.report_closed', {
              date: dateTime(rollCall.cerrado_en, locale),
              who: who(rollCall.cerrado_por),
            })}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 700, mt: 1 }} data-testid="rollcall-report-counts">
          {translate('access.rollcall.report_counts', {
            safe: rollCall.a_salvo,
            total: rollCall.total,
            missing: rollCall.faltan,
          })}
        </Typography>
        <People
          title={translate('access.rollcall.never_marked', { count: rollCall.faltan })}
          people={people.filter((p) => !p.a_salvo_en)}
          marked={false}
          testId="rollcall-never-marked"
        />
        <People
          title={translate('access.rollcall.marked', { count: rollCall.a_salvo })}
          people={people.filter((p) => p.a_salvo_en)}
          marked
          testId="rollcall-marked"
        />
      </Box>
    </Box>
  );
}

/**
 * The student import's preview: every row of the file with its status, the student, course and
 * guardian it names (marked when the import creates them) and its problems in the reader's
 * language, 25 rows per page.
 */
import { useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { FIELD_RULE_TEXTS } from '../../../domain/fieldRules';
import type { ImportProblem, ImportRow } from '../../../domain/studentImport';
import { domainKeys } from '../../../i18n/domain-messages';
import { FixedPagination, pageOf } from '../../../kit/ui/FixedPagination';

const PER_PAGE = 25;
/** The preview table's column headers. */
const HEADERS = ['line', 'status', 'name', 'document', 'course', 'guardian', 'problems'].map(
  (key) => `academic.import.${key}`,
);

/**
 * A problem as the person reads it: the server's Spanish (the spec's words) as is; in another
 * language, the rule it breaks, worded by the catalog with the column's name.
 */
function problemText(problem: ImportProblem, translate: TranslateFunction, spanish: boolean) {
  if (spanish) return problem.message;
  const values = {
    field: translate(`academic.import.fields.${problem.field}`),
    _: problem.message,
    ...problem.params,
  };
  return problem.rule in FIELD_RULE_TEXTS
    ? translate(domainKeys.validation(problem.rule), values)
    : translate(`academic.import.rules.${problem.rule}`, values);
}

export function ImportPreviewTable({ rows, spanish }: { rows: ImportRow[]; spanish: boolean }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = pageOf(rows, page, PER_PAGE);
  const isNew = (action: ImportRow['course']) =>
    action === 'created' ? ` (${translate('academic.import.new')})` : '';
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('academic.import.table')} data-testid="import-preview">
          <TableHead>
            <TableRow>
              {HEADERS.map((key) => (
                <TableCell key={key}>{translate(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => {
              const bad = row.problems.length > 0;
              return (
                <TableRow
                  key={row.line}
                  data-testid={`import-row-${row.line}`}
                  sx={bad ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) } : undefined}
                >
                  <TableCell component="th" scope="row">
                    {row.line}
                  </TableCell>
                  <TableCell>
                    {/* Said in words too: colour alone tells nothing to some. */}
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                      {bad ? (
                        <ErrorIcon color="error" fontSize="small" aria-hidden />
                      ) : (
                        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                      )}
                      <span>{translate(bad ? 'academic.import.invalid' : 'academic.import.valid')}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{row.values.name}</TableCell>
                  <TableCell>{row.values.num_doc}</TableCell>
                  <TableCell>
                    {row.values.select_course}
                    {isNew(row.course)}
                  </TableCell>
                  <TableCell>
                    {[row.values.acudiente_num_doc, row.values.acudiente_name].filter(Boolean).join(' · ')}
                    {isNew(row.guardian)}
                  </TableCell>
                  <TableCell>
                    {bad && (
                      <Box component="ul" sx={{ m: 0, pl: 2 }}>
                        {row.problems.map((problem) => (
                          <li key={problem.field}>{problemText(problem, translate, spanish)}</li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PER_PAGE && (
        <FixedPagination count={rows.length} page={page} onPageChange={setPage} perPage={PER_PAGE} />
      )}
    </>
  );
}

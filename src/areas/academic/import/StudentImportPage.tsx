/**
 * `#/academic/students/import` (issue 13, item 7): a CSV file of students is checked on the
 * server and shown row by row with its problems, in the spec's order; nothing is written until
 * 'Confirmar importación', which writes every valid row in one transaction. The rows left out
 * can be downloaded, with their messages, to fix and import again.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button as RaButton, useCanAccess, useLocaleState, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { studentsResource } from '../../../domain/resources';
import { FIELD_RULE_TEXTS } from '../../../domain/fields';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
  type ImportRow,
} from '../../../domain/studentImport';
import { invalidRowsCsv, templateCsv } from '../../../domain/studentImportCsv';
import { useCallMutation } from '../../../dataProvider/hooks';
import { readAsDataUrl } from '../../../dataProvider/files';
import { DEFAULT_LOCALE } from '../../../i18n';
import { domainKeys } from '../../../i18n/domain-messages';

const STUDENTS = studentsResource.name;
export const IMPORT_PATH = `/${STUDENTS}/import`;
const PER_PAGE = 25;
/** The preview table's column headers. */
const HEADERS = ['line', 'status', 'name', 'document', 'course', 'guardian', 'problems'].map((key) => `academic.import.${key}`);
const CARNET_LABEL = domainKeys.field(STUDENTS, 'carnet');

/** The students list's toolbar button, for whoever may create students. */
export function StudentImportButton() {
  const { canAccess } = useCanAccess({ resource: STUDENTS, action: 'create' });
  if (!canAccess) return null;
  return (
    <RaButton component={RouterLink} to={IMPORT_PATH} label="academic.import.open">
      <UploadFileIcon />
    </RaButton>
  );
}

/** Saves text as a file the browser downloads. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A problem as the person reads it: the server's Spanish (the spec's words) as is; in another
 * language, the rule it breaks, worded by the catalog with the column's name.
 */
function problemText(problem: ImportProblem, translate: TranslateFunction, spanish: boolean) {
  if (spanish) return problem.message;
  const values = { field: translate(`academic.import.fields.${problem.field}`), _: problem.message, ...problem.params };
  return problem.rule in FIELD_RULE_TEXTS
    ? translate(domainKeys.validation(problem.rule), values)
    : translate(`academic.import.rules.${problem.rule}`, values);
}

function PreviewTable({ rows, spanish }: { rows: ImportRow[]; spanish: boolean }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const isNew = (action: ImportRow['course']) => (action === 'created' ? ` (${translate('academic.import.new')})` : '');
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
                      {bad ? <ErrorIcon color="error" fontSize="small" aria-hidden /> : <CheckCircleIcon color="success" fontSize="small" aria-hidden />}
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
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </>
  );
}

export function StudentImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const spanish = locale === DEFAULT_LOCALE;
  const input = useRef<HTMLInputElement>(null);
  const [carnet, setCarnet] = useState(true);
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const preview = useCallMutation((dp, body: { file: string }) => dp.previewStudentImport(body));
  const commit = useCallMutation((dp, body: { file: string; carnet: 0 | 1 }) => dp.importStudents(body), {
    onSuccess: (done) => {
      setResult(done);
      setFile(null);
      preview.reset();
      notify(translate('academic.import.done', { smart_count: done.created }), { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again (fixed meanwhile) must fire a change.
    event.target.value = '';
    if (!chosen) return;
    setResult(null);
    setLocalError(null);
    preview.reset();
    if (chosen.size > MAX_IMPORT_BYTES) {
      setFile(null);
      setLocalError(translate('academic.import.too_big', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }));
      return;
    }
    const content = (await readAsDataUrl(chosen)).replace(/^data:[^,]*,/, '');
    setFile({ name: chosen.name, content });
    preview.mutate({ file: content });
  };

  const data: ImportPreview | undefined = preview.data;
  const rows = data ? (onlyProblems ? data.rows.filter((r) => r.problems.length > 0) : data.rows) : [];
  const invalidRows = result ? result.invalid : (data?.rows.filter((r) => r.problems.length > 0) ?? []);
  const downloadInvalid = () =>
    download(
      invalidRowsCsv(invalidRows, result?.delimiter ?? data?.delimiter ?? ';', translate('academic.import.messages_column')),
      translate('academic.import.invalid_file_name'),
    );

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('academic.import.title')}
          </Typography>
          <Typography>{translate('academic.import.intro')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('academic.import.columns', {
              required: IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key).join(', '),
              optional: IMPORT_COLUMNS.filter((c) => !c.required).map((c) => c.key).join(', '),
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(templateCsv(), translate('academic.import.template_file_name'))}>
              {translate('academic.import.template')}
            </Button>
            {/* A real button opens the file chooser: a styled label would not take the keyboard's focus. */}
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={preview.isPending || commit.isPending} onClick={() => input.current?.click()}>
              {translate('academic.import.choose')}
            </Button>
            <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} data-testid="import-file" />
            <FormControlLabel
              control={<Checkbox checked={carnet} onChange={(e) => setCarnet(e.target.checked)} />}
              label={translate(CARNET_LABEL)}
            />
          </Stack>
          {file && <Typography variant="body2">{translate('academic.import.chosen', { name: file.name })}</Typography>}

          {/* What happened, read out by screen readers as it changes. */}
          <Box role="status" aria-live="polite">
            {preview.isPending && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <span>{translate('academic.import.reading')}</span>
              </Stack>
            )}
            {commit.isPending && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <span>{translate('academic.import.importing')}</span>
              </Stack>
            )}
            {data && (
              <Alert severity={data.counts.invalid ? 'warning' : 'info'} data-testid="import-summary">
                {translate('academic.import.summary', data.counts)}{' '}
                {translate('academic.import.creates', {
                  guardians: data.counts.guardiansCreated,
                  courses: data.counts.coursesCreated,
                  matched_guardians: data.counts.guardiansMatched,
                  matched_courses: data.counts.coursesMatched,
                })}
                {data.ignoredColumns.length > 0 && ` ${translate('academic.import.ignored', { columns: data.ignoredColumns.join(', ') })}`}
              </Alert>
            )}
            {result && (
              <Alert severity="success" data-testid="import-result">
                <div>{translate('academic.import.done', { smart_count: result.created })}</div>
                {result.invalid.length > 0 && <div>{translate('academic.import.left_out', { smart_count: result.invalid.length })}</div>}
              </Alert>
            )}
          </Box>
          {(localError || preview.error) && <Alert severity="error">{localError ?? preview.error?.message}</Alert>}

          {data && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Button
                  variant="contained"
                  color="primary"
                  disabled={data.counts.valid === 0 || commit.isPending || !file}
                  onClick={() => file && commit.mutate({ file: file.content, carnet: carnet ? 1 : 0 })}
                >
                  {translate('academic.import.confirm')}
                </Button>
                {data.counts.invalid > 0 && (
                  <FormControlLabel
                    control={<Checkbox checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />}
                    label={translate('academic.import.only_problems')}
                  />
                )}
              </Stack>
              <PreviewTable key={`${preview.submittedAt}-${onlyProblems}`} rows={rows} spanish={spanish} />
            </>
          )}

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {invalidRows.length > 0 && (
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadInvalid}>
                {translate('academic.import.download_invalid')}
              </Button>
            )}
            <Button component={RouterLink} to={`/${STUDENTS}`} startIcon={<ArrowBackIcon />}>
              {translate('academic.import.back')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

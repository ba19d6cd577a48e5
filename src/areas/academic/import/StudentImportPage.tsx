/**
 * `#/academic/students/import` (issue 13, item 7): a CSV file of students is checked on the
 * server and shown row by row with its problems, in the spec's order; nothing is written until
 * 'Confirmar importación', which writes every valid row in one transaction. The rows left out
 * can be downloaded, with their messages, to fix and import again.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button as RaButton, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
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
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { studentsResource } from '../../../domain/resources';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  type ImportPreview,
  type ImportResult,
} from '../../../domain/studentImport';
import { invalidRowsCsv, templateCsv } from '../../../domain/studentImportCsv';
import { useCallMutation } from '../../../dataProvider/hooks';
import { readAsDataUrl } from '../../../dataProvider/files';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { domainKeys } from '../../../i18n/domain-messages';
import { ImportPreviewTable } from './ImportPreviewTable';

const STUDENTS = studentsResource.name;
export const IMPORT_PATH = `/${STUDENTS}/import`;
const CREDENTIAL_LABEL = domainKeys.field(STUDENTS, 'carnet');

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

export function StudentImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const spanish = locale === DEFAULT_LOCALE;
  const input = useRef<HTMLInputElement>(null);
  const [credential, setCredential] = useState(true);
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
      invalidRowsCsv(
        invalidRows,
        result?.delimiter ?? data?.delimiter ?? ';',
        translate('academic.import.messages_column'),
      ),
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
              required: IMPORT_COLUMNS.filter((c) => c.required)
                .map((c) => c.key)
                .join(', '),
              optional: IMPORT_COLUMNS.filter((c) => !c.required)
                .map((c) => c.key)
                .join(', '),
            })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => download(templateCsv(), translate('academic.import.template_file_name'))}
            >
              {translate('academic.import.template')}
            </Button>
            {/* A real button opens the file chooser: a styled label would not take the keyboard's focus. */}
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={preview.isPending || commit.isPending}
              onClick={() => input.current?.click()}
            >
              {translate('academic.import.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              onChange={choose}
              data-testid="import-file"
            />
            <FormControlLabel
              control={<Checkbox checked={credential} onChange={(e) => setCredential(e.target.checked)} />}
              label={translate(CREDENTIAL_LABEL)}
            />
          </Stack>
          {file && (
            <Typography variant="body2">
              {translate('academic.import.chosen', { name: file.name })}
            </Typography>
          )}

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
                {data.ignoredColumns.length > 0 &&
                  ` ${translate('academic.import.ignored', { columns: data.ignoredColumns.join(', ') })}`}
              </Alert>
            )}
            {result && (
              <Alert severity="success" data-testid="import-result">
                <div>{translate('academic.import.done', { smart_count: result.created })}</div>
                {result.invalid.length > 0 && (
                  <div>{translate('academic.import.left_out', { smart_count: result.invalid.length })}</div>
                )}
              </Alert>
            )}
          </Box>
          {(localError || preview.error) && (
            <Alert severity="error">{localError ?? preview.error?.message}</Alert>
          )}

          {data && (
            <>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Button
                  variant="contained"
                  color="primary"
                  disabled={data.counts.valid === 0 || commit.isPending || !file}
                  onClick={() => file && commit.mutate({ file: file.content, carnet: credential ? 1 : 0 })}
                >
                  {translate('academic.import.confirm')}
                </Button>
                {data.counts.invalid > 0 && (
                  <FormControlLabel
                    control={
                      <Checkbox checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />
                    }
                    label={translate('academic.import.only_problems')}
                  />
                )}
              </Stack>
              <ImportPreviewTable
                key={`${preview.submittedAt}-${onlyProblems}`}
                rows={rows}
                spanish={spanish}
              />
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

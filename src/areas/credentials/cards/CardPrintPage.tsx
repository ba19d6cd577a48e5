/**
 * `#/admin/carnets/print?curso={id}` or `?id={credential}`: print a course's carnets, or one, on A4
 * or letter sheets with cut marks or on a card printer, through the browser's own printing (no PDF
 * library). The preview on screen is the sheet that prints. Opened from the credentials list and
 * from a credential's edit screen; its key is `carnets.list`, the one that may see whole codes.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button as RaButton, useLogoutIfAccessDenied, useStore, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MAX_PRINT_CARDS, type CardPrint, type PrintCourse } from '../../../domain/credentialCards';
import { useCallQuery } from '../../../dataProvider/hooks';
import { http } from '../../../dataProvider/instance';
import { CardSheet } from './CardSheet';
import { paginate, PAPERS, sheetLayout, type Paper } from './layout';

const paperName = (paper: Paper) => `credentials.print.papers.${paper}`;
const paperHelp = (paper: Paper) => `credentials.print.paper_help.${paper}`;

/** The server's refusal as the HTTP client throws it: its text, status and per-field messages. */
type Refusal = Error & { status?: number; body?: { errors?: Record<string, string> } | null };

/**
 * A read of this page through the app's HTTP client (envelope, session, the user's language) and
 * the shared query hook; a lost session sends to the login as the data provider's calls do.
 */
function usePrintRead<T>(key: unknown[], path: string, query: Record<string, string> | null) {
  const result = useCallQuery(
    ['carnets-print', ...key],
    async () => (await http<T>(path, { query: query ?? undefined })).data,
    {
      enabled: query !== null,
    },
  );
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { error, isFetchedAfterMount } = result;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  // Never an earlier visit's copy: a code regenerated since must not print the old one.
  return { data: isFetchedAfterMount ? result.data : undefined, error: error as Refusal | null };
}

/** What the address asks for: one credential, a course, or nothing yet (the server checks the values). */
function useAsked() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const course = params.get('curso');
  const query = useMemo(() => {
    if (id === null && course === null) return null;
    return { ...(id !== null ? { id } : {}), ...(course !== null ? { curso: course } : {}) };
  }, [id, course]);
  return { id, course, query, chooseCourse: (value: string) => setParams({ curso: value }) };
}

export function CardPrintPage() {
  const translate = useTranslate();
  const { id, course, query, chooseCourse } = useAsked();
  // A school prints on the same paper every time: the choice is remembered on this computer.
  const [paper, setPaper] = useStore<Paper>('carnets.print.paper', 'a4');
  const courses = usePrintRead<PrintCourse[]>(['courses'], 'admin/carnets/print/courses', {});
  const print = usePrintRead<CardPrint>(['cards', query], 'admin/carnets/print', query);
  const layout = sheetLayout(PAPERS.includes(paper) ? paper : 'a4');
  const cards = print.data?.cards ?? [];
  const courseError = print.error?.body?.errors?.curso;

  let content: ReactNode = null;
  if (!query) content = <Alert severity="info">{translate('credentials.print.choose')}</Alert>;
  else if (print.error && !courseError) content = <Alert severity="error">{print.error.message}</Alert>;
  else if (!print.data && !courseError)
    content = <CircularProgress aria-label={translate('ra.page.loading')} />;
  else if (print.data) {
    content = (
      <>
        {id !== null && cards[0]?.active === 0 && (
          <Alert severity="warning">{translate('credentials.print.inactive')}</Alert>
        )}
        {id === null && cards.length === 0 && (
          <Alert severity="info">{translate('credentials.print.empty')}</Alert>
        )}
        {cards.length >= MAX_PRINT_CARDS && (
          <Alert severity="warning">
            {translate('credentials.print.truncated', { smart_count: MAX_PRINT_CARDS })}
          </Alert>
        )}
        {cards.length > 0 && <CardSheet print={print.data} paper={layout.paper} />}
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          label={translate('credentials.print.paper')}
          value={layout.paper}
          onChange={(e) => setPaper(e.target.value as Paper)}
          helperText={translate(paperHelp(layout.paper), { smart_count: layout.perPage })}
          fullWidth={false}
          sx={{ width: 300 }}
        >
          {PAPERS.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(paperName(p))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('credentials.print.course')}
          value={courses.data?.some((c) => String(c.id) === course) ? course : ''}
          onChange={(e) => chooseCourse(e.target.value)}
          // Not disabled while the courses load: a disabled label's grey fails the contrast check.
          error={Boolean(courseError || courses.error)}
          helperText={courseError ?? courses.error?.message ?? translate('credentials.print.course_help')}
          fullWidth={false}
          sx={{ width: 340 }}
        >
          {(courses.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {translate('credentials.print.course_option', { name: c.name, smart_count: c.cards })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="large"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={cards.length === 0}
          sx={{ mt: 1 }}
        >
          {translate('credentials.print.print')}
        </Button>
        {id !== null && (
          <RaButton
            component={Link}
            to={`/admin/carnets/${encodeURIComponent(id)}`}
            label="ra.action.back"
            sx={{ mt: 1.5 }}
          >
            <ArrowBackIcon />
          </RaButton>
        )}
      </Stack>
      {cards.length > 0 && (
        <Box>
          {id !== null && (
            <Typography variant="h6" component="h2">
              {translate('credentials.print.card_label', { name: cards[0].name })}
            </Typography>
          )}
          <Typography color="text.secondary" data-testid="print-summary">
            {translate('credentials.print.summary', {
              cards: translate('credentials.print.cards', { smart_count: cards.length }),
              pages: translate('credentials.print.pages', {
                smart_count: paginate(cards, layout.perPage).length,
              }),
            })}
          </Typography>
        </Box>
      )}
      {content}
    </Stack>
  );
}

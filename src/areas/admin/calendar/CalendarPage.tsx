/**
 * `#/admin/calendar` (`admin.calendar`, issue 53): a year's days without classes — the national
 * holidays (loaded from Colombia's list in one press) and the school's own — edited as a list and
 * saved as a whole. Every other Monday to Friday is a school day for the rules that count them.
 */
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EventIcon from '@mui/icons-material/Event';
import SaveIcon from '@mui/icons-material/Save';
import { colombianHolidays, type DayOff } from '../../../domain/calendar';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { dayInWords } from '../../../kit/format';
import { domainKeys } from '../../../i18n/domain-messages';
import { DayOffForm } from './DayOffForm';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const byDate = (days: DayOff[]) => [...days].sort((a, b) => a.fecha.localeCompare(b.fecha));

export function CalendarPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.calendar.${key}`, args);
  // The year the page opens on is the server's (its clock), not this device's.
  const current = useCallQuery(['calendar', 'current'], (dp) => dp.calendar());
  const thisYear = current.data?.anio ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const other = useCallQuery(['calendar', chosen], (dp) => dp.calendar(chosen ?? undefined), {
    enabled: chosen !== null,
  });
  const saved = chosen === null ? current : other;
  const year = chosen ?? thisYear ?? 0;
  // What the person changed this year; until then the saved days.
  const [draft, setDraft] = useState<DayOff[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useCallMutation((dp, dias: DayOff[]) => dp.saveCalendar({ anio: year, dias }));
  const days = draft ?? saved.data?.dias ?? [];
  const inWords = (day: string) => dayInWords(day, locale);

  const pickYear = (next: number) => {
    setChosen(next);
    setDraft(null);
    setError(null);
  };
  const loadHolidays = () => {
    const listed = new Set(days.map((d) => d.fecha));
    const added = colombianHolidays(year)
      .filter((h) => !listed.has(h.fecha))
      .map((h) => ({ ...h, tipo: 'festivo' as const }));
    if (added.length === 0) return notify(t('holidays_none', { year }), { type: 'info' });
    setDraft(byDate([...days, ...added]));
    notify(t('holidays_added', { smart_count: added.length }), { type: 'info' });
  };
  const submit = () =>
    save.mutate(days, {
      onSuccess: (answer) => {
        setError(null);
        setDraft(null);
        void queryClient.invalidateQueries({ queryKey: callKey(['calendar']) });
        queryClient.setQueryData(callKey(['calendar', chosen ?? 'current']), answer);
        notify(t('saved'), { type: 'success' });
      },
      onError: (err) => setError(err.message),
    });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate(domainKeys.menu('admin.calendar'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          {t('intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label={t('year')}
            value={thisYear === null ? '' : year}
            onChange={(e) => pickYear(Number(e.target.value))}
            sx={{ width: 140 }}
          >
            {(thisYear === null ? [] : [thisYear - 1, thisYear, thisYear + 1, thisYear + 2]).map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<EventIcon />}
            onClick={loadHolidays}
            disabled={!saved.data}
            sx={{ minHeight: 44 }}
          >
            {t('holidays', { year })}
          </Button>
        </Stack>
        {saved.error && <Alert severity="error">{saved.error.message}</Alert>}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {!saved.data && !saved.error ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : days.length === 0 ? (
          <Alert severity="info">{t('none', { year })}</Alert>
        ) : (
          <Table size="small" aria-label={t('days_label', { year })} data-testid="days-off">
            <TableHead>
              <TableRow>
                <TableCell>{t('date')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('kind')}</TableCell>
                <TableCell>{t('name')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.fecha} data-testid="day-off">
                  <TableCell>{inWords(day.fecha)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t(day.tipo)}</TableCell>
                  <TableCell>
                    {day.nombre}
                    {/* On a phone the kind goes under the name: the row keeps its remove button in sight. */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                      {t(day.tipo)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('remove', { date: inWords(day.fecha) })}
                      onClick={() => setDraft(days.filter((d) => d.fecha !== day.fecha))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <DayOffForm
          year={year}
          taken={new Set(days.map((d) => d.fecha))}
          onAdd={(day) => setDraft(byDate([...days, day]))}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={submit}
            disabled={save.isPending || draft === null}
          >
            {t('save')}
          </Button>
          {draft !== null && (
            <Alert severity="warning" role="status" sx={{ py: 0 }}>
              {t('unsaved')}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

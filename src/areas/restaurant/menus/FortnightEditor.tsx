/**
 * The next two weeks' menus, by week and day: edited on the screen, a week filled from the one
 * before, then the days that changed saved together in one `PUT`. The screen checks each menu
 * before sending; the server's refusals come back on the day or the menu field they name.
 */
import { useMemo, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COURSES_MAX, type MenusAnswer, type MenusWrite } from '../../../domain/lunchMenus';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { dayInWords } from '../../../kit/format';
import { today as todayOnDevice } from '../../../kit/reports/ReportTable';
import { lunchApi } from './api';
import { DayCard } from './DayCard';
import {
  changedDays,
  copyPreviousWeek,
  draftOf,
  fortnightRange,
  placeErrors,
  problemsOf,
  weeksOf,
  writeOf,
  type DraftDay,
  type DraftMenu,
  type MenuProblems,
  type PlacedErrors,
} from './fortnight';
import { lunchCacheKey, useLunchRead } from './useLunchRead';
import { useMenuChoices } from './useMenuChoices';

interface Refusal {
  message: string;
  placed: PlacedErrors;
}

export function FortnightEditor() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [today] = useState(todayOnDevice);
  const range = fortnightRange(today);
  const key = ['menus', range.from, range.last];
  const menus = useLunchRead(key, () => lunchApi.menus(range.from, range.last));
  const choices = useMenuChoices();
  const read = useMemo(() => (menus.data ? draftOf(menus.data) : null), [menus.data]);
  const [draft, setDraft] = useState<DraftDay[] | null>(null);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const days = draft ?? read;
  const changed = read && days ? changedDays(read, days, today) : [];
  const problems = checked ? problemsOf(changed) : new Map<string, MenuProblems>();

  const save = useCallMutation(
    (_dp, asked: { body: MenusWrite; sent: DraftDay[] }) => lunchApi.saveMenus(asked.body),
    {
      onSuccess: ({ data }) => {
        queryClient.setQueryData<MenusAnswer>(lunchCacheKey(...key), (old) =>
          old ? { ...old, dias: old.dias.map((d) => data.dias.find((s) => s.fecha === d.fecha) ?? d) } : old,
        );
        setDraft(null);
        setChecked(false);
        setRefusal(null);
        notify(translate('restaurant.menus.saved'), { type: 'success' });
      },
      onError: (err, { sent }) =>
        setRefusal({ message: err.message, placed: placeErrors(fieldErrorsOf(err), sent) }),
    },
  );

  const update = (next: DraftDay) => {
    if (!days) return;
    setDraft(days.map((d) => (d.fecha === next.fecha ? next : d)));
    if (refusal) {
      // What the server said about this day no longer stands once it is edited.
      const menusLeft = new Map([...refusal.placed.menus].filter(([k]) => !k.startsWith(`${next.fecha}/`)));
      const daysLeft = new Map([...refusal.placed.days].filter(([k]) => k !== next.fecha));
      setRefusal({ ...refusal, placed: { ...refusal.placed, menus: menusLeft, days: daysLeft } });
    }
  };

  const copyWeek = (monday: string) => {
    if (!days) return;
    const result = copyPreviousWeek(days, monday, today);
    if (result.copied === 0) {
      notify(translate('restaurant.menus.copy_none'), { type: 'info' });
      return;
    }
    setDraft(result.days);
    notify(translate('restaurant.menus.copied', { smart_count: result.copied }), { type: 'info' });
  };

  const submit = () => {
    setChecked(true);
    if (problemsOf(changed).size > 0) {
      setRefusal({ message: translate('restaurant.menus.errors.check'), placed: placeErrors({}, []) });
      // Once drawn, the first marked field comes to the middle of the screen, above the save bar.
      setTimeout(() => {
        const first = document.querySelector<HTMLElement>(
          '[data-testid="menu-fields"] [aria-invalid="true"]',
        );
        first?.scrollIntoView({ block: 'center' });
        first?.focus({ preventScroll: true });
      }, 0);
      return;
    }
    const body = writeOf(changed);
    if (body) save.mutate({ body, sent: changed });
  };

  const errorsOf =
    (day: DraftDay) =>
    (menu: DraftMenu): MenuProblems => {
      const own = problems.get(`${day.fecha}/${menu.key}`) ?? {};
      const server = refusal?.placed.menus.get(`${day.fecha}/${menu.key}`) ?? {};
      return {
        ...server,
        ...Object.fromEntries(Object.entries(own).map(([field, k]) => [field, translate(k)])),
      };
    };

  if (menus.error) return <Alert severity="error">{menus.error.message}</Alert>;
  if (!days) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Box component="section" aria-labelledby="fortnight-title">
      <Typography id="fortnight-title" variant="h6" component="h2">
        {translate('restaurant.menus.fortnight')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('restaurant.menus.fields_help', { max: COURSES_MAX })}
      </Typography>
      {choices.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('restaurant.menus.choices_failed', { reason: choices.error.message })}
        </Alert>
      )}
      {weeksOf(days, today).map((week) => (
        <Box key={week.monday} component="section" aria-labelledby={`week-${week.monday}`} sx={{ mb: 3 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
          >
            <Typography id={`week-${week.monday}`} variant="subtitle1" component="h3" color="primary">
              {translate('restaurant.menus.week_of', { day: dayInWords(week.monday, locale) })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => copyWeek(week.monday)}
              sx={{ minHeight: 44 }}
            >
              {translate('restaurant.menus.copy_week')}
            </Button>
          </Stack>
          <Stack spacing={1}>
            {week.days.map((day) => (
              <DayCard
                key={day.fecha}
                day={day}
                services={choices.services}
                products={choices.products}
                errorsOf={errorsOf(day)}
                dayError={refusal?.placed.days.get(day.fecha)}
                onChange={update}
              />
            ))}
          </Stack>
        </Box>
      ))}
      <Paper
        elevation={3}
        sx={{ position: 'sticky', bottom: 0, p: 1.5, zIndex: 2, displayPrint: 'none' }}
        data-testid="menus-save-bar"
      >
        {refusal && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="menus-refusal">
            {[refusal.message, ...refusal.placed.other]
              .filter((m, i, all) => all.indexOf(m) === i)
              .join(' · ')}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={submit}
            disabled={changed.length === 0 || save.isPending}
            sx={{ minHeight: 44 }}
          >
            {translate('restaurant.menus.save')}
          </Button>
          <Button
            onClick={() => {
              setDraft(null);
              setChecked(false);
              setRefusal(null);
            }}
            disabled={changed.length === 0 || save.isPending}
            sx={{ minHeight: 44 }}
          >
            {translate('restaurant.menus.discard')}
          </Button>
          <Typography role="status" variant="body2">
            {translate('restaurant.menus.changed', { smart_count: changed.length })}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

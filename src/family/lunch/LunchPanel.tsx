/**
 * A child's *Almuerzos* (issue 56): the plans and the balance on top (PlansCard), then a week at a
 * time — this week to the last one menus may be published for — one card per school day
 * (DayCard) and "every day the same" (SameEveryDay). Every order, change, cancellation or plan
 * bought reads the week again: its pre-orders, the plans left and the balance are the server's.
 */
import { useEffect, useState } from 'react';
import { Alert, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ChildLunch } from '../../domain/lunchMenus';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';
import { DayCard } from './DayCard';
import { PlansCard } from './PlansCard';
import { SameEveryDay } from './SameEveryDay';
import { shortDay, useLunchTexts } from './texts';
import { addDays, hhmm, isOpen, lastWeekOffset, shownDays, weekOf } from './week';

/** The phone's clock, read again every half minute: a day closes on screen at its cut-off. */
function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Answer {
  /** The child and week it answers: one asked before moving on is not shown after. */
  week: string;
  lunch?: ChildLunch;
  /** The server's words, or '' when it could not be reached. */
  problem?: string;
}

/** `onChanged`: an order, a cancellation or a plan moved the balance the child's page shows. */
export function LunchPanel({ childId, onChanged }: { childId: number; onChanged?: () => void }) {
  const t = useLunchTexts();
  const { locale } = usePortal();
  const now = useClock();
  const today = now.toLocaleDateString('en-CA');
  const [offset, setOffset] = useState(0);
  // Bumped by every change: the week (and the plans) are read again, the week shown meanwhile.
  const [version, setVersion] = useState(0);
  const last = lastWeekOffset(today);
  const { desde, hasta } = weekOf(today, offset);
  const week = `${childId}:${desde}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let live = true;
    familyApi.lunch(childId, desde, hasta).then(
      (lunch) => live && setAnswer({ week, lunch }),
      (err: unknown) => live && setAnswer({ week, problem: err instanceof ApiRefusal ? err.message : '' }),
    );
    return () => {
      live = false;
    };
  }, [childId, desde, hasta, week, version]);

  const changed = () => {
    setVersion((v) => v + 1);
    onChanged?.();
  };
  const shown = answer?.week === week ? answer : null;
  const lunch = shown?.lunch;
  const cutoff = lunch?.hora_corte ?? '';
  const days = lunch ? shownDays(lunch.dias) : [];
  const openOf = (fecha: string) => {
    const day = lunch?.dias.find((d) => d.fecha === fecha);
    return Boolean(day && isOpen(day, today, hhmm(now), cutoff));
  };
  const title =
    offset === 0
      ? t('lunch.this_week')
      : offset === 1
        ? t('lunch.next_week')
        : t('lunch.week_of', { day: shortDay(desde, locale) });

  return (
    <>
      <PlansCard
        childId={childId}
        saldo={lunch?.saldo ?? null}
        today={today}
        version={version}
        onBought={changed}
      />
      <Stack component="section" aria-labelledby="lunch-week-title" spacing={2} data-testid="lunch-week">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton
            aria-label={t('lunch.prev')}
            disabled={offset === 0}
            onClick={() => setOffset(offset - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Stack sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h6" component="h2" id="lunch-week-title" aria-live="polite">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('lunch.week_range', {
                from: shortDay(desde, locale),
                to: shortDay(addDays(desde, 4), locale),
              })}
            </Typography>
          </Stack>
          <IconButton
            aria-label={t('lunch.following')}
            disabled={offset >= last}
            onClick={() => setOffset(offset + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {shown?.problem !== undefined && <Alert severity="error">{shown.problem || t('offline')}</Alert>}
        {!shown && <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />}
        {lunch && (
          <>
            <Typography variant="body2">{t('lunch.cutoff', { hora: cutoff })}</Typography>
            {days.length === 0 && <Typography>{t('lunch.no_days')}</Typography>}
            {days.map((day) => (
              <DayCard
                key={day.fecha}
                childId={childId}
                day={day}
                open={openOf(day.fecha)}
                past={day.fecha < today}
                cutoff={cutoff}
                onChanged={changed}
              />
            ))}
            <SameEveryDay
              key={week}
              childId={childId}
              openDays={lunch.dias.filter((d) => openOf(d.fecha))}
              onDone={changed}
            />
          </>
        )}
      </Stack>
    </>
  );
}

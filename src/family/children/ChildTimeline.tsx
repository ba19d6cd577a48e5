/**
 * A child's timeline, newest first, more pages as the guardian scrolls: the whole history, or with
 * `today` only the school's today (the *Hoy* tab). `version` changes when something the child page
 * saved is on it (a limit, an allergy): the list starts again from its first page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { TimelineEvent } from '../../domain/timeline';
import { ApiRefusal, familyApi } from '../api';
import { MorePages } from '../MorePages';
import { usePortal } from '../i18n';
import { familyEventText } from './eventText';

export function ChildTimeline({
  childId,
  today = false,
  version = 0,
  label,
  empty,
}: {
  childId: number;
  today?: boolean;
  version?: number;
  /** The list's accessible name. */
  label: string;
  /** What an empty list says. */
  empty: string;
}) {
  const { t, locale } = usePortal();
  const [events, setEvents] = useState<TimelineEvent[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);

  const fail = useCallback(
    (err: unknown) => setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline')),
    [t],
  );

  useEffect(() => {
    let live = true;
    familyApi
      .timeline(childId, 1, today)
      .then((first) => {
        if (!live) return;
        page.current = 1;
        setEvents(first.rows);
        setTotal(first.total);
        setProblem(null);
      })
      .catch((err: unknown) => live && fail(err));
    return () => {
      live = false;
    };
  }, [childId, today, version, fail]);

  const more = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await familyApi.timeline(childId, page.current + 1, today);
      page.current += 1;
      setEvents((shown) => [...shown, ...next.rows]);
      setTotal(next.total);
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  }, [childId, today, loading, fail]);

  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : 'es-CO', {
      // Today's list needs only the hour.
      ...(today ? {} : { dateStyle: 'medium' as const }),
      timeStyle: 'short',
    });

  return (
    <>
      {problem && <Alert severity="error">{problem}</Alert>}
      {total === 0 && <Typography>{empty}</Typography>}
      <List aria-label={label} data-testid={today ? 'child-today' : 'child-timeline'}>
        {events.map((e) => {
          const { what, particulars } = familyEventText(t, e);
          return (
            <ListItem key={e.id} divider sx={{ alignItems: 'flex-start' }}>
              <ListItemText primary={what} secondary={[when(e.at), ...particulars].join(' · ')} />
            </ListItem>
          );
        })}
      </List>
      <MorePages
        hasMore={total !== null && events.length < total}
        loading={loading}
        onMore={more}
        label={t('child.more')}
      />
    </>
  );
}

/**
 * One child: the card's state and the figures, the cards that change what the child may do, and
 * the timeline, newest first, more pages as the guardian scrolls. Only an active card is offered
 * the transfer report; at $0 or below the figures lead to it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { formatMoney, formatSignedMoney } from '../../domain/money';
import type { TimelineEvent } from '../../domain/timeline';
import { ApiRefusal, familyApi } from '../api';
import { goToField } from '../forms';
import { MorePages } from '../MorePages';
import { usePortal } from '../i18n';
import { ChildFigures, LowBalance, takesTopUps } from './ChildFigures';
import { AllergiesCard } from '../allergies';
import { ExcuseCard } from '../excuses';
import { LimitsCard } from '../limits';
import { NoticeChoicesCard } from '../notices';
import { TRANSFER_AMOUNT_ID, TransferCard } from '../transfers';

export function ChildPage() {
  const { t, locale } = usePortal();
  const id = Number(useParams().id);
  const [child, setChild] = useState<FamilyChild | null | undefined>(undefined);
  const [events, setEvents] = useState<TimelineEvent[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);

  const fail = useCallback(
    (err: unknown) => setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline')),
    [t],
  );
  const more = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await familyApi.timeline(id, page.current + 1);
      page.current += 1;
      setEvents((shown) => [...shown, ...next.rows]);
      setTotal(next.total);
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  }, [id, loading, fail]);

  // After a change of limits or allergies: the figures, and the history from its first page (the change is on it).
  const refresh = async () => {
    const [all, first] = await Promise.all([familyApi.children(), familyApi.timeline(id, 1)]);
    setChild(all.find((c) => c.id === id) ?? null);
    page.current = 1;
    setEvents(first.rows);
    setTotal(first.total);
  };

  useEffect(() => {
    let live = true;
    const load = async () => {
      const found = (await familyApi.children()).find((c) => c.id === id) ?? null;
      if (!live) return;
      setChild(found);
      if (!found) return;
      const first = await familyApi.timeline(id, 1);
      if (!live) return;
      page.current = 1;
      setEvents(first.rows);
      setTotal(first.total);
    };
    load().catch(fail);
    return () => {
      live = false;
    };
  }, [id, fail]);

  const hasMore = total !== null && events.length < total;

  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : 'es-CO', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const label = (e: TimelineEvent) => t(`child.kinds.${e.source}.${e.kind}`);

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('child.back')}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {child === undefined && !problem && <CircularProgress aria-label={t('loading')} />}
      {child === null && <Alert severity="warning">{t('child.not_found')}</Alert>}
      {child && (
        <>
          <Typography variant="h5" component="h1">
            {child.name}
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1.5}>
                <ChildFigures child={child} />
                {/* Online top-ups are on the children's page: here, the transfer report below. */}
                <LowBalance
                  child={child}
                  online={false}
                  action={
                    <Button variant="outlined" onClick={() => goToField(TRANSFER_AMOUNT_ID)}>
                      {t('children.go_transfer')}
                    </Button>
                  }
                />
              </Stack>
            </CardContent>
          </Card>
          <LimitsCard childId={id} onSaved={() => void refresh().catch(fail)} />
          <AllergiesCard childId={id} onSaved={() => void refresh().catch(fail)} />
          <ExcuseCard childId={id} />
          {takesTopUps(child) && <TransferCard childId={id} />}
          <NoticeChoicesCard childId={id} />
          <Typography variant="h6" component="h2">
            {t('child.timeline')}
          </Typography>
          {total === 0 && <Typography>{t('child.empty')}</Typography>}
          <List aria-label={t('child.timeline')} data-testid="child-timeline">
            {events.map((e) => (
              <ListItem key={e.id} divider sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={e.amount !== null ? `${label(e)} · ${formatSignedMoney(e.amount)}` : label(e)}
                  secondary={[
                    when(e.at),
                    e.detail,
                    e.balance !== null ? t('child.balance_after', { balance: formatMoney(e.balance) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <MorePages hasMore={hasMore} loading={loading} onMore={more} label={t('child.more')} />
        </>
      )}
    </Stack>
  );
}

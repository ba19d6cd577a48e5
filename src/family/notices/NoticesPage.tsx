/**
 * The family's notices (issue 32, item 6), newest first, more pages as the guardian scrolls. Once
 * the first page shows, everything is marked read and the header's bell goes to 0; what was unread
 * when the page opened stays marked 'Nuevo' here, on later pages too (counted before marking).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import type { FamilyNotice } from '../../domain/notices';
import { noticeMessage } from '../../domain/notice-texts';
import { ApiRefusal, familyApi } from '../api';
import { MorePages } from '../MorePages';
import { PushChoice } from '../push';
import { usePortal, type PortalLocale } from '../i18n';

const tag = (locale: PortalLocale) => (locale === 'en' ? 'en-US' : 'es-CO');

/** A notice's title and text in the portal's language, at the phone's clock. */
export const describeNotice = (notice: FamilyNotice, locale: PortalLocale) =>
  noticeMessage(locale, notice.tipo, notice.datos, notice.estudiante, (iso) =>
    new Date(iso).toLocaleTimeString(tag(locale), { hour: 'numeric', minute: '2-digit' }),
  );

export function NoticesPage() {
  const { t, locale } = usePortal();
  const [notices, setNotices] = useState<FamilyNotice[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  /** How many of the newest were unread when the page opened. */
  const [fresh, setFresh] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  const page = useRef(0);

  // The server's words, or '' for no connection (translated when shown: switching language reloads nothing).
  const fail = useCallback(
    (err: unknown) => setProblem(err instanceof ApiRefusal && err.message ? err.message : ''),
    [],
  );
  // A notice arriving while the guardian pages shifts the pages by one: never show one twice.
  const add = (shown: FamilyNotice[], next: FamilyNotice[]) => {
    const seen = new Set(shown.map((n) => n.id));
    return [...shown, ...next.filter((n) => !seen.has(n.id))];
  };

  const more = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    try {
      const next = await familyApi.notices(page.current + 1);
      page.current += 1;
      setNotices((shown) => add(shown, next.rows));
      setTotal(next.total);
      // An empty page ends the list even when the count grew meanwhile (a duplicate dropped above).
      if (next.rows.length === 0) setEnded(true);
    } catch (err) {
      fail(err);
    } finally {
      setLoading(false);
    }
  }, [loading, fail]);

  useEffect(() => {
    let live = true;
    const load = async () => {
      const first = await familyApi.notices(1);
      if (!live) return;
      page.current = 1;
      setNotices(first.rows);
      setTotal(first.total);
      const unread = first.rows.filter((n) => !n.leido).length;
      // Every notice of the first page unread: more may be unread further down; the count says how many.
      const allUnread = unread > 0 && unread === first.rows.length && first.total > first.rows.length;
      const count = allUnread ? await familyApi.unreadNotices() : unread;
      if (!live) return;
      setFresh(count);
      if (count > 0) await familyApi.readNotices(first.rows[0].id);
    };
    load().catch((err: unknown) => live && fail(err));
    return () => {
      live = false;
    };
  }, [fail]);

  const hasMore = !ended && total !== null && notices.length < total;

  const when = (iso: string) =>
    new Date(iso).toLocaleString(tag(locale), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('child.back')}
      </Button>
      <Typography variant="h5" component="h1">
        {t('notices.title')}
      </Typography>
      <PushChoice />
      {problem !== null && <Alert severity="error">{problem || t('offline')}</Alert>}
      {total === null && problem === null && <CircularProgress aria-label={t('loading')} />}
      {total === 0 && <Typography>{t('notices.empty')}</Typography>}
      {notices.length > 0 && (
        <List aria-label={t('notices.title')} data-testid="notices-feed" disablePadding>
          {notices.map((notice, index) => {
            const isNew = !notice.leido || index < fresh;
            const { title, body } = describeNotice(notice, locale);
            return (
              <ListItem
                key={notice.id}
                divider
                data-testid="notice"
                sx={{
                  display: 'block',
                  py: 1.5,
                  pl: 1.5,
                  borderLeft: 4,
                  borderLeftColor: isNew ? 'primary.main' : 'transparent',
                }}
              >
                {/* The chip inside the heading: a screen reader moving by headings hears 'Saldo bajo, Nuevo'. */}
                <Typography
                  component="h2"
                  variant="subtitle1"
                  fontWeight={isNew ? 700 : 500}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
                >
                  {title}
                  {isNew && <Chip component="span" label={t('notices.new')} color="primary" size="small" />}
                </Typography>
                <Typography>{body}</Typography>
                <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary', typography: 'body2' }}>
                  {[when(notice.created_at), notice.estudiante].filter(Boolean).join(' · ')}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
      <MorePages hasMore={hasMore} loading={loading} onMore={more} label={t('notices.more')} />
    </Stack>
  );
}

/**
 * The till's state on every till screen (issue 33 item 6): a warning as soon as the server stops
 * answering (the heartbeat notices within 4 s), how many sales wait and the age of the last sync;
 * online, a quiet line with the same figures.
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Stack, Typography } from '@mui/material';
import { useTillStatus } from './tillStatus';

/** The age of the last sync, in the reader's words. */
function useAge(lastSync: number | null): string | null {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (lastSync === null) return null;
  const minutes = Math.floor(Math.max(0, now - lastSync) / 60_000);
  return minutes < 1
    ? translate('orders.till.just_now')
    : translate('orders.till.minutes_ago', { smart_count: minutes });
}

export function TillStatusBar({ supported }: { supported: boolean }) {
  const translate = useTranslate();
  const status = useTillStatus();
  const age = useAge(status.lastSync);
  const figures = [
    status.pending > 0
      ? translate('orders.till.pending', { smart_count: status.pending })
      : translate('orders.till.none_pending'),
    age ? translate('orders.till.last_sync', { when: age }) : translate('orders.till.never'),
  ].join(' · ');
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="till-status">
      {!status.online && (
        <Alert severity="warning" data-testid="offline-banner">
          {supported ? translate('orders.till.offline') : translate('orders.till.unsupported')}
          <br />
          {figures}
        </Alert>
      )}
      {status.online && status.pending - status.failed > 0 && !status.needsSignIn && (
        <Alert severity="info">{translate('orders.till.syncing')}</Alert>
      )}
      {status.needsSignIn && status.pending > 0 && (
        <Alert severity="warning">{translate('orders.till.sign_in')}</Alert>
      )}
      {status.failed > 0 && (
        <Alert severity="error">{translate('orders.till.failed', { smart_count: status.failed })}</Alert>
      )}
      {status.online && (
        <Typography variant="body2" color="text.secondary" data-testid="till-figures">
          {figures}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The till's state on every till screen (issue 33 item 6): a warning as soon as the server stops
 * answering (the heartbeat notices within 4 s), how many sales wait and the age of the last sync;
 * online, a quiet line with the same figures. On a device without a till for the store, the
 * chooser first (TillChooser); with one, its name and «Cambiar caja».
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTillStatus } from './tillStatus';
import { TillChooser, type TillState } from './TillChooser';
import { tillName } from './tillStore';

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

/** The chosen till's name and «Cambiar caja», refused with its reason while its sales wait to be sent. */
function ChosenTill({ till }: { till: TillState }) {
  const translate = useTranslate();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!till.chosen) return null;
  const change = async () => {
    const waiting = await till.change();
    setRefusal(waiting > 0 ? translate('orders.till.change_refused', { smart_count: waiting }) : null);
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" data-testid="till-name">
          {translate('orders.till.name', { name: tillName(till.chosen) })}
        </Typography>
        <Button size="small" sx={{ minHeight: 44 }} onClick={() => void change()}>
          {translate('orders.till.change')}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="warning" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
    </>
  );
}

export function TillStatusBar({ till }: { till: TillState }) {
  const translate = useTranslate();
  const status = useTillStatus();
  const { supported } = till;
  const age = useAge(status.lastSync);
  const figures = [
    status.pending > 0
      ? translate('orders.till.pending', { smart_count: status.pending })
      : translate('orders.till.none_pending'),
    age ? translate('orders.till.last_sync', { when: age }) : translate('orders.till.never'),
  ].join(' · ');
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="till-status">
      {supported && till.chosen === null && <TillChooser till={till} />}
      {supported && <ChosenTill till={till} />}
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

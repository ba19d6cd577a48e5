/**
 * *Este teléfono* on the notices' page (issue 55): the guardian allows the notices on this device
 * — the portal's service worker registered, the browser's permission asked, a push subscription
 * made with the server's key and sent to it — or stops them (the server forgets the device, then
 * the browser). It says which it is: on, off, blocked by the browser, or not possible in this
 * browser. When the browser offers to install the portal, a button installs it on the home screen.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { familyApi } from '../api';
import { FormNotice, refusalOf, type Notice } from '../forms';
import { usePortal } from '../i18n';
import {
  deviceSubscription,
  install,
  installOffer,
  stopDevicePushes,
  WORKER_SCOPE,
  WORKER_URL,
} from './register';

type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const pushPossible = () =>
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** The server's key (base64url) as the browser takes it. */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** What this device is now: on when it has a subscription and the permission stands. */
async function currentState(): Promise<PushState> {
  if (!pushPossible()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await deviceSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // Told again: the server may have forgotten it, or another guardian's session made it (no
  // answer: it is still on here, and told next time).
  await familyApi.subscribePush(subscription.toJSON()).catch(() => undefined);
  return 'on';
}

/** Allows the notices here: the worker, the permission, the subscription, the server. */
async function turnOn(): Promise<PushState> {
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.ready;
  const key = keyBytes(await familyApi.pushKey());
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's was replaced): the push service would refuse its pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await familyApi.subscribePush(subscription.toJSON());
  return 'on';
}

export function PushChoice() {
  const { t } = usePortal();
  const id = useId();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const canInstall = useSyncExternalStore(installOffer.subscribe, installOffer.get);

  useEffect(() => {
    let live = true;
    currentState().then(
      (found) => live && setState(found),
      () => live && setState(pushPossible() ? 'off' : 'unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      if (on) {
        const next = await turnOn();
        setState(next);
        if (next === 'on') setNotice({ ok: true, text: t('push.turned_on') });
      } else {
        await stopDevicePushes(familyApi.unsubscribePush);
        setState('off');
        setNotice({ ok: true, text: t('push.turned_off') });
      }
    } catch (err) {
      setNotice({ ok: false, text: refusalOf(err, t('push.failed')).notice ?? t('push.failed') });
      setState(await currentState().catch((): PushState => 'off'));
    } finally {
      setBusy(false);
    }
  };

  const stateText = state === 'checking' ? t('loading') : t(`push.${state}`);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} data-testid="push-choice">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2" id={`${id}-title`}>
            {t('push.title')}
          </Typography>
          <FormNotice notice={notice} />
          <FormControlLabel
            control={
              <Switch
                checked={state === 'on'}
                disabled={busy || state === 'checking' || state === 'unsupported' || state === 'blocked'}
                onChange={(e) => void change(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${id}-state` } }}
              />
            }
            label={t('push.receive')}
            sx={{ minHeight: 44 }}
          />
          <Typography id={`${id}-state`} variant="body2" color="text.secondary" data-state={state}>
            {stateText}
          </Typography>
          {canInstall && (
            <>
              <Typography variant="body2">{t('push.install_intro')}</Typography>
              <Button variant="outlined" onClick={() => void install()} sx={{ alignSelf: 'flex-start' }}>
                {t('push.install')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The portal's service worker (worker.ts, built as /familia/sw.js, scope /familia/) registered at
 * each load, and the browser's offer to install the portal on the home screen kept for the
 * install button. In the portal's first download: kept to these few lines; the push control
 * (PushChoice) loads with the notices' page. As the back office's (src/app/serviceWorker.ts):
 * only in a production build and a secure context (https, localhost), after the page has loaded.
 */

export const WORKER_URL = '/familia/sw.js';
export const WORKER_SCOPE = '/familia/';

/** Chromium's `beforeinstallprompt`: the offer to install, usable once. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const setOffer = (next: InstallOffer | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

/** The offer to install, for useSyncExternalStore: null until the browser makes one, and once used. */
export const installOffer = {
  get: () => offer !== null,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Shows the browser's install dialog; the offer is spent whatever the guardian answers. */
export async function install(): Promise<void> {
  const used = offer;
  if (!used) return;
  setOffer(null);
  await used.prompt();
}

export function registerPortalWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  // The browser's own banner waits: the portal offers the install where it explains it.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
  // A refusal (an untrusted certificate, storage turned off) leaves the portal as it was: online only.
  const register = () =>
    void navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** This device's push subscription, or null (none, or no push in this browser). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * Stops the pushes to this device: the server forgets it (`forget`, while the session lasts), then
 * the browser. At sign-out too, so whoever signs in next on this phone gets none of them.
 */
export async function stopDevicePushes(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await forget(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/**
 * Registers the back office's service worker (dist/sw.js, vite.pwa.ts) so that a till whose
 * network is down can be reloaded and still sell. Only in a production build, and only where the
 * browser offers service workers (a secure context: https, localhost, 127.0.0.1 — over plain
 * http on the school's network `navigator.serviceWorker` is absent and nothing happens).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  // A refusal (an untrusted certificate, storage turned off) leaves the app as it was: online only.
  const register = () =>
    void navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  // After the page has loaded: the precache download must not slow the first screen down.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The portal's service worker (issue 55), served as /familia/sw.js with the scope /familia/ and
 * built by vite.family-sw.ts, which gives it the list of the portal's built files. It keeps the
 * portal's shell so the app installed on the phone opens without network, as the back office's
 * till does (vite.pwa.ts): a page load asks the network first (3 s), else the kept page; the
 * built files (hashed: they never change) come from the cache. The API is never answered from it.
 * It shows the notices the server pushes, and a tap opens the portal at the notice's page.
 */
import {
  isPortalNavigation,
  isShellFile,
  NOTICE_ICON,
  noticeTarget,
  PORTAL,
  pushedNotice,
} from './workerRules';

/** The portal's built files and public ones (paths), and their version: given by the build. */
declare const __FAMILY_SHELL__: string[];
declare const __FAMILY_VERSION__: string;

// The few service-worker types used here (the program's lib is the DOM's, not the worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface PortalWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PortalWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
declare const self: WorkerScope;

const CACHE = `familia-${__FAMILY_VERSION__}`;
const SHELL = new Set(__FAMILY_SHELL__);
const NETWORK_SECONDS = 3;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(CACHE)).addAll([PORTAL, ...SHELL]);
      // A new version takes over at once; the page is not reloaded for it: the next load is new.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('familia-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The network's page, or the kept one when the network fails or is slow (never stored: see above). */
async function portalPage(request: Request): Promise<Response> {
  const kept = () => caches.match(PORTAL, { cacheName: CACHE, ignoreSearch: true });
  const network = fetch(request);
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_SECONDS * 1000));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await kept()) ?? (await network);
  } catch {
    return (await kept()) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const origin = self.location.origin;
  if (isPortalNavigation(url, request.mode, origin)) event.respondWith(portalPage(request));
  else if (isShellFile(url, request.method, origin, SHELL))
    event.respondWith((async () => (await caches.match(request, { cacheName: CACHE })) ?? fetch(request))());
});

self.addEventListener('push', (event) => {
  const notice = pushedNotice(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: NOTICE_ICON,
      lang: 'es',
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = noticeTarget(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname.startsWith(PORTAL));
      if (!open) return self.clients.openWindow(target);
      await open.focus();
      if (open.url !== target) await open.navigate(target).catch(() => undefined);
    })(),
  );
});

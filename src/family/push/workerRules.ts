/**
 * What the portal's service worker (worker.ts, issue 55) decides, as pure functions the unit tests
 * read: which requests it answers, what a push shows and where a tap on it leads. The worker never
 * answers the API: an answer kept from yesterday would show a balance that is no longer true.
 */

/** The portal's page: its scope, and the shell kept for opening without network. */
export const PORTAL = '/familia/';
/** The icon of a pushed notice. */
export const NOTICE_ICON = '/familia/icons/icon-192.png';

/** A page load of the portal (any hash route is the one page). */
export function isPortalNavigation(url: URL, mode: string, origin: string): boolean {
  return url.origin === origin && mode === 'navigate' && (url.pathname + '/').startsWith(PORTAL);
}

/** One of the portal's built files (`shell`: their paths), never the API. */
export function isShellFile(url: URL, method: string, origin: string, shell: ReadonlySet<string>): boolean {
  return (
    url.origin === origin && method === 'GET' && !url.pathname.startsWith('/api/') && shell.has(url.pathname)
  );
}

/** What a push shows: the server's JSON ({title, body, url}); anything else, the portal's name alone. */
export function pushedNotice(text: string | null): { title: string; body: string; url: string } {
  try {
    const data = JSON.parse(text ?? '') as { title?: unknown; body?: unknown; url?: unknown };
    if (typeof data.title === 'string' && data.title)
      return {
        title: data.title,
        body: typeof data.body === 'string' ? data.body : '',
        url: typeof data.url === 'string' ? data.url : PORTAL,
      };
  } catch {
    // not JSON: shown as the portal's notice below
  }
  return { title: 'Portal de familias', body: text ?? '', url: PORTAL };
}

/** Where a tap on a notice opens: its page of the portal on this origin, else the portal's start. */
export function noticeTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : PORTAL, origin);
    if (target.origin === origin && target.pathname.startsWith(PORTAL)) return target.href;
  } catch {
    // an invalid address: the start below
  }
  return new URL(PORTAL, origin).href;
}

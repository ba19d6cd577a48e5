/**
 * Which requests the back office's service worker (issue 33; built by vite-plugin-pwa, see
 * vite.pwa.ts) answers, so a till whose network is down can be reloaded and still sell.
 *
 * workbox-build copies each matcher into sw.js as its source text: a matcher may use nothing
 * but its argument (no imports, no constants of this module). tests/unit/serviceWorkerRules.test.ts
 * runs them rebuilt from that text.
 */

/** What Workbox hands a route's matcher. */
export interface MatchInput {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/**
 * A page load of the back office (hash routing: the shell is `/`). Not the API, its docs, the
 * images or the families' portal, whose own page must never be the back office's.
 */
export function isShellNavigation({ url, request, sameOrigin }: MatchInput): boolean {
  return sameOrigin && request.mode === 'navigate' && !/^\/(api|images|familia)(\/|$)/.test(url.pathname);
}

/**
 * Plugin of the shell's route (network first, 3 s): the page is never stored — it would outlive
 * the files it names — and when the network fails or is slow, the precached index.html answers
 * (its precache key carries a `__WB_REVISION__` query, hence `ignoreSearch`).
 */
export const SHELL_FROM_PRECACHE = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse ?? (await caches.match(new URL('index.html', location.href).href, { ignoreSearch: true })),
};

/**
 * A till's catalog, `GET /api/<store>/pos/catalog` of the stores with a point of sale, asked
 * with a staff token: only those, so an offline browser without a session gets nothing from it.
 */
export function isPosCatalog({ url, request, sameOrigin }: MatchInput): boolean {
  return (
    sameOrigin &&
    request.method === 'GET' &&
    /^\/api\/(cafeteria|papeleria)\/pos\/catalog$/.test(url.pathname) &&
    request.headers.has('authorization')
  );
}

/** A stored photo (products, students): `/images/<random id>.png|jpg`, which never changes. */
export function isPhoto({ url, request, sameOrigin }: MatchInput): boolean {
  return sameOrigin && request.method === 'GET' && /^\/images\/[a-f0-9]{32}\.(png|jpg)$/.test(url.pathname);
}

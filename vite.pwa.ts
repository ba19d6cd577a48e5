/**
 * The back office's service worker (issue 33): a till whose network is down can be reloaded and
 * still sells. Built by vite-plugin-pwa (generateSW) into dist/sw.js; registered by
 * src/app/serviceWorker.ts. What it answers is src/app/serviceWorkerRules.ts:
 *   - page loads of the shell: the network (3 s), else the precached index.html — online, a
 *     reload after a deployment gets the new shell, never an old one whose chunks are gone;
 *   - the back office's built files: precached (every lazy page, so they open offline);
 *   - the tills' catalogs: network first (3 s), else the last one;
 *   - photos under /images/: cache first, at most PHOTO_ENTRIES, for 30 days.
 * Nothing else of /api/ goes through it. The families' portal's own files are not precached.
 */
import type { Plugin, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isPhoto, isPosCatalog, isShellNavigation, SHELL_FROM_PRECACHE } from './src/app/serviceWorkerRules';

export const PHOTO_ENTRIES = 1000;
const DAYS_30 = 30 * 24 * 60 * 60;
/** The largest file precached: the react-admin chunk is about 1.3 MB before gzip. */
const MAX_PRECACHED_BYTES = 5 * 1024 * 1024;

/** The files `roots` (chunks of the bundle) load: their chunks, lazy ones too, their CSS and assets. */
export function reachFrom(bundle: Rolldown.OutputBundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    for (const file of [
      ...(chunk.viteMetadata?.importedCss ?? []),
      ...(chunk.viteMetadata?.importedAssets ?? []),
    ])
      seen.add(file);
  };
  roots.forEach(visit);
  return seen;
}

/** The entry chunks of the bundle, split into those of the page `html` and the others. */
export function entriesOf(bundle: Rolldown.OutputBundle, html: string): { page: string[]; others: string[] } {
  const entries = Object.values(bundle).filter((f) => f.type === 'chunk' && f.isEntry);
  const isPage = (f: (typeof entries)[number]) =>
    f.type === 'chunk' && (f.facadeModuleId ?? '').endsWith(html);
  return {
    page: entries.filter(isPage).map((f) => f.fileName),
    others: entries.filter((f) => !isPage(f)).map((f) => f.fileName),
  };
}

/**
 * The files only the page `familyHtml` can load (its chunks, lazy ones too, their CSS and
 * assets), not shared with any other page of the bundle.
 */
export function filesOnlyOf(bundle: Rolldown.OutputBundle, familyHtml: string): Set<string> {
  const { page, others } = entriesOf(bundle, familyHtml);
  const family = reachFrom(bundle, page);
  const elsewhere = reachFrom(bundle, others);
  return new Set([...family].filter((f) => !elsewhere.has(f)));
}

/** The service worker's plugins for vite.config.ts. */
export function serviceWorker(): Plugin[] {
  // Filled at generateBundle; read when the worker is generated (closeBundle), after it.
  let familyOnly = new Set<string>();
  const familyFiles: Plugin = {
    name: 'colegio:family-files',
    apply: 'build',
    generateBundle(_, bundle) {
      familyOnly = filesOnlyOf(bundle, 'familia/index.html');
    },
  };
  const pwa = VitePWA({
    strategies: 'generateSW',
    // Registered by src/app/serviceWorker.ts (back office only); no web manifest, no script in the HTML.
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,woff,woff2}'],
      globIgnores: ['familia/**', 'sw.js', 'workbox-*.js'],
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((e) => !familyOnly.has(e.url)), warnings: [] }),
      ],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
      // '/' is not looked up in the precache (it would always answer the cached shell): the
      // shell's route below asks the network first.
      directoryIndex: null,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // A new version takes over at once; the page is never reloaded for it (a sale may be under
      // way): the next page load gets the new shell and files.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: isShellNavigation,
          handler: 'NetworkFirst',
          options: { cacheName: 'shell', networkTimeoutSeconds: 3, plugins: [SHELL_FROM_PRECACHE] },
        },
        {
          urlPattern: isPosCatalog,
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pos-catalog',
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 10 },
          },
        },
        {
          urlPattern: isPhoto,
          handler: 'CacheFirst',
          options: {
            cacheName: 'photos',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: PHOTO_ENTRIES, maxAgeSeconds: DAYS_30, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
  return [familyFiles, ...pwa];
}

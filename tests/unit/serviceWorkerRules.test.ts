// Issue 33: what the back office's service worker answers (src/app/serviceWorkerRules.ts), run from
// the source text workbox-build copies into sw.js, and which built files it precaches (vite.pwa.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import {
  isPhoto,
  isPosCatalog,
  isShellNavigation,
  SHELL_FROM_PRECACHE,
  type MatchInput,
} from '../../src/app/serviceWorkerRules';
import { POS_SEGMENTS } from '../../src/domain/orders';
import { filesOnlyOf } from '../../vite.pwa';

const ORIGIN = 'https://colegio.local';
/** The matcher as sw.js holds it: rebuilt from its text, with nothing of this module around it. */
const asInWorker = <F extends (...args: never[]) => unknown>(fn: F): F =>
  new Function(`return (${fn.toString()})`)() as F;

function input(
  path: string,
  { mode = 'cors', method = 'GET', token = true, origin = ORIGIN } = {},
): MatchInput {
  const headers = new Headers(token ? { Authorization: 'Bearer abc' } : {});
  const url = new URL(path, origin);
  return { url, request: { mode, method, headers } as unknown as Request, sameOrigin: url.origin === ORIGIN };
}

describe.each([
  ['in this module', { isShellNavigation, isPosCatalog, isPhoto }],
  [
    'in sw.js',
    {
      isShellNavigation: asInWorker(isShellNavigation),
      isPosCatalog: asInWorker(isPosCatalog),
      isPhoto: asInWorker(isPhoto),
    },
  ],
])('the matchers %s', (_, m) => {
  it('the shell: page loads of the back office, never of the API, its docs, the images or the portal', () => {
    for (const path of ['/', '/?x=1', '/index.html'])
      expect(m.isShellNavigation(input(path, { mode: 'navigate' })), path).toBe(true);
    for (const path of [
      '/api/docs',
      '/api/docs/',
      '/api/health',
      '/images/a.png',
      '/familia',
      '/familia/',
      '/familia/index.html',
    ])
      expect(m.isShellNavigation(input(path, { mode: 'navigate' })), path).toBe(false);
    expect(m.isShellNavigation(input('/'))).toBe(false); // a fetch of '/', not a page load
    expect(m.isShellNavigation(input('/', { mode: 'navigate', origin: 'https://otro.example' }))).toBe(false);
  });

  it("the catalog of every store's till, read with a session, and nothing else of the API", () => {
    for (const store of POS_SEGMENTS)
      expect(m.isPosCatalog(input(`/api/${store}/pos/catalog`)), store).toBe(true);
    expect(m.isPosCatalog(input('/api/cafeteria/pos/catalog', { token: false }))).toBe(false);
    expect(m.isPosCatalog(input('/api/cafeteria/pos/catalog', { method: 'POST' }))).toBe(false);
    for (const path of [
      '/api/cafeteria/requests',
      '/api/admin/carnets',
      '/api/restaurant/pos/catalog',
      '/api/cafeteria/pos/catalog/x',
    ])
      expect(m.isPosCatalog(input(path)), path).toBe(false);
    expect(m.isPosCatalog(input('/api/cafeteria/pos/catalog', { origin: 'https://otro.example' }))).toBe(
      false,
    );
  });

  it('the stored photos only', () => {
    expect(m.isPhoto(input(`/images/${'a1'.repeat(16)}.jpg`))).toBe(true);
    expect(m.isPhoto(input(`/images/${'0f'.repeat(16)}.png`))).toBe(true);
    for (const path of ['/images/x.jpg', '/favicon.svg', `/api/images/${'a1'.repeat(16)}.jpg`])
      expect(m.isPhoto(input(path)), path).toBe(false);
  });
});

describe("the shell's plugin", () => {
  afterEach(() => vi.unstubAllGlobals());
  const plugin = new Function(
    `return ({ cacheWillUpdate: ${SHELL_FROM_PRECACHE.cacheWillUpdate}, cachedResponseWillBeUsed: ${SHELL_FROM_PRECACHE.cachedResponseWillBeUsed} })`,
  )() as typeof SHELL_FROM_PRECACHE;

  it('never stores the page, and answers the precached index.html when nothing is cached', async () => {
    expect(await plugin.cacheWillUpdate()).toBeNull();
    const precached = new Response('<!doctype html>');
    const match = vi.fn(async () => precached);
    vi.stubGlobal('caches', { match });
    expect(await plugin.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBe(precached);
    expect(match).toHaveBeenCalledWith(new URL('index.html', location.href).href, { ignoreSearch: true });
    const own = new Response('x');
    expect(await plugin.cachedResponseWillBeUsed({ cachedResponse: own })).toBe(own);
  });
});

describe('the precache leaves out the families’ portal', () => {
  const chunk = (fileName: string, more: Partial<Rolldown.OutputChunk> = {}) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: false,
      imports: [],
      dynamicImports: [],
      facadeModuleId: null,
      ...more,
    }) as unknown as Rolldown.OutputChunk;
  const bundle = {
    'assets/main.js': chunk('assets/main.js', {
      isEntry: true,
      facadeModuleId: '/w/index.html',
      imports: ['assets/react.js'],
      dynamicImports: ['assets/PosPage.js'],
    }),
    'assets/PosPage.js': chunk('assets/PosPage.js', { imports: ['assets/shared.js'] }),
    'assets/familia.js': chunk('assets/familia.js', {
      isEntry: true,
      facadeModuleId: '/w/familia/index.html',
      imports: ['assets/react.js'],
      dynamicImports: ['assets/ChildPage.js', 'assets/shared.js'],
      viteMetadata: {
        importedCss: new Set(['assets/familia.css']),
        importedAssets: new Set(),
        __modules: {},
      },
    }),
    'assets/ChildPage.js': chunk('assets/ChildPage.js'),
    'assets/react.js': chunk('assets/react.js'),
    'assets/shared.js': chunk('assets/shared.js'),
  } as unknown as Rolldown.OutputBundle;

  it('its own chunks (lazy ones too) and CSS, not what the back office loads too', () => {
    expect([...filesOnlyOf(bundle, 'familia/index.html')].sort()).toEqual([
      'assets/ChildPage.js',
      'assets/familia.css',
      'assets/familia.js',
    ]);
  });
});

/**
 * The families' portal's service worker (issue 55), built into dist/familia/sw.js: the portal's
 * own worker, scope /familia/, registered by src/family/push/register.ts. Its source is
 * src/family/push/worker.ts, bundled as one classic script (a service worker registered without
 * `type: 'module'` cannot import), and given what it keeps for opening without network: every
 * file the portal's page can load (its chunks, lazy ones too, their CSS and assets: reachFrom, as
 * the back office's worker lists its own, vite.pwa.ts), the page's public files (its manifest and
 * icons, public/familia/) and its version, a hash of all of them, so a new build is a new worker.
 * The back office's worker precaches none of these (vite.pwa.ts leaves out familia/**).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { entriesOf, reachFrom } from './vite.pwa';

const PAGE = 'familia/index.html';
const WORKER = 'src/family/push/worker.ts';
const OUT = 'familia/sw.js';

/** The public files under `dir`/familia (manifest, icons), as paths from the site's root. */
function publicFiles(dir: string): string[] {
  const folder = join(dir, 'familia');
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/** The worker as one classic script, with its list of files and version in place. */
async function bundleWorker(shell: string[], version: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __FAMILY_SHELL__: JSON.stringify(shell),
      __FAMILY_VERSION__: JSON.stringify(version),
    },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(WORKER), formats: ['iife'], name: 'portalWorker', fileName: () => 'sw.js' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${WORKER}: no salió ningún script`);
  return chunk.code;
}

/** The plugin for vite.config.ts. */
export function familyServiceWorker(): Plugin {
  let publicDir = 'public';
  return {
    name: 'colegio:family-sw',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_, bundle) {
      const built = [...reachFrom(bundle, entriesOf(bundle, PAGE).page)].map((file) => `/${file}`).sort();
      const own = publicFiles(publicDir);
      // The page's icon in the tab, from the site's root.
      const shell = [...built, ...own, '/favicon.svg'];
      const hash = createHash('sha256');
      for (const file of built) hash.update(file);
      for (const file of [...own, '/favicon.svg'])
        hash.update(file).update(readFileSync(join(publicDir, file)));
      hash.update(bundle[PAGE]?.type === 'asset' ? String(bundle[PAGE].source) : '');
      const version = hash.digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: OUT, source: await bundleWorker(shell, version) });
    },
  };
}

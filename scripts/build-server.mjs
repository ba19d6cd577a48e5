/**
 * The server compiled to JavaScript (issue 17 item 5): `npm start` runs dist-server/main.js with
 * plain node instead of TypeScript through a loader. Our code (server/ and src/domain/) is
 * bundled into one file per entry; the packages stay in node_modules. The SQL migrations are
 * copied beside it: server/db/client.ts finds them next to the running file.
 *
 *   node scripts/build-server.mjs [OUTDIR]     (dist-server by default; inside the repository, so
 *                                               the packages resolve from its node_modules)
 */
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import process from 'node:process';

const out = process.argv[2] ?? 'dist-server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts', migrate: 'server/db/migrate-cli.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${out}/migrations`, { recursive: true });

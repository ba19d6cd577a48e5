/**
 * The API description generates a client (issue 51, item 4): the app's OpenAPI description, as
 * GET /api/docs/json serves it, is turned into TypeScript by openapi-typescript and compiled with
 * agreement.ts, which holds the operations the back office's data provider reads to the domain's
 * types it reads them with. Run by `npm run lint`; the output lands in .tmp/api-types (ignored).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPglite } from '../../server/db/client';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../.tmp/api-types');

// An empty database in a scratch folder (PGlite in memory cannot load pg_trgm from a script).
const scratch = mkdtempSync(join(tmpdir(), 'api-types-'));
const database = await openPglite(join(scratch, 'data'));
const app = await buildApp(database, { ...loadConfig({}), webRoot: null });
await app.ready();
const description = app.swagger();
await app.close();
await database.close();
rmSync(scratch, { recursive: true, force: true });

const types = astToString(await openapiTS(description as Parameters<typeof openapiTS>[0]));
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'api.ts'), types);
const operations = Object.values(description.paths ?? {}).reduce(
  (n, path) => n + Object.keys(path ?? {}).length,
  0,
);
console.log(
  `Tipos del cliente: ${operations} operaciones, ${types.split('\n').length} líneas en .tmp/api-types/api.ts`,
);

try {
  execFileSync(join(here, '../../node_modules/.bin/tsc'), ['-p', join(here, 'tsconfig.json')], {
    stdio: 'inherit',
  });
} catch {
  console.error(
    'Los tipos generados de la descripción de la API no compilan o no coinciden con src/domain (agreement.ts)',
  );
  process.exit(1);
}
console.log('Los tipos generados compilan y coinciden con los del dominio.');

/**
 * What the browser downloads before the login page shows: the entry script of the built web
 * app (dist/index.html) and every chunk it imports statically, gzipped, against the goal of
 * issue 12 (at most 390 kB). Chunks loaded on demand (pages, the QR scanner, Excel) are listed
 * apart. Run after `npm run build`: `npm run bench:bundle`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 390;
const dist = join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No hay dist/index.html: ejecute primero npm run build');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
const staticImports = (file: string) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );

const initial = new Set<string>();
const visit = (file: string) => {
  if (initial.has(file)) return;
  initial.add(file);
  for (const next of staticImports(file)) visit(next);
};
for (const entry of entries) visit(entry);

const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const row = (file: string) => `  ${file.padEnd(48)} ${gz(file).toFixed(1).padStart(8)} kB`;
const total = [...initial].reduce((sum, f) => sum + gz(f), 0);
console.log('Antes del login (gzip):');
for (const f of initial) console.log(row(f));
console.log(`  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(8)} kB  (meta ≤ ${GOAL_KB} kB: ${total <= GOAL_KB ? 'cumple' : 'no cumple'})`);
const later = all.filter((f) => !initial.has(f));
console.log(`Bajo demanda: ${later.length} archivos, ${later.reduce((s, f) => s + gz(f), 0).toFixed(1)} kB en total; los mayores:`);
for (const f of later.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(row(f));

/**
 * What the browser downloads before a sign-in page shows: the entry script of a built page and
 * every chunk it imports statically, gzipped, against its goal — the back office (dist/index.html:
 * its sign-in frame, issue 52: at most 350 kB) and the families' portal (dist/familia/index.html, issue 32: at most
 * 200 kB, none of the staff screens' code). The back office's chunks loaded on demand (pages, the
 * QR scanner, Excel) are listed apart. Run after `npm run build`: `npm run bench:bundle`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGES = [
  { html: 'index.html', name: 'back office', goal: 350 },
  { html: 'familia/index.html', name: 'portal de familias', goal: 200 },
];
const dist = join(process.cwd(), 'dist');
for (const page of PAGES) {
  if (!existsSync(join(dist, page.html))) {
    console.error(`No hay dist/${page.html}: ejecute primero npm run build`);
    process.exit(1);
  }
}
const entriesOf = (page: string) =>
  [
    ...readFileSync(join(dist, page), 'utf8').matchAll(
      /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
const staticImports = (file: string) =>
  [
    ...readFileSync(join(dist, file), 'utf8').matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map((m) => `assets/${m[1]}`);

const row = (file: string) => `  ${file.padEnd(48)} ${gz(file).toFixed(1).padStart(8)} kB`;
let backOffice = new Set<string>();
for (const page of PAGES) {
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const entry of entriesOf(page.html)) visit(entry);
  if (page.html === 'index.html') backOffice = initial;
  const total = [...initial].reduce((sum, f) => sum + gz(f), 0);
  console.log(`Antes del ingreso, ${page.name} (gzip):`);
  for (const f of initial) console.log(row(f));
  console.log(
    `  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(8)} kB  (meta ≤ ${page.goal} kB: ${total <= page.goal ? 'cumple' : 'no cumple'})`,
  );
}

const all = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const later = all.filter((f) => !backOffice.has(f));
console.log(
  `Bajo demanda: ${later.length} archivos, ${later.reduce((s, f) => s + gz(f), 0).toFixed(1)} kB en total; los mayores:`,
);
for (const f of later.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(row(f));

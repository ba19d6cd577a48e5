/**
 * The point of sale with a large catalog (issue 17 item 2), measured in Chromium: the demo
 * school plus generated cafeteria products up to `--products` (5 000), each with its stock
 * from a stock movement, served by the compiled server as `npm start` runs it. The cashier
 * signs in, and `--runs` (10) times opens the sale's lookup screen, types a student's document
 * as a scanner does (the text, then Enter) and waits for the sale screen to be ready: the
 * customer's name and the catalog's categories on screen. Prints the catalog's size and p50 /
 * p99 of scan → ready (goal < 300 ms); asserts nothing.
 *
 *   npm run build && npm run bench:pos [-- --products 5000 --runs 10]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:pos     (an empty database)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { STORE } from '../src/domain/inventory';
import { openDatabase } from '../server/db/client';
import { DEMO_CASHIER, DEMO_PASSWORD, DEMO_STUDENT, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { arg, pct } from './support';
import { startServerNode, stopServerNodes } from './servers';

const PRODUCTS = arg('products', 5000);
const RUNS = arg('runs', 10);
const url = process.env.BENCH_DATABASE_URL;
if (!existsSync('dist/index.html')) {
  console.error('Falta la aplicación web compilada: ejecute antes `npm run build`.');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-pos-'));
const dataDir = join(dir, 'data');
const database = await openDatabase({ databaseUrl: url, dataDir });
await seedDemo(database.db, { clock: systemClock });
// The cafeteria's catalog up to PRODUCTS, spread over its subcategories, each stocked through the log.
await database.db.execute(sql`with subs as (
    select s.id, s.id_category, row_number() over (order by s.id) - 1 as k, count(*) over () as n
    from subcategories s join categories c on c.id = s.id_category where c.store = ${STORE.cafeteria}),
  made as (
    insert into products (name, price, stock, store, id_category, id_subcategory)
    select 'Producto ' || g, 500 + (g % 40) * 100, 50, ${STORE.cafeteria}, subs.id_category, subs.id
    from generate_series(1, greatest(${PRODUCTS} - (select count(*) from products where store = ${STORE.cafeteria}), 0)) g
    join subs on subs.k = g % subs.n
    returning id)
  insert into stock_movements (id_product, store, quantity, stock_after, reason, detalle)
  select id, ${STORE.cafeteria}, 50, 50, 1, 'Inventario inicial' from made`);
const [{ n: catalogSize }] = (
  (await database.db.execute(
    sql`select count(*)::int as n from products where store = ${STORE.cafeteria} and enable = 1`,
  )) as unknown as {
    rows: { n: number }[];
  }
).rows;
await database.close();

const node = await startServerNode(url ? { DATABASE_URL: url, DEMO: '0' } : { DATA_DIR: dataDir, DEMO: '0' });
const site = node.base.replace(/\/api$/, '');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  let catalogBytes = 0;
  page.on('response', async (response) => {
    if (response.url().endsWith('/cafeteria/pos/catalog')) catalogBytes = (await response.body()).length;
  });
  await page.goto(`${site}/#/auth/login`);
  await page.getByLabel('Correo electrónico').fill(DEMO_CASHIER);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/#\/$/);

  const times: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${site}/#/cafeteria/requests/create`);
    const scan = page.getByTestId('carnet-search');
    await scan.waitFor();
    await scan.fill(DEMO_STUDENT.num_doc);
    const started = performance.now();
    await scan.press('Enter');
    await page.getByTestId('customer-name').waitFor();
    await page.getByRole('button', { name: 'Bebidas' }).waitFor();
    // The first run warms the browser's cache of the page's code: not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Punto de venta de la cafetería con ${catalogSize.toLocaleString('es-CO')} productos (${url ? 'PostgreSQL' : 'PGlite'}), catálogo de ${(catalogBytes / 1024).toFixed(0)} kB`,
  );
  console.log(
    `escaneo → pantalla de venta lista (cliente y categorías), ${times.length} veces: p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms (objetivo < 300 ms)`,
  );
} finally {
  await browser.close();
  await stopServerNodes([node]);
  rmSync(dir, { recursive: true, force: true });
}

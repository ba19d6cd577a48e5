/**
 * Offline till benchmark (issue 33): how long a till's queue of N sales made offline takes to reach
 * the server once it answers again. The till sends its queue one sale after another, oldest first
 * (src/kit/till/sync.ts), so this does the same over loopback HTTP: `POST
 * /api/cafeteria/requests/offline` with each sale's key. The reference, measured in the same run on the
 * same server: the same number of online sales sent one after another (`POST /api/cafeteria/requests`).
 * Prints the total, sales/s and latency percentiles of both and their ratio; then sends the whole
 * queue again (a till that lost every answer) and checks nothing moved twice and the books hold.
 * Asserts nothing about time; exits 1 only if a sale was recorded twice or the books are wrong.
 *
 *   npm run bench:offline [-- --sales 200 --customers 20]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:offline        (an empty database)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../server/db/client';
import { checkBooks } from '../server/db/books';
import { offlineSales } from '../server/db/schema';
import { DEMO_CASHIER, DEMO_PASSWORD, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty } from '../server/db/seed';
import { openShop } from './shop';
import { arg, pct } from './support';
import { startServers } from './servers';

const SALES = arg('sales', 200);
const CUSTOMERS = arg('customers', 20);
const PRICE = 1000;
const TILL = 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebf';

const dir = mkdtempSync(join(tmpdir(), 'bench-offline-'));
const url = process.env.BENCH_DATABASE_URL;
const database = url ? await openPostgres(url) : await openPglite(join(dir, 'data'));
if (!(await isEmpty(database.db))) {
  console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
  process.exit(2);
}
await seedDemo(database.db, { clock: systemClock });
const { customers, items } = await openShop(database.db, CUSTOMERS, {
  price: PRICE,
  saldo: 10_000_000,
  stock: 100_000,
});
const servers = await startServers(database, url, url ? 1 : 0);
const base = servers.bases[0];
const login = await fetch(`${base}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_CASHIER, password: DEMO_PASSWORD }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
await fetch(`${base}/cafeteria/tills/${TILL}`, { method: 'PUT', headers });

async function send(path: string, key: string, body: unknown): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`${path} respondió ${res.status}`);
  return performance.now() - t;
}

/** Sends `n` sales one after another, as a till does; answers the total ms and each latency. */
async function run(n: number, path: string, body: (i: number) => unknown, keys: string[]) {
  const start = performance.now();
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) latencies.push(await send(path, keys[i], body(i)));
  return { ms: performance.now() - start, latencies: latencies.sort((a, b) => a - b) };
}

const line = (i: number) => ({ customer: customers[i % CUSTOMERS].id, product: items[i % CUSTOMERS].id });
const madeAt = Date.now() - 30 * 60_000;
const offlineKeys = Array.from({ length: SALES }, () => randomUUID());
const onlineKeys = Array.from({ length: SALES }, () => randomUUID());
const offlineBody = (i: number) => ({
  caja: TILL,
  hecha_en: new Date(madeAt + i * 1000).toISOString(),
  id_user: line(i).customer,
  products: [{ id: line(i).product, count: 1 }],
  total: PRICE,
});
const onlineBody = (i: number) => ({
  id_user: line(i).customer,
  products: [{ id: line(i).product, count: 1 }],
  inmediate: 1,
});

const online = await run(SALES, 'cafeteria/requests', onlineBody, onlineKeys);
const queue = await run(SALES, 'cafeteria/requests/offline', offlineBody, offlineKeys);
// Every answer lost: the till sends the whole queue again.
const again = await run(SALES, 'cafeteria/requests/offline', offlineBody, offlineKeys);

const fmt = (r: { ms: number; latencies: number[] }) =>
  `${(r.ms / 1000).toFixed(2)} s, ${((SALES * 1000) / r.ms).toFixed(0)} ventas/s, p50 ${pct(r.latencies, 50)} ms, p95 ${pct(r.latencies, 95)} ms`;
console.log(
  `Base: ${url ? 'PostgreSQL' : 'PGlite'} · ${servers.describe} · ${SALES} ventas de ${CUSTOMERS} clientes, una tras otra`,
);
console.log(`  referencia, ${SALES} ventas en línea:        ${fmt(online)}`);
console.log(
  `  cola de ${SALES} ventas fuera de línea:      ${fmt(queue)}  (×${(queue.ms / online.ms).toFixed(2)} la referencia)`,
);
console.log(`  la misma cola otra vez (respuestas perdidas): ${fmt(again)}`);

const [{ rows }] = await database.db.select({ rows: sql<number>`count(*)::integer` }).from(offlineSales);
const books = await checkBooks(database.db);
const broken = books.filter((b) => b.broken > 0);
console.log(`Ventas fuera de línea registradas: ${rows} (esperadas ${SALES})`);
for (const b of books) console.log(`  ${b.broken === 0 ? 'ok' : `ROTO (${b.broken})`} ${b.rule}`);
await servers.stop();
await database.close();
rmSync(dir, { recursive: true, force: true });
process.exit(rows === SALES && broken.length === 0 ? 0 : 1);

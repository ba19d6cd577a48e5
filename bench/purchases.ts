/**
 * Sales benchmark: the real server on a fresh demo database, driven over loopback HTTP by N
 * concurrent cashiers (`POST /api/cafeteria/requests`, each sale with its own Idempotency-Key,
 * as the web app sends them). Three scenarios:
 *   distinct     every cashier sells to its own customer (credential) its own product, handed
 *                over on the spot: no row is shared, the sale path itself;
 *   waiting      the same, but every order waits at the counter: each takes a turn number under
 *                the store's turn lock (what serialises a store's waiting orders);
 *   shared       every cashier sells to ONE customer: one credential row whose lock serialises
 *                every sale (the worst case).
 * Prints sales/s and latency percentiles, then checks the books: every balance = initial −
 * the sales answered 201 = the sum of its ledger; every stock = initial − units sold = the sum
 * of its stock log; every order = its lines = −its ledger row = its stock out; live turns
 * unique. Asserts nothing about time (shared machines are noisy); exits 1 only if the books are wrong.
 *
 * First it prints the statements one sale sends (bench/statements.ts), on the spot and waiting.
 * On PostgreSQL the sales go to `--nodes` API node processes (default 1; the cashiers are
 * spread over them as a load balancer would), and pgbench's TPC-B tps on the same server,
 * measured at the start of the run, is printed with each figure's ratio to it.
 *
 *   npm run bench:purchases [-- --cashiers 32 --sales 1000]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:purchases [-- --nodes 2]     (an empty database)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../server/db/client';
import { credentials, orderLines, products } from '../server/db/schema';
import { DEMO_CASHIER, DEMO_PASSWORD, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty } from '../server/db/seed';
import { openShop } from './shop';
import { arg, bookProblems, pct, pgbenchTps, startServers } from './support';
import { statementCounter } from './statements';

const CASHIERS = arg('cashiers', 32);
const SALES = arg('sales', 1000);
/** PostgreSQL only: API node processes the cashiers are spread over. */
const NODES = arg('nodes', 1);
const PRICE = 1000;
const INITIAL_SALDO = 10_000_000;
const INITIAL_STOCK = 100_000;

const dir = mkdtempSync(join(tmpdir(), 'bench-purchases-'));
const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(join(dir, 'data'));
if (!(await isEmpty(database.db))) {
  console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
  process.exit(2);
}
const db = database.db;
await seedDemo(db, { clock: systemClock });

// One customer (a student with a credential) and one product per cashier.
const { customers, credentials: customerCredentials, items } = await openShop(db, CASHIERS, { price: PRICE, saldo: INITIAL_SALDO, stock: INITIAL_STOCK });

const url = process.env.BENCH_DATABASE_URL;
// The reference first, on an idle server: TPC-B with as many clients as cashiers.
const tps = url ? pgbenchTps(url, CASHIERS) : null;
const servers = await startServers(database, url, NODES);
const loginResponse = await fetch(`${servers.bases[0]}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_CASHIER, password: DEMO_PASSWORD }),
});
const token = ((await loginResponse.json()) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

/** Sales answered 201, per customer (index) and per product (index). */
const soldTo = new Array<number>(CASHIERS).fill(0);
const soldOf = new Array<number>(CASHIERS).fill(0);

/** Cashier `i` talks to node `i mod N`, as a load balancer would spread them. */
async function sale(customer: number, product: number, immediate: boolean, cashier = customer, base = servers.bases[cashier % servers.bases.length]) {
  const t = performance.now();
  const response = await fetch(`${base}/cafeteria/requests`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      id_user: customers[customer].id,
      products: [{ id: items[product].id, count: 1 }],
      inmediate: immediate ? 1 : 0,
    }),
  });
  const body = (await response.json()) as { code: number; message: string };
  return { ms: performance.now() - t, ok: response.status === 201 && body.code === 1, status: response.status, body };
}


async function scenario(label: string, customerOf: (cashier: number) => number, immediate: boolean) {
  const times: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CASHIERS }, async (_, cashier) => {
      while (next < SALES) {
        next += 1;
        const customer = customerOf(cashier);
        const r = await sale(customer, cashier, immediate, cashier);
        times.push(r.ms);
        if (r.ok) {
          ok += 1;
          soldTo[customer] += 1;
          soldOf[cashier] += 1;
        } else {
          const key = `${r.status} ${r.body.message}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const rate = ok / seconds;
  console.log(
    `${label.padEnd(44)} ${String(SALES).padStart(5)} sales  ${rate.toFixed(0).padStart(5)} sales/s` +
      (tps ? ` (${(rate / tps).toFixed(3)}× pgbench)` : '') +
      `  p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms  p99 ${pct(times, 99)} ms` +
      (failures.size ? `  refused: ${JSON.stringify(Object.fromEntries(failures))}` : ''),
  );
}

console.log(`database: ${database.driver}, cashiers: ${CASHIERS}, sales per scenario: ${SALES}, price $${PRICE}, ${servers.describe}`);
if (url) console.log(tps ? `reference: pgbench TPC-B, ${CASHIERS} clients, same server, this run: ${tps.toFixed(0)} tps` : 'reference: pgbench not found');
// Warm-up (not counted in the figures, counted in the books).
for (let i = 0; i < Math.min(CASHIERS, 8); i++) {
  const r = await sale(i, i, true);
  if (r.ok) {
    soldTo[i] += 1;
    soldOf[i] += 1;
  }
}
// Round trips: the statements of one sale (the fewest of three, should a sweep of the outbox land in one).
const counter = await statementCounter(database);
for (const [label, immediate] of [['on the spot', true], ['waiting', false]] as const) {
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    counts.push(
      await counter.count(async (base) => {
        const r = await sale(i, i, immediate, i, base);
        if (!r.ok) throw new Error(`venta rechazada: ${r.status} ${r.body.message}`);
        soldTo[i] += 1;
        soldOf[i] += 1;
      }),
    );
  }
  console.log(`statements per sale, ${label}: ${Math.min(...counts)} (BEGIN and COMMIT aside; the session check included)`);
}
await counter.close();
await scenario('distinct credentials, on the spot', (cashier) => cashier, true);
await scenario('distinct credentials, waiting (turn numbers)', (cashier) => cashier, false);
await scenario('one shared credential, on the spot', () => 0, true);

// ── The books ───────────────────────────────────────────────────────────────────────────
const problems: string[] = [];
const saldos = await db
  .select({ id: credentials.id, saldo: credentials.saldo })
  .from(credentials)
  .where(inArray(credentials.id, customerCredentials.map((c) => c.id)));
for (const [i, c] of customerCredentials.entries()) {
  const row = saldos.find((s) => s.id === c.id)!;
  const expected = INITIAL_SALDO - soldTo[i] * PRICE;
  if (row.saldo !== expected) problems.push(`carnet ${c.id}: saldo ${row.saldo}, esperado ${expected}`);
}
const stocks = await db
  .select({ id: products.id, stock: products.stock })
  .from(products)
  .where(inArray(products.id, items.map((p) => p.id)));
for (const [i, p] of items.entries()) {
  const row = stocks.find((s) => s.id === p.id)!;
  const expected = INITIAL_STOCK - soldOf[i];
  if (row.stock !== expected) problems.push(`producto ${p.id}: stock ${row.stock}, esperado ${expected}`);
}
problems.push(...(await bookProblems(db)));
const answered = soldTo.reduce((a, b) => a + b, 0);
const [{ benchOrders }] = await db
  .select({ benchOrders: sql<number>`count(distinct ${orderLines.id_order})`.mapWith(Number) })
  .from(orderLines)
  .where(inArray(orderLines.id_product, items.map((p) => p.id)));
if (benchOrders !== answered) problems.push(`${benchOrders} pedidos para ${answered} ventas respondidas 201`);

console.log(`answered 201: ${answered}`);
console.log(
  problems.length
    ? `books: VIOLATED\n  ${problems.join('\n  ')}`
    : 'books: held (saldo = initial − sales = sum of ledger, stock = initial − units = sum of log, order = lines = −ledger = stock out, live turns unique)',
);

await servers.stop();
await database.close();
rmSync(dir, { recursive: true, force: true });
process.exit(problems.length ? 1 : 0);

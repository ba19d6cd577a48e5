/**
 * Sales benchmark: the real server on a fresh demo database, driven over loopback HTTP by N
 * concurrent cashiers (`POST /api/cafeteria/requests`, each sale with its own Idempotency-Key,
 * as the web app sends them). Four scenarios:
 *   distinct     every cashier sells to its own customer (credential) its own product, handed
 *                over on the spot: no row is shared, the sale path itself;
 *   one product  every cashier sells to its own customer, handed over on the spot, but every
 *                sale is of ONE product: its row (stock lock) is shared by every sale, the
 *                credentials are not. Printed beside distinct with its ratio to it, measured in
 *                the same run (target ≥ 0.80; printed, not asserted);
 *   waiting      the same, but every order waits at the counter: each takes a turn number under
 *                the store's turn lock (what serialises a store's waiting orders);
 *   shared       every cashier sells to ONE customer: one credential row whose lock serialises
 *                every sale (the worst case).
 * Prints sales/s, latency percentiles and the answers other than 201 (5xx and deadlocks named),
 * then checks the books: every balance = initial − the sales answered 201 = the sum of its
 * ledger; every stock (the one product's too) = initial − units sold = the sum of its stock log;
 * every order = its lines = −its ledger row = its stock out; live turns unique. Asserts nothing
 * about time (shared machines are noisy); exits 1 only if the books are wrong.
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
import { openPglite, openPostgres } from '../server/db/client';
import { DEMO_CASHIER, DEMO_PASSWORD, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty } from '../server/db/seed';
import { purchaseBookProblems } from './purchase-books';
import { openShop } from './shop';
import { arg, pct } from './support';
import { pgbenchTps } from './pgbench';
import { startServers } from './servers';
import { statementCounter } from './statements';

const CASHIERS = arg('cashiers', 32);
const SALES = arg('sales', 1000);
/** PostgreSQL only: API node processes the cashiers are spread over. */
const NODES = arg('nodes', 1);
const PRICE = 1000;
const INITIAL_SALDO = 10_000_000;
/** Every product's initial stock: enough for every sale of a run even when one product takes them all. */
const INITIAL_STOCK = Math.max(100_000, SALES);

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

// One customer (a student with a credential) and one product per cashier, and one more of each:
// the product every sale of `one product` is of (its customer buys nothing).
const {
  customers,
  credentials: customerCredentials,
  items,
} = await openShop(db, CASHIERS + 1, { price: PRICE, saldo: INITIAL_SALDO, stock: INITIAL_STOCK });
/** Index in `items` of the product every sale of `one product` is of. */
const ONE_PRODUCT = CASHIERS;

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
const soldTo = new Array<number>(CASHIERS + 1).fill(0);
const soldOf = new Array<number>(CASHIERS + 1).fill(0);

/** Answers other than 201 over the whole run (warm-up included), by kind. */
const refusals = { total: 0, serverErrors: 0, deadlocks: 0, network: 0 };
const isDeadlock = (message: string) => /deadlock|40P01/i.test(message);

/** Cashier `i` talks to node `i mod N`, as a load balancer would spread them. */
async function sale(
  customer: number,
  product: number,
  immediate: boolean,
  cashier = customer,
  base = servers.bases[cashier % servers.bases.length],
) {
  const t = performance.now();
  let status = 0;
  let body: { code: number; message: string };
  try {
    const response = await fetch(`${base}/cafeteria/requests`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        id_user: customers[customer].id,
        products: [{ id: items[product].id, count: 1 }],
        inmediate: immediate ? 1 : 0,
      }),
    });
    status = response.status;
    const text = await response.text();
    try {
      body = JSON.parse(text) as { code: number; message: string };
    } catch {
      body = { code: 0, message: `not JSON: ${text.slice(0, 80)}` };
    }
  } catch (err) {
    // No answer at all (a connection reset): counted as status 0.
    body = { code: 0, message: `no answer: ${(err as Error).message}` };
  }
  const ok = status === 201 && body.code === 1;
  if (!ok) {
    refusals.total += 1;
    if (status >= 500) refusals.serverErrors += 1;
    if (status === 0) refusals.network += 1;
    if (isDeadlock(String(body.message))) refusals.deadlocks += 1;
  }
  return { ms: performance.now() - t, ok, status, body };
}

/** Runs SALES sales over CASHIERS cashiers; answers the sales answered 201 per second. */
async function scenario(
  label: string,
  customerOf: (cashier: number) => number,
  productOf: (cashier: number) => number,
  immediate: boolean,
) {
  const times: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  let ok = 0;
  let refused = 0;
  let serverErrors = 0;
  let deadlocks = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CASHIERS }, async (_, cashier) => {
      while (next < SALES) {
        next += 1;
        const customer = customerOf(cashier);
        const product = productOf(cashier);
        const r = await sale(customer, product, immediate, cashier);
        times.push(r.ms);
        if (r.ok) {
          ok += 1;
          soldTo[customer] += 1;
          soldOf[product] += 1;
        } else {
          refused += 1;
          if (r.status >= 500) serverErrors += 1;
          if (isDeadlock(String(r.body.message))) deadlocks += 1;
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
    `${label.padEnd(47)} ${String(SALES).padStart(5)} sales  ${rate.toFixed(0).padStart(5)} sales/s` +
      (tps ? ` (${(rate / tps).toFixed(3)}× pgbench)` : '') +
      `  p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms  p99 ${pct(times, 99)} ms` +
      `  non-201: ${refused} (5xx ${serverErrors}, deadlocks ${deadlocks})` +
      (failures.size ? `  ${JSON.stringify(Object.fromEntries(failures))}` : ''),
  );
  return rate;
}

console.log(
  `database: ${database.driver}, cashiers: ${CASHIERS}, sales per scenario: ${SALES}, price $${PRICE}, ${servers.describe}`,
);
if (url)
  console.log(
    tps
      ? `reference: pgbench TPC-B, ${CASHIERS} clients, same server, this run: ${tps.toFixed(0)} tps`
      : 'reference: pgbench not found',
  );
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
for (const [label, immediate] of [
  ['on the spot', true],
  ['waiting', false],
] as const) {
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
  console.log(
    `statements per sale, ${label}: ${Math.min(...counts)} (BEGIN and COMMIT aside; the session check included)`,
  );
}
await counter.close();
const own = (cashier: number) => cashier;
const distinctRate = await scenario('distinct credentials, on the spot', own, own, true);
const oneProductRate = await scenario(
  'one product, distinct credentials, on the spot',
  own,
  () => ONE_PRODUCT,
  true,
);
console.log(
  `one product / distinct = ${distinctRate > 0 ? (oneProductRate / distinctRate).toFixed(2) : '—'} (target ≥ 0.80)`,
);
await scenario('distinct credentials, waiting (turn numbers)', own, own, false);
await scenario('one shared credential, on the spot', () => 0, own, true);
console.log(
  `non-201 answers, whole run: ${refusals.total} (5xx: ${refusals.serverErrors}, deadlocks: ${refusals.deadlocks}, no answer: ${refusals.network})`,
);

// ── The books ───────────────────────────────────────────────────────────────────────────
const answered = soldTo.reduce((a, b) => a + b, 0);
const problems = await purchaseBookProblems(db, {
  credentials: customerCredentials,
  items,
  soldTo,
  soldOf,
  saldo: INITIAL_SALDO,
  stock: INITIAL_STOCK,
  price: PRICE,
});

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

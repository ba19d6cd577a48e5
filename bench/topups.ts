/**
 * Top-up benchmark: the real server on a fresh demo database, driven over loopback HTTP with
 * N concurrent top-ups (`PUT /api/admin/carnets/{id}`, each with its own Idempotency-Key, as
 * the web app sends them). Prints throughput and latency percentiles, then checks the ledger:
 * every balance = its initial balance + the top-ups answered 200 = the sum of its movements.
 * Asserts nothing about time (shared machines are noisy); exits 1 only if the ledger is wrong.
 *
 *   npm run bench:topups [-- --requests 2000 --concurrency 50 --carnets 1 --amount 1000]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:topups [-- --nodes 2]     (an empty database)
 *
 * On PostgreSQL the requests go to `--nodes` API node processes (default 1), and pgbench's
 * TPC-B tps on the same server, measured at the start of the run, is printed with the ratio.
 *
 * --carnets 1 (default) sends every top-up to one credential: the worst case, one hot row
 * whose lock serialises them all. More credentials spread the load.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../server/db/client';
import { credentialMovements, credentials } from '../server/db/schema';
import { seedDemo, DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty } from '../server/db/seed';
import { arg, pct } from './support';
import { pgbenchTps } from './pgbench';
import { startServers } from './servers';
import { statementCounter } from './statements';

const REQUESTS = arg('requests', 1000);
const CONCURRENCY = arg('concurrency', 50);
const CREDENTIALS = arg('carnets', 1);
const AMOUNT = arg('amount', 1000);
/** PostgreSQL only: API node processes the requests are spread over. */
const NODES = arg('nodes', 1);
const REPLAYS = Math.min(100, REQUESTS);

const dir = mkdtempSync(join(tmpdir(), 'bench-topups-'));
const database = process.env.BENCH_DATABASE_URL
  ? await openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(join(dir, 'data'));
if (!(await isEmpty(database.db))) {
  console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
  process.exit(2);
}
await seedDemo(database.db, { clock: systemClock });
const url = process.env.BENCH_DATABASE_URL;
// The reference first, on an idle server: TPC-B with as many clients as concurrent top-ups.
const tps = url ? pgbenchTps(url, CONCURRENCY) : null;
const servers = await startServers(database, url, NODES);
const loginResponse = await fetch(`${servers.bases[0]}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
});
const token = ((await loginResponse.json()) as { data: { token: string } }).data.token;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const targets = await database.db
  .select({ id: credentials.id, saldo: credentials.saldo })
  .from(credentials)
  .where(eq(credentials.active, 1))
  .orderBy(credentials.id)
  .limit(CREDENTIALS);
const initial = new Map(targets.map((c) => [c.id, c.saldo]));
const [{ before }] = await database.db
  .select({ before: sql<number>`count(*)`.mapWith(Number) })
  .from(credentialMovements);

/** One top-up; resolves to its latency, the credential and whether it was answered 200. */
let sent = 0;
// Spread over the nodes, as a load balancer would.
async function topUp(credentialId: number, key: string, base = servers.bases[sent++ % servers.bases.length]) {
  const t = performance.now();
  const response = await fetch(`${base}/admin/carnets/${credentialId}`, {
    method: 'PUT',
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify({ recarga: AMOUNT }),
  });
  const body = (await response.json()) as { code: number; message: string };
  return {
    ms: performance.now() - t,
    ok: response.status === 200 && body.code === 1,
    status: response.status,
    body,
  };
}

const times: number[] = [];
const succeeded = new Map<number, number>();
const keys: { credentialId: number; key: string }[] = [];

// Round trips: the statements of one top-up (the fewest of three, should a sweep of the outbox land in one).
const counter = await statementCounter(database);
const counts: number[] = [];
for (let i = 0; i < 3; i++) {
  const credentialId = targets[0].id;
  const key = randomUUID();
  counts.push(
    await counter.count(async (base) => {
      const r = await topUp(credentialId, key, base);
      if (!r.ok) throw new Error(`recarga rechazada: ${r.status} ${r.body.message}`);
    }),
  );
  succeeded.set(credentialId, (succeeded.get(credentialId) ?? 0) + 1);
}
await counter.close();
const statementsPerTopUp = Math.min(...counts);
const failures = new Map<string, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const i = next++;
      const credentialId = targets[i % targets.length].id;
      const key = randomUUID();
      const r = await topUp(credentialId, key);
      times.push(r.ms);
      if (r.ok) {
        succeeded.set(credentialId, (succeeded.get(credentialId) ?? 0) + 1);
        keys.push({ credentialId, key });
      } else {
        const label = `${r.status} ${r.body.message}`;
        failures.set(label, (failures.get(label) ?? 0) + 1);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);

// Retries of answered requests with their key: answered again, no money moves.
const replayTimes: number[] = [];
let replayMoved = 0;
for (const { credentialId, key } of keys.slice(0, REPLAYS)) {
  const r = await topUp(credentialId, key);
  replayTimes.push(r.ms);
  if (!r.ok) replayMoved += 1;
}
replayTimes.sort((a, b) => a - b);

// The ledger: expected balances, saldo = sum(amount), a continuous chain, nothing negative.
const problems: string[] = [];
for (const c of targets) {
  const [row] = await database.db
    .select({ saldo: credentials.saldo })
    .from(credentials)
    .where(eq(credentials.id, c.id));
  const expected = (initial.get(c.id) ?? 0) + (succeeded.get(c.id) ?? 0) * AMOUNT;
  if (row.saldo !== expected) problems.push(`carnet ${c.id}: saldo ${row.saldo}, esperado ${expected}`);
}
const mismatched = await database.db
  .select({ id: credentials.id })
  .from(credentials)
  .where(
    sql`${credentials.saldo} <> coalesce((select sum(m.amount) from ${credentialMovements} m where m.id_carnet = ${credentials.id}), 0) or ${credentials.saldo} < 0`,
  );
for (const { id } of mismatched) problems.push(`carnet ${id}: saldo ≠ suma de movimientos`);
const [{ broken }] = await database.db
  .select({
    broken: sql<number>`count(*)`.mapWith(Number),
  })
  .from(
    sql`(select saldo_previo, lag(saldo_nuevo, 1, 0::bigint) over (partition by id_carnet order by id) as prev from ${credentialMovements}) chain`,
  )
  .where(sql`saldo_previo <> prev`);
if (broken > 0) problems.push(`${broken} movimientos no parten del saldo anterior`);
const [{ after }] = await database.db
  .select({ after: sql<number>`count(*)`.mapWith(Number) })
  .from(credentialMovements);
const okCount = [...succeeded.values()].reduce((a, b) => a + b, 0);
if (after - before !== okCount)
  problems.push(`${after - before} movimientos nuevos para ${okCount} recargas respondidas`);
if (replayMoved > 0) problems.push(`${replayMoved} reintentos con la misma clave no respondieron igual`);

console.log(
  `database: ${database.driver}, top-ups: ${REQUESTS} of $${AMOUNT}, concurrency: ${CONCURRENCY}, credentials: ${targets.length}, ${servers.describe}`,
);
if (url)
  console.log(
    tps
      ? `reference: pgbench TPC-B, ${CONCURRENCY} clients, same server, this run: ${tps.toFixed(0)} tps`
      : 'reference: pgbench not found',
  );
console.log(
  `statements per top-up: ${statementsPerTopUp} (BEGIN and COMMIT aside; the session check included)`,
);
const rate = REQUESTS / seconds;
console.log(
  `PUT admin/carnets/{id} recarga      ${String(REQUESTS).padStart(5)} req  ${rate.toFixed(0).padStart(5)} req/s` +
    (tps ? ` (${(rate / tps).toFixed(3)}× pgbench)` : '') +
    `  p50 ${pct(times, 50)} ms  p95 ${pct(times, 95)} ms  p99 ${pct(times, 99)} ms`,
);
console.log(
  `retry with the same key (replayed)  ${String(replayTimes.length).padStart(5)} req  sequential       p50 ${pct(replayTimes, 50)} ms  p99 ${pct(replayTimes, 99)} ms`,
);
console.log(
  `answered 200: ${okCount}${failures.size ? `, refused: ${JSON.stringify(Object.fromEntries(failures))}` : ''}`,
);
console.log(
  problems.length
    ? `ledger invariant: VIOLATED\n  ${problems.join('\n  ')}`
    : 'ledger invariant: held (saldo = initial + top-ups = sum of movements, chain continuous, none negative)',
);

await servers.stop();
await database.close();
rmSync(dir, { recursive: true, force: true });
process.exit(problems.length ? 1 : 0);

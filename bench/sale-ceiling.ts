/**
 * The database's own ceiling for a sale (issue 31): the statements one sale sends, run by pgbench's
 * C client straight on PostgreSQL — no HTTP, no Node, no rules — with as many clients as
 * bench:purchases has cashiers, against pgbench's TPC-B in the same run. Whatever the API does, its
 * sales per second cannot pass this figure on the same machine; the ratio says how far from TPC-B
 * the sale's own work (two row locks, five tables written, their indexes, the foreign keys'
 * checks) puts it.
 *
 * Two scripts, both in one transaction per sale, each client selling to its own customer its own
 * product (bench:purchases' "distinct credentials, on the spot"):
 *   as sent   the statements as the server sends them today (the text pg_stat_statements shows,
 *             the values computed in TypeScript written as expressions): session check, credential
 *             lock, products lock with restrictions and today's consumption, order, lines, stock
 *             and its log, balance and its ledger row, outbox, idempotency key;
 *   folded    the same work in three statements: the two locks in one, every write in one
 *             statement of data-modifying CTEs — what folding the round trips could gain at most.
 *
 *   BENCH_DATABASE_URL=postgres://…/empty npm run bench:sale-ceiling [-- --clients 32 --seconds 10]
 *
 * Then the HTTP layer's own ceiling: one API node answering GET /api/health (no database), driven
 * as bench:purchases drives its sales; and the API's sale path in this process without HTTP
 * (app.inject), with the CPU it takes per sale. A sale through the API costs at least all three.
 *
 * Asserts nothing; exits 2 without PostgreSQL or pgbench.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { sessions, users } from '../server/db/schema';
import { DEMO_CASHIER, DEMO_PASSWORD, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty } from '../server/db/seed';
import { schoolToday } from '../server/time';
import { openShop, type Shop } from './shop';
import { arg } from './support';
import { hasPgbench, pgbenchRun, pgbenchTps } from './pgbench';
import { startServerNode, stopServerNodes } from './servers';

const CLIENTS = arg('clients', 32);
const SECONDS = arg('seconds', 10);
const PRICE = 1000;
const url = process.env.BENCH_DATABASE_URL;
if (!url || !hasPgbench()) {
  console.error('bench:sale-ceiling necesita PostgreSQL (BENCH_DATABASE_URL, una base vacía) y pgbench.');
  process.exit(2);
}
const database = await openPostgres(url);
if (!(await isEmpty(database.db))) {
  console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
  process.exit(2);
}
await seedDemo(database.db, { clock: systemClock });
const shop = await openShop(database.db, CLIENTS, { price: PRICE, saldo: 1_000_000_000, stock: 10_000_000 });
const [cashier] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CASHIER));
// A session row to check, as every request checks its own.
const token = 'f'.repeat(64);
await database.db
  .insert(sessions)
  .values({ token_hash: token, user_id: cashier.id, expires_at: new Date(Date.now() + 86_400_000) });
await database.close();

// pgbench variables cannot index a list: client c sells to the c-th customer, whose ids run on.
const first = (rows: { id: number }[], what: string) => {
  if (rows.some((row, i) => row.id !== rows[0].id + i)) throw new Error(`${what}: ids no consecutivos`);
  return rows[0].id;
};
const { start, end } = schoolToday(process.env.TZ_SCHOOL ?? 'America/Bogota', systemClock.now());
const preamble = `\\set c :client_id % ${CLIENTS}
\\set u ${first(shop.customers, 'clientes')} + :c
\\set k ${first(shop.credentials, 'carnets')} + :c
\\set p ${first(shop.items, 'productos')} + :c
\\set s ${cashier.id}
`;
const session = `select s.id, u.id, u.name, u.must_change_password, r.function, s.scope from sessions s
  join users u on u.id = s.user_id join roles r on r.id = u.id_rol
  where s.token_hash = '${token}' and s.revoked_at is null and s.expires_at > now() and u.active = 1 limit 1;`;
const credentialLock = `select c.id, c.id_user_primary, c.saldo, c.active, u.active, c.lock_saldo from carnets c
  join users u on u.id = c.id_user_primary where c.id_user_primary = :u::int limit 1 for update of c`;
/** The products' lock; `first`, a column read before the products' own (the folded script's balance). */
const productsLock = (first = '') => `select ${first}id, name, price, stock, store, enable, enlistment,
  exists (select 1 from product_locks pl where pl.id_user = :u::int and pl.id_product = products.id),
  coalesce((select sum(greatest(per_order.net, 0)) from (select -sum(m.amount) as net from carnet_movements m
    where m.id_carnet = :k::int and m.kind in ('compra', 'reversion') and m.id_order is not null
      and m.created_at >= '${start.toISOString()}' and m.created_at < '${end.toISOString()}' group by m.id_order) per_order), 0)::bigint
  from products where id = any(array[:p::int]) order by id for update of products`;
const order = `insert into orders (store, id_user, id_carnet, total, immediate, enlistment, status, id_staff, created_at, delivered_at)
  values (1, :u::int, :k::int, ${PRICE}, 1, 0, 3, :s::int, clock_timestamp(), clock_timestamp())
  returning id, store, id_user, (select name from users where id = id_user), id_carnet, total, status, turn, created_at`;
// Each write as a statement of its own (the order's id from the order's answer) or as a CTE of
// the folded statement (the order's id from the CTE \`o\`).
type OrderId = { id: string; from: string };
const sent: OrderId = { id: ':o_id', from: '' };
const inCte: OrderId = { id: 'o.id', from: 'from o' };
const lines = (
  o: OrderId,
) => `insert into order_lines (id_order, id_product, name, price, count, total, enlistment)
  select ${o.id}, l.id, 'Producto', ${PRICE}, 1, ${PRICE}, 0 from ${o.from ? 'o, ' : ''}unnest(array[:p::int]) as l(id)
  returning id, id_product, name, price, count, total, enlistment`;
const stockUpdate = `update products set stock = stock - 1, updated_at = clock_timestamp() where id = :p::int`;
const stockLog = (
  o: OrderId,
) => `insert into stock_movements (id_product, store, quantity, stock_after, reason, id_staff, detalle, id_order, created_at)
  select :p::int, 1, -1, 0, 4, :s::int, 'Pedido', ${o.id}, clock_timestamp() ${o.from}`;
const balance = `update carnets set saldo = saldo - ${PRICE}, updated_at = clock_timestamp() where id = :k::int returning saldo`;
const ledgerRow = (
  o: OrderId,
) => `insert into carnet_movements (id_carnet, kind, amount, saldo_previo, saldo_nuevo, id_staff, idempotency_key, detalle, id_order, created_at)
  select :k::int, 'compra', -${PRICE}, b.saldo + ${PRICE}, b.saldo, :s::int, md5(random()::text), 'Pedido', ${o.id}, clock_timestamp()
  from ${o.from ? 'o, ' : ''}balance b`;
const outbox = `insert into event_outbox (messages) values ('["{}"]')`;
const key = `insert into idempotency_keys (key, id_staff, fingerprint, status, response)
  values (md5(random()::text), :s::int, 'f', 201, '{"code":1}'::jsonb) on conflict do nothing returning response`;
// The outbox's drain runs beside the sales in the server; here, the first client after each of its sales.
const drain = `\\if :client_id = 0
delete from event_outbox where id in (select id from event_outbox order by id limit 100 for update skip locked);
\\endif`;

const asSent = `${preamble}${session}
begin;
${credentialLock};
${productsLock()};
${order} \\gset o_
${lines(sent)};
with stocks as (${stockUpdate}) ${stockLog(sent)} returning id;
with balance as (${balance}) ${ledgerRow(sent)} returning id;
${outbox};
${key};
commit;
${drain}
`;
const folded = `${preamble}${session}
begin;
with credential as (${credentialLock}) ${productsLock('(select saldo from credential), ')};
with o as (${order}), l as (${lines(inCte)}), stocks as (${stockUpdate}), log as (${stockLog(inCte)}),
  balance as (${balance}), ledger as (${ledgerRow(inCte)}), outbox as (${outbox}) ${key};
commit;
${drain}
`;

/** One line of figures, aligned with the others. */
const figure = (label: string, rate: number, unit: string, tps: number, more = '') =>
  console.log(
    `${label.padEnd(48)} ${rate.toFixed(0).padStart(5)} ${unit.padEnd(7)} (${(rate / tps).toFixed(3)}× pgbench)${more}`,
  );

const dir = mkdtempSync(join(tmpdir(), 'sale-ceiling-'));
try {
  const scripts = { 'as sent (9 statements)': asSent, 'folded (3 statements)': folded };
  const tps = pgbenchTps(url, CLIENTS, SECONDS)!;
  console.log(`reference: pgbench TPC-B, ${CLIENTS} clients, same server, this run: ${tps.toFixed(0)} tps`);
  // First, while the customers have bought little today (each sale reads today's consumption).
  await inProcessSales(url, shop, tps);
  for (const [label, script] of Object.entries(scripts)) {
    const file = join(dir, 'sale.sql');
    writeFileSync(file, script);
    const sales = pgbenchRun(url, [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      file,
    ])!;
    figure(`sale SQL by pgbench, ${label}`, sales, 'sales/s', tps);
  }
  // The other side of the ceiling: one API node answering what needs no database (GET /api/health),
  // driven as bench:purchases drives the sales (fetch, as many clients, this process).
  const node = await startServerNode({ DATABASE_URL: url, DEMO: '0' });
  try {
    let answered = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const response = await fetch(`${node.base}/health`);
          await response.arrayBuffer();
          if (response.ok) answered++;
        }
      }),
    );
    const rate = answered / SECONDS;
    figure('HTTP alone (GET /api/health, 1 API node)', rate, 'req/s', tps);
  } finally {
    await stopServerNodes([node]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The third side: the API's own sale path in this process (app.inject: no HTTP, no client
 * process), as many sales at once as clients, with this process's CPU per sale.
 */
async function inProcessSales(databaseUrl: string, { customers, items }: Shop, tps: number) {
  const db = await openPostgres(databaseUrl);
  const app = await buildApp(db, { ...loadConfig({}), webRoot: null });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_CASHIER, password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${(JSON.parse(login.body) as { data: { token: string } }).data.token}`;
    const sell = async (c: number) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/cafeteria/requests',
        headers: { authorization, 'idempotency-key': randomUUID() },
        payload: { id_user: customers[c].id, products: [{ id: items[c].id, count: 1 }], inmediate: 1 },
      });
      if (answer.statusCode !== 201) throw new Error(`venta rechazada: ${answer.body}`);
    };
    for (let c = 0; c < CLIENTS; c++) await sell(c);
    let sold = 0;
    const cpu = process.cpuUsage();
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        while (performance.now() < until) {
          await sell(c);
          sold++;
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    const rate = sold / SECONDS;
    figure(
      'API in one process (inject, no HTTP)',
      rate,
      'sales/s',
      tps,
      `, ${((used.user + used.system) / 1000 / sold).toFixed(2)} ms of its CPU per sale`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

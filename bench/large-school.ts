/**
 * Lists, reports and the dashboard on the large school (issue 17 item 2), through the compiled
 * server as `npm start` runs it. Load the school first into the same database:
 *
 *   DATA_DIR=/tmp/grande npm run seed:large && DATA_DIR=/tmp/grande npm run bench:large
 *   DATABASE_URL=postgres://…/grande npm run seed:large && BENCH_DATABASE_URL=postgres://…/grande npm run bench:large
 *
 * Lists (users, students, credentials, the cafeteria's orders, stock movements): the first
 * page, a deep page (the middle of the list), the first page sorted by each column in turn and
 * a search, each `--requests` (64) times by `--concurrency` (8) clients; goal p50 < 30 ms.
 * Reports: every report of every store over the last school day, the last month and the last
 * year (`--runs`, 3, one after the other); goal a day < 100 ms, the year < 1 s. The dashboard:
 * goal < 200 ms. Prints p50 / p99 per measure and ✓ or ✗ against its goal; asserts nothing.
 * Excel (`--only excel`): the whole Excel of the year's detailed sales of the cafeteria, of
 * the year's top-ups and of the gate's passages over the generated days, streamed by the
 * server: time to the first byte and to the last, size, rows, and the server's resident memory
 * idle and at its highest while it writes (sampled every 20 ms).
 * `--only lists|reports|dashboard|excel` runs one part.
 *
 * This file is the runner: the lists (large-school/lists.ts), the reports (large-school/reports.ts), the
 * dashboard (here) and the Excel (large-school/excel.ts), with what they share in large-school/measure.ts.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { excel, excelExports } from './large-school/excel';
import { lists } from './large-school/lists';
import { type LargeSchoolBench, timed, verdict } from './large-school/measure';
import { reports } from './large-school/reports';
import { apiCall, arg, pct } from './support';
import { startServerNode, stopServerNodes } from './servers';

const REQUESTS = arg('requests', 64);
const CONCURRENCY = arg('concurrency', 8);
const RUNS = arg('runs', 3);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? './data';
const TZ = process.env.TZ_SCHOOL ?? 'America/Bogota';

// The Excel exports measured; their rows are counted before the server starts (PGlite: one process per folder).
const exports = excelExports(TZ);

// What the server will serve, read before it starts (PGlite: one process per folder).
const probe = await openDatabase({ databaseUrl: url, dataDir });
const excelRows: Record<string, number> = {};
for (const [, path, , rows] of exports) {
  excelRows[path] = Number(
    ((await probe.db.execute(rows)) as unknown as { rows: { n: number }[] }).rows[0].n,
  );
}
const [facts] = (
  (await probe.db.execute(sql`select (select count(*) from order_lines)::int as lines,
    (select c.id_user_primary from carnets c join orders o on o.id_carnet = c.id group by c.id_user_primary order by count(*) desc limit 1) as buyer,
    (select u.num_doc from users u join carnets c on c.id_user_primary = u.id join orders o on o.id_carnet = c.id group by u.num_doc order by count(*) desc limit 1) as doc`)) as unknown as {
    rows: { lines: number; buyer: number; doc: string }[];
  }
).rows;
await probe.close();
if (facts.lines < 100_000) {
  console.error(
    `Solo hay ${facts.lines} líneas de pedido: cargue antes el colegio grande (npm run seed:large) en esta base de datos.`,
  );
  process.exit(2);
}

const node = await startServerNode(url ? { DATABASE_URL: url, DEMO: '0' } : { DATA_DIR: dataDir, DEMO: '0' });
const login = await apiCall<{ token: string }>('POST', node.base, 'login', null, {
  email: DEMO_ADMIN,
  password: DEMO_PASSWORD,
});
const token = login.body.data.token;
const get = (path: string) => apiCall<unknown[]>('GET', node.base, path, token);

console.log(
  `Colegio grande en ${url ? 'PostgreSQL' : `PGlite (${dataDir})`}: ${facts.lines.toLocaleString('es-CO')} líneas de pedido`,
);

const bench: LargeSchoolBench = {
  node,
  token,
  get,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  runs: RUNS,
  tz: TZ,
};

async function dashboard() {
  const times = await timed(REQUESTS, 1, () => get('dashboard'));
  console.log(
    `\nTablero (GET dashboard, ${REQUESTS} veces, un cliente): p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms ${verdict(Number(pct(times, 50)), 200)} (objetivo < 200 ms)`,
  );
}

try {
  if (!only || only === 'lists') await lists(bench);
  if (!only || only === 'reports') await reports(bench, facts);
  if (!only || only === 'dashboard') await dashboard();
  if (!only || only === 'excel') await excel(bench, exports, excelRows);
} finally {
  await stopServerNodes([node]);
}

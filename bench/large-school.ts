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
 */
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { usersResource } from '../src/domain/resources/users';
import { studentsResource } from '../src/domain/resources/academic';
import { credentialsResource } from '../src/domain/resources/credentials';
import { orderListResource } from '../src/domain/resources/orders';
import { stockMovementsResource } from '../src/domain/resources/inventory';
import {
  PASSAGES_REPORT,
  REPORTS,
  reportBody,
  SALES_DETAIL_REPORT,
  TOPUP_REPORT,
} from '../src/domain/reports';
import type { ResourceDef } from '../src/domain/resource';
import { openDatabase } from '../server/db/client';
import { credentialMovements, orders, passages } from '../server/db/schema';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { schoolDaysOfLastYear } from '../server/demo/large-school';
import { LARGE_SCHOOL } from '../server/demo/large-school-run';
import { localDate, schoolDaysRange } from '../server/time';
import { LIST_COUNT_LIMIT } from '../src/domain/envelope';
import { apiCall, arg, pct, startServerNode, stopServerNodes } from './support';

const REQUESTS = arg('requests', 64);
const CONCURRENCY = arg('concurrency', 8);
const RUNS = arg('runs', 3);
const PER_PAGE = 25;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? './data';
const TZ = process.env.TZ_SCHOOL ?? 'America/Bogota';

// The Excel exports measured; their rows are counted before the server starts (PGlite: one process per folder).
const yearDays = schoolDaysOfLastYear(localDate(new Date(), TZ));
const lastDay = yearDays[yearDays.length - 1];
const gateDay = yearDays[yearDays.length - LARGE_SCHOOL.gateDays];
const year = schoolDaysRange(yearDays[0], lastDay, TZ);
const gateDays = schoolDaysRange(gateDay, lastDay, TZ);
const exports: [label: string, path: string, body: Record<string, unknown>, rows: SQL][] = [
  [
    'ventas detalladas de la cafetería, el año',
    'cafeteria/reporteRVD',
    reportBody(SALES_DETAIL_REPORT, yearDays[0], lastDay),
    sql`select count(*)::int as n from ${orders} where store = 1 and status <> 4 and created_at >= ${year.start} and created_at < ${year.end}`,
  ],
  [
    'recargas, el año',
    'admin/carnets/reports',
    reportBody(TOPUP_REPORT, yearDays[0], lastDay),
    sql`select count(*)::int as n from ${credentialMovements} where kind in ('recarga', 'descarga') and created_at >= ${year.start} and created_at < ${year.end}`,
  ],
  [
    `entradas y salidas, ${LARGE_SCHOOL.gateDays} días`,
    'admin/reporteES',
    reportBody(PASSAGES_REPORT, gateDay, lastDay),
    sql`select count(*)::int as n from ${passages} where created_at >= ${gateDays.start} and created_at < ${gateDays.end}`,
  ],
];

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

/** `count` calls of `call` by `clients` at once: sorted milliseconds. */
async function timed(
  count: number,
  clients: number,
  call: (i: number) => Promise<{ status: number }>,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        const { status } = await call(i);
        if (status !== 200) throw new Error(`respuesta ${status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const verdict = (value: number, goal: number) => (value < goal ? '✓' : '✗');
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

async function lists() {
  const resources: ResourceDef[] = [
    usersResource,
    studentsResource,
    credentialsResource,
    orderListResource('cafeteria', 'requests'),
    stockMovementsResource,
  ];
  console.log(
    `\nListas: ${REQUESTS} llamadas por medida, ${CONCURRENCY} clientes a la vez, ${PER_PAGE} filas por página (objetivo p50 < 30 ms)\n`,
  );
  row(['lista', 'medida', 'p50 ms', 'p99 ms', '']);
  row(['---', '---', '---', '---', '---']);
  let met = 0;
  let total = 0;
  for (const resource of resources) {
    const path = (query: Record<string, string | number>) =>
      `${resource.name}?${new URLSearchParams(Object.entries({ perPage: PER_PAGE, ...query }).map(([k, v]) => [k, String(v)]))}`;
    const first = (await apiCall<Record<string, unknown>[]>('GET', node.base, path({ page: 1 }), token))
      .body as unknown as {
      data: Record<string, unknown>[];
      total?: number;
    };
    // A deep page: the middle of a list counted to the end, or the last row a list counts.
    const deep =
      first.total !== undefined
        ? Math.max(1, Math.floor(first.total / PER_PAGE / 2))
        : Math.ceil(LIST_COUNT_LIMIT / PER_PAGE);
    const term = String(first.data[0]?.[resource.searchable[0]] ?? 'a')
      .slice(0, 4)
      .toLowerCase();
    const measures: [string, Record<string, string | number>][] = [
      ['primera página', { page: 1 }],
      [`página ${deep} (fila ${((deep - 1) * PER_PAGE + 1).toLocaleString('es-CO')})`, { page: deep }],
      ...Object.entries(resource.fields)
        .filter(([, field]) => field.list && field.kind !== 'image')
        .map(([key]): [string, Record<string, string | number>] => [
          `ordenada por ${key}`,
          { page: 1, sort: key, order: 'ASC' },
        ]),
      [`búsqueda «${term}»`, { page: 1, q: term }],
    ];
    for (const [label, query] of measures) {
      // A column the list cannot sort by answers 400 (its computed text, say): named, not measured.
      if ((await get(path(query))).status === 400) {
        row([resource.name, label, '—', '—', 'no ordenable']);
        continue;
      }
      const times = await timed(REQUESTS, CONCURRENCY, () => get(path(query)));
      const p50 = Number(pct(times, 50));
      total++;
      if (p50 < 30) met++;
      row([resource.name, label, pct(times, 50), pct(times, 99), verdict(p50, 30)]);
    }
  }
  console.log(`\n${met} de ${total} medidas de listas cumplen el objetivo`);
}

async function reports() {
  const days = schoolDaysOfLastYear(localDate(new Date(), TZ));
  const last = days[days.length - 1];
  const spans: [string, string, number][] = [
    [`un día (${last})`, last, 100],
    ['un mes', days[Math.max(0, days.length - 21)], 1000],
    ['el año', days[0], 1000],
  ];
  console.log(
    `\nReportes: ${RUNS} veces cada uno, uno tras otro (objetivo: un día < 100 ms, el año < 1 s)\n`,
  );
  row(['reporte', 'ruta', ...spans.map(([label]) => `${label} p50 ms (filas)`)]);
  row(['---', '---', ...spans.map(() => '---')]);
  const extra = { IdRM: facts.buyer, idUsuario: facts.buyer, numeroDocumento: facts.doc };
  for (const report of REPORTS) {
    for (const route of report.routes) {
      const cells: string[] = [];
      for (const [, from, goal] of spans) {
        // A report of one day (the absences') is measured on that day only.
        const oneDay = report.dates[0] === report.dates[1];
        if (oneDay && from !== last) {
          cells.push('—');
          continue;
        }
        let rows = 0;
        const times = await timed(RUNS, 1, async () => {
          const res = await apiCall<unknown>(
            'POST',
            node.base,
            route.path,
            token,
            reportBody(report, from, last, extra),
          );
          rows = Array.isArray(res.body.data)
            ? res.body.data.length
            : report.rowsOf(res.body.data as never).length;
          return res;
        });
        const p50 = Number(pct(times, 50));
        cells.push(`${pct(times, 50)} (${rows.toLocaleString('es-CO')}) ${verdict(p50, goal)}`);
      }
      row([report.name, route.path, ...cells]);
    }
  }
}

/** The server's resident memory now, in MB (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${node.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function excel() {
  console.log(
    `\nExcel del reporte completo, enviado mientras se lee (${RUNS} veces cada uno, uno tras otro)\n`,
  );
  row([
    'reporte',
    'filas',
    'primer byte p50 ms',
    'completo p50 ms',
    'filas/s',
    'tamaño MB',
    'memoria del servidor: en reposo → máxima MB',
  ]);
  row(['---', '---', '---', '---', '---', '---', '---']);
  for (const [label, path, body] of exports) {
    const firsts: number[] = [];
    const wholes: number[] = [];
    let bytes = 0;
    const idle = rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const res = await fetch(`${node.base}/${path}/excel`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 200 || !res.body) throw new Error(`${path}/excel respondió ${res.status}`);
        let first = 0;
        bytes = 0;
        // Read and dropped as it comes, as a browser writes a download to disk.
        for await (const chunk of res.body) {
          if (!first) first = performance.now() - started;
          bytes += chunk.length;
        }
        firsts.push(first);
        wholes.push(performance.now() - started);
      }
    } finally {
      clearInterval(sampler);
    }
    firsts.sort((a, b) => a - b);
    wholes.sort((a, b) => a - b);
    const shown = excelRows[path];
    row([
      label,
      shown.toLocaleString('es-CO'),
      pct(firsts, 50),
      pct(wholes, 50),
      Math.round(shown / (Number(pct(wholes, 50)) / 1000)).toLocaleString('es-CO'),
      (bytes / 1e6).toFixed(1),
      `${idle.toFixed(0)} → ${peak.toFixed(0)}`,
    ]);
  }
}

async function dashboard() {
  const times = await timed(REQUESTS, 1, () => get('dashboard'));
  console.log(
    `\nTablero (GET dashboard, ${REQUESTS} veces, un cliente): p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms ${verdict(Number(pct(times, 50)), 200)} (objetivo < 200 ms)`,
  );
}

try {
  if (!only || only === 'lists') await lists();
  if (!only || only === 'reports') await reports();
  if (!only || only === 'dashboard') await dashboard();
  if (!only || only === 'excel') await excel();
} finally {
  await stopServerNodes([node]);
}

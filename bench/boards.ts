/**
 * Boards benchmark: the real server started as its own process (as `npm start` runs it) on a
 * fresh demo database, then, over loopback HTTP:
 *   latency   N board clients (default 50) follow the cafeteria's event stream while sales
 *             that wait for preparation are made one after another; for each sale, the time
 *             from sending it and from receiving its answer to its event reaching each client;
 *   memory    the server's resident memory idle, with M idle board connections (default 200)
 *             open for a while, and after they close.
 * Prints the figures; asserts nothing about time (shared machines are noisy). Exits 1 only if
 * an event never arrived.
 *
 *   npm run bench:boards [-- --clients 50 --sales 200 --idle 200]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:boards     (an empty database)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventStream } from '../src/dataProvider/eventStream';
import type { BoardEvent } from '../src/domain/boards';
import { MAX_STREAMS_PER_SESSION } from '../server/plugins/event-streams';
import { streamUserOf, streamUsers } from './support';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLIENTS = arg('clients', 50);
const SALES = arg('sales', 200);
const IDLE = arg('idle', 200);
const PASSWORD = 'Demo2026!';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-boards-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DEMO: '1',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

let exitCode = 0;
try {
  for (let i = 0; ; i++) {
    try {
      await call('GET', 'health', null);
      break;
    } catch {
      if (i > 600) throw new Error('el servidor no arrancó');
      await sleep(100);
    }
  }
  const admin = (
    await call<{ token: string }>('POST', 'login', null, { email: 'admin@colegio.demo', password: PASSWORD })
  ).token;
  const cashier = (
    await call<{ token: string }>('POST', 'login', null, { email: 'cajero@colegio.demo', password: PASSWORD })
  ).token;
  // A session holds at most MAX_STREAMS_PER_SESSION event streams on a node, and a user
  // MAX_STREAMS_PER_USER: the boards sign in once per that many streams (stream i uses session
  // floor(i / MAX_STREAMS_PER_SESSION)), as the cashier and as more users of the cashier's role.
  const boardUsers = await streamUsers(`${base}/api`, admin, {
    email: 'cajero@colegio.demo',
    password: PASSWORD,
    streams: Math.max(CLIENTS, IDLE),
  });
  const boardSessions: string[] = [];
  const sessionOf = async (i: number) => {
    const k = Math.floor(i / MAX_STREAMS_PER_SESSION);
    while (boardSessions.length <= k) {
      boardSessions.push(
        (
          await call<{ token: string }>('POST', 'login', null, {
            email: boardUsers[streamUserOf(boardSessions.length)],
            password: PASSWORD,
          })
        ).token,
      );
    }
    return boardSessions[k];
  };
  const catalog = await call<{ products: { id: number; name: string }[] }>(
    'GET',
    'cafeteria/pos/catalog',
    cashier,
  );
  const hot = catalog.products.find((p) => p.name === 'Empanada de carne')!;
  await call('POST', `inventory/products/${hot.id}/add`, admin, { count: 100_000 });
  const credentials = await call<{ id: number; id_user_primary: number; active: number }[]>(
    'GET',
    'admin/carnets?perPage=100',
    admin,
  );
  const buyers = credentials.filter((c) => c.active === 1);
  for (const c of buyers) await call('PUT', `admin/carnets/${c.id}`, admin, { recarga: 2_000_000 });

  // Latency: CLIENTS streams, SALES waiting sales one after another.
  const startRss = rssMb();
  const abort = new AbortController();
  const arrivals = new Map<number, number[]>();
  let hellos = 0;
  const streamTokens = [];
  for (let i = 0; i < CLIENTS; i++) streamTokens.push(await sessionOf(i));
  const streams = streamTokens.map((token) =>
    readEventStream(
      `${base}/api/cafeteria/events`,
      (e) => {
        if (e.event === 'hello') hellos++;
        if (e.event !== 'order') return;
        const event = JSON.parse(e.data) as BoardEvent;
        if (event.type !== 'created') return;
        const list = arrivals.get(event.id) ?? [];
        list.push(performance.now());
        arrivals.set(event.id, list);
      },
      abort.signal,
      () => token,
    ).catch(() => undefined),
  );
  while (hellos < CLIENTS) await sleep(20);

  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  let missing = 0;
  for (let i = 0; i < SALES; i++) {
    const buyer = buyers[i % buyers.length];
    const sent = performance.now();
    const { order } = await call<{ order: { id: number } }>('POST', 'cafeteria/requests', cashier, {
      id_user: buyer.id_user_primary,
      products: [{ id: hot.id, count: 1 }],
      inmediate: 0,
    });
    const answered = performance.now();
    for (let wait = 0; (arrivals.get(order.id)?.length ?? 0) < CLIENTS && wait < 500; wait++) await sleep(2);
    const got = arrivals.get(order.id) ?? [];
    missing += CLIENTS - got.length;
    for (const at of got) {
      fromSend.push(at - sent);
      fromAnswer.push(at - answered);
    }
    arrivals.delete(order.id);
    // Keep the turn numbers in range: deliver every order once it is counted.
    await call('PUT', `cafeteria/enlistment/${order.id}`, admin, {});
    await call('POST', 'cafeteria/requests/dispatch', admin, { pedidos: [order.id] });
  }
  abort.abort();
  await Promise.all(streams);
  if (missing > 0) exitCode = 1;

  const busyRss = rssMb();
  // Memory: idle, with IDLE open streams, after they close.
  await sleep(2000);
  const idleRss = rssMb();
  const idleAbort = new AbortController();
  let opened = 0;
  const idleTokens = [];
  for (let i = 0; i < IDLE; i++) idleTokens.push(await sessionOf(i));
  const idle = idleTokens.map((token) =>
    readEventStream(
      `${base}/api/cafeteria/events`,
      (e) => e.event === 'hello' && opened++,
      idleAbort.signal,
      () => token,
    ).catch(() => undefined),
  );
  while (opened < IDLE) await sleep(20);
  await sleep(30_000);
  const withRss = rssMb();
  idleAbort.abort();
  await Promise.all(idle);
  await sleep(5000);
  const afterRss = rssMb();

  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nTableros (${db}), ${CLIENTS} clientes del canal de eventos, ${SALES} ventas que esperan alistamiento`,
  );
  console.log(
    `  evento en cada cliente desde el envío de la venta:   p50 ${fmt(percentile(fromSend, 50))}  p99 ${fmt(percentile(fromSend, 99))}`,
  );
  console.log(
    `  evento en cada cliente desde la respuesta de venta:  p50 ${fmt(percentile(fromAnswer, 50))}  p99 ${fmt(percentile(fromAnswer, 99))}`,
  );
  console.log(`  eventos que no llegaron: ${missing} de ${CLIENTS * SALES}`);
  console.log(
    `Memoria residente del servidor antes y después de entregar ${CLIENTS * SALES - missing} eventos: ${startRss.toFixed(1)} MB → ${busyRss.toFixed(1)} MB`,
  );
  console.log(
    `Memoria residente del servidor: inactivo ${idleRss.toFixed(1)} MB; con ${IDLE} conexiones de tablero abiertas 30 s ${withRss.toFixed(1)} MB (${(((withRss - idleRss) * 1024) / IDLE).toFixed(1)} kB por conexión); al cerrarlas ${afterRss.toFixed(1)} MB`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);

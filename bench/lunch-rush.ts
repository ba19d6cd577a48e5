/**
 * Lunch-rush benchmark: the restaurant's lunch line on a fresh demo database, driven over
 * loopback HTTP as a school's rush would drive it, compressed (no pauses: each terminal scans
 * its next student as soon as the server answers the last one). Two phases:
 *   rush      `--students` (600) students scanned at `--terminals` (4) terminals, each terminal
 *             its share in a shuffled order (`GET /api/restaurant/requests/{code}/registerstarVenta`,
 *             `{code}` the credential's code), plus about 5% who come back to the next terminal
 *             after being served: those must answer `repeated: true` and be charged nothing.
 *             The school's rush takes `--minutes` (10) of real time; the figure printed is how
 *             much faster the server served it (the compression), with scans/s and the time from
 *             scan to answer;
 *   Listo     `--displays` (50) hall displays follow the restaurant's orders
 *             (`GET /api/events?topics=orders.restaurant`) and reload the turn cards
 *             (`GET /api/restaurant/turnero`) on every event, as the web app's turn display does
 *             (reloads never overlap: events during one fold into one more); the kitchen marks
 *             `--ready` (100) of the orders Listo one by one (`PUT /api/restaurant/enlistment/{id}`);
 *             for each one, the time from sending it to its event at each display, and to the
 *             turn being on each display's screen (the reload that shows it).
 * The students: the demo school's who can eat now (active credential and holder, no daily cap,
 * a default meal of the restaurant they may buy), and new ones up to `--students`, each with a
 * credential and a demo meal as their default; every credential gets a top-up and every meal
 * enough stock, through the ledger and the stock log, so the books start right.
 * Prints the figures, then checks the books: each student charged exactly once (one order
 * not reversed, one ledger row), every balance = initial − their meal = the sum of its ledger,
 * every stock = initial − meals served = the sum of its log, every order = its lines = −its
 * ledger row, live turns unique. Asserts nothing about time (shared machines are noisy); exits 1
 * only if the books are wrong, a scan was refused or answered wrong, or an event or a turn
 * never reached a display.
 *
 * On PostgreSQL the terminals and the displays are spread over `--nodes` API node processes
 * (default 1; the kitchen's Listo reaches the other nodes' displays through NOTIFY), and
 * pgbench's TPC-B tps on the same server, measured at the start of the run, is printed.
 *
 *   npm run bench:lunch [-- --students 600 --terminals 4 --displays 50 --ready 100]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lunch [-- --nodes 2]     (an empty database)
 */
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { readEventStream } from '../src/dataProvider/eventStream';
import type { BoardEvent, TurnCard } from '../src/domain/boards';
import { STOCK_REASON } from '../src/domain/inventory';
import { ORDER_STATUS } from '../src/domain/orders';
import type { ScanResult } from '../src/domain/restaurant';
import { STORE } from '../src/domain/stores';
import { orderTopic } from '../src/domain/topics';
import {
  credentialMovements,
  credentials,
  orders,
  productLocks,
  products,
  students,
  users,
} from '../server/db/schema';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { topUp } from '../server/money';
import { moveStocks } from '../server/modules/inventory/service/stock';
import { addStudents, apiCall as call, arg, bookProblems, coalescingReload, demoDatabase, pct, pgbenchTps, shuffle, sleep, startServers } from './support';

const STUDENTS = arg('students', 600);
const TERMINALS = arg('terminals', 4);
/** How long the rush takes at the school, in minutes (the simulated time). */
const MINUTES = arg('minutes', 10);
const DISPLAYS = arg('displays', 50);
const READY = arg('ready', 100);
/** PostgreSQL only: API node processes the terminals and displays are spread over. */
const NODES = arg('nodes', 1);
/** Students who come back after being served (about 5%). */
const RETURNS = Math.round(STUDENTS * 0.05);
const TOP_UP = 100_000;
/** How long a Listo's event and turn may take to reach every display before they count as lost. */
const WAIT_MS = 10_000;

const { database, dispose } = await demoDatabase('lunch');
const db = database.db;

// ── The students ────────────────────────────────────────────────────────────────────────
// The demo's students who can eat now, then new ones with a demo meal as their default.
const demo = await db
  .select({ userId: users.id, carnetId: credentials.id, code: credentials.code, meal: products.id })
  .from(students)
  .innerJoin(users, eq(users.id, students.id_user))
  .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
  .innerJoin(products, eq(products.id, students.id_product_default))
  .where(
    and(
      eq(users.active, 1),
      eq(credentials.active, 1),
      eq(credentials.lockSaldo, 0),
      eq(products.store, STORE.restaurant),
      eq(products.enable, 1),
      notExists(
        db
          .select({ one: sql`1` })
          .from(productLocks)
          .where(and(eq(productLocks.id_user, users.id), eq(productLocks.id_product, products.id))),
      ),
    ),
  )
  .orderBy(asc(users.id))
  .limit(STUDENTS);
const meals = [...new Set(demo.map((s) => s.meal))];
const added = STUDENTS - demo.length;
const newCarnets = await addStudents(db, added, '97', (i) => meals[i % meals.length]);
const rush = [...demo, ...newCarnets.map((c, i) => ({ ...c, meal: meals[i % meals.length] }))];

// Every credential a top-up and every meal a student's worth of stock each, through the ledger and the log.
await db.transaction(async (tx) => {
  for (const s of rush) {
    await topUp(tx, { credentialId: s.carnetId, amount: TOP_UP, staffId: null, detalle: 'Benchmark' });
  }
  await moveStocks(
    tx,
    meals.map((id) => ({ productId: id, quantity: STUDENTS, reason: STOCK_REASON.ingreso, staffId: null, detalle: 'Benchmark' })),
  );
});
const initialSaldo = new Map(
  (await db.select({ id: credentials.id, saldo: credentials.saldo }).from(credentials).where(inArray(credentials.id, rush.map((s) => s.carnetId)))).map(
    (c) => [c.id, c.saldo],
  ),
);
const mealRows = await db.select({ id: products.id, price: products.price, stock: products.stock }).from(products).where(inArray(products.id, meals));
const priceOf = new Map(mealRows.map((p) => [p.id, p.price]));
const [{ lastOrder }] = await db.select({ lastOrder: sql<number>`coalesce(max(${orders.id}), 0)`.mapWith(Number) }).from(orders);
const [{ lastMovement }] = await db
  .select({ lastMovement: sql<number>`coalesce(max(${credentialMovements.id}), 0)`.mapWith(Number) })
  .from(credentialMovements);

// ── The servers and the sessions ────────────────────────────────────────────────────────
const url = process.env.BENCH_DATABASE_URL;
// The reference first, on an idle server: TPC-B with as many clients as terminals.
const tps = url ? pgbenchTps(url, TERMINALS) : null;
const servers = await startServers(database, url, NODES);
const nodeOf = (i: number) => servers.bases[i % servers.bases.length];

const signIn = async () =>
  (await call<{ token: string }>('POST', nodeOf(0), 'login', null, { email: DEMO_ADMIN, password: DEMO_PASSWORD })).body.data.token;
// The admin works the terminals and the kitchen; a second session of theirs becomes the hall displays' (display-only).
const token = await signIn();
const displayToken = (await call<{ token: string }>('POST', nodeOf(0), 'display/session', await signIn(), {})).body.data.token;

console.log(
  `database: ${database.driver}, students: ${STUDENTS} (${demo.length} of the demo school, ${added} added) + ${RETURNS} coming back, ` +
    `terminals: ${TERMINALS}, displays: ${DISPLAYS}, ${servers.describe}`,
);
if (url) console.log(tps ? `reference: pgbench TPC-B, ${TERMINALS} clients, same server, this run: ${tps.toFixed(0)} tps` : 'reference: pgbench not found');

const problems: string[] = [];
const refusals = new Map<string, number>();
const refuse = (what: string) => refusals.set(what, (refusals.get(what) ?? 0) + 1);

// Warm-up (not counted): scans of a document no one has, refused 404 without touching money.
for (let i = 0; i < TERMINALS; i++) await call('GET', nodeOf(i), 'restaurant/requests/00000000/registerstarVenta', token);

// ── The rush ────────────────────────────────────────────────────────────────────────────
interface Scan {
  student: number;
  back: boolean;
}
const order = shuffle(rush.map((_, i) => i));
const queues: Scan[][] = Array.from({ length: TERMINALS }, (_, t) =>
  order.filter((_, i) => i % TERMINALS === t).map((student) => ({ student, back: false })),
);
// A returning student comes to the next terminal, somewhere after where the first one served them.
for (const position of shuffle(order.map((_, i) => i)).slice(0, RETURNS)) {
  const t = position % TERMINALS;
  const queue = queues[(t + 1) % TERMINALS];
  const after = Math.floor(position / TERMINALS) + 1;
  queue.splice(after + Math.floor(Math.random() * (queue.length - after + 1)), 0, { student: order[position], back: true });
}

const served = new Map<number, { orderId: number; saldo: number }>();
const refused = new Set<number>();
const firstTimes: number[] = [];
const backTimes: number[] = [];

async function terminal(t: number, queue: Scan[]) {
  for (let i = 0; i < queue.length; i++) {
    const { student, back } = queue[i];
    if (back && refused.has(student)) continue;
    if (back && !served.has(student)) {
      // Not served yet at the other terminal: they come back a little later.
      queue.push(queue[i]);
      await sleep(1);
      continue;
    }
    const s = rush[student];
    const started = performance.now();
    const { status, body } = await call<ScanResult>('GET', nodeOf(t), `restaurant/requests/${s.code}/registerstarVenta`, token);
    (back ? backTimes : firstTimes).push(performance.now() - started);
    if (status !== 200) {
      refuse(`${status} ${body.message}`);
      if (!back) refused.add(student);
      continue;
    }
    const answer = body.data;
    if (!back) {
      if (answer.repeated) problems.push(`estudiante ${s.userId}: la primera lectura respondió repeated`);
      served.set(student, { orderId: answer.orderId, saldo: answer.saldo });
    } else {
      const first = served.get(student)!;
      if (!answer.repeated || answer.orderId !== first.orderId || answer.saldo !== first.saldo) {
        problems.push(`estudiante ${s.userId}: la segunda lectura no respondió repeated con el mismo pedido y saldo (${JSON.stringify(answer)})`);
      }
    }
  }
}

const rushStarted = performance.now();
await Promise.all(queues.map((queue, t) => terminal(t, queue)));
const rushSeconds = (performance.now() - rushStarted) / 1000;
const scans = firstTimes.length + backTimes.length;
const allTimes = [...firstTimes, ...backTimes].sort((a, b) => a - b);
backTimes.sort((a, b) => a - b);
const max = (sorted: number[]) => (sorted.length ? sorted[sorted.length - 1].toFixed(1) : '—');
console.log(
  `rush: ${scans} scans (${firstTimes.length} students, ${backTimes.length} coming back) at ${TERMINALS} terminals in ${rushSeconds.toFixed(1)} s: ` +
    `${(scans / rushSeconds).toFixed(0)} scans/s; ${MINUTES} simulated minutes served ${((MINUTES * 60) / rushSeconds).toFixed(1)}× faster than real time`,
);
console.log(`  scan → answer:               p50 ${pct(allTimes, 50)} ms  p99 ${pct(allTimes, 99)} ms  max ${max(allTimes)} ms`);
console.log(`  coming back (repeated, free): p50 ${pct(backTimes, 50)} ms  p99 ${pct(backTimes, 99)} ms  max ${max(backTimes)} ms`);
if (refusals.size) console.log(`  refused: ${JSON.stringify(Object.fromEntries(refusals))}`);
if (refused.size) problems.push(`${refused.size} estudiantes con saldo y stock suficientes no fueron atendidos`);

// ── Listo, with the hall displays ───────────────────────────────────────────────────────
/** The Listo in flight: its order, when it was sent, and when its event and its turn reached each display. */
let current: { id: number; sent: number; events: number[]; shown: number[] } | null = null;
let hellos = 0;
const abort = new AbortController();
const displays = Array.from({ length: DISPLAYS }, (_, d) => {
  const base = nodeOf(d);
  let shownId = 0;
  const reload = coalescingReload(async () => {
    const { body } = await call<TurnCard[]>('GET', base, 'restaurant/turnero', displayToken);
    const now = performance.now();
    if (current && shownId !== current.id && body.data.some((card) => card.id === current!.id)) {
      shownId = current.id;
      current.shown.push(now - current.sent);
    }
  }, abort.signal);
  return readEventStream(
    `${base}/events?topics=${orderTopic('restaurant')}`,
    (e) => {
      if (e.event === 'hello') hellos++;
      if (e.event === 'order' && current) {
        const event = JSON.parse(e.data) as BoardEvent;
        if (event.type === 'ready' && event.id === current.id) current.events.push(performance.now() - current.sent);
      }
      reload().catch(() => undefined);
    },
    abort.signal,
    () => displayToken,
  ).catch(() => undefined);
});
while (hellos < DISPLAYS) await sleep(20);
await sleep(500);

const toMark = [...served.values()]
  .map((s) => s.orderId)
  .sort((a, b) => a - b)
  .slice(0, READY);
const listoTimes: number[] = [];
const eventTimes: number[] = [];
const shownTimes: number[] = [];
let lostEvents = 0;
let lostTurns = 0;
for (const [k, id] of toMark.entries()) {
  current = { id, sent: performance.now(), events: [], shown: [] };
  const { status, body } = await call('PUT', nodeOf(k), `restaurant/enlistment/${id}`, token, {});
  listoTimes.push(performance.now() - current.sent);
  if (status !== 200) problems.push(`Listo del pedido ${id}: ${status} ${body.message}`);
  const deadline = performance.now() + WAIT_MS;
  while ((current.events.length < DISPLAYS || current.shown.length < DISPLAYS) && performance.now() < deadline) await sleep(1);
  lostEvents += DISPLAYS - current.events.length;
  lostTurns += DISPLAYS - current.shown.length;
  eventTimes.push(...current.events);
  shownTimes.push(...current.shown);
}
current = null;
abort.abort();
await Promise.all(displays);
for (const list of [listoTimes, eventTimes, shownTimes]) list.sort((a, b) => a - b);
console.log(`Listo: ${toMark.length} orders marked one by one, ${DISPLAYS} displays following orders.restaurant`);
console.log(`  Listo → answer:                        p50 ${pct(listoTimes, 50)} ms  p99 ${pct(listoTimes, 99)} ms  max ${max(listoTimes)} ms`);
console.log(`  Listo → event at each display:         p50 ${pct(eventTimes, 50)} ms  p99 ${pct(eventTimes, 99)} ms  max ${max(eventTimes)} ms`);
console.log(`  Listo → turn on each display (reload): p50 ${pct(shownTimes, 50)} ms  p99 ${pct(shownTimes, 99)} ms  max ${max(shownTimes)} ms`);
console.log(`  events that never arrived: ${lostEvents} of ${toMark.length * DISPLAYS}; turns never shown: ${lostTurns}`);
if (lostEvents) problems.push(`${lostEvents} eventos Listo no llegaron a una pantalla en ${WAIT_MS / 1000} s`);
if (lostTurns) problems.push(`${lostTurns} turnos listos no aparecieron en una pantalla en ${WAIT_MS / 1000} s`);

// ── The books ───────────────────────────────────────────────────────────────────────────
const mealsOf = new Map(
  (
    await db
      .select({ user: orders.id_user, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(gt(orders.id, lastOrder), eq(orders.store, STORE.restaurant), sql`${orders.status} <> ${Number(ORDER_STATUS.reversed)}`))
      .groupBy(orders.id_user)
  ).map((r) => [r.user, r.n]),
);
const chargesOf = new Map(
  (
    await db
      .select({ carnet: credentialMovements.id_carnet, n: sql<number>`count(*)`.mapWith(Number) })
      .from(credentialMovements)
      .where(gt(credentialMovements.id, lastMovement))
      .groupBy(credentialMovements.id_carnet)
  ).map((r) => [r.carnet, r.n]),
);
const saldos = new Map(
  (await db.select({ id: credentials.id, saldo: credentials.saldo }).from(credentials).where(inArray(credentials.id, rush.map((s) => s.carnetId)))).map(
    (c) => [c.id, c.saldo],
  ),
);
const servedOf = new Map<number, number>();
for (const [i, s] of rush.entries()) {
  const eaten = served.has(i) ? 1 : 0;
  servedOf.set(s.meal, (servedOf.get(s.meal) ?? 0) + eaten);
  if ((mealsOf.get(s.userId) ?? 0) !== eaten) problems.push(`estudiante ${s.userId}: ${mealsOf.get(s.userId) ?? 0} almuerzos, esperado ${eaten}`);
  if ((chargesOf.get(s.carnetId) ?? 0) !== eaten) problems.push(`carnet ${s.carnetId}: ${chargesOf.get(s.carnetId) ?? 0} movimientos, esperado ${eaten}`);
  const expected = initialSaldo.get(s.carnetId)! - eaten * priceOf.get(s.meal)!;
  if (saldos.get(s.carnetId) !== expected) problems.push(`carnet ${s.carnetId}: saldo ${saldos.get(s.carnetId)}, esperado ${expected}`);
}
const rushUsers = new Set(rush.map((s) => s.userId));
const others = [...mealsOf.keys()].filter((user) => !rushUsers.has(user));
if (others.length) problems.push(`almuerzos de usuarios fuera del benchmark: ${others.join(', ')}`);
for (const row of await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, meals))) {
  const expected = mealRows.find((p) => p.id === row.id)!.stock - (servedOf.get(row.id) ?? 0);
  if (row.stock !== expected) problems.push(`producto ${row.id}: stock ${row.stock}, esperado ${expected}`);
}
const [{ ready }] = await db
  .select({ ready: sql<number>`count(*)`.mapWith(Number) })
  .from(orders)
  .where(and(inArray(orders.id, toMark.length ? toMark : [0]), eq(orders.status, Number(ORDER_STATUS.ready))));
if (ready !== toMark.length) problems.push(`${ready} pedidos listos de ${toMark.length} marcados Listo`);

problems.push(...(await bookProblems(db)));

console.log(`served: ${served.size} of ${STUDENTS}; Listo: ${ready} of ${toMark.length}`);
console.log(
  problems.length
    ? `books: VIOLATED\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  … y ${problems.length - 20} más` : ''}`
    : 'books: held (each student one meal, one charge; saldo = initial − meal = sum of ledger; stock = initial − meals = sum of log; ' +
        'order = lines = −ledger; returning students charged nothing; live turns unique)',
);

await servers.stop();
await dispose();
process.exit(problems.length ? 1 : 0);

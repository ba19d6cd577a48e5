/**
 * Morning-rush benchmark: students through the school's gates on a fresh demo database, driven
 * over loopback HTTP as the guards' stations drive it, compressed (no pauses: each gate reads
 * its next student as soon as the server answers the last one).
 *   rush       `--students` (1500) students read at `--gates` (3) gates, each gate its share in
 *              a shuffled order (`GET /api/admin/turns/{code}/registerstar?gate=`, the
 *              credential's code), plus about 5% read twice in a row (a card held too long in
 *              front of the camera): those must answer `repeated: true` and log nothing. The
 *              school's rush takes `--minutes` (20) of real time; printed: passages/s, how much
 *              faster than real time, and scan → answer p50/p99;
 *   live view  `--viewers` (5) live gate views follow the gate's topic (`GET /api/events?topics=
 *              access.passages`) and reload `GET /api/admin/gate/live` on every event, as the web
 *              app's panel does (reloads never overlap: events during one fold into one more);
 *              printed: the time from a read being sent to its event at each view, and to a
 *              reload that includes it finishing (the view showing it).
 * The students: the demo school's active ones with an active credential, and new ones up to
 * `--students`, each with a credential. Then the books: one entry per student and none for a
 * second read, the live count of students inside = the students read. Asserts nothing about
 * time (shared machines are noisy); exits 1 only if a read was refused or answered wrong, the
 * log is wrong, or an event never reached a view.
 *
 *   npm run bench:gate [-- --students 1500 --gates 3 --viewers 5]
 *   BENCH_DATABASE_URL=postgres://… npm run bench:gate [-- --nodes 2]     (an empty database)
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { readEventStream } from '../src/dataProvider/eventStream';
import { ENTRY, type GateLive, type GateResult } from '../src/domain/access';
import { GATE_TOPIC } from '../src/domain/topics';
import { credentials, gates, passages, students, users } from '../server/db/schema';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { schoolToday } from '../server/time';
import { apiCall as call, arg, coalescingReload, pct, shuffle, sleep } from './support';
import { addStudents, demoDatabase } from './database';
import { pgbenchTps } from './pgbench';
import { startServers } from './servers';

const STUDENTS = arg('students', 1500);
const GATES = arg('gates', 3);
const MINUTES = arg('minutes', 20);
const VIEWERS = arg('viewers', 5);
const NODES = arg('nodes', 1);
const TWICE = Math.round(STUDENTS * 0.05);
const WAIT_MS = 10_000;

const { database, dispose } = await demoDatabase('gate');
const db = database.db;

// ── The students ────────────────────────────────────────────────────────────────────────
const demo = await db
  .select({ userId: users.id, code: credentials.code })
  .from(students)
  .innerJoin(users, eq(users.id, students.id_user))
  .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
  .where(and(eq(users.active, 1), eq(credentials.active, 1)))
  .orderBy(asc(users.id))
  .limit(STUDENTS);
const added = STUDENTS - demo.length;
const crowd = [...demo, ...(await addStudents(db, added, '96'))];
const gateIds = (await db.select({ id: gates.id }).from(gates).orderBy(asc(gates.id))).map((g) => g.id);
while (gateIds.length < GATES) {
  const [g] = await db
    .insert(gates)
    .values({ name: `Portería de prueba ${gateIds.length + 1}` })
    .returning({ id: gates.id });
  gateIds.push(g.id);
}
const { start: todayStart } = schoolToday('America/Bogota', systemClock.now());
const [{ before }] = await db
  .select({ before: sql<number>`count(*)`.mapWith(Number) })
  .from(passages)
  .where(sql`${passages.created_at} >= ${todayStart}`);

// ── The servers and the sessions ────────────────────────────────────────────────────────
const url = process.env.BENCH_DATABASE_URL;
const tps = url ? pgbenchTps(url, GATES) : null;
const servers = await startServers(database, url, NODES);
const nodeOf = (i: number) => servers.bases[i % servers.bases.length];

const signIn = async () =>
  (
    await call<{ token: string }>('POST', nodeOf(0), 'login', null, {
      email: DEMO_ADMIN,
      password: DEMO_PASSWORD,
    })
  ).body.data.token;
// One session per gate's station, one for the live views.
const tokens = await Promise.all(Array.from({ length: GATES }, signIn));
const viewerToken = await signIn();

console.log(
  `database: ${database.driver}, students: ${STUDENTS} (${demo.length} of the demo school, ${Math.max(0, added)} added) + ${TWICE} read twice, gates: ${GATES}, live views: ${VIEWERS}, ${servers.describe}`,
);
if (url)
  console.log(
    tps
      ? `reference: pgbench TPC-B, ${GATES} clients, same server, this run: ${tps.toFixed(0)} tps`
      : 'reference: pgbench not found',
  );

const problems: string[] = [];
const refusals = new Map<string, number>();

// ── The live views ──────────────────────────────────────────────────────────────────────
/** When each read was sent, by passage id once answered. */
const sentAt = new Map<number, number>();
const eventTimes: number[] = [];
const shownTimes: number[] = [];
const seenBy = new Map<number, number>();
let hellos = 0;
let lastLive: GateLive | null = null;
const abort = new AbortController();
Array.from({ length: VIEWERS }, (_, v) => {
  const base = nodeOf(v);
  /** Passages whose event arrived and that no finished reload has shown yet, with when the event came. */
  let pending: { id: number; at: number }[] = [];
  const reload = coalescingReload(async () => {
    const covered = pending;
    pending = [];
    const { body } = await call<GateLive>('GET', base, 'admin/gate/live', viewerToken);
    const now = performance.now();
    lastLive = body.data;
    for (const p of covered) {
      const sent = sentAt.get(p.id);
      if (sent !== undefined) shownTimes.push(now - sent);
    }
  }, abort.signal);
  return readEventStream(
    `${base}/events?topics=${GATE_TOPIC}`,
    (e) => {
      if (e.event === 'hello') hellos++;
      if (e.event === 'passage') {
        const { id } = JSON.parse(e.data) as { id: number };
        const now = performance.now();
        pending.push({ id, at: now });
        seenBy.set(id, (seenBy.get(id) ?? 0) + 1);
        const sent = sentAt.get(id);
        // The answer may still be on its way back when the event comes: counted once it is known.
        if (sent !== undefined) eventTimes.push(now - sent);
        else lateEvents.push({ id, at: now });
        reload().catch(() => undefined);
      }
    },
    abort.signal,
    () => viewerToken,
  ).catch(() => undefined);
});
const lateEvents: { id: number; at: number }[] = [];
while (hellos < VIEWERS) await sleep(20);

// Warm-up (not counted): a document nobody has, refused without logging anything.
for (let g = 0; g < GATES; g++) await call('GET', nodeOf(g), 'admin/turns/00000000/registerstar', tokens[g]);

// ── The rush ────────────────────────────────────────────────────────────────────────────
interface Read {
  student: number;
  again: boolean;
}
const order = shuffle(crowd.map((_, i) => i));
const queues: Read[][] = Array.from({ length: GATES }, (_, g) =>
  order.filter((_, i) => i % GATES === g).map((student) => ({ student, again: false })),
);
// A card held too long: read again right after, at the same gate.
for (const q of queues) {
  for (const i of shuffle(q.map((_, k) => k))
    .slice(0, Math.round(TWICE / GATES))
    .sort((a, b) => b - a))
    q.splice(i + 1, 0, { student: q[i].student, again: true });
}
const firstOf = new Map<number, number>();
const times: number[] = [];
let reads = 0;
let repeats = 0;

async function gate(g: number, queue: Read[]) {
  for (const { student, again } of queue) {
    const s = crowd[student];
    const started = performance.now();
    const { status, body } = await call<GateResult>(
      'GET',
      nodeOf(g),
      `admin/turns/${s.code}/registerstar?gate=${gateIds[g % gateIds.length]}`,
      tokens[g],
    );
    times.push(performance.now() - started);
    reads++;
    if (status !== 200) {
      refusals.set(`${status} ${body.message}`, (refusals.get(`${status} ${body.message}`) ?? 0) + 1);
      continue;
    }
    const answer = body.data;
    if (!again) {
      sentAt.set(answer.id_passage, started);
      firstOf.set(student, answer.id_passage);
      if (answer.repeated || answer.tipo !== ENTRY)
        problems.push(`estudiante ${s.userId}: la primera lectura no fue una entrada nueva`);
    } else {
      repeats++;
      if (!answer.repeated || answer.id_passage !== firstOf.get(student))
        problems.push(`estudiante ${s.userId}: la segunda lectura no fue el mismo paso`);
    }
  }
}

const rushStarted = performance.now();
await Promise.all(queues.map((queue, g) => gate(g, queue)));
const rushSeconds = (performance.now() - rushStarted) / 1000;
for (const e of lateEvents) {
  const sent = sentAt.get(e.id);
  if (sent !== undefined) eventTimes.push(e.at - sent);
}

// Every passage's event at every view, then one last reload each.
const deadline = Date.now() + WAIT_MS;
while (Date.now() < deadline && [...firstOf.values()].some((id) => (seenBy.get(id) ?? 0) < VIEWERS))
  await sleep(50);
const lost = [...firstOf.values()].filter((id) => (seenBy.get(id) ?? 0) < VIEWERS).length;
if (lost) problems.push(`${lost} pasos no llegaron a todas las vistas en vivo`);
await sleep(300);
abort.abort();

times.sort((a, b) => a - b);
eventTimes.sort((a, b) => a - b);
shownTimes.sort((a, b) => a - b);
console.log(
  `rush: ${reads} reads (${firstOf.size} students, ${repeats} read twice) at ${GATES} gates in ${rushSeconds.toFixed(1)} s: ${(firstOf.size / rushSeconds).toFixed(0)} passages/s ` +
    `(${(reads / rushSeconds).toFixed(0)} reads/s); ${MINUTES} simulated minutes served ${((MINUTES * 60) / rushSeconds).toFixed(1)}× faster than real time`,
);
console.log(`  scan → answer:          p50 ${pct(times, 50)} ms  p99 ${pct(times, 99)} ms`);
console.log(
  `  live view, event:       p50 ${pct(eventTimes, 50)} ms  p99 ${pct(eventTimes, 99)} ms  (${eventTimes.length} deliveries)`,
);
console.log(
  `  live view, shown:       p50 ${pct(shownTimes, 50)} ms  p99 ${pct(shownTimes, 99)} ms  (read sent → a reload including it done)`,
);
if (refusals.size) console.log(`  refused: ${JSON.stringify(Object.fromEntries(refusals))}`);
if (refusals.size) problems.push('lecturas rechazadas');

// ── The books ───────────────────────────────────────────────────────────────────────────
const [{ logged }] = await db
  .select({ logged: sql<number>`count(*)`.mapWith(Number) })
  .from(passages)
  .where(sql`${passages.created_at} >= ${todayStart}`);
if (logged - before !== firstOf.size)
  problems.push(`el registro tiene ${logged - before} pasos nuevos; se esperaban ${firstOf.size}`);
const [{ twice }] = await db
  .execute<{ twice: number }>(
    sql`
  select count(*)::int as twice from (select id_user from ${passages} where created_at >= ${todayStart} group by id_user having count(*) > 1) t`,
  )
  .then((r) => (r as unknown as { rows: { twice: number }[] }).rows);
if (Number(twice) > 0) problems.push(`${twice} estudiantes con más de un paso`);
const final = lastLive as GateLive | null;
if (final && final.dentro !== firstOf.size)
  problems.push(`la vista en vivo cuenta ${final.dentro} dentro; se leyeron ${firstOf.size}`);
console.log(
  problems.length
    ? `books: WRONG\n  ${problems.join('\n  ')}`
    : `books: right (${firstOf.size} entries, none for a second read; ${final?.dentro ?? '—'} students inside on the live view)`,
);

await servers.stop();
await dispose();
process.exit(problems.length ? 1 : 0);

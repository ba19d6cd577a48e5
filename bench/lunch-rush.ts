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
 *
 * This file is the runner: the students (lunch-rush/students.ts), the rush (lunch-rush/rush.ts), Listo
 * with the hall displays (lunch-rush/listo.ts) and the books (lunch-rush/books.ts).
 */
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { checkLunchBooks } from './lunch-rush/books';
import { runListo } from './lunch-rush/listo';
import { runRush } from './lunch-rush/rush';
import { lunchStudents } from './lunch-rush/students';
import { apiCall as call, arg, streamUserOf, streamUsers } from './support';
import { demoDatabase } from './database';
import { pgbenchTps } from './pgbench';
import { startServers } from './servers';
import { MAX_STREAMS_PER_SESSION } from '../server/plugins/event-streams';

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

const { database, dispose } = await demoDatabase('lunch');
const db = database.db;

// ── The students ────────────────────────────────────────────────────────────────────────
const students = await lunchStudents(db, STUDENTS, TOP_UP);
const { demo, added, rush } = students;

// ── The servers and the sessions ────────────────────────────────────────────────────────
const url = process.env.BENCH_DATABASE_URL;
// The reference first, on an idle server: TPC-B with as many clients as terminals.
const tps = url ? pgbenchTps(url, TERMINALS) : null;
const servers = await startServers(database, url, NODES);
const nodeOf = (i: number) => servers.bases[i % servers.bases.length];

const signIn = async (email = DEMO_ADMIN) =>
  (
    await call<{ token: string }>('POST', nodeOf(0), 'login', null, {
      email,
      password: DEMO_PASSWORD,
    })
  ).body.data.token;
// The admin works the terminals and the kitchen; more sessions of theirs become the hall displays' (display-only).
const token = await signIn();
// A session holds at most MAX_STREAMS_PER_SESSION event streams on a node, and a user MAX_STREAMS_PER_USER:
// one display session per that many displays, of the admin and of more users of the admin's role.
const displayUsers = await streamUsers(nodeOf(0), token, {
  email: DEMO_ADMIN,
  password: DEMO_PASSWORD,
  streams: DISPLAYS,
});
const displayTokens: string[] = [];
for (let d = 0; d < DISPLAYS; d += MAX_STREAMS_PER_SESSION) {
  const owner = await signIn(displayUsers[streamUserOf(displayTokens.length)]);
  displayTokens.push(
    (await call<{ token: string }>('POST', nodeOf(0), 'display/session', owner, {})).body.data.token,
  );
}

console.log(
  `database: ${database.driver}, students: ${STUDENTS} (${demo.length} of the demo school, ${added} added) + ${RETURNS} coming back, ` +
    `terminals: ${TERMINALS}, displays: ${DISPLAYS}, ${servers.describe}`,
);
if (url)
  console.log(
    tps
      ? `reference: pgbench TPC-B, ${TERMINALS} clients, same server, this run: ${tps.toFixed(0)} tps`
      : 'reference: pgbench not found',
  );

const problems: string[] = [];
const served = await runRush(rush, {
  terminals: TERMINALS,
  returns: RETURNS,
  minutes: MINUTES,
  nodeOf,
  token,
  problems,
});
const toMark = await runListo(served, {
  displays: DISPLAYS,
  ready: READY,
  nodeOf,
  token,
  displayTokens,
  problems,
});
const ready = await checkLunchBooks(db, students, served, toMark, problems);

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

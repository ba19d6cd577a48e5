/**
 * The lunch-rush benchmark's rush: the students scanned at the terminals, each terminal its share in a
 * shuffled order, plus those who come back to the next terminal after being served (they must answer
 * `repeated: true` and be charged nothing). Prints scans/s, the compression against the school's real
 * time and the time from scan to answer; answers who was served, with their order and balance.
 */
import type { ScanResult } from '../../src/domain/restaurant';
import { apiCall as call, pct, shuffle, sleep } from '../support';
import type { LunchStudent } from './students';

/** The largest of sorted figures, printed as the percentiles are. */
export const max = (sorted: number[]) => (sorted.length ? sorted[sorted.length - 1].toFixed(1) : '—');

interface Scan {
  student: number;
  back: boolean;
}

export interface RushOptions {
  terminals: number;
  /** Students who come back after being served. */
  returns: number;
  /** How long the rush takes at the school, in minutes (the simulated time). */
  minutes: number;
  nodeOf: (i: number) => string;
  token: string;
  /** What went wrong, added to. */
  problems: string[];
}

export async function runRush(
  rush: LunchStudent[],
  { terminals: TERMINALS, returns: RETURNS, minutes: MINUTES, nodeOf, token, problems }: RushOptions,
) {
  const refusals = new Map<string, number>();
  const refuse = (what: string) => refusals.set(what, (refusals.get(what) ?? 0) + 1);

  // Warm-up (not counted): scans of a document no one has, refused 404 without touching money.
  for (let i = 0; i < TERMINALS; i++)
    await call('GET', nodeOf(i), 'restaurant/requests/00000000/registerstarVenta', token);

  const order = shuffle(rush.map((_, i) => i));
  const queues: Scan[][] = Array.from({ length: TERMINALS }, (_, t) =>
    order.filter((_, i) => i % TERMINALS === t).map((student) => ({ student, back: false })),
  );
  // A returning student comes to the next terminal, somewhere after where the first one served them.
  for (const position of shuffle(order.map((_, i) => i)).slice(0, RETURNS)) {
    const t = position % TERMINALS;
    const queue = queues[(t + 1) % TERMINALS];
    const after = Math.floor(position / TERMINALS) + 1;
    queue.splice(after + Math.floor(Math.random() * (queue.length - after + 1)), 0, {
      student: order[position],
      back: true,
    });
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
      const { status, body } = await call<ScanResult>(
        'GET',
        nodeOf(t),
        `restaurant/requests/${s.code}/registerstarVenta`,
        token,
      );
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
          problems.push(
            `estudiante ${s.userId}: la segunda lectura no respondió repeated con el mismo pedido y saldo (${JSON.stringify(answer)})`,
          );
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
  console.log(
    `rush: ${scans} scans (${firstTimes.length} students, ${backTimes.length} coming back) at ${TERMINALS} terminals in ${rushSeconds.toFixed(1)} s: ` +
      `${(scans / rushSeconds).toFixed(0)} scans/s; ${MINUTES} simulated minutes served ${((MINUTES * 60) / rushSeconds).toFixed(1)}× faster than real time`,
  );
  console.log(
    `  scan → answer:               p50 ${pct(allTimes, 50)} ms  p99 ${pct(allTimes, 99)} ms  max ${max(allTimes)} ms`,
  );
  console.log(
    `  coming back (repeated, free): p50 ${pct(backTimes, 50)} ms  p99 ${pct(backTimes, 99)} ms  max ${max(backTimes)} ms`,
  );
  if (refusals.size) console.log(`  refused: ${JSON.stringify(Object.fromEntries(refusals))}`);
  if (refused.size)
    problems.push(`${refused.size} estudiantes con saldo y stock suficientes no fueron atendidos`);
  return served;
}

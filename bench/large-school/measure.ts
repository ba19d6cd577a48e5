/**
 * What the large-school benchmark's parts share: the server node they measure with the administrator's
 * token and the run's settings, `timed` (calls by concurrent clients, sorted milliseconds) and the
 * Markdown table rows with ✓ or ✗ against a goal.
 */
import type { ServerNode } from '../servers';

export interface LargeSchoolBench {
  node: ServerNode;
  token: string;
  /** A GET of `path` with the administrator's token. */
  get: (path: string) => Promise<{ status: number }>;
  /** Calls per list measure, and of the dashboard. */
  requests: number;
  /** Clients calling a list at once. */
  concurrency: number;
  /** Runs of each report and each Excel, one after the other. */
  runs: number;
  /** The school's time zone. */
  tz: string;
}

/** `count` calls of `call` by `clients` at once: sorted milliseconds. */
export async function timed(
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

export const verdict = (value: number, goal: number) => (value < goal ? '✓' : '✗');
export const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

/**
 * What the benchmarks share, small: their command-line numbers, a pause, a shuffle, a live screen's
 * reload, a JSON call to the API and a percentile. The server they drive: servers.ts; the demo
 * school they run on and its books: database.ts; pgbench's reference figure: pgbench.ts.
 */

export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The list in a random order (in place). */
export const shuffle = <T>(list: T[]): T[] => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

/**
 * A view's reload as the web app's live screens do it: reloads never overlap, and the calls that
 * come during one fold into one more after it (until `stop` is aborted).
 */
export function coalescingReload(load: () => Promise<void>, stop: AbortSignal): () => Promise<void> {
  let running = false;
  let again = false;
  return async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await load();
      } while (again && !stop.aborted);
    } finally {
      running = false;
    }
  };
}

/** A JSON call to the API at `base`, its status and envelope. */
export async function apiCall<T>(
  method: string,
  base: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; message: string; data: T },
  };
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '—';

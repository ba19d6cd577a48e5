/**
 * What the benchmarks share, small: their command-line numbers, a pause, a shuffle, a live screen's
 * reload, a JSON call to the API, the users many live screens sign in as, and a percentile. The
 * server they drive: servers.ts; the demo school they run on and its books: database.ts; pgbench's
 * reference figure: pgbench.ts.
 */
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '../server/plugins/event-streams';

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

/**
 * The e-mails of the users `streams` live screens sign in as, none holding more than
 * MAX_STREAMS_PER_USER streams on a node (server/plugins/event-streams.ts): `email` first, then new
 * users of its role with `password`, created by `adminToken` through the users' API at `base`.
 * Session k (streams k·MAX_STREAMS_PER_SESSION on) is of user `streamUserOf(k)`.
 */
export async function streamUsers(
  base: string,
  adminToken: string,
  { email, password, streams }: { email: string; password: string; streams: number },
): Promise<string[]> {
  const found = await apiCall<{ email: string; id_rol: number }[]>(
    'GET',
    base,
    `admin/users?q=${encodeURIComponent(email)}`,
    adminToken,
  );
  const role = found.body.data.find((u) => u.email === email)?.id_rol;
  if (!role) throw new Error(`no se encontró el usuario ${email}`);
  const emails = [email];
  while (emails.length * MAX_STREAMS_PER_USER < streams) {
    const n = emails.length;
    const created = await apiCall('POST', base, 'admin/users', adminToken, {
      name: `Pantalla ${n}`,
      email: `pantalla${n}.${email}`,
      type_doc: 1,
      num_doc: `990077${n}`,
      id_rol: role,
      password,
    });
    if (created.status !== 201) throw new Error(`usuario de pantallas ${n}: ${created.body.message}`);
    emails.push(`pantalla${n}.${email}`);
  }
  return emails;
}

/** The index in `streamUsers` of the user of live-screen session `k`. */
export const streamUserOf = (k: number) => Math.floor((k * MAX_STREAMS_PER_SESSION) / MAX_STREAMS_PER_USER);

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '—';

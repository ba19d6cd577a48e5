/**
 * What the money benchmarks share: the server they drive (in this process on PGlite, which one
 * process owns; on PostgreSQL, N separate API node processes, as a school that outgrows one
 * would run them) and pgbench's TPC-B throughput on the same server in the same run, the
 * reference their figures are printed against (shared machines are noisy: only a ratio
 * measured at the same moment means something).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client';
import { checkBooks } from '../server/db/books';
import { seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty, STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../server/db/seed';
import { newCredentialCode } from '../server/modules/credentials/service';
import { credentials, roles, students, users } from '../server/db/schema';
import { eq } from 'drizzle-orm';

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

/**
 * A fresh demo school: PGlite in a scratch folder, or the empty PostgreSQL database of
 * BENCH_DATABASE_URL (anything else stops the run); `dispose` closes it and removes the folder.
 */
export async function demoDatabase(name: string): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const database = process.env.BENCH_DATABASE_URL ? await openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite(join(dir, 'data'));
  if (!(await isEmpty(database.db))) {
    console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
    process.exit(2);
  }
  await seedDemo(database.db, { clock: systemClock });
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` new students ('Estudiante de prueba n', documents `<prefix>00000001`…), each with a
 * credential; `meal(i)` their default meal, if any. Answers their user, credential and code.
 */
export async function addStudents(db: Db, count: number, prefix: string, meal: (i: number) => number | null = () => null) {
  if (count <= 0) return [];
  const [studentRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Estudiante de prueba ${i + 1}`,
        email: `estudiante.${prefix}.${i + 1}@estudiantes.colegio.demo`,
        type_doc: 4,
        num_doc: `${prefix}${String(i + 1).padStart(8, '0')}`,
        id_rol: studentRole.id,
        password_hash: UNUSABLE_PASSWORD_HASH,
      })),
    )
    .returning({ id: users.id });
  await db.insert(students).values(created.map((u, i) => ({ id_user: u.id, id_product_default: meal(i) })));
  return db
    .insert(credentials)
    .values(created.map((u) => ({ id_user_primary: u.id, code: newCredentialCode() })))
    .returning({ credentialId: credentials.id, userId: credentials.id_user_primary, code: credentials.code });
}

/** A JSON call to the API at `base`, its status and envelope. */
export async function apiCall<T>(method: string, base: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: T } };
}

export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '—';

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Servers {
  /** One API base URL per node (`http://127.0.0.1:port/api`). */
  bases: string[];
  describe: string;
  stop: () => Promise<void>;
}

/** Builds the compiled server (dist-server/main.js), as `npm start` runs it; once per benchmark. */
let built = false;
export function buildCompiledServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
  built = true;
}

export interface ServerNode {
  /** `http://127.0.0.1:port/api`. */
  base: string;
  child: ChildProcess;
}

/**
 * One compiled server process on `env`'s database (DATA_DIR or DATABASE_URL), on a free port,
 * once its `/api/health` answers. BENCH_NODE_ARGS: extra node flags, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
 */
export async function startServerNode(env: NodeJS.ProcessEnv): Promise<ServerNode> {
  buildCompiledServer();
  const port = await freePort();
  const flags = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, 'dist-server/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (up) return { base, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`El servidor ${base} no respondió`);
    await sleep(200);
  }
}

/** Stops server processes (SIGTERM, then SIGKILL after 5 s). */
export async function stopServerNodes(nodes: readonly ServerNode[]): Promise<void> {
  await Promise.all(
    nodes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/**
 * PGlite: the app in this process. PostgreSQL (`url`): `nodes` compiled server processes on the
 * already seeded database, each on its own port.
 */
export async function startServers(database: Database, url: string | undefined, nodes: number): Promise<Servers> {
  if (!url || nodes < 1) {
    const app: FastifyInstance = await buildApp(database, { ...loadConfig({}), webRoot: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      bases: [`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`],
      describe: 'API in the benchmark process',
      stop: () => app.close(),
    };
  }
  const started: ServerNode[] = [];
  for (let i = 0; i < nodes; i++) started.push(await startServerNode({ DATABASE_URL: url, DEMO: '0' }));
  return {
    bases: started.map((n) => n.base),
    describe: `${nodes} API node process${nodes > 1 ? 'es' : ''}`,
    stop: () => stopServerNodes(started),
  };
}

/** How pgbench and psql reach the server of `url`. */
function pgConnection(url: string) {
  const target = new URL(url);
  return {
    args: ['-h', target.hostname, '-p', target.port || '5432', '-U', decodeURIComponent(target.username || 'postgres')],
    env: { ...process.env, ...(target.password ? { PGPASSWORD: decodeURIComponent(target.password) } : {}) },
    database: target.pathname.slice(1) || 'postgres',
  };
}

/** Whether pgbench is installed. */
export function hasPgbench(): boolean {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** pgbench's transactions per second with `args` (clients, script…) on `database`, or null. */
export function pgbenchRun(url: string, args: string[], database = pgConnection(url).database): number | null {
  const { args: connection, env } = pgConnection(url);
  let out: string;
  try {
    out = execFileSync('pgbench', [...connection, ...args, database], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    // A client aborted (a script's statement failed): pgbench's own words say which.
    process.stderr.write(String((err as { stderr?: string }).stderr ?? ''));
    throw err;
  }
  const match = /tps = ([\d.]+)/.exec(out);
  return match ? Number(match[1]) : null;
}

/**
 * pgbench's TPC-B transactions per second on the server of `url`, with `clients` clients for
 * `seconds`, in a scratch database created and dropped here; null when pgbench is missing.
 */
export function pgbenchTps(url: string, clients: number, seconds = 10): number | null {
  if (!hasPgbench()) return null;
  const { args: connection, env, database: maintenance } = pgConnection(url);
  const scratch = `bench_pgbench_${randomBytes(3).toString('hex')}`;
  const psql = (sql: string) => execFileSync('psql', [...connection, '-d', maintenance, '-qc', sql], { env, stdio: 'ignore' });
  try {
    psql(`create database ${scratch}`);
    execFileSync('pgbench', [...connection, '-i', '-q', '-s', '10', scratch], { env, stdio: 'ignore' });
    return pgbenchRun(url, ['-c', String(clients), '-j', '2', '-T', String(seconds)], scratch);
  } finally {
    try {
      psql(`drop database if exists ${scratch}`);
    } catch {
      // The figure is printed all the same; a scratch database left behind is named bench_pgbench_*.
    }
  }
}

/** What every benchmark checks of the books at its end (server/db/books.ts): one line per rule broken. */
export async function bookProblems(db: Db): Promise<string[]> {
  return (await checkBooks(db)).filter((b) => b.broken > 0).map((b) => `${b.broken} filas: ${b.rule}`);
}

/**
 * The server the money benchmarks drive: in this process on PGlite, which one process owns; on
 * PostgreSQL, N separate API node processes (the compiled server, as `npm start` runs it), as a
 * school that outgrows one would run them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { sleep } from './support';

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
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
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
export async function startServers(
  database: Database,
  url: string | undefined,
  nodes: number,
): Promise<Servers> {
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

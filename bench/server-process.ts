/**
 * The server process (issue 17 item 5): start-up time and resident memory of the server run
 * through the TypeScript loader (`node --import tsx server/main.ts`, as `npm start` did) and
 * compiled (`node dist-server/main.js`, as it does now), on the same demo database:
 *   start-up    spawn → `/api/health` answers, on a database already migrated and seeded
 *               (median of `--starts`, 3);
 *   idle        resident memory (VmRSS) 3 s after start-up;
 *   load        the highest resident memory while 8 clients make `--requests` (800) list calls
 *               (`GET /api/admin/users`, `GET /api/academic/students`), and their rate.
 * PGlite in a scratch folder, or the empty PostgreSQL database of BENCH_DATABASE_URL (seeded here).
 * Run `node scripts/build-server.mjs` first (`npm start` does). Prints figures; asserts nothing.
 *
 *   npm run bench:process [-- --starts 3 --requests 800]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../server/demo/seed';
import { apiCall, arg, sleep } from './support';

const STARTS = arg('starts', 3);
const REQUESTS = arg('requests', 800);
const CLIENTS = 8;
const url = process.env.BENCH_DATABASE_URL;

if (!existsSync('dist-server/main.js')) {
  console.error('Falta dist-server/main.js: ejecute antes `node scripts/build-server.mjs`.');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-process-'));
const env = (port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...(url ? { DATABASE_URL: url, DEMO: '1' } : { DATA_DIR: join(dir, 'data') }),
});
const MODES = {
  loader: ['--import', 'tsx', 'server/main.ts'],
  compiled: ['dist-server/main.js'],
} as const;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
};

async function start(mode: keyof typeof MODES, port: number): Promise<{ child: ChildProcess; ms: number }> {
  const began = performance.now();
  const child = spawn(process.execPath, [...MODES[mode]], {
    env: env(port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, ms: performance.now() - began };
    if (child.exitCode !== null)
      throw new Error(`el servidor (${mode}) terminó con código ${child.exitCode}`);
    if (performance.now() - began > 120_000) throw new Error(`el servidor (${mode}) no respondió`);
    await sleep(20);
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

let port = 18_400 + Math.floor(Math.random() * 1000);

// The first start migrates and loads the demo school; not measured.
{
  const { child } = await start('compiled', ++port);
  await stop(child);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const rows: string[] = [];
for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
  const starts: number[] = [];
  for (let i = 0; i < STARTS - 1; i++) {
    const { child, ms } = await start(mode, ++port);
    starts.push(ms);
    await stop(child);
  }
  const { child, ms } = await start(mode, ++port);
  starts.push(ms);
  const base = `http://127.0.0.1:${port}/api`;
  await sleep(3000);
  const idle = rssMb(child.pid!);
  const token = (
    await apiCall<{ token: string }>('POST', base, 'login', null, {
      email: DEMO_ADMIN,
      password: DEMO_PASSWORD,
    })
  ).body.data.token;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        await apiCall('GET', base, i % 2 ? 'admin/users?page=2' : 'academic/students', token);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(child.pid!));
  await stop(child);
  rows.push(
    `| ${mode === 'loader' ? 'through the TypeScript loader (tsx)' : 'compiled (dist-server/main.js)'} | ${median(starts).toFixed(0)} ms | ${idle.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${(REQUESTS / seconds).toFixed(0)} |`,
  );
}

console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite'}; start-up: median of ${STARTS}; load: ${REQUESTS} list calls from ${CLIENTS} clients`,
);
console.log('| server | start-up | memory idle | memory under load (peak) | requests/s |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
rmSync(dir, { recursive: true, force: true });

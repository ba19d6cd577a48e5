/**
 * pgbench's TPC-B throughput on the benchmark's PostgreSQL server in the same run: the reference the
 * money benchmarks' figures are printed against (shared machines are noisy: only a ratio measured at
 * the same moment means something), and pgbench runs of a benchmark's own scripts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** How pgbench and psql reach the server of `url`. */
function pgConnection(url: string) {
  const target = new URL(url);
  return {
    args: [
      '-h',
      target.hostname,
      '-p',
      target.port || '5432',
      '-U',
      decodeURIComponent(target.username || 'postgres'),
    ],
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
export function pgbenchRun(
  url: string,
  args: string[],
  database = pgConnection(url).database,
): number | null {
  const { args: connection, env } = pgConnection(url);
  let out: string;
  try {
    out = execFileSync('pgbench', [...connection, ...args, database], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  const psql = (sql: string) =>
    execFileSync('psql', [...connection, '-d', maintenance, '-qc', sql], { env, stdio: 'ignore' });
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

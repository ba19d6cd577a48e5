/**
 * PostgreSQL's client tools (pg_dump, pg_restore, psql) as the backups run them.
 *
 * The password never goes on their command line, where `ps` shows it to every user of the
 * machine: the tools get DATABASE_URL without it, and it travels in the child's environment
 * (PGPASSWORD), which only the same user (and root) can read.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface PgInvocation {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** A tool that ended with an error: its name, exit code and what it printed on stderr. */
export class PgToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly stderr: string,
  ) {
    super(stderr.trim() || `${tool} terminó con error`);
    this.name = 'PgToolFailed';
  }
}

/** The tool is not installed: say which package brings it. */
function toolError(command: string, err: unknown): Error {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
    return new Error(
      `No se encontró ${command}: instale las herramientas cliente de PostgreSQL (apt-get install postgresql-client)`,
    );
  }
  const stderr = (err as { stderr?: string }).stderr;
  return new PgToolFailed(command, stderr || (err as Error).message);
}

/** DATABASE_URL without its password (in the user part or as `?password=`), and that password. */
export function splitPassword(databaseUrl: string): { url: string; password: string | null } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  if (url.searchParams.has('password')) url.searchParams.delete('password');
  if (url.password) throw new Error('No se pudo separar la contraseña de DATABASE_URL');
  return { url: url.toString(), password: password || null };
}

/** `command args… --dbname=<url without password>`, the password in the environment. */
export function pgInvocation(
  command: string,
  args: string[],
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): PgInvocation {
  const { url, password } = splitPassword(databaseUrl);
  return {
    command,
    args: [...args, `--dbname=${url}`],
    env: password ? { ...env, PGPASSWORD: password } : { ...env },
  };
}

export const dumpInvocation = (databaseUrl: string, file: string) =>
  pgInvocation(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
    databaseUrl,
  );

/** psql reading a script on stdin: stops at the first error, prints nothing but errors. */
export const psqlInvocation = (databaseUrl: string) =>
  pgInvocation('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1'], databaseUrl);

export async function runPgDump(databaseUrl: string, file: string): Promise<void> {
  const { command, args, env } = dumpInvocation(databaseUrl, file);
  try {
    await execFileAsync(command, args, { env });
  } catch (err) {
    throw toolError(command, err);
  }
}

/** The table of contents of a custom-format dump (`pg_restore --list`); needs no database. */
export async function listDump(file: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    throw toolError('pg_restore', err);
  }
}

/** Resolves with the exit code once the child ended and its output was read; rejects if it did not start. */
function ended(command: string, child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', (err) => reject(toolError(command, err)));
    child.once('close', (code) => resolve(code));
  });
}

function collect(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (text.length < 64 * 1024) text += chunk;
  });
  return () => text;
}

/**
 * Restores a custom-format dump into `databaseUrl` in ONE transaction that ends with `finalSql`
 * (a check that raises an error to refuse). pg_restore turns the dump into an SQL script, psql
 * runs it after our BEGIN, and COMMIT is sent only once pg_restore has read the whole file
 * without error and after `finalSql`. Anything else — a damaged or truncated file, an SQL
 * error, the check refusing, a crash — ends psql without COMMIT, and PostgreSQL rolls all of it
 * back: the database is left exactly as it was.
 * (No --single-transaction: in script mode it would write its own COMMIT before our check.)
 */
export async function restoreInOneTransaction(
  databaseUrl: string,
  file: string,
  finalSql: string,
): Promise<void> {
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { command, args, env } = psqlInvocation(databaseUrl);
  const psql = spawn(command, args, { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const scriptErrors = collect(script);
  const psqlErrors = collect(psql);
  // psql stopped on an error: pg_restore would wait forever on the full pipe.
  let psqlEnded = false;
  const psqlDone = ended(command, psql).finally(() => {
    psqlEnded = true;
    if (script.exitCode === null) script.kill();
  });
  psqlDone.catch(() => undefined); // awaited below; its error is reported there
  psql.stdin!.on('error', () => undefined); // EPIPE once psql stopped: its exit code says why

  psql.stdin!.write('BEGIN;\n');
  script.stdout!.pipe(psql.stdin!, { end: false });
  const scriptCode = await ended('pg_restore', script).catch((err: Error) => {
    psql.kill('SIGKILL');
    throw err;
  });
  if (psqlEnded) {
    const code = await psqlDone;
    throw new PgToolFailed('psql', psqlErrors() || `psql terminó con el código ${code}`);
  }
  if (scriptCode !== 0) {
    psql.kill('SIGKILL'); // the connection drops before any COMMIT: PostgreSQL rolls back
    await psqlDone.catch(() => undefined);
    throw new PgToolFailed('pg_restore', scriptErrors());
  }
  psql.stdin!.end(`\n${finalSql}\nCOMMIT;\n`);
  const psqlCode = await psqlDone;
  if (psqlCode !== 0)
    throw new PgToolFailed('psql', psqlErrors() || `psql terminó con el código ${psqlCode}`);
}

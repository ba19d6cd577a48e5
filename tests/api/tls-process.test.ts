/**
 * HTTPS from the real server (compiled as `npm start` runs it), issue 28: the school's own
 * certificate files (made here by openssl) serve HTTPS — and plain HTTP on the same port, with
 * HSTS only over HTTPS; bad files stop the start with a Spanish message and exit code 1; TLS=auto
 * makes its authority once in DATA_DIR/tls, serves a certificate that authority signed for
 * 127.0.0.1 and localhost, offers the authority for download, keeps both on the next start and
 * makes a new server certificate (same authority) when it gets a new name.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENING, listeningPort } from './fixtures/child-processes';
import { buildCompiledServer, ROOT } from './fixtures/compiled-server';

const onPglite = process.env.TEST_DB_DRIVER !== 'pg';
let server: ReturnType<typeof buildCompiledServer> | null = null;
const children = new Set<ChildProcess>();
const dirs: string[] = [];

beforeAll(() => {
  if (onPglite) server = buildCompiledServer();
});
afterAll(async () => {
  await Promise.all([...children].map((child) => stop(child)));
  server?.remove();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tls-process-'));
  dirs.push(dir);
  return dir;
}

interface Spawned {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

interface Started extends Spawned {
  port: number;
}

/** The compiled server with `env`, on a port it binds itself (PORT=0) and logs (LOG_LEVEL=info). */
function spawnServer(env: NodeJS.ProcessEnv): Spawned {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO: '0',
    ADMIN_EMAIL: 'rectoria@colegio.test',
    ADMIN_PASSWORD: 'Candado2026!',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [server!.main], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  child.once('exit', () => children.delete(child));
  // 'close' comes once its output is read to the end too, so what it said is all there.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  return { child, out: () => out, err: () => err, exited };
}

/** A server that listens, with the port it says it took. */
async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const s = spawnServer(env);
  return { ...s, port: await listeningPort(s.child, s.err) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((done) => setTimeout(done, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One GET; over https it trusts only `ca` (and checks the certificate against `servername`, or the host). */
function get(url: string, tls: { ca?: string; servername?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const options = { host: target.hostname.replace(/^\[|\]$/g, ''), port: target.port, path: target.pathname, timeout: 10_000 };
    const req =
      target.protocol === 'https:'
        ? httpsRequest({ ...options, ca: tls.ca, servername: tls.servername, agent: false })
        : httpRequest({ ...options, agent: false });
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', fail);
    req.end();
  });
}

/** Waits until the server answers its health over https trusting `ca` (or says why it ended). */
async function waitHealthy(s: Started, ca: string) {
  await expect
    .poll(
      async () => {
        if (s.child.exitCode !== null) return `exited ${s.child.exitCode}: ${s.err()}`;
        return get(`https://127.0.0.1:${s.port}/api/health`, { ca }).then(
          (res) => (JSON.parse(res.body) as { code: number }).code,
          (err: Error) => err.message,
        );
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(1);
}

function openssl(dir: string, name: string, extra: string[] = []): { cert: string; key: string } {
  const cert = join(dir, `${name}.crt`);
  const key = join(dir, `${name}.key`);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', key, '-out', cert, ...extra,
  ], { stdio: 'ignore' });
  return { cert, key };
}

const NO_STACK = /^\s+at /m;

describe.runIf(onPglite)('HTTPS with the school’s certificate files', () => {
  it('answers HTTPS trusting that certificate, and plain HTTP on the same port; HSTS only over HTTPS', async () => {
    const dir = tempDir();
    const files = openssl(dir, 'colegio');
    const ca = readFileSync(files.cert, 'utf8');
    const s = await start({ DATA_DIR: join(dir, 'data'), TLS_CERT_FILE: files.cert, TLS_KEY_FILE: files.key });
    await waitHealthy(s, ca);

    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await get(`https://${host}:${s.port}/api/health`, { ca });
      expect(JSON.parse(res.body)).toMatchObject({ code: 1, data: { status: 'ready' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    // The verification is real: without trusting the certificate, the connection is refused.
    await expect(get(`https://127.0.0.1:${s.port}/api/health`)).rejects.toThrow(/self[- ]signed/i);

    const plain = await get(`http://127.0.0.1:${s.port}/api/health`);
    expect(JSON.parse(plain.body)).toMatchObject({ code: 1 });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const status = JSON.parse((await get(`https://127.0.0.1:${s.port}/api/tls`, { ca })).body);
    expect(status.data).toEqual({ https: true, auto: false, fingerprint: null });
    expect((await get(`https://127.0.0.1:${s.port}/api/tls/ca.crt`, { ca })).status).toBe(404);

    // It says where it answers.
    expect(s.out()).toContain(`Escuchando en https://127.0.0.1:${s.port}`);
    await stop(s.child);
    expect(s.child.exitCode).toBe(0);
  }, 120_000);

  it('refuses bad files at start with a Spanish message and exit code 1, listening nowhere', async () => {
    const dir = tempDir();
    const good = openssl(dir, 'bueno');
    const other = openssl(dir, 'otro');
    const garbage = join(dir, 'basura.crt');
    writeFileSync(garbage, 'esto no es un certificado\n');
    const locked = join(dir, 'cifrada.key');
    execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-aes256', '-pass', 'pass:secreta', '-out', locked], { stdio: 'ignore' });
    const missing = join(dir, 'no-existe.crt');

    const cases: [NodeJS.ProcessEnv, string][] = [
      [{ TLS_CERT_FILE: missing, TLS_KEY_FILE: good.key }, `No se pudo leer TLS_CERT_FILE=${missing}: no existe.`],
      [{ TLS_CERT_FILE: garbage, TLS_KEY_FILE: good.key }, `TLS_CERT_FILE=${garbage} no contiene un certificado PEM`],
      [{ TLS_CERT_FILE: good.cert, TLS_KEY_FILE: good.cert }, `TLS_KEY_FILE=${good.cert} no contiene una clave privada PEM sin contraseña.`],
      [{ TLS_CERT_FILE: good.cert, TLS_KEY_FILE: locked }, `TLS_KEY_FILE=${locked} no contiene una clave privada PEM sin contraseña.`],
      [{ TLS_CERT_FILE: good.cert, TLS_KEY_FILE: other.key }, `La clave TLS_KEY_FILE=${other.key} no corresponde al certificado TLS_CERT_FILE=${good.cert}.`],
      [{ TLS_CERT_FILE: good.cert }, 'Configuración inválida: falta TLS_KEY_FILE'],
      [{ TLS: 'auto', TRUST_PROXY: 'todos' }, 'Configuración inválida: TRUST_PROXY: «todos»'],
    ];
    for (const [i, [env, message]] of cases.entries()) {
      const s = spawnServer({ DATA_DIR: join(dir, `data-${i}`), ...env });
      expect(await s.exited, message).toBe(1);
      expect(s.err(), message).toContain(message);
      expect(s.err(), message).not.toMatch(NO_STACK);
      expect(s.out(), message).not.toMatch(LISTENING);
    }
  }, 120_000);
});

describe.runIf(onPglite)('TLS=auto', () => {
  it('makes its authority once, serves a certificate it signed, offers it for download and keeps both', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await start({ DATA_DIR: dataDir, TLS: 'auto' });
    // Plain HTTP on the same port: the authority can be fetched before any device trusts it.
    await expect
      .poll(() => get(`http://127.0.0.1:${first.port}/api/tls/ca.pem`).then((r) => r.status, () => (first.child.exitCode === null ? 0 : first.err())), {
        timeout: 90_000,
        interval: 250,
      })
      .toBe(200);
    const pem = await get(`http://127.0.0.1:${first.port}/api/tls/ca.pem`);
    expect(pem.headers['content-type']).toContain('application/x-pem-file');
    expect(pem.body).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----\n$/);
    const ca = pem.body;
    expect(readFileSync(join(dataDir, 'tls/ca/ca.crt'), 'utf8')).toBe(ca);
    const crt = await get(`http://127.0.0.1:${first.port}/api/tls/ca.crt`);
    expect(crt.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(crt.headers['content-disposition']).toBe('attachment; filename="autoridad-colegio.crt"');
    expect(crt.body).toBe(ca);

    const authority = new X509Certificate(ca);
    expect(authority.ca).toBe(true);
    const status = JSON.parse((await get(`http://127.0.0.1:${first.port}/api/tls`)).body);
    expect(status.data).toEqual({ https: true, auto: true, fingerprint: authority.fingerprint256 });
    expect(first.out()).toContain(authority.fingerprint256);

    // The server certificate is accepted by a client that trusts only the downloaded authority.
    await waitHealthy(first, ca);
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await get(`https://${host}:${first.port}/api/health`, { ca });
      expect(JSON.parse(res.body).code, host).toBe(1);
    }
    await expect(get(`https://127.0.0.1:${first.port}/api/health`)).rejects.toThrow(/certificate/i);
    await expect(get(`https://127.0.0.1:${first.port}/api/health`, { ca, servername: 'otro.example' })).rejects.toThrow(/otro\.example/);

    for (const key of ['tls/ca/ca.key', 'tls/server.key']) expect(statSync(join(dataDir, key)).mode & 0o777, key).toBe(0o600);
    const serverCert = readFileSync(join(dataDir, 'tls/server.crt'), 'utf8');
    await stop(first.child);

    // The next start keeps the authority and the server certificate.
    const second = await start({ DATA_DIR: dataDir, TLS: 'auto' });
    await waitHealthy(second, ca);
    const again = JSON.parse((await get(`https://127.0.0.1:${second.port}/api/tls`, { ca })).body);
    expect(again.data.fingerprint).toBe(authority.fingerprint256);
    expect(readFileSync(join(dataDir, 'tls/server.crt'), 'utf8')).toBe(serverCert);
    await stop(second.child);

    // A new name (the school's DNS name for it): a new server certificate, from the same authority.
    const third = await start({ DATA_DIR: dataDir, TLS: 'auto', TLS_NAMES: 'backoffice.colegio.test' });
    await waitHealthy(third, ca);
    const named = await get(`https://127.0.0.1:${third.port}/api/health`, { ca, servername: 'backoffice.colegio.test' });
    expect(JSON.parse(named.body).code).toBe(1);
    expect(readFileSync(join(dataDir, 'tls/server.crt'), 'utf8')).not.toBe(serverCert);
    expect(readFileSync(join(dataDir, 'tls/ca/ca.crt'), 'utf8')).toBe(ca);
    await stop(third.child);
    expect(third.child.exitCode).toBe(0);
  }, 240_000);
});

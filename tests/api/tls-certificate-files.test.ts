/**
 * HTTPS from the real server (compiled as `npm start` runs it), issue 28: the school's own
 * certificate files (made here by openssl) serve HTTPS — and plain HTTP on the same port, with
 * HSTS only over HTTPS; bad files stop the start with a Spanish message and exit code 1. TLS=auto:
 * tls-auto.test.ts.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTENING } from './fixtures/child-processes';
import {
  get,
  onPglite,
  openTlsServer,
  spawnServer,
  start,
  stop,
  tempDir,
  waitHealthy,
} from './fixtures/tls-server';

openTlsServer();

function openssl(dir: string, name: string, extra: string[] = []): { cert: string; key: string } {
  const cert = join(dir, `${name}.crt`);
  const key = join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
      ...extra,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

const NO_STACK = /^\s+at /m;

describe.runIf(onPglite)('HTTPS with the school’s certificate files', () => {
  it('answers HTTPS trusting that certificate, and plain HTTP on the same port; HSTS only over HTTPS', async () => {
    const dir = tempDir();
    const files = openssl(dir, 'colegio');
    const ca = readFileSync(files.cert, 'utf8');
    const s = await start({
      DATA_DIR: join(dir, 'data'),
      TLS_CERT_FILE: files.cert,
      TLS_KEY_FILE: files.key,
    });
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
    expect(status.data).toEqual({ https: true, auto: false, fingerprint: null, scope: null });
    expect((await get(`https://127.0.0.1:${s.port}/api/tls/ca.crt`, { ca })).status).toBe(404);

    // It says where it answers.
    expect(s.stdout()).toContain(`Escuchando en https://127.0.0.1:${s.port}`);
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
    execFileSync(
      'openssl',
      ['genpkey', '-algorithm', 'RSA', '-aes256', '-pass', 'pass:secreta', '-out', locked],
      { stdio: 'ignore' },
    );
    const missing = join(dir, 'no-existe.crt');

    const cases: [NodeJS.ProcessEnv, string][] = [
      [
        { TLS_CERT_FILE: missing, TLS_KEY_FILE: good.key },
        `No se pudo leer TLS_CERT_FILE=${missing}: no existe.`,
      ],
      [
        { TLS_CERT_FILE: garbage, TLS_KEY_FILE: good.key },
        `TLS_CERT_FILE=${garbage} no contiene un certificado PEM`,
      ],
      [
        { TLS_CERT_FILE: good.cert, TLS_KEY_FILE: good.cert },
        `TLS_KEY_FILE=${good.cert} no contiene una clave privada PEM sin contraseña.`,
      ],
      [
        { TLS_CERT_FILE: good.cert, TLS_KEY_FILE: locked },
        `TLS_KEY_FILE=${locked} no contiene una clave privada PEM sin contraseña.`,
      ],
      [
        { TLS_CERT_FILE: good.cert, TLS_KEY_FILE: other.key },
        `La clave TLS_KEY_FILE=${other.key} no corresponde al certificado TLS_CERT_FILE=${good.cert}.`,
      ],
      [{ TLS_CERT_FILE: good.cert }, 'Configuración inválida: falta TLS_KEY_FILE'],
      [{ TLS: 'auto', TRUST_PROXY: 'todos' }, 'Configuración inválida: TRUST_PROXY: «todos»'],
    ];
    for (const [i, [env, message]] of cases.entries()) {
      const s = spawnServer({ DATA_DIR: join(dir, `data-${i}`), ...env });
      expect(await s.exited, message).toBe(1);
      expect(s.stderr(), message).toContain(message);
      expect(s.stderr(), message).not.toMatch(NO_STACK);
      expect(s.stdout(), message).not.toMatch(LISTENING);
    }
  }, 120_000);
});

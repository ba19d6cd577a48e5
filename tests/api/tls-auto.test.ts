/**
 * TLS=auto from the real server (compiled as `npm start` runs it), issue 28: it makes its authority
 * once in DATA_DIR/tls, limited to its own names and the private ranges (issue 50), serves a
 * certificate that authority signed for 127.0.0.1, localhost and TLS_NAMES, offers the authority
 * for download and keeps both on the next start; a name it gets later is outside the authority:
 * left out, with the log saying how to cover it. An authority made before the limits keeps
 * working and the log says how to replace it. The school's own certificate files:
 * tls-certificate-files.test.ts.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, onPglite, openTlsServer, start, stop, tempDir, waitHealthy } from './fixtures/tls-server';

openTlsServer();

describe.runIf(onPglite)('TLS=auto', () => {
  it('makes its authority once, serves a certificate it signed, offers it for download and keeps both', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await start({ DATA_DIR: dataDir, TLS: 'auto', TLS_NAMES: 'backoffice.colegio.test' });
    // Plain HTTP on the same port: the authority can be fetched before any device trusts it.
    await expect
      .poll(
        () =>
          get(`http://127.0.0.1:${first.port}/api/tls/ca.pem`).then(
            (r) => r.status,
            () => (first.child.exitCode === null ? 0 : first.stderr()),
          ),
        {
          timeout: 90_000,
          interval: 250,
        },
      )
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
    expect(status.data).toEqual({
      https: true,
      auto: true,
      fingerprint: authority.fingerprint256,
      scope: {
        names: expect.arrayContaining(['localhost', 'backoffice.colegio.test']),
        ranges: expect.arrayContaining(['127.0.0.0/8', '10.0.0.0/8', '192.168.0.0/16', '::1/128']),
      },
    });
    const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: ca }).toString();
    expect(text).toMatch(/X509v3 Name Constraints: critical\s+Permitted:/);
    expect(text).toContain('DNS:backoffice.colegio.test');
    expect(text).toContain('IP:192.168.0.0/255.255.0.0');
    expect(first.stdout()).toContain(authority.fingerprint256);

    // The server certificate is accepted by a client that trusts only the downloaded authority.
    await waitHealthy(first, ca);
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await get(`https://${host}:${first.port}/api/health`, { ca });
      expect(JSON.parse(res.body).code, host).toBe(1);
    }
    await expect(get(`https://127.0.0.1:${first.port}/api/health`)).rejects.toThrow(/certificate/i);
    await expect(
      get(`https://127.0.0.1:${first.port}/api/health`, { ca, servername: 'otro.example' }),
    ).rejects.toThrow(/otro\.example/);

    for (const key of ['tls/ca/ca.key', 'tls/server.key'])
      expect(statSync(join(dataDir, key)).mode & 0o777, key).toBe(0o600);
    const serverCert = readFileSync(join(dataDir, 'tls/server.crt'), 'utf8');
    await stop(first.child);

    // The next start keeps the authority and the server certificate.
    const second = await start({ DATA_DIR: dataDir, TLS: 'auto', TLS_NAMES: 'backoffice.colegio.test' });
    await waitHealthy(second, ca);
    const again = JSON.parse((await get(`https://127.0.0.1:${second.port}/api/tls`, { ca })).body);
    expect(again.data.fingerprint).toBe(authority.fingerprint256);
    expect(readFileSync(join(dataDir, 'tls/server.crt'), 'utf8')).toBe(serverCert);

    // The school's DNS name, given when the authority was made: in the certificate.
    const named = await get(`https://127.0.0.1:${second.port}/api/health`, {
      ca,
      servername: 'backoffice.colegio.test',
    });
    expect(JSON.parse(named.body).code).toBe(1);
    await stop(second.child);

    // A name given later is outside the authority: left out, and the log says how to cover it.
    const third = await start({ DATA_DIR: dataDir, TLS: 'auto', TLS_NAMES: 'otro.colegio.test' });
    await waitHealthy(third, ca);
    await expect(
      get(`https://127.0.0.1:${third.port}/api/health`, { ca, servername: 'otro.colegio.test' }),
    ).rejects.toThrow(/otro\.colegio\.test/);
    expect(third.stdout()).toMatch(/La autoridad local no cubre otro\.colegio\.test: .*mueva la carpeta/);
    expect(readFileSync(join(dataDir, 'tls/ca/ca.crt'), 'utf8')).toBe(ca);
    await stop(third.child);
    expect(third.child.exitCode).toBe(0);
  }, 240_000);

  it('keeps serving with an authority made before the limits, and the log says how to replace it', async () => {
    const dataDir = join(tempDir(), 'data');
    const caDir = join(dataDir, 'tls', 'ca');
    mkdirSync(caDir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=Autoridad local antigua',
      '-keyout', join(caDir, 'ca.key'), '-out', join(caDir, 'ca.crt'),
      '-addext', 'basicConstraints=critical,CA:TRUE,pathlen:0',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ], { stdio: 'pipe' }); // prettier-ignore
    const ca = readFileSync(join(caDir, 'ca.crt'), 'utf8');
    const server = await start({ DATA_DIR: dataDir, TLS: 'auto' });
    await waitHealthy(server, ca);
    const status = JSON.parse((await get(`https://127.0.0.1:${server.port}/api/tls`, { ca })).body);
    expect(status.data).toMatchObject({ auto: true, scope: null });
    expect(server.stdout()).toMatch(/se creó sin límite de nombres: .*cualquier sitio.*#\/certificado/);
    await stop(server.child);
  }, 120_000);
});

/**
 * TLS=auto from the real server (compiled as `npm start` runs it), issue 28: it makes its authority
 * once in DATA_DIR/tls, serves a certificate that authority signed for 127.0.0.1 and localhost,
 * offers the authority for download, keeps both on the next start and makes a new server
 * certificate (same authority) when it gets a new name. The school's own certificate files:
 * tls-certificate-files.test.ts.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, onPglite, openTlsServer, start, stop, tempDir, waitHealthy } from './fixtures/tls-server';

openTlsServer();

describe.runIf(onPglite)('TLS=auto', () => {
  it('makes its authority once, serves a certificate it signed, offers it for download and keeps both', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await start({ DATA_DIR: dataDir, TLS: 'auto' });
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
    expect(status.data).toEqual({ https: true, auto: true, fingerprint: authority.fingerprint256 });
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
    const second = await start({ DATA_DIR: dataDir, TLS: 'auto' });
    await waitHealthy(second, ca);
    const again = JSON.parse((await get(`https://127.0.0.1:${second.port}/api/tls`, { ca })).body);
    expect(again.data.fingerprint).toBe(authority.fingerprint256);
    expect(readFileSync(join(dataDir, 'tls/server.crt'), 'utf8')).toBe(serverCert);
    await stop(second.child);

    // A new name (the school's DNS name for it): a new server certificate, from the same authority.
    const third = await start({ DATA_DIR: dataDir, TLS: 'auto', TLS_NAMES: 'backoffice.colegio.test' });
    await waitHealthy(third, ca);
    const named = await get(`https://127.0.0.1:${third.port}/api/health`, {
      ca,
      servername: 'backoffice.colegio.test',
    });
    expect(JSON.parse(named.body).code).toBe(1);
    expect(readFileSync(join(dataDir, 'tls/server.crt'), 'utf8')).not.toBe(serverCert);
    expect(readFileSync(join(dataDir, 'tls/ca/ca.crt'), 'utf8')).toBe(ca);
    await stop(third.child);
    expect(third.child.exitCode).toBe(0);
  }, 240_000);
});

/**
 * TLS=auto while the server runs (server/plugins/tls.ts): every hour it checks its certificate
 * again, and a new one (the network gave the server a new address) is served to the next
 * connection without a restart; a check that fails keeps the current one.
 */
import { X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { authorityScope } from '../../server/security/authority-scope';
import { createAuthority, issueServerCertificate } from '../../server/security/local-ca';
import type { KeyPair, TlsSetup } from '../../server/security/tls';
import { buildTestApp, type TestApp } from './fixtures';

const HOUR = 60 * 60 * 1000;
const authority = createAuthority('Autoridad de prueba', authorityScope(['localhost', '127.0.0.1', '::1']));
const pairFor = (names: string[]): KeyPair => {
  const made = issueServerCertificate(authority, names);
  return { key: made.keyPem, cert: made.certPem };
};

let t: TestApp;
let app: FastifyInstance | null = null;
beforeAll(async () => {
  t = await buildTestApp({}, async () => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = null;
});
afterAll(() => t?.close());

/** The names of the certificate the server presents to a new connection (trusting only the authority). */
function servedNames(port: number): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(
      { host: '127.0.0.1', port, ca: authority.certPem, servername: 'localhost' },
      () => {
        const cert = new X509Certificate(socket.getPeerX509Certificate()!.raw);
        socket.end();
        done(cert.subjectAltName ?? '');
      },
    );
    socket.once('error', fail);
  });
}

async function serve(renew: () => KeyPair | null): Promise<number> {
  const setup: TlsSetup = {
    ...pairFor(['localhost', '127.0.0.1']),
    authority: {
      pem: authority.certPem,
      fingerprint: new X509Certificate(authority.certPem).fingerprint256,
      scope: null,
    },
    renew: () => {
      const pair = renew();
      return pair && { ...pair, warnings: [] };
    },
    warnings: [],
  };
  // Only the renewal's interval is faked (no housekeeping: HOUSEKEEPING_MINUTES=0).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  app = await buildApp(t.database, { ...loadConfig({ HOUSEKEEPING_MINUTES: '0' }), webRoot: null }, false, {
    tls: setup,
    clock: t.clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('the served certificate', () => {
  it('is replaced within the hour by a new one the check makes, without a restart', async () => {
    let next: KeyPair | null = null;
    const port = await serve(() => next);
    expect(await servedNames(port)).not.toContain('10.0.0.7');

    vi.advanceTimersByTime(HOUR); // nothing new: kept
    expect(await servedNames(port)).not.toContain('10.0.0.7');

    next = pairFor(['localhost', '127.0.0.1', '10.0.0.7']);
    vi.advanceTimersByTime(HOUR);
    expect(await servedNames(port)).toContain('IP Address:10.0.0.7');
  });

  it('stays as it was when the check fails', async () => {
    const port = await serve(() => {
      throw new Error('disco lleno');
    });
    const before = await servedNames(port);
    vi.advanceTimersByTime(HOUR);
    expect(await servedNames(port)).toBe(before);
  });
});

/**
 * Issue 28: over plain HTTP (a school's network, `http://<address>:8080`) the server sends no
 * HSTS and no `upgrade-insecure-requests` (they left the page blank); it sends both only when
 * the request came over HTTPS — to the server itself (tests/api/tls-certificate-files.test.ts,
 * tls-auto.test.ts) or to a proxy listed in TRUST_PROXY that says so. X-Forwarded-* count only from those proxies:
 * a client cannot pass for another address or for HTTPS. `GET /api/tls` without HTTPS, and
 * the refusals of bad TLS settings.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AreaPlugin } from '../../server/http/area';
import { ok } from '../../server/http/envelope';
import { api, buildTestApp, type TestApp } from './fixtures';

/** A test route that answers what the server takes for the client's address and scheme. */
const whoAmI: AreaPlugin = async (app) => {
  app.get('/api/test/who', { config: { public: true } }, async (req) =>
    ok({ ip: req.ip, protocol: req.protocol }),
  );
};

let t: TestApp;
const apps: FastifyInstance[] = [];

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildApp(t.database, { ...loadConfig(env), webRoot: null }, false, {
    extraAreas: [whoAmI],
    clock: t.clock,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await buildTestApp({}, async () => undefined);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

/** What a request from `remoteAddress` with `headers` is answered with. */
async function ask(
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
  url = '/api/test/who',
) {
  const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
  return {
    hsts: res.headers['strict-transport-security'],
    csp: String(res.headers['content-security-policy']),
    who: url === '/api/test/who' ? (res.json() as { data: { ip: string; protocol: string } }).data : null,
  };
}

const FORWARDED_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

describe('over plain HTTP', () => {
  it('sends the strict CSP without upgrade-insecure-requests, and no HSTS', async () => {
    const app = await appWith({});
    for (const url of ['/api/health', '/api/test/who', '/api/no-existe', '/']) {
      const res = await ask(app, '192.168.1.20', {}, url);
      expect(res.hsts, url).toBeUndefined();
      expect(res.csp, url).toContain("default-src 'self'");
      expect(res.csp, url).toContain("script-src 'self'");
      expect(res.csp, url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('says so at GET /api/tls, and has no authority certificate to offer', async () => {
    const app = await appWith({});
    const status = await api(app).get('/api/tls');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ code: 1, data: { https: false, auto: false, fingerprint: null } });
    for (const url of ['/api/tls/ca.crt', '/api/tls/ca.pem']) {
      const res = await api(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ code: 0, reason: 'not_found', data: null });
      expect(res.body.message).toContain('TLS=auto');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('unset: a client writing X-Forwarded-* is still itself, over http', async () => {
    const app = await appWith({});
    for (const peer of ['127.0.0.1', '192.168.1.20']) {
      const res = await ask(app, peer, FORWARDED_HTTPS);
      expect(res.who).toEqual({ ip: peer, protocol: 'http' });
      expect(res.hsts).toBeUndefined();
      expect(res.csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('127.0.0.1: the proxy there is believed (client address, HTTPS headers); anyone else is not', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const proxied = await ask(app, '127.0.0.1', FORWARDED_HTTPS);
    expect(proxied.who).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(proxied.hsts).toBe('max-age=31536000');
    expect(proxied.csp).toMatch(/;\s*upgrade-insecure-requests$/);
    expect(proxied.csp).toContain("default-src 'self'");

    // The proxy served plain http: no HTTPS headers.
    const plain = await ask(app, '127.0.0.1', {
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(plain.who).toEqual({ ip: '203.0.113.7', protocol: 'http' });
    expect(plain.hsts).toBeUndefined();

    // A client on the network that is not the proxy.
    const direct = await ask(app, '192.168.1.20', FORWARDED_HTTPS);
    expect(direct.who).toEqual({ ip: '192.168.1.20', protocol: 'http' });
    expect(direct.hsts).toBeUndefined();
    expect(direct.csp).not.toContain('upgrade-insecure-requests');
  });

  it('takes CIDR ranges and named ranges, and the last untrusted hop is the client', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8, loopback' });
    // Two proxies of the list in a row: the client is the first address neither of them is.
    const res = await ask(app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.4, 203.0.113.7, 127.0.0.1' });
    expect(res.who?.ip).toBe('203.0.113.7');
    expect((await ask(app, '192.168.1.20', { 'x-forwarded-for': '203.0.113.7' })).who?.ip).toBe(
      '192.168.1.20',
    );
  });

  it('refuses at start what is not an address, a range or a named range', () => {
    for (const bad of [
      'true',
      '*',
      '10.0.0.0/33',
      '::1/129',
      'proxy.colegio',
      '1.2.3.4/8/1',
      '127.0.0.1,,x',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /^Configuración inválida: TRUST_PROXY: «.+» no es una dirección IP/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1 , ::1, fd00::/8, uniquelocal ' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });
});

describe('TLS settings', () => {
  it('needs both certificate files, and not with TLS=auto', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/colegio.crt' })).toThrow(
      'Configuración inválida: falta TLS_KEY_FILE',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/colegio.key' })).toThrow(
      'Configuración inválida: falta TLS_CERT_FILE',
    );
    expect(() => loadConfig({ TLS: 'auto', TLS_CERT_FILE: '/a', TLS_KEY_FILE: '/b' })).toThrow(
      /TLS=auto crea su propio certificado/,
    );
    expect(() => loadConfig({ TLS: 'si' })).toThrow(/^Configuración inválida: TLS/);
    expect(() => loadConfig({ TLS: 'auto', TLS_NAMES: 'colegio.local,no valido' })).toThrow(
      /TLS_NAMES: «no valido»/,
    );
  });

  it('reads them into one setting', () => {
    expect(loadConfig({}).tls).toEqual({ mode: 'off' });
    expect(loadConfig({ TLS: 'off' }).tls).toEqual({ mode: 'off' });
    expect(loadConfig({ TLS_CERT_FILE: '/a.crt', TLS_KEY_FILE: '/a.key' }).tls).toEqual({
      mode: 'files',
      certFile: '/a.crt',
      keyFile: '/a.key',
    });
    expect(
      loadConfig({ TLS: 'auto', DATA_DIR: '/srv/colegio', TLS_NAMES: 'Colegio.Local, 10.0.0.5' }).tls,
    ).toEqual({
      mode: 'auto',
      dir: '/srv/colegio/tls',
      extraNames: ['colegio.local', '10.0.0.5'],
    });
  });
});

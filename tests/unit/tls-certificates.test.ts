// @vitest-environment node
/**
 * TLS=auto's certificates on disk (server/security/auto-certificates.ts) and the names they
 * carry (host-names.ts): the authority made once and kept; the server certificate kept while it
 * covers the server's names and has time left, made again — by the same authority — when a
 * name is new or it nears its end; keys 0600; a damaged authority refused, never replaced.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAutoCertificates } from '../../server/security/auto-certificates';
import { authorityFiles, serverFiles } from '../../server/security/tls-files';
import { canonicalName, serverNames } from '../../server/security/host-names';
import { SERVER_CERTIFICATE_DAYS } from '../../server/security/local-ca';
import { TlsSetupError } from '../../server/security/tls-setup-error';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tlsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tls-certs-'));
  dirs.push(dir);
  return join(dir, 'data', 'tls');
}

const DAY = 24 * 60 * 60 * 1000;
const NAMES = ['colegio-srv', 'colegio-srv.local', 'localhost', '127.0.0.1', '::1', '192.168.1.20'];

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the names of the server certificate', () => {
  it('are the machine, localhost, loopback and every usable address of its cards, each once', () => {
    const names = serverNames(['Colegio.Example', '192.168.1.20'], {
      host: 'Colegio-SRV',
      interfaces: {
        lo: [
          {
            address: '127.0.0.1',
            netmask: '255.0.0.0',
            family: 'IPv4',
            mac: '00:00:00:00:00:00',
            internal: true,
            cidr: '127.0.0.1/8',
          },
        ],
        eth0: [
          {
            address: '192.168.1.20',
            netmask: '255.255.255.0',
            family: 'IPv4',
            mac: 'aa:bb:cc:dd:ee:ff',
            internal: false,
            cidr: '192.168.1.20/24',
          },
          {
            address: 'FD00:0:0:0:0:0:0:5',
            netmask: 'ffff::',
            family: 'IPv6',
            mac: 'aa:bb:cc:dd:ee:ff',
            internal: false,
            cidr: 'fd00::5/64',
            scopeid: 0,
          },
          {
            address: 'fe80::1%eth0',
            netmask: 'ffff::',
            family: 'IPv6',
            mac: 'aa:bb:cc:dd:ee:ff',
            internal: false,
            cidr: 'fe80::1/64',
            scopeid: 2,
          },
        ],
      },
    });
    expect(names[0]).toBe('colegio-srv');
    expect(names.slice(1)).toEqual(
      [
        'colegio-srv.local',
        'localhost',
        '127.0.0.1',
        '::1',
        '192.168.1.20',
        'fd00::5',
        'colegio.example',
      ].sort(),
    );
  });

  it('leave out a machine name that is not a DNS name', () => {
    const names = serverNames([], { host: 'mi_equipo', interfaces: {} });
    expect(names).toEqual(['localhost', '127.0.0.1', '::1']);
  });

  it('spell IPv6 one way', () => {
    expect(canonicalName('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalName('FD00::0:5')).toBe('fd00::5');
    expect(canonicalName('Colegio.Local')).toBe('colegio.local');
  });
});

describe('TLS=auto on disk', () => {
  it('makes the authority and a server certificate for the names, keys 0600, and reuses them', () => {
    const dir = tlsDir();
    const first = ensureAutoCertificates(dir, NAMES);
    expect(first.issued).toBe(true);
    expect(mode(dir)).toBe(0o700);
    expect(mode(authorityFiles(dir).key)).toBe(0o600);
    expect(mode(serverFiles(dir).key)).toBe(0o600);

    const ca = new X509Certificate(readFileSync(authorityFiles(dir).cert, 'utf8'));
    expect(ca.ca).toBe(true);
    expect(first.caPem).toBe(ca.toString());
    expect(first.fingerprint).toBe(ca.fingerprint256);
    const years = (new Date(ca.validTo).getTime() - Date.now()) / DAY / 365;
    expect(years).toBeGreaterThan(9.9);

    const server = new X509Certificate(first.cert);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca) && server.verify(ca.publicKey)).toBe(true);
    for (const name of ['localhost', 'colegio-srv.local']) expect(server.checkHost(name), name).toBe(name);
    for (const ip of ['127.0.0.1', '192.168.1.20']) expect(server.checkIP(ip), ip).toBe(ip);
    expect(server.checkIP('::1')).toBe('::1');
    expect(server.checkHost('otro.example')).toBeUndefined();
    const days = (new Date(server.validTo).getTime() - new Date(server.validFrom).getTime()) / DAY;
    expect(days).toBeLessThanOrEqual(825);

    // Keys that came back readable by others (a restore, a copy by hand) are made private again.
    chmodSync(authorityFiles(dir).key, 0o644);
    chmodSync(serverFiles(dir).key, 0o640);
    chmodSync(join(dir, 'ca'), 0o755);
    const again = ensureAutoCertificates(dir, NAMES);
    expect(mode(join(dir, 'ca'))).toBe(0o700);
    expect(mode(authorityFiles(dir).key)).toBe(0o600);
    expect(mode(serverFiles(dir).key)).toBe(0o600);
    expect(again.issued).toBe(false);
    expect(again.cert).toBe(first.cert);
    expect(again.key).toBe(first.key);
    expect(again.fingerprint).toBe(first.fingerprint);
  });

  it('makes the server certificate again, with the same authority, for a new name or near its end', () => {
    const dir = tlsDir();
    const first = ensureAutoCertificates(dir, NAMES);

    // The school's network gave the server another address.
    const moved = ensureAutoCertificates(dir, [...NAMES, '10.0.0.7']);
    expect(moved.issued).toBe(true);
    expect(moved.fingerprint).toBe(first.fingerprint);
    expect(moved.key).not.toBe(first.key);
    const ca = new X509Certificate(first.caPem);
    const server = new X509Certificate(moved.cert);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.checkIP('10.0.0.7')).toBe('10.0.0.7');
    // A name it no longer has is no reason to make another.
    expect(ensureAutoCertificates(dir, NAMES).issued).toBe(false);

    // 30 days before the end: made again.
    const nearEnd = new Date(Date.now() + (SERVER_CERTIFICATE_DAYS - 20) * DAY);
    const renewed = ensureAutoCertificates(dir, NAMES, nearEnd);
    expect(renewed.issued).toBe(true);
    expect(renewed.fingerprint).toBe(first.fingerprint);
    expect(new Date(new X509Certificate(renewed.cert).validTo).getTime()).toBeGreaterThan(
      nearEnd.getTime() + 800 * DAY,
    );
    expect(readFileSync(authorityFiles(dir).cert, 'utf8')).toBe(first.caPem);
  });

  it('makes the server certificate again when its files are damaged or do not match', () => {
    const dir = tlsDir();
    const first = ensureAutoCertificates(dir, NAMES);
    writeFileSync(serverFiles(dir).cert, 'no es un certificado');
    const fixed = ensureAutoCertificates(dir, NAMES);
    expect(fixed.issued).toBe(true);

    // A key of another certificate.
    writeFileSync(serverFiles(dir).key, first.key);
    const matched = ensureAutoCertificates(dir, NAMES);
    expect(matched.issued).toBe(true);
    expect(matched.key).not.toBe(first.key);
    expect(new X509Certificate(matched.cert).checkPrivateKey(createPrivateKey(matched.key))).toBe(true);
    expect(readFileSync(serverFiles(dir).key, 'utf8')).toBe(matched.key);
  });

  it('refuses a damaged authority, saying how to go on, and leaves it as it was', () => {
    const dir = tlsDir();
    ensureAutoCertificates(dir, NAMES);
    writeFileSync(authorityFiles(dir).key, 'dañada');
    const call = () => ensureAutoCertificates(dir, NAMES);
    expect(call).toThrow(TlsSetupError);
    expect(call).toThrow(/La autoridad certificadora de .*ca está incompleta o dañada.*borre esa carpeta/);
    expect(readFileSync(authorityFiles(dir).key, 'utf8')).toBe('dañada');
  });

  it('says in Spanish when the folder cannot be written', () => {
    const dir = tlsDir();
    writeFileSync(join(dir, '..'), '', { flag: 'a' }); // not a folder: the data folder is a file
    expect(() => ensureAutoCertificates(dir, NAMES)).toThrow(
      /^No se pudo preparar HTTPS \(TLS=auto\) en la carpeta /,
    );
  });
});

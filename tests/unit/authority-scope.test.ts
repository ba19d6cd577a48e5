// @vitest-environment node
/**
 * The local authority vouches for this server only (issue 50 item 2; server/security/authority-scope.ts):
 * a new one carries a critical Name Constraints extension (read back with `openssl x509 -text`)
 * that OpenSSL enforces; one made before keeps working and the log says how to replace it; names
 * the server gets later are left out of its certificate, with a warning; without its key (a
 * restored backup) the last certificate serves while it lasts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authorityScope, inScope, scopeOf } from '../../server/security/authority-scope';
import { AUTHORITY_KEY_MISSING, ensureAutoCertificates } from '../../server/security/auto-certificates';
import { authorityFiles, serverFiles } from '../../server/security/tls-files';
import { issueServerCertificate } from '../../server/security/local-ca';
import { TlsSetupError } from '../../server/security/tls-setup-error';
import { PRIVATE_RANGES } from '../../src/domain/tls';

const NAMES = [
  'colegio-srv',
  'colegio-srv.local',
  'localhost',
  '127.0.0.1',
  '::1',
  '192.168.1.20',
  'fd00::5',
];

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tlsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tls-scope-'));
  dirs.push(dir);
  return join(dir, 'data', 'tls');
}

const opensslText = (pem: string) =>
  execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString();

/** `openssl verify` of `certPem` against the authority `caPem` only: its exit code and what it printed. */
function opensslVerify(caPem: string, certPem: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tls-verify-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'ca.crt'), caPem);
  writeFileSync(join(dir, 'cert.crt'), certPem);
  const run = spawnSync('openssl', ['verify', '-CAfile', join(dir, 'ca.crt'), join(dir, 'cert.crt')]);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the scope of a new authority', () => {
  it("is the server's DNS names and the private and loopback ranges, plus any other address it has", () => {
    const scope = authorityScope([...NAMES, 'Colegio.Example', '200.1.2.3', '2800:e2::7']);
    expect(scope.names).toEqual(['colegio-srv', 'colegio-srv.local', 'localhost', 'colegio.example']);
    expect(scope.ranges).toEqual([...PRIVATE_RANGES, '200.1.2.3/32', '2800:e2::7/128']);
    for (const name of [
      'colegio-srv',
      'caja.colegio-srv',
      'LOCALHOST',
      '10.0.0.7',
      '172.31.255.1',
      'fd12::1',
      '::1',
    ])
      expect(inScope(scope, name), name).toBe(true);
    for (const name of [
      'banco.example',
      'colegio-srv.example',
      'mail.google.com',
      '8.8.8.8',
      '172.32.0.1',
      '2001:db8::1',
    ])
      expect(inScope(scope, name), name).toBe(false);
  });

  it('is written as a critical Name Constraints extension that OpenSSL reads and enforces', () => {
    const dir = tlsDir();
    const made = ensureAutoCertificates(dir, NAMES);
    expect(made.warnings).toEqual([]);
    const text = opensslText(made.caPem);
    expect(text).toMatch(/X509v3 Name Constraints: critical\s+Permitted:/);
    for (const line of [
      'DNS:colegio-srv',
      'DNS:colegio-srv.local',
      'DNS:localhost',
      'IP:10.0.0.0/255.0.0.0',
      'IP:172.16.0.0/255.240.0.0',
      'IP:192.168.0.0/255.255.0.0',
      'IP:127.0.0.0/255.0.0.0',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/IP:FC00:0:0:0:0:0:0:0\/FE00:0:0:0:0:0:0:0/);
    expect(text).toMatch(/X509v3 Extended Key Usage:\s+TLS Web Server Authentication\n/);
    expect(made.scope).toEqual(authorityScope(NAMES));
    expect(scopeOf(made.caPem)).toEqual(authorityScope(NAMES));

    // The server's own certificate verifies; one the same key signs for another site does not.
    expect(opensslVerify(made.caPem, made.cert)).toMatchObject({ status: 0 });
    const authority = {
      keyPem: readFileSync(authorityFiles(dir).key, 'utf8'),
      certPem: made.caPem,
    };
    for (const forged of [['banco.example'], ['colegio-srv', 'mail.example'], ['8.8.8.8']]) {
      const verified = opensslVerify(made.caPem, issueServerCertificate(authority, forged).certPem);
      expect(verified.status, forged.join()).not.toBe(0);
      expect(verified.output).toMatch(/(permitted|excluded) subtree violation/);
    }
  });

  it('leaves out of the server certificate a name the server got later, saying how to cover it', () => {
    const dir = tlsDir();
    ensureAutoCertificates(dir, NAMES);
    const later = ensureAutoCertificates(dir, [...NAMES, 'nuevo-nombre', '10.0.0.7', '200.1.2.3']);
    expect(later.issued).toBe(true);
    const cert = new X509Certificate(later.cert);
    expect(cert.checkIP('10.0.0.7')).toBe('10.0.0.7'); // a private address is covered
    expect(cert.checkHost('nuevo-nombre')).toBeUndefined();
    expect(cert.checkIP('200.1.2.3')).toBeUndefined();
    expect(later.warnings).toEqual([
      expect.stringMatching(
        /^La autoridad local no cubre nuevo-nombre, 200\.1\.2\.3: .*mueva la carpeta .*ca fuera de DATA_DIR/,
      ),
    ]);
    expect(opensslVerify(later.caPem, later.cert).status).toBe(0);
  });
});

describe('an authority made before Name Constraints', () => {
  it('keeps working, and the warning says it can vouch for any site and how to replace it', () => {
    const dir = tlsDir();
    mkdirSync(join(dir, 'ca'), { recursive: true });
    const files = authorityFiles(dir);
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=Autoridad local antigua',
      '-keyout', files.key, '-out', files.cert,
      '-addext', 'basicConstraints=critical,CA:TRUE,pathlen:0',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ], { stdio: 'pipe' }); // prettier-ignore
    const made = ensureAutoCertificates(dir, NAMES);
    expect(made.scope).toBeNull();
    expect(made.issued).toBe(true);
    expect(opensslVerify(made.caPem, made.cert).status).toBe(0);
    expect(made.warnings).toEqual([
      expect.stringMatching(
        /se creó sin límite de nombres: .*cualquier sitio.*mueva la carpeta .*ca fuera de DATA_DIR.*#\/certificado/,
      ),
    ]);
  });
});

describe('an authority without its key (a restored backup)', () => {
  it('serves the last server certificate while it lasts and says what to copy back', () => {
    const dir = tlsDir();
    const first = ensureAutoCertificates(dir, NAMES);
    unlinkSync(authorityFiles(dir).key);
    // The same names (a restore on the same machine): served as it is, and the log says so.
    const same = ensureAutoCertificates(dir, NAMES);
    expect(same.cert).toBe(first.cert);
    expect(same.warnings).toEqual([expect.stringMatching(/^Falta la clave de la autoridad local/)]);
    // A new address cannot be added without the key: still the same certificate.
    const restored = ensureAutoCertificates(dir, [...NAMES, '10.0.0.7']);
    expect(restored.issued).toBe(false);
    expect(restored.cert).toBe(first.cert);
    const until = new Date(new X509Certificate(first.cert).validTo);
    expect(restored.warnings).toEqual([AUTHORITY_KEY_MISSING(authorityFiles(dir).key, until)]);
    expect(restored.warnings[0]).toMatch(
      /^Falta la clave de la autoridad local .*ca\.key.*copie de vuelta el ca\.key/,
    );
  });

  it('refuses to start without a server certificate, saying both ways out, and changes nothing', () => {
    const dir = tlsDir();
    ensureAutoCertificates(dir, NAMES);
    unlinkSync(authorityFiles(dir).key);
    unlinkSync(serverFiles(dir).cert);
    const caPem = readFileSync(authorityFiles(dir).cert, 'utf8');
    const call = () => ensureAutoCertificates(dir, NAMES);
    expect(call).toThrow(TlsSetupError);
    expect(call).toThrow(
      /Falta la clave de la autoridad local .*Copie de vuelta el ca\.key .*o mueva la carpeta/,
    );
    expect(readFileSync(authorityFiles(dir).cert, 'utf8')).toBe(caPem);
  });
});

/**
 * TLS=auto on disk (DATA_DIR/tls, a folder only the server's user can read):
 *   ca/ca.key, ca/ca.crt      the school's authority, made once and never replaced by the server
 *                             (the devices trust it: a new one would have to be installed again),
 *                             limited to this server's names and the private ranges
 *                             (authority-scope.ts); backups leave its key out (db/dump-filter.ts),
 *                             so after a restore the server keeps serving its certificate and
 *                             says what to copy back to renew it;
 *   server.key, server.crt    the server certificate it signs, made again when it lacks one of
 *                             the server's names or addresses or has less than 30 days left.
 * Keys are written 0600. Each write lands whole (a temporary file renamed over the old one), and
 * the authority's folder appears in one rename, so two servers starting together on one folder
 * end with one authority.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { AuthorityScope } from '../../src/domain/tls';
import { authorityScope, inScope, scopeOf } from './authority-scope';
import { canonicalName } from './host-names';
import { createAuthority, issueServerCertificate } from './local-ca';
import { authorityFiles, serverFiles } from './tls-files';
import { TlsSetupError, fileProblem } from './tls-setup-error';

export interface AutoCertificates {
  /** The server's key and certificate (PEM). */
  key: string;
  cert: string;
  /** The authority's certificate (PEM), for the devices to install, and its SHA-256 fingerprint. */
  caPem: string;
  fingerprint: string;
  /** What the authority vouches for; null for one made before Name Constraints (any site). */
  scope: AuthorityScope | null;
  /** The names the server certificate carries. */
  names: string[];
  /** A server certificate was made by this call. */
  issued: boolean;
  /** What the log should say: an authority without limits, names it does not cover, a missing key. */
  warnings: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A server certificate with less left than this is made again. */
export const RENEW_BEFORE_DAYS = 30;

function writeWhole(path: string, content: string, mode: number) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  chmodSync(temporary, mode); // whatever the umask
  renameSync(temporary, path);
}

/** The authority on disk; its key may be missing (backups leave it out: keyPem null). */
interface Authority {
  certPem: string;
  keyPem: string | null;
  scope: AuthorityScope | null;
}

function readAuthority(dir: string): Authority | null {
  const files = authorityFiles(dir);
  if (!existsSync(join(dir, 'ca'))) return null;
  try {
    const certPem = readFileSync(files.cert, 'utf8');
    const cert = new X509Certificate(certPem);
    if (!cert.ca) throw new Error('no es una autoridad');
    const keyPem = existsSync(files.key) ? readFileSync(files.key, 'utf8') : null;
    if (keyPem !== null && !cert.checkPrivateKey(createPrivateKey(keyPem))) throw new Error('no corresponde');
    return { certPem, keyPem, scope: scopeOf(certPem) };
  } catch {
    throw new TlsSetupError(
      `La autoridad certificadora de ${join(dir, 'ca')} está incompleta o dañada. Restáurela desde una copia, ` +
        'o borre esa carpeta para crear otra (los equipos deberán instalar el nuevo certificado).',
    );
  }
}

/** Makes the authority for the server's `names` unless another server made it first (then that one is used). */
function createAuthorityOnce(dir: string, names: readonly string[], now: Date): Authority {
  const scope = authorityScope(names);
  const authority = createAuthority(`Autoridad local de ${hostname()}`, scope, now);
  const staging = mkdtempSync(join(dir, '.ca-'));
  writeWhole(join(staging, 'ca.key'), authority.keyPem, 0o600);
  writeWhole(join(staging, 'ca.crt'), authority.certPem, 0o644);
  try {
    renameSync(staging, join(dir, 'ca'));
    return { ...authority, scope };
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw err;
    return readAuthority(dir)!;
  }
}

/** The SAN entries of a certificate, spelled as `canonicalName` spells them. */
function certificateNames(cert: X509Certificate): string[] {
  return (cert.subjectAltName ?? '')
    .split(', ')
    .map((entry) => /^(?:DNS|IP Address):(.+)$/.exec(entry)?.[1])
    .filter((name): name is string => !!name)
    .map(canonicalName);
}

/** The server certificate on disk when it is the authority's and matches its key, with its names and end. */
function serverCertificateOnDisk(dir: string, authority: Authority) {
  const files = serverFiles(dir);
  if (!existsSync(files.key) || !existsSync(files.cert)) return null;
  try {
    const pair = { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') };
    const cert = new X509Certificate(pair.cert);
    const ca = new X509Certificate(authority.certPem);
    const valid =
      cert.checkIssued(ca) && cert.verify(ca.publicKey) && cert.checkPrivateKey(createPrivateKey(pair.key));
    if (!valid) return null;
    const from = new Date(cert.validFrom).getTime();
    return { ...pair, names: certificateNames(cert), from, to: new Date(cert.validTo).getTime() };
  } catch {
    return null; // unreadable or not a certificate: made again
  }
}

const caFolder = (dir: string) => join(dir, 'ca');

export const UNLIMITED_AUTHORITY = (caDir: string) =>
  `La autoridad local de ${caDir} se creó sin límite de nombres: un equipo que la instaló confía en ella para cualquier sitio. ` +
  `Para cambiarla por una que solo sirve para este servidor: detenga el servidor, mueva la carpeta ${caDir} fuera de DATA_DIR, ` +
  'inicie el servidor e instale el nuevo certificado en cada equipo desde #/certificado (quitando el anterior).';
export const OUTSIDE_AUTHORITY = (names: readonly string[], caDir: string) =>
  `La autoridad local no cubre ${names.join(', ')}: el certificado del servidor no ${names.length === 1 ? 'lo incluye' : 'los incluye'}. ` +
  `Para cubrir ${names.length === 1 ? 'ese nombre' : 'esos nombres'}, mueva la carpeta ${caDir} fuera de DATA_DIR, inicie el servidor ` +
  'e instale el nuevo certificado en cada equipo desde #/certificado.';
export const AUTHORITY_KEY_MISSING = (keyFile: string, until: Date) =>
  `Falta la clave de la autoridad local (${keyFile}); los respaldos no la llevan. El certificado del servidor sirve hasta el ` +
  `${until.toISOString().slice(0, 10)}, pero no se podrá renovar ni cubrir nombres nuevos: copie de vuelta el ca.key que guardó aparte.`;
export const AUTHORITY_KEY_NEEDED = (keyFile: string, caDir: string) =>
  `Falta la clave de la autoridad local (${keyFile}) y no hay un certificado del servidor vigente. Copie de vuelta el ca.key ` +
  `que guardó aparte, o mueva la carpeta ${caDir} fuera de DATA_DIR para crear otra autoridad (los equipos deberán instalar el nuevo certificado).`;

/** The authority and a server certificate for `names` (those its scope covers), made or reused (see the header). */
export function ensureAutoCertificates(
  dir: string,
  names: readonly string[],
  now = new Date(),
): AutoCertificates {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    const authority = readAuthority(dir) ?? createAuthorityOnce(dir, names, now);
    // Keys restored from a backup or copied by hand may have come back readable by others.
    chmodSync(caFolder(dir), 0o700);
    for (const key of [authorityFiles(dir).key, serverFiles(dir).key])
      if (existsSync(key)) chmodSync(key, 0o600);
    const { scope } = authority;
    const covered = scope ? names.filter((name) => inScope(scope, name)) : [...names];
    const outside = names.filter((name) => !covered.includes(name));
    const warnings = [
      ...(scope ? [] : [UNLIMITED_AUTHORITY(caFolder(dir))]),
      ...(outside.length ? [OUTSIDE_AUTHORITY(outside, caFolder(dir))] : []),
    ];
    const common = {
      caPem: authority.certPem,
      fingerprint: new X509Certificate(authority.certPem).fingerprint256,
      scope,
    };
    const onDisk = serverCertificateOnDisk(dir, authority);
    const carried = new Set(onDisk?.names ?? []);
    const fresh =
      onDisk &&
      onDisk.from <= now.getTime() &&
      onDisk.to - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS &&
      covered.every((name) => carried.has(canonicalName(name)));
    if (authority.keyPem === null) {
      // Without its key nothing new can be signed: the last certificate serves while it lasts.
      if (!onDisk || onDisk.from > now.getTime() || onDisk.to <= now.getTime())
        throw new TlsSetupError(AUTHORITY_KEY_NEEDED(authorityFiles(dir).key, caFolder(dir)));
      const missing = AUTHORITY_KEY_MISSING(authorityFiles(dir).key, new Date(onDisk.to));
      return { ...onDisk, ...common, issued: false, warnings: [...warnings, missing] };
    }
    if (onDisk && fresh) return { ...onDisk, ...common, issued: false, warnings };
    const issued = issueServerCertificate(
      { keyPem: authority.keyPem, certPem: authority.certPem },
      covered,
      now,
    );
    const files = serverFiles(dir);
    writeWhole(files.key, issued.keyPem, 0o600);
    writeWhole(files.cert, issued.certPem, 0o644);
    return { key: issued.keyPem, cert: issued.certPem, ...common, names: covered, issued: true, warnings };
  } catch (err) {
    if (err instanceof TlsSetupError) throw err;
    throw new TlsSetupError(`No se pudo preparar HTTPS (TLS=auto) en la carpeta ${dir}: ${fileProblem(err)}`);
  }
}

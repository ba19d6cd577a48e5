/**
 * TLS=auto on disk (DATA_DIR/tls, a folder only the server's user can read):
 *   ca/ca.key, ca/ca.crt      the school's authority, made once and never replaced by the server
 *                             (the devices trust it: a new one would have to be installed again);
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
import { canonicalName } from './host-names';
import { createAuthority, issueServerCertificate, type KeyAndCertificate } from './local-ca';
import { TlsSetupError, fileProblem } from './tls-setup-error';

export interface AutoCertificates {
  /** The server's key and certificate (PEM). */
  key: string;
  cert: string;
  /** The authority's certificate (PEM), for the devices to install, and its SHA-256 fingerprint. */
  caPem: string;
  fingerprint: string;
  /** The names the server certificate carries. */
  names: string[];
  /** A server certificate was made by this call. */
  issued: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A server certificate with less left than this is made again. */
export const RENEW_BEFORE_DAYS = 30;

export const authorityFiles = (dir: string) => ({
  key: join(dir, 'ca', 'ca.key'),
  cert: join(dir, 'ca', 'ca.crt'),
});
export const serverFiles = (dir: string) => ({ key: join(dir, 'server.key'), cert: join(dir, 'server.crt') });

function writeWhole(path: string, content: string, mode: number) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  chmodSync(temporary, mode); // whatever the umask
  renameSync(temporary, path);
}

function readAuthority(dir: string): KeyAndCertificate | null {
  const files = authorityFiles(dir);
  if (!existsSync(join(dir, 'ca'))) return null;
  try {
    const authority = { keyPem: readFileSync(files.key, 'utf8'), certPem: readFileSync(files.cert, 'utf8') };
    const cert = new X509Certificate(authority.certPem);
    if (!cert.ca || !cert.checkPrivateKey(createPrivateKey(authority.keyPem)))
      throw new Error('no corresponde');
    return authority;
  } catch {
    throw new TlsSetupError(
      `La autoridad certificadora de ${join(dir, 'ca')} está incompleta o dañada. Restáurela desde una copia, ` +
        'o borre esa carpeta para crear otra (los equipos deberán instalar el nuevo certificado).',
    );
  }
}

/** Makes the authority unless another server made it first (then that one is used). */
function createAuthorityOnce(dir: string, now: Date): KeyAndCertificate {
  const authority = createAuthority(`Autoridad local de ${hostname()}`, now);
  const staging = mkdtempSync(join(dir, '.ca-'));
  writeWhole(join(staging, 'ca.key'), authority.keyPem, 0o600);
  writeWhole(join(staging, 'ca.crt'), authority.certPem, 0o644);
  try {
    renameSync(staging, join(dir, 'ca'));
    return authority;
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

/** The server certificate on disk, when it is the authority's, matches its key, covers `names` and has time left. */
function usableServerCertificate(
  dir: string,
  authority: KeyAndCertificate,
  names: readonly string[],
  now: Date,
) {
  const files = serverFiles(dir);
  if (!existsSync(files.key) || !existsSync(files.cert)) return null;
  try {
    const pair = { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') };
    const cert = new X509Certificate(pair.cert);
    const ca = new X509Certificate(authority.certPem);
    const carried = new Set(certificateNames(cert));
    const fresh =
      cert.checkIssued(ca) &&
      cert.verify(ca.publicKey) &&
      cert.checkPrivateKey(createPrivateKey(pair.key)) &&
      new Date(cert.validFrom).getTime() <= now.getTime() &&
      new Date(cert.validTo).getTime() - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS &&
      names.every((name) => carried.has(canonicalName(name)));
    return fresh ? { ...pair, names: certificateNames(cert) } : null;
  } catch {
    return null; // unreadable or not a certificate: made again
  }
}

/** The authority and a server certificate for `names`, made or reused (see the header). */
export function ensureAutoCertificates(
  dir: string,
  names: readonly string[],
  now = new Date(),
): AutoCertificates {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
    const authority = readAuthority(dir) ?? createAuthorityOnce(dir, now);
    // Keys restored from a backup or copied by hand may have come back readable by others.
    chmodSync(join(dir, 'ca'), 0o700);
    for (const key of [authorityFiles(dir).key, serverFiles(dir).key])
      if (existsSync(key)) chmodSync(key, 0o600);
    const fingerprint = new X509Certificate(authority.certPem).fingerprint256;
    const kept = usableServerCertificate(dir, authority, names, now);
    if (kept) return { ...kept, caPem: authority.certPem, fingerprint, issued: false };
    const issued = issueServerCertificate(authority, names, now);
    const files = serverFiles(dir);
    writeWhole(files.key, issued.keyPem, 0o600);
    writeWhole(files.cert, issued.certPem, 0o644);
    return {
      key: issued.keyPem,
      cert: issued.certPem,
      caPem: authority.certPem,
      fingerprint,
      names: [...names],
      issued: true,
    };
  } catch (err) {
    if (err instanceof TlsSetupError) throw err;
    throw new TlsSetupError(`No se pudo preparar HTTPS (TLS=auto) en la carpeta ${dir}: ${fileProblem(err)}`);
  }
}

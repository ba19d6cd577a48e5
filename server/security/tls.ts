/**
 * HTTPS at start (docs/operations.md: Deployment): the school's own certificate files (TLS_CERT_FILE,
 * TLS_KEY_FILE), checked before anything listens, or TLS=auto's local authority
 * (auto-certificates.ts). A problem is a TlsSetupError with a Spanish message: main.ts prints
 * it and exits with 1.
 */
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AuthorityScope } from '../../src/domain/tls';
import { createSecureContext } from 'node:tls';
import { ensureAutoCertificates } from './auto-certificates';
import { serverNames } from './host-names';
import { TlsSetupError, fileProblem } from './tls-setup-error';

/** How the server answers HTTPS, if it does (docs/operations.md: Deployment). */
export type TlsConfig =
  | { mode: 'off' }
  | { mode: 'files'; certFile: string; keyFile: string }
  | { mode: 'auto'; dir: string; extraNames: string[] };

export { TlsSetupError } from './tls-setup-error';

export interface KeyPair {
  key: string;
  cert: string;
}

export interface TlsSetup extends KeyPair {
  /** TLS=auto: the authority's certificate (PEM) the devices install, its SHA-256 fingerprint and what it vouches for. */
  authority: { pem: string; fingerprint: string; scope: AuthorityScope | null } | null;
  /**
   * TLS=auto: checks the server certificate again (names, time left); a new pair to serve (with
   * what the log should say about it), or null to keep the current one.
   */
  renew: (() => (KeyPair & { warnings: string[] }) | null) | null;
  /** Things to say in the log at start (an expired certificate of the school's). */
  warnings: string[];
}

function readPem(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new TlsSetupError(`No se pudo leer ${variable}=${path}: ${fileProblem(err)}.`);
  }
}

/** TLS_CERT_FILE and TLS_KEY_FILE: readable PEM, a certificate and its own unencrypted key. */
function fromFiles(certFile: string, keyFile: string): TlsSetup {
  const cert = readPem('TLS_CERT_FILE', certFile);
  const key = readPem('TLS_KEY_FILE', keyFile);
  let x509: X509Certificate;
  try {
    if (!cert.includes('-----BEGIN CERTIFICATE-----')) throw new Error('not PEM');
    x509 = new X509Certificate(cert);
  } catch {
    throw new TlsSetupError(
      `TLS_CERT_FILE=${certFile} no contiene un certificado PEM (-----BEGIN CERTIFICATE-----).`,
    );
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new TlsSetupError(`TLS_KEY_FILE=${keyFile} no contiene una clave privada PEM sin contraseña.`);
  }
  if (!x509.checkPrivateKey(privateKey)) {
    throw new TlsSetupError(
      `La clave TLS_KEY_FILE=${keyFile} no corresponde al certificado TLS_CERT_FILE=${certFile}.`,
    );
  }
  try {
    createSecureContext({ key, cert });
  } catch (err) {
    throw new TlsSetupError(
      `El certificado TLS_CERT_FILE=${certFile} no se puede usar: ${(err as Error).message}.`,
    );
  }
  const warnings =
    new Date(x509.validTo).getTime() < Date.now()
      ? [`El certificado TLS_CERT_FILE=${certFile} venció el ${x509.validTo}: los navegadores lo rechazarán.`]
      : [];
  return { key, cert, authority: null, renew: null, warnings };
}

/** TLS=auto: the authority and a server certificate for the server's names now. */
function automatic(dir: string, extraNames: readonly string[]): TlsSetup {
  const made = ensureAutoCertificates(dir, serverNames(extraNames));
  return {
    key: made.key,
    cert: made.cert,
    authority: { pem: made.caPem, fingerprint: made.fingerprint, scope: made.scope },
    renew: () => {
      const again = ensureAutoCertificates(dir, serverNames(extraNames));
      return again.issued ? { key: again.key, cert: again.cert, warnings: again.warnings } : null;
    },
    warnings: made.warnings,
  };
}

/** What the server serves HTTPS with, or null for plain HTTP. */
export function prepareTls(config: TlsConfig): TlsSetup | null {
  if (config.mode === 'files') return fromFiles(config.certFile, config.keyFile);
  if (config.mode === 'auto') return automatic(config.dir, config.extraNames);
  return null;
}

/** Fastify's line for each address it listens on: the scheme the port speaks (with TLS, plain HTTP answers too). */
export const listenText = (tls: TlsSetup | null) => (address: string) =>
  tls
    ? `Escuchando en ${address.replace(/^http:/, 'https:')} (y en ${address}, sin cámara)`
    : `Escuchando en ${address}`;

/**
 * The certificates of TLS=auto, made with node-forge: a small certificate authority of the
 * school's own (10 years), whose certificate the tablets and phones install once, and a server
 * certificate it signs for the server's names and addresses. RSA keys come from Node's
 * `generateKeyPairSync` (native, a fraction of forge's time), handed to forge as PEM.
 * The server certificate follows what browsers ask of a locally trusted one: names only in
 * subjectAltName, serverAuth usage, SHA-256, and under Apple's limit of 825 days.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';
import type { AuthorityScope } from '../../src/domain/tls';
import { nameConstraintsExtension } from './authority-scope';

export interface KeyAndCertificate {
  /** PKCS#1 PEM. */
  keyPem: string;
  certPem: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUTHORITY_DAYS = 3650;
export const SERVER_CERTIFICATE_DAYS = 820;
/** Devices whose clock runs a little behind still accept a certificate made just now. */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

const ORGANIZATION = 'Back office escolar';

function rsaKeys(bits: number) {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  return { privateKey, key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

/** forge writes PEM with CRLF line ends; the files and the download use LF, as OpenSSL and Node do. */
const pem = (cert: forge.pki.Certificate) => forge.pki.certificateToPem(cert).replace(/\r\n/g, '\n');

/** A random positive serial number (hex), as certificate rules ask. */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x40;
  return bytes.toString('hex');
}

/**
 * The authority: its own issuer, allowed to sign server certificates only (no sub-authorities,
 * serverAuth as its only extended usage) and only for `scope` (authority-scope.ts).
 */
export function createAuthority(
  commonName: string,
  scope: AuthorityScope,
  now = new Date(),
): KeyAndCertificate {
  const { privateKey, key, publicKey } = rsaKeys(3072);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - CLOCK_SKEW_MS);
  cert.validity.notAfter = new Date(now.getTime() + AUTHORITY_DAYS * DAY_MS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: ORGANIZATION },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    // Verifiers that chain extended usages (browsers, Windows, OpenSSL) refuse it for e-mail or code.
    { name: 'extKeyUsage', serverAuth: true },
    nameConstraintsExtension(scope),
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { keyPem: privateKey, certPem: pem(cert) };
}

/** A server certificate for `names` (host names and IP addresses), signed by `authority`. */
export function issueServerCertificate(
  authority: KeyAndCertificate,
  names: readonly string[],
  now = new Date(),
): KeyAndCertificate {
  if (names.length === 0) throw new Error('a server certificate needs at least one name');
  const caCert = forge.pki.certificateFromPem(authority.certPem);
  const caKey = forge.pki.privateKeyFromPem(authority.keyPem);
  const { privateKey, publicKey } = rsaKeys(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - CLOCK_SKEW_MS);
  // Never past the authority's own end.
  const end = now.getTime() + SERVER_CERTIFICATE_DAYS * DAY_MS;
  cert.validity.notAfter = new Date(Math.min(end, caCert.validity.notAfter.getTime()));
  cert.setSubject([
    { name: 'commonName', value: names[0] },
    { name: 'organizationName', value: ORGANIZATION },
  ]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { keyPem: privateKey, certPem: pem(cert) };
}

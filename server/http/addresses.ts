/** Addresses: whether a request comes from the server's own machine, and how other devices reach it. */
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** The machine's first IPv4 address on a network card (not loopback), or null. */
export function firstNetworkAddress(interfaces = networkInterfaces()): string | null {
  for (const list of Object.values(interfaces)) {
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4') return a.address;
  }
  return null;
}

/** The first name a certificate (PEM) is for: its first subject alternative name, else its common name; null if none. */
export function certificateFirstName(pem: string): string | null {
  const certificate = new X509Certificate(pem);
  const first = certificate.subjectAltName?.split(',')[0]?.trim();
  const alternative = first?.match(/^(?:DNS|IP Address):(.+)$/)?.[1];
  if (alternative) return alternative;
  return certificate.subject.match(/(?:^|\n)CN=([^\n]+)/)?.[1] ?? null;
}

/** Where links the server writes point: what the school set, else what the server knows of itself. */
export interface LinkSources {
  /** PUBLIC_URL: the origin the school gave the server (a DNS name, a proxy in front of it). */
  publicUrl: string | null;
  /** The server certificate (PEM) when the server serves HTTPS itself. */
  certificate: string | null;
  /** The port the server listens on. */
  port: number;
}

/**
 * The origin of the links the server writes and sends out (an invitation): PUBLIC_URL when set,
 * else the first name of the certificate it serves (HTTPS), else the machine's network address,
 * and localhost on a machine without one. Never the request's Host header, which whoever sends
 * the request chooses: a link to another site would carry the activation token there.
 */
export function linkOrigin(
  { publicUrl, certificate, port }: LinkSources,
  interfaces = networkInterfaces(),
): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const named = certificate ? certificateFirstName(certificate) : null;
  // A phone would take `localhost` for itself: a certificate first for it counts as none.
  const name = named && named !== 'localhost' && !isLoopback(named) ? named : null;
  const host = name ?? firstNetworkAddress(interfaces) ?? 'localhost';
  const bracketed = isIP(host) === 6 ? `[${host}]` : host;
  return new URL(`${certificate ? 'https' : 'http'}://${bracketed}:${port}`).origin;
}

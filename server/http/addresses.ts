/** Addresses: whether a request comes from the server's own machine, and how other devices reach it. */
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

/**
 * The origin another device on the school's network can open for this request: the address the
 * client used, unless it used the server's own name for itself (`localhost`, 127.0.0.1, ::1), which
 * a phone would take for its own — then the machine's network address, with the same port.
 */
export function reachableOrigin(protocol: string, host: string, interfaces = networkInterfaces()): string {
  const url = new URL(`${protocol}://${host}`);
  const name = url.hostname.replace(/^\[|\]$/g, '');
  if (name === 'localhost' || isLoopback(name)) {
    const address = firstNetworkAddress(interfaces);
    if (address) url.hostname = address;
  }
  return url.origin;
}

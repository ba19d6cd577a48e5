/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto / -Host headers the server believes
 * (Fastify's `trustProxy` list). Anyone else could write those headers to pass for another
 * address or for HTTPS, so the default trusts nobody.
 */
import { isIP } from 'node:net';

/** Names Fastify (proxy-addr) understands for whole families of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The comma-separated list, or the first entry that is not an address, a CIDR range or a named range. */
export function parseTrustedProxies(text: string): { entries: string[] } | { invalid: string } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isEntry(entry));
  return invalid === undefined ? { entries } : { invalid };
}

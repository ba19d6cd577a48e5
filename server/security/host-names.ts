/**
 * The names and addresses a tablet may use to reach this server, for the TLS=auto certificate:
 * the machine's name (and its `.local` name, which phones resolve by mDNS), `localhost`, the
 * loopback addresses and every address of its network cards. IPv6 link-local addresses
 * (fe80::) are left out: browsers cannot open them.
 */
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';

/** A DNS name the certificate can carry: labels of letters, digits and inner hyphens. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** One spelling per name: lower-case names, IPv6 in its short form (`::1`, not `0:0:…:1`). */
export function canonicalName(name: string): string {
  const lower = name.trim().toLowerCase();
  if (isIP(lower) === 6) return new URL(`http://[${lower}]/`).hostname.slice(1, -1);
  return lower;
}

export interface NameSources {
  host: string;
  interfaces: ReturnType<typeof networkInterfaces>;
}

/** The server's names and addresses now, plus `extra` (TLS_NAMES): the machine's name first, then sorted, each once. */
export function serverNames(
  extra: readonly string[] = [],
  sources: NameSources = { host: hostname(), interfaces: networkInterfaces() },
): string[] {
  const host = canonicalName(sources.host);
  const named = HOST_NAME.test(host) ? [host, ...(host.includes('.') ? [] : [`${host}.local`])] : [];
  const addresses = Object.values(sources.interfaces)
    .flat()
    .filter((a) => a && !a.internal && !(a.family === 'IPv6' && /^fe[89ab]/i.test(a.address)))
    .map((a) => a!.address.split('%')[0]);
  const rest = [...named.slice(1), 'localhost', '127.0.0.1', '::1', ...addresses, ...extra].map(
    canonicalName,
  );
  const first = named[0] ?? 'localhost';
  return [first, ...[...new Set(rest)].filter((n) => n !== first).sort()];
}

/**
 * Where the server may POST a family's pushed notice (issue 55). The endpoint comes from the
 * family's browser, so it is the family's choice of a URL the server will call: without a guard a
 * family could make the server reach its own network (SSRF). A push service is a public HTTPS
 * host; so the endpoint must be https on port 443 and name no loopback, private, link-local or
 * reserved address — checked on the text when the family subscribes, and again on every address
 * the name resolves to when the worker connects (a name may resolve elsewhere later). The tests'
 * stand-in push service listens on the loopback over plain http: PUSH_ALLOW_PRIVATE=1 lets it.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, connect, isIP, type LookupFunction } from 'node:net';
import { PUSH_MESSAGES } from '../../src/domain/push';

/** Addresses no push service has: this host, the local networks, and the reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // Unspecified, loopback and the old IPv4-compatible form.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is a public one; an IPv4 inside IPv6 (`::ffff:127.0.0.1`) counts as itself. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names that stay in a local network: no push service answers there. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa)$/i;

/**
 * Why the server would not POST to `endpoint`, or null. `allowPrivate` (PUSH_ALLOW_PRIVATE=1, the
 * tests) lets http and local addresses through; user and password never.
 */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MESSAGES.endpoint;
  }
  if (url.username || url.password) return PUSH_MESSAGES.credentials;
  if (allowPrivate) return /^https?:$/.test(url.protocol) ? null : PUSH_MESSAGES.notHttps;
  if (url.protocol !== 'https:') return PUSH_MESSAGES.notHttps;
  if (url.port !== '') return PUSH_MESSAGES.port;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host)) return isPublicAddress(host) ? null : PUSH_MESSAGES.privateAddress;
  // A single label (`router`) is a local name too.
  if (!host.includes('.') || LOCAL_NAME.test(host)) return PUSH_MESSAGES.privateAddress;
  return null;
}

/** A DNS lookup that fails when the name gives any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 4);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      const error: NodeJS.ErrnoException = new Error(
        `${hostname} resuelve a ${refused?.address ?? 'ninguna dirección'}, que no es pública`,
      );
      error.code = 'EPUSHPRIVATE';
      return callback(error, '', 4);
    }
    if ((options as LookupOptions).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * The connections of the push worker (web-push takes an https.Agent). By default TLS, and only to
 * public addresses. With `allowPrivate`, an http endpoint (the tests' stand-in) is spoken to in
 * plain text: web-push always asks https, so that agent hands it a plain socket.
 */
export function pushAgents(allowPrivate: boolean): { https: Agent; http: Agent } {
  const secure = new Agent({
    keepAlive: true,
    maxSockets: 8,
    ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
  });
  const plain = new Agent({ keepAlive: false });
  plain.createConnection = ((options: { host?: string; port?: number }) =>
    connect({ host: options.host ?? 'localhost', port: Number(options.port) })) as Agent['createConnection'];
  return { https: secure, http: plain };
}

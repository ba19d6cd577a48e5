/**
 * What the local authority of TLS=auto may vouch for: a critical Name Constraints extension
 * (RFC 5280 4.2.1.10) on its certificate, so a device that installed it trusts it for this
 * server only — never for a bank's or a mail provider's site, even if its key were stolen.
 *   names   the server's DNS names when the authority was made (the machine's name, its `.local`
 *           name, `localhost`, TLS_NAMES); a constraint also covers names under it (x.name);
 *   ranges  the private and loopback address ranges (IPv4 and IPv6), where a school's server
 *           lives whatever DHCP gives it, plus any other address the server had then (one host).
 * The authority is made once (the devices install it once), so a name the server gets later is
 * outside it: the server certificate leaves such a name out and the log says how to make a new one.
 */
import { BlockList, isIP } from 'node:net';
import forge from 'node-forge';
import { PRIVATE_RANGES, type AuthorityScope } from '../../src/domain/tls';
import { canonicalName } from './host-names';

const NAME_CONSTRAINTS_OID = '2.5.29.30';

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function blockList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/');
    list.addSubnet(address, Number(prefix), family(address));
  }
  return list;
}

const PRIVATE = blockList(PRIVATE_RANGES);

/** The scope of an authority made for the server's `names` (host names and addresses). */
export function authorityScope(names: readonly string[]): AuthorityScope {
  const canonical = [...new Set(names.map(canonicalName))];
  const hosts = canonical.filter((name) => !isIP(name));
  const otherAddresses = canonical
    .filter((name) => isIP(name) && !PRIVATE.check(name, family(name)))
    .map((address) => `${address}/${isIP(address) === 6 ? 128 : 32}`);
  return { names: hosts, ranges: [...PRIVATE_RANGES, ...otherAddresses] };
}

/** Whether `name` (a host name or an address) is inside `scope`. */
export function inScope(scope: AuthorityScope, name: string): boolean {
  const canonical = canonicalName(name);
  if (isIP(canonical)) return blockList(scope.ranges).check(canonical, family(canonical));
  return scope.names.some((base) => canonical === base || canonical.endsWith(`.${base}`));
}

// --- the extension, in DER (node-forge writes any extension given its ASN.1 value) ---

const { asn1 } = forge;

/** An address range as Name Constraints spell it: the address's bytes, then the mask's. */
function rangeBytes(range: string): string {
  const [address, prefixText] = range.split('/');
  const prefix = Number(prefixText);
  const v6 = isIP(address) === 6;
  const length = v6 ? 16 : 4;
  const bytes = v6 ? ipv6Bytes(address) : address.split('.').map(Number);
  const mask = Array.from({ length }, (_, i) => {
    const bits = Math.max(0, Math.min(8, prefix - i * 8));
    return (0xff << (8 - bits)) & 0xff;
  });
  return String.fromCharCode(...bytes.map((b, i) => b & mask[i]), ...mask);
}

function ipv6Bytes(address: string): number[] {
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const words = [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** GeneralSubtree ::= SEQUENCE { base GeneralName } (minimum 0, no maximum). */
const subtree = (tag: number, bytes: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, false, bytes),
  ]);

/** The critical Name Constraints extension that limits an authority to `scope` (permitted subtrees only). */
export function nameConstraintsExtension(scope: AuthorityScope) {
  const permitted = [
    ...scope.names.map((name) => subtree(2, name)), // dNSName [2]
    ...scope.ranges.map((range) => subtree(7, rangeBytes(range))), // iPAddress [7]
  ];
  return {
    id: NAME_CONSTRAINTS_OID,
    critical: true,
    value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, permitted),
    ]),
  };
}

/** An iPAddress constraint's bytes back as `address/prefix`. */
function rangeText(bytes: string): string {
  const codes = [...bytes].map((c) => c.charCodeAt(0));
  const half = codes.length / 2;
  const address = codes.slice(0, half);
  const prefix = codes
    .slice(half)
    .reduce((bits, byte) => bits + byte.toString(2).replace(/0/g, '').length, 0);
  const text =
    half === 4
      ? address.join('.')
      : canonicalName(
          Array.from({ length: 8 }, (_, i) => ((address[2 * i] << 8) | address[2 * i + 1]).toString(16)).join(
            ':',
          ),
        );
  return `${text}/${prefix}`;
}

interface ParsedSubtree {
  type: number;
  value: string;
}

/** The scope an authority's certificate carries, or null when it has no Name Constraints (made before them). */
export function scopeOf(certPem: string): AuthorityScope | null {
  const cert = forge.pki.certificateFromPem(certPem);
  // By name: forge's types spell an extension's id as a number. Its reader handles 2.5.29.30 only.
  const extension = cert.getExtension('nameConstraints') as {
    permittedSubtrees?: ParsedSubtree[];
  } | null;
  if (!extension) return null;
  const permitted = extension.permittedSubtrees ?? [];
  return {
    names: permitted.filter((s) => s.type === 2).map((s) => s.value),
    ranges: permitted.filter((s) => s.type === 7).map((s) => rangeText(s.value)),
  };
}

/**
 * Mercado Pago signs each webhook notification (`x-signature`) with the school's secret: without this
 * check anyone who knows the webhook's address could make the server look up, and credit, a payment.
 * The timestamp is part of the signed text, so an old notification cannot be replayed for long.
 * The stand-in of the tests signs with `signManifest` too, so both ends build the same manifest.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureVerdict = 'ok' | 'missing' | 'invalid' | 'stale';

/** How far a notification's timestamp may sit from now, either way, before it counts as a replay. */
export const SIGNATURE_MAX_AGE_SECONDS = 900;

/** Timestamps above this are milliseconds since the epoch; below, seconds. */
const MILLISECONDS_FROM = 1e12;

export interface ManifestParts {
  /** `data.id` of the notification's query string. */
  dataId?: string;
  /** The `x-request-id` header. */
  requestId?: string;
  /** `ts` of the `x-signature` header, exactly as sent. */
  ts?: string | number;
}

/** Mercado Pago lower-cases an alphanumeric `data.id` before signing it. */
function signedDataId(dataId: string): string {
  return /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
}

/** `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out each part (and its label) that is absent. */
export function manifestOf({ dataId, requestId, ts }: ManifestParts): string {
  let manifest = '';
  if (dataId) manifest += `id:${signedDataId(dataId)};`;
  if (requestId) manifest += `request-id:${requestId};`;
  if (ts !== undefined && ts !== '') manifest += `ts:${ts};`;
  return manifest;
}

/** The hex HMAC-SHA256 of the manifest: the `v1` of a genuine `x-signature`. */
export function signManifest(secret: string, parts: ManifestParts): string {
  return createHmac('sha256', secret).update(manifestOf(parts)).digest('hex');
}

/** `ts=…,v1=…` as a map, or null when a part is not one `key=value` or a key repeats. */
function parseHeader(header: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (!key || parts.has(key) || /[\s;=]/.test(value)) return null;
    parts.set(key, value);
  }
  return parts;
}

/**
 * Whether a notification comes from Mercado Pago: 'missing' without a signature (or without its
 * `ts` or `v1`), 'invalid' when it is malformed or does not match, 'stale' when it matches but its
 * timestamp is more than `maxAgeSeconds` away from `now`. Never throws.
 */
export function verifySignature(input: {
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  secret: string;
  now: Date;
  maxAgeSeconds?: number;
}): SignatureVerdict {
  const header = input.header?.trim();
  if (!header) return 'missing';
  const parts = parseHeader(header);
  if (!parts) return 'invalid';
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1) return 'missing';
  if (!/^\d{1,16}$/.test(ts) || !/^[0-9a-fA-F]{64}$/.test(v1)) return 'invalid';
  // A school without a secret could be forged by anyone (an empty key is a known key).
  if (!input.secret) return 'invalid';

  const expected = Buffer.from(
    signManifest(input.secret, { dataId: input.dataId, requestId: input.requestId, ts }),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'invalid';

  const stamp = Number(ts);
  const stampMs = stamp > MILLISECONDS_FROM ? stamp : stamp * 1000;
  const maxAgeMs = (input.maxAgeSeconds ?? SIGNATURE_MAX_AGE_SECONDS) * 1000;
  return Math.abs(input.now.getTime() - stampMs) > maxAgeMs ? 'stale' : 'ok';
}

// A Mercado Pago notification credits money only when its x-signature is the school's: these pin the
// manifest the HMAC covers, and each way a forged, replayed or malformed signature is turned away.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  manifestOf,
  signManifest,
  verifySignature,
} from '../../server/modules/payments/mercadopago/service/signature';

const SECRET = 'a-school-webhook-secret';
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const DATA_ID = '123456789';
const NOW = new Date('2026-03-10T15:00:00Z');
const TS_MS = NOW.getTime();
const TS_S = Math.floor(TS_MS / 1000);

const hmac = (text: string, secret = SECRET) => createHmac('sha256', secret).update(text).digest('hex');

/** The verdict for a notification signed with `v1` at `ts`, with the defaults above for the rest. */
function verdict(
  header: string | undefined,
  overrides: Partial<{ requestId: string | undefined; dataId: string | undefined; now: Date }> = {},
) {
  return verifySignature({
    header,
    requestId: REQUEST_ID,
    dataId: DATA_ID,
    secret: SECRET,
    now: NOW,
    ...overrides,
  });
}

const signed = (ts: number | string = TS_MS, parts: { dataId?: string; requestId?: string } = {}) =>
  `ts=${ts},v1=${signManifest(SECRET, { dataId: DATA_ID, requestId: REQUEST_ID, ts, ...parts })}`;

describe('the signed manifest', () => {
  it('is id, request-id and ts, each with its label and a semicolon', () => {
    expect(manifestOf({ dataId: DATA_ID, requestId: REQUEST_ID, ts: TS_MS })).toBe(
      `id:123456789;request-id:${REQUEST_ID};ts:${TS_MS};`,
    );
  });

  it('signs a known vector: the hex HMAC-SHA256 of the manifest with the secret', () => {
    const manifest = `id:123456789;request-id:${REQUEST_ID};ts:1773154800000;`;
    const expected = hmac(manifest);
    // The same, computed apart: printf '%s' "$manifest" | openssl dgst -sha256 -hmac "$SECRET".
    expect(expected).toBe('11f1f1a8a5d150b05ecaa0d201395ff3f693ed8cec91a45435c164ff9df542f9');
    expect(signManifest(SECRET, { dataId: '123456789', requestId: REQUEST_ID, ts: 1773154800000 })).toBe(
      expected,
    );
    expect(signManifest(SECRET, { dataId: '123456789', requestId: REQUEST_ID, ts: '1773154800000' })).toBe(
      expected,
    );
  });

  it('leaves out an absent part together with its label', () => {
    expect(manifestOf({ dataId: DATA_ID, ts: TS_S })).toBe(`id:123456789;ts:${TS_S};`);
    expect(manifestOf({ requestId: REQUEST_ID, ts: TS_S })).toBe(`request-id:${REQUEST_ID};ts:${TS_S};`);
  });

  it('lower-cases an alphanumeric data.id, and only then', () => {
    expect(manifestOf({ dataId: 'ABC123xyz', ts: 1 })).toBe('id:abc123xyz;ts:1;');
    expect(manifestOf({ dataId: 'AB-12', ts: 1 })).toBe('id:AB-12;ts:1;');
  });
});

describe('verifySignature', () => {
  it('accepts a genuine signature', () => {
    expect(verdict(signed())).toBe('ok');
    expect(verdict(`ts=${TS_MS},v1=${hmac(`id:${DATA_ID};request-id:${REQUEST_ID};ts:${TS_MS};`)}`)).toBe(
      'ok',
    );
  });

  it('tolerates spaces and an unknown extra part', () => {
    const v1 = signManifest(SECRET, { dataId: DATA_ID, requestId: REQUEST_ID, ts: TS_MS });
    expect(verdict(` ts=${TS_MS}, v1=${v1.toUpperCase()} , v2=whatever`)).toBe('ok');
  });

  it('refuses another secret, and an empty one', () => {
    const v1 = signManifest('another-secret', { dataId: DATA_ID, requestId: REQUEST_ID, ts: TS_MS });
    expect(verdict(`ts=${TS_MS},v1=${v1}`)).toBe('invalid');
    const empty = signManifest('', { dataId: DATA_ID, requestId: REQUEST_ID, ts: TS_MS });
    expect(
      verifySignature({
        header: `ts=${TS_MS},v1=${empty}`,
        requestId: REQUEST_ID,
        dataId: DATA_ID,
        secret: '',
        now: NOW,
      }),
    ).toBe('invalid');
  });

  it('refuses a tampered v1, ts or data.id', () => {
    const header = signed();
    const v1 = header.slice(header.indexOf('v1=') + 3);
    const flipped = `${v1.slice(0, -1)}${v1.endsWith('0') ? '1' : '0'}`;
    expect(verdict(`ts=${TS_MS},v1=${flipped}`)).toBe('invalid');
    expect(verdict(header.replace(`ts=${TS_MS}`, `ts=${TS_MS + 1}`))).toBe('invalid');
    expect(verdict(header, { dataId: '123456780' })).toBe('invalid');
  });

  it('says invalid, without throwing, for a v1 of the wrong length or not hex', () => {
    const v1 = signManifest(SECRET, { dataId: DATA_ID, requestId: REQUEST_ID, ts: TS_MS });
    expect(verdict(`ts=${TS_MS},v1=${v1.slice(0, 62)}`)).toBe('invalid');
    expect(verdict(`ts=${TS_MS},v1=${v1}00`)).toBe('invalid');
    expect(verdict(`ts=${TS_MS},v1=${'z'.repeat(64)}`)).toBe('invalid');
    expect(verdict(`ts=${TS_MS},v1=${'é'.repeat(32)}`)).toBe('invalid');
  });

  it('says invalid for a malformed header or ts', () => {
    expect(verdict('garbage')).toBe('invalid');
    expect(verdict(`ts=${TS_MS};v1=${'a'.repeat(64)}`)).toBe('invalid');
    expect(verdict(`ts=${TS_MS},ts=${TS_MS},v1=${'a'.repeat(64)}`)).toBe('invalid');
    expect(verdict(`ts=soon,v1=${'a'.repeat(64)}`)).toBe('invalid');
    expect(verdict(`ts=-5,v1=${'a'.repeat(64)}`)).toBe('invalid');
  });

  it('says missing without a header, or without its ts or v1', () => {
    expect(verdict(undefined)).toBe('missing');
    expect(verdict('')).toBe('missing');
    expect(verdict('   ')).toBe('missing');
    expect(verdict(`ts=${TS_MS}`)).toBe('missing');
    expect(verdict(`v1=${'a'.repeat(64)}`)).toBe('missing');
    expect(verdict(`ts=,v1=${'a'.repeat(64)}`)).toBe('missing');
  });

  it('signs without the request id when it is absent: the manifest differs', () => {
    const withoutId = signed(TS_MS, { requestId: undefined });
    expect(withoutId).not.toBe(signed());
    expect(verdict(withoutId, { requestId: undefined })).toBe('ok');
    expect(verdict(withoutId)).toBe('invalid');
    expect(verdict(signed(), { requestId: undefined })).toBe('invalid');
  });

  it('reads ts in seconds or in milliseconds', () => {
    expect(verdict(signed(TS_S))).toBe('ok');
    expect(verdict(signed(TS_MS))).toBe('ok');
    expect(verdict(signed(TS_S - 899))).toBe('ok');
    expect(verdict(signed(TS_MS - 899_000))).toBe('ok');
  });

  it('says stale when ts is more than 15 minutes away, in the past or in the future', () => {
    expect(verdict(signed(TS_MS - 901_000))).toBe('stale');
    expect(verdict(signed(TS_MS + 901_000))).toBe('stale');
    expect(verdict(signed(TS_S - 901))).toBe('stale');
    expect(verdict(signed(TS_S + 901))).toBe('stale');
    expect(verdict(signed(TS_MS + 899_000))).toBe('ok');
  });

  it('honours another maximum age', () => {
    const header = signed(TS_MS - 120_000);
    const input = { header, requestId: REQUEST_ID, dataId: DATA_ID, secret: SECRET, now: NOW };
    expect(verifySignature({ ...input, maxAgeSeconds: 60 })).toBe('stale');
    expect(verifySignature({ ...input, maxAgeSeconds: 300 })).toBe('ok');
  });

  it('says invalid, not stale, for a forged signature on an old ts', () => {
    expect(verdict(`ts=${TS_MS - 3_600_000},v1=${'a'.repeat(64)}`)).toBe('invalid');
  });

  it('verifies an upper-case alphanumeric data.id against its lower-cased signature', () => {
    const lowerSigned = `ts=${TS_MS},v1=${hmac(`id:abc123;request-id:${REQUEST_ID};ts:${TS_MS};`)}`;
    expect(verdict(lowerSigned, { dataId: 'ABC123' })).toBe('ok');
    expect(verdict(lowerSigned, { dataId: 'abc123' })).toBe('ok');
    const upperSigned = `ts=${TS_MS},v1=${hmac(`id:ABC123;request-id:${REQUEST_ID};ts:${TS_MS};`)}`;
    expect(verdict(upperSigned, { dataId: 'ABC123' })).toBe('invalid');
  });
});

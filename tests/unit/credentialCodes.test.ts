/** Card codes are bearer secrets: how they are masked (lists, lookups, reports) and kept out of the log. */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CODE_PATTERN, looksLikeCode, maskCode, maskCodesIn } from '../../src/domain/credentials';
import { logRequest, redactUrl } from '../../server/http/log-request';

const CODE = 'CRNBCDEFGHJKLMNPQRSTUVWX7QK';
const OTHER = 'CRN23456789ABCDEFGHJKLMNPQR';

describe('maskCode', () => {
  it('keeps only the last 4 characters, after an ellipsis', () => {
    expect(CODE).toMatch(CODE_PATTERN);
    expect(maskCode(CODE)).toBe('…X7QK');
    expect(maskCode(OTHER)).toBe('…NPQR');
  });

  it('gives a masked code back unchanged, so masking twice (server, then screen) is harmless', () => {
    expect(maskCode(maskCode(CODE))).toBe(maskCode(CODE));
  });

  it('is never taken for a code or a document by the validation screens', () => {
    expect(looksLikeCode(maskCode(CODE))).toBe(false);
    expect(maskCode(CODE)).not.toMatch(/^\d+$/);
  });
});

describe('maskCodesIn', () => {
  it('masks every whole code in a text, in any case, and leaves the rest', () => {
    expect(maskCodesIn(`/api/admin/turns/${CODE.toLowerCase()}/registerstar?gate=2`)).toBe(
      '/api/admin/turns/…X7QK/registerstar?gate=2',
    );
    expect(maskCodesIn(`${CODE} y ${OTHER}`)).toBe('…X7QK y …NPQR');
    expect(maskCodesIn('/api/admin/carnets/1098765432')).toBe('/api/admin/carnets/1098765432');
    // A part of a code is no code.
    expect(maskCodesIn(CODE.slice(0, 20))).toBe(CODE.slice(0, 20));
  });
});

describe('the request log', () => {
  it("writes Fastify's fields with the code in the URL masked", () => {
    const req = {
      method: 'GET',
      url: `/api/admin/carnets/${CODE}/validate`,
      host: 'colegio.local:8080',
      ip: '10.0.0.7',
      socket: { remotePort: 51234 },
    } as unknown as FastifyRequest;
    expect(logRequest(req)).toEqual({
      method: 'GET',
      url: '/api/admin/carnets/…X7QK/validate',
      host: 'colegio.local:8080',
      remoteAddress: '10.0.0.7',
      remotePort: 51234,
    });
  });
});

describe('the logged URL', () => {
  it('masks documents (6 digits or more) and percent-encoded codes; keeps ids and dates', () => {
    expect(redactUrl('/api/admin/carnets/1098765432')).toBe('/api/admin/carnets/…32');
    expect(redactUrl(`/api/admin/turns/%43RN${CODE.slice(3)}/registerstar?gate=2`)).toBe(
      '/api/admin/turns/…X7QK/registerstar?gate=2',
    );
    expect(redactUrl('/api/schoolroutes/consultar-usuarios/52123456?x=1')).toBe(
      '/api/schoolroutes/consultar-usuarios/…56?x=1',
    );
    expect(redactUrl('/api/admin/users/1234/edit?filter={"from":"2026-11-26"}')).toBe(
      '/api/admin/users/1234/edit?filter={"from":"2026-11-26"}',
    );
    expect(redactUrl('/api/x/%E0%A4%A/1098765432')).toBe('/api/x/%E0%A4%A/…32');
  });
});

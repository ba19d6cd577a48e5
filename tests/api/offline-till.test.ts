/**
 * The offline till's server side (issue 33), the till itself: the store's till a browser chose
 * answers its allowance, only to who sells there, and reads its roster of hashes (never a code).
 * Choosing and making tills: till-choice.test.ts. Its late sales: offline-sales.test.ts.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWANCE, type Roster, type Till } from '../../src/domain/offline';
import { tills } from '../../server/db/schema';
import {
  type Api,
  credentialOf,
  MARIANA,
  tillWithRosterReadAgo,
  schoolWithStaff,
  staffWith,
  type TestApp,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
const TILL = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  // A till of the cafeteria with a roster read an hour ago, as the late sales' file has it.
  await tillWithRosterReadAgo(t, cashier, 'cafeteria', TILL, 60);
});
afterAll(() => t?.close());

describe('a till', () => {
  it('answers its allowance to who sells at its store, and is never made by a visit', async () => {
    const first = await cashier.put<Till>(`/api/cafeteria/tills/${TILL}`);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ codigo: TILL, activa: 1, ...DEFAULT_ALLOWANCE });
    const again = await cashier.put<Till>(`/api/cafeteria/tills/${TILL}`);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await cashier.put(`/api/cafeteria/tills/no-es-hex`)).status).toBe(400);
    const stationer = (await staffWith(t, admin, ['papeleria', 'papeleria.pos'])).api;
    expect((await stationer.put(`/api/cafeteria/tills/${TILL}`)).status).toBe(403);
    // The stationery has no till of that code: none is made.
    expect((await stationer.put(`/api/papeleria/tills/${TILL}`)).status).toBe(404);
    expect(await t.db.select().from(tills).where(eq(tills.codigo, TILL))).toHaveLength(1);
  });

  it('reads a roster of hashes: the codes and documents never travel in clear', async () => {
    const res = await cashier.get<Roster>('/api/cafeteria/pos/roster');
    expect(res.status, res.body.message).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const credential = await credentialOf(t, MARIANA);
    expect(res.raw).not.toContain(credential.code);
    expect(res.raw).not.toContain(MARIANA);
    const { sal, entries } = res.body.data;
    const hash = (v: string) => createHash('sha256').update(`${sal}:${v}`).digest('hex').slice(0, 20);
    const mariana = entries.find((e) => e.h === hash(credential.code.toUpperCase()));
    expect(mariana).toMatchObject({
      id_user: await userIdByDocument(t, MARIANA),
      saldo: credential.saldo,
      activo: 1,
      d: hash(MARIANA),
    });
    // A new salt every time: two copies cannot be joined.
    expect((await cashier.get<Roster>('/api/cafeteria/pos/roster')).body.data.sal).not.toBe(sal);
  });
});

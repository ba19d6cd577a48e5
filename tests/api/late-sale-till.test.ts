/**
 * The late door grants nothing a till could not grant offline (issue 48), its till and its time: a
 * sale sent late by an online cashier is refused — recorded `rechazada` with its reason, no money,
 * stock or order moved — for a till the server does not know or turned off, a date it could not have
 * been made at, a total beyond the till's allowance at the catalog's prices, and a key used for
 * another sale (422). The rules of the till's roster are in late-sale-rules.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import {
  LATE_SALE_KEY_REUSED,
  lateSaleRejected,
  OFFLINE_TILL_DISABLED,
  offlineSaleTooBig,
} from '../../src/domain/offline';
import type { OfflineSaleRow } from '../../src/domain/offlineSales';
import { offlineSales, tills } from '../../server/db/schema';
import { editRecord, NICOLAS, openTill, unchanged } from './fixtures';
import {
  admin,
  cashier,
  expectRefused,
  fundTo,
  lateSale,
  MOVED,
  newTill,
  openLateSaleSchool,
  t,
  water,
} from './fixtures/late-sale-school';

openLateSaleSchool();

const minutesFromNow = (m: number) => new Date(t.clock.nowMs() + m * 60_000).toISOString();
const tillId = async (code: string) =>
  (await t.db.select({ id: tills.id }).from(tills).where(eq(tills.codigo, code)))[0].id;

describe('the till and the time of a late sale', () => {
  it('a till the server never registered, or one turned off: refused', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const made = await expectRefused(
      () => lateSale(newTill(), undefined, userId),
      lateSaleRejected.unknownTill,
    );
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.id, made.body.data.id!));
    expect(row.id_till).toBeNull();
    // A supervisor sees it among the late sales, under no till, with the till's word and nothing charged.
    const listed = (await admin.get<OfflineSaleRow[]>('/api/admin/offline-sales?perPage=200')).body.data.find(
      (r) => r.id === row.id,
    );
    expect(listed).toMatchObject({
      id_caja: null,
      caja: null,
      estado: 'rechazada',
      total: water.price,
      cobrado: null,
      motivo: lateSaleRejected.unknownTill,
    });
    const code = newTill();
    const lista = await openTill(t, cashier, 'cafeteria', code);
    expect((await editRecord(admin, '/api/admin/tills', await tillId(code), { activa: 0 })).status).toBe(200);
    await expectRefused(() => lateSale(code, lista, userId), OFFLINE_TILL_DISABLED);
  });

  it('made in the future, months back, before its roster, or by a roster the server never gave that till: refused', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const code = newTill();
    const lista = await openTill(t, cashier, 'cafeteria', code);
    await expectRefused(
      () => lateSale(code, lista, userId, { hecha_en: minutesFromNow(60) }),
      lateSaleRejected.future,
    );
    await expectRefused(
      () => lateSale(code, lista, userId, { hecha_en: minutesFromNow(-90 * 24 * 60) }),
      /antes del último contacto/,
    );
    await expectRefused(
      () => lateSale(code, lista, userId, { hecha_en: minutesFromNow(-60) }),
      lateSaleRejected.beforeRoster,
    );
    await expectRefused(() => lateSale(code, minutesFromNow(-30), userId), lateSaleRejected.unknownRoster);
    // A few seconds ahead of the server (a till's clock): sold, dated when it arrived.
    const ahead = await lateSale(code, lista, userId, { hecha_en: minutesFromNow(1) });
    expect(ahead.body.data.estado).toBe('aceptada');
  });

  it("the till's allowance on the catalog's total, not the till's word: per sale and in total since its roster", async () => {
    const userId = await fundTo(NICOLAS, 500_000);
    const code = newTill();
    const lista = await openTill(t, cashier, 'cafeteria', code);
    const many = Math.ceil(31_000 / water.price);
    const big = { products: [{ id: water.id, count: many }], total: 1_000 };
    await expectRefused(() => lateSale(code, lista, userId, big), offlineSaleTooBig(formatMoney(30_000)));
    expect(
      (await editRecord(admin, '/api/admin/tills', await tillId(code), { max_total: water.price * 2 }))
        .status,
    ).toBe(200);
    expect((await lateSale(code, lista, userId)).body.data.estado).toBe('aceptada');
    expect((await lateSale(code, lista, userId)).body.data.estado).toBe('aceptada');
    await expectRefused(() => lateSale(code, lista, userId), /puede vender hasta/);
  });

  it('a key already used with another sale: 422, nothing recorded', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const code = newTill();
    const lista = await openTill(t, cashier, 'cafeteria', code);
    const key = `tarde-${randomUUID()}`;
    const body = { hecha_en: t.clock.now().toISOString() };
    expect((await lateSale(code, lista, userId, body, key)).body.data.estado).toBe('aceptada');
    const other = await unchanged(
      t,
      () =>
        lateSale(
          code,
          lista,
          userId,
          { ...body, products: [{ id: water.id, count: 2 }], total: water.price * 2 },
          key,
        ),
      {
        ...MOVED,
        offlineSales,
      },
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      message: LATE_SALE_KEY_REUSED,
      errors: { 'Idempotency-Key': LATE_SALE_KEY_REUSED },
    });
    // The same sale again is a retry: its first answer.
    expect((await lateSale(code, lista, userId, body, key)).status).toBe(201);
  });
});

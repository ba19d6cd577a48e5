/**
 * A supervisor settles a late sale the server refused (issue 33): charged now under every online
 * rule (a refusal says why and changes nothing), delivered at once, or written off with a note;
 * once, by who holds the report's key.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { LateSaleResult } from '../../src/domain/offline';
import {
  ALREADY_RESOLVED,
  ONLY_REFUSED_RESOLVED,
  RESOLVE_NOTE_REQUIRED,
  type OfflineSaleRow,
} from '../../src/domain/offlineSales';
import { offlineSales, orders } from '../../server/db/schema';
import {
  type Api,
  credentialOf,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  MONEY,
  ORDERS,
  productNamed,
  schoolWithStaff,
  setSaldo,
  staffWith,
  tillWithRosterReadAgo,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let n = 0;
const TILL = 'c0c1c2c3c4c5c6c7c8c9cacbcccdcecf';
/** The till's roster, read ten minutes before the file's late sales. */
let lista: string;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  lista = await tillWithRosterReadAgo(t, cashier, 'cafeteria', TILL, 10);
});
afterAll(() => t?.close());

const resolve = (who: Api, id: number, body: unknown) =>
  who.post<{ resolucion: string; id_order: number | null }>(`/api/admin/offline-sales/${id}/resolve`, body);

/** A juice sold offline to Isabella and refused when it arrived (her balance spent beyond the overdraft). */
async function refusedSale(): Promise<number> {
  const juice = await productNamed(t, 'Jugo de naranja 250 ml', STORE.cafeteria);
  const credential = await credentialOf(t, ISABELLA);
  await setSaldo(admin, credential, credential.saldo, 0);
  const count = 6; // $21.000 > the $15.000 overdraft
  const res = await cashier.call<LateSaleResult>(
    'POST',
    '/api/cafeteria/requests/offline',
    {
      caja: TILL,
      lista,
      hecha_en: new Date(t.clock.nowMs() - 60_000).toISOString(),
      id_user: await userIdByDocument(t, ISABELLA),
      products: [{ id: juice.id, count }],
      total: juice.price * count,
    },
    { 'Idempotency-Key': `rechazada-${++n}` },
  );
  expect(res.body.data.estado).toBe('rechazada');
  return res.body.data.id!;
}

describe('settling a refused late sale', () => {
  it('charging refuses what the online rules refuse, and changes nothing', async () => {
    const id = await refusedSale();
    const res = await unchanged(t, () => resolve(admin, id, { accion: 'cobrar' }), {
      ...MONEY,
      orders: ORDERS.orders,
      offline: offlineSales,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('fondos suficientes');
  });

  it('charges it once the balance allows, delivered at once, and shows who did it in the report', async () => {
    const id = await refusedSale();
    const credential = await credentialOf(t, ISABELLA);
    await setSaldo(admin, credential, credential.saldo, 30_000);
    const res = await admin.call<{ resolucion: string; id_order: number }>(
      'POST',
      `/api/admin/offline-sales/${id}/resolve`,
      { accion: 'cobrar' },
      { 'Idempotency-Key': `resolver-${id}` },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Venta fuera de línea cobrada',
      data: { resolucion: 'cobrada' },
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.id_order));
    expect(order).toMatchObject({ status: 3, total: 21_000, turn: null });
    expect((await credentialOf(t, ISABELLA)).saldo).toBe(9_000);
    // The retry replays; a second settling is refused.
    const again = await admin.call(
      'POST',
      `/api/admin/offline-sales/${id}/resolve`,
      { accion: 'cobrar' },
      { 'Idempotency-Key': `resolver-${id}` },
    );
    expect(again.body).toEqual(res.body);
    const twice = await unchanged(t, () => resolve(admin, id, { accion: 'descartar', nota: 'otra vez' }), {
      ...MONEY,
      offline: offlineSales,
    });
    expect(twice).toMatchObject({ status: 409, body: { message: ALREADY_RESOLVED } });
    const report = await admin.get<OfflineSaleRow[]>('/api/admin/offline-sales');
    expect(report.body.data.find((r) => r.id === id)).toMatchObject({
      estado: 'rechazada',
      resolucion: 'cobrada',
      cobrado: 21_000,
      resuelta_por: 'Administrador Demo',
    });
  });

  it('writes it off only with a note', async () => {
    const id = await refusedSale();
    const bare = await unchanged(t, () => resolve(admin, id, { accion: 'descartar' }), {
      offline: offlineSales,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toMatchObject({ nota: RESOLVE_NOTE_REQUIRED });
    const res = await unchanged(
      t,
      () => resolve(admin, id, { accion: 'descartar', nota: 'El colegio asume el costo' }),
      MONEY,
    );
    expect(res.body.data).toMatchObject({ resolucion: 'descartada', id_order: null });
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.id, id));
    expect(row).toMatchObject({
      resolution: 'descartada',
      note: 'El colegio asume el costo',
      id_order: null,
    });
  });

  it('settles only a refused sale, and only for who holds the report', async () => {
    const credential = await credentialOf(t, ISABELLA);
    await setSaldo(admin, credential, credential.saldo, 50_000);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml', STORE.cafeteria);
    const accepted = await cashier.call<LateSaleResult>(
      'POST',
      '/api/cafeteria/requests/offline',
      {
        caja: TILL,
        lista,
        hecha_en: t.clock.now().toISOString(),
        id_user: credential.id_user_primary,
        products: [{ id: juice.id, count: 1 }],
        total: juice.price,
      },
      { 'Idempotency-Key': `aceptada-${++n}` },
    );
    expect(
      (await resolve(admin, accepted.body.data.id!, { accion: 'descartar', nota: 'x' })).body.message,
    ).toBe(ONLY_REFUSED_RESOLVED);
    const id = await refusedSale();
    expect((await resolve(cashier, id, { accion: 'descartar', nota: 'x' })).status).toBe(403);
    const clerk = (await staffWith(t, admin, ['admin', 'admin.tills'])).api;
    expect((await resolve(clerk, id, { accion: 'descartar', nota: 'x' })).status).toBe(403);
    expect((await resolve(admin, 99_999_999, { accion: 'descartar', nota: 'x' })).status).toBe(404);
  });

  it('leaves the books right', async () => {
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
    await expectStockInvariant(t.db);
  });
});

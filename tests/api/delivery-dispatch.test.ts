/** Delivery to the customer (spec part 2 §2, §4, §7): the external delivery keys on the stores' dispatch and the prepare screen's dispatch (`POST external/dispatch`), all or none. Refusals change nothing; the file ends checking the books. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeliveryOrder } from '../../src/domain/delivery';
import { STORE } from '../../src/domain/inventory';
import { ORDER_ALREADY_DELIVERED, ORDER_NOT_READY, type Order } from '../../src/domain/orders';
import { orders } from '../../server/db/schema';
import {
  api,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  MARIANA,
  NICOLAS,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cafeSale,
  cashier,
  despacho,
  entrega,
  ids,
  openDeliverySchool,
  paperSale,
  t,
} from './fixtures/delivery-school';

openDeliverySchool();

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status, turn: orders.turn }).from(orders).where(eq(orders.id, id)))[0];

describe('delivering', () => {
  it('the delivery screen key hands over ready orders through the store dispatch, only ready ones', async () => {
    const ready = await cafeSale(NICOLAS, 'Pandebono');
    const hot = await cafeSale(NICOLAS, 'Empanada de carne');
    const notYet = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] }),
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ORDER_NOT_READY);

    const res = await entrega.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [ready.id] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data[0].complete).toBe('3');
    // Delivered: gone from the customer's list, its turn free.
    const userId = await userIdByDocument(t, NICOLAS);
    const left = await entrega.get<DeliveryOrder[]>(`/api/cafeteria/requests/pending/${userId}`);
    expect(ids(left.body.data)).toEqual([hot.id]);

    // The kitchen marks it ready: now it can be delivered too (the prepare screen's key as well).
    expect((await admin.put(`/api/cafeteria/enlistment/${hot.id}`, {})).status).toBe(200);
    const later = await despacho.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] });
    expect(later.status, later.body.message).toBe(200);
    expect((await statusOf(hot.id)).status).toBe(3);

    const twice = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [ready.id] }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ORDER_ALREADY_DELIVERED);
  });

  it('the prepare screen delivers prepared orders of both stores at once, marking ready those still in preparation', async () => {
    const hot = await cafeSale(MARIANA, 'Empanada de carne');
    const pencil = await paperSale(MARIANA, 'Lapicero negro');
    const kept = await cafeSale(MARIANA, 'Pandebono');
    const res = await despacho.post<Order[]>('/api/external/dispatch', {
      pedidos: [pencil.id, hot.id, hot.id],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('2 pedidos entregados');
    expect(res.body.data.map((o) => [o.id, o.complete]).sort()).toEqual(
      [
        [hot.id, '3'],
        [pencil.id, '3'],
      ].sort(),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, hot.id));
    expect(row.ready_at).not.toBeNull();
    expect(row.delivered_at).not.toBeNull();
    // Not prepared: still waiting.
    expect((await statusOf(kept.id)).status).toBe(2);
    expect((await despacho.post('/api/external/dispatch', { pedidos: [kept.id] })).status).toBe(200);
  });

  it('all or none; refusals name the problem and change nothing', async () => {
    const a = await cafeSale(NICOLAS, 'Pandebono');
    const b = await cafeSale(NICOLAS, 'Pandebono');
    expect((await despacho.post('/api/external/dispatch', { pedidos: [b.id] })).status).toBe(200);
    const reversed = await cafeSale(NICOLAS, 'Pandebono');
    expect((await admin.post(`/api/cafeteria/requests/${reversed.id}/reverse`, {})).status).toBe(200);
    const [restaurantOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.store, STORE.restaurant))
      .limit(1);

    const cases: [string, unknown, number, string][] = [
      ['uno ya entregado', { pedidos: [a.id, b.id] }, 409, ORDER_ALREADY_DELIVERED],
      ['uno reversado', { pedidos: [a.id, reversed.id] }, 409, 'El pedido ya fue reversado'],
      ['id desconocido', { pedidos: [a.id, 999999] }, 404, 'El pedido no existe'],
      ['sin pedidos', { pedidos: [] }, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['sin el campo', {}, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['no es lista', { pedidos: 'x' }, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['id no numérico', { pedidos: ['a'] }, 400, 'El campo pedidos es requerido'],
    ];
    if (restaurantOrder)
      cases.push(['pedido del restaurante', { pedidos: [restaurantOrder.id] }, 404, 'El pedido no existe']);
    for (const [name, body, status, message] of cases) {
      const res = await unchanged(t, () => despacho.post('/api/external/dispatch', body));
      expect(res.status, name).toBe(status);
      expect(res.body.code, name).toBe(0);
      expect(res.body.message, name).toBe(message);
    }
    expect((await statusOf(a.id)).status).toBe(2);

    // Keys: the delivery screen may not prepare (it delivers ready orders only), the stores' cashier neither.
    expect(
      (await unchanged(t, () => entrega.post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => cashier.post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => api(t.app).post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(401);
    expect((await despacho.post('/api/external/dispatch', { pedidos: [a.id] })).status).toBe(200);
  });

  it('a stationery order cannot be delivered through the cafeteria path', async () => {
    const pencil = await paperSale(ISABELLA, 'Lapicero negro');
    const res = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [pencil.id] }),
    );
    expect(res.status).toBe(404);
    expect((await entrega.post('/api/papeleria/requests/dispatch', { pedidos: [pencil.id] })).status).toBe(
      200,
    );
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

/** An order after its sale, prepared and handed over: the working lists (enlistment, deliveries, Reversion), ready (`PUT <store>/enlistment/{id}`) and hand-over (`POST <store>/requests/dispatch`), each step once, refusals changing nothing. */
import { describe, expect, it } from 'vitest';
import {
  ORDER_ALREADY_DELIVERED,
  ORDER_NOT_PENDING,
  ORDER_NOT_READY,
  type Order,
} from '../../src/domain/orders';
import {
  api,
  EMILIANO,
  ISABELLA,
  MARIANA,
  NICOLAS,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cafeSale,
  cashier,
  cashierId,
  listIds,
  openOrdersSchool,
  statusOf,
  t,
} from './fixtures/orders-school';

openOrdersSchool([EMILIANO, ISABELLA, MARIANA, NICOLAS]);

describe('the working lists', () => {
  it('enlistment lists orders to prepare, deliveries those ready, Reversion those not reversed, each of its store', async () => {
    const hot = await cafeSale(EMILIANO, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const ready = await cafeSale(EMILIANO, { Pandebono: 1 }, { inmediate: 0 });
    const spot = await cafeSale(EMILIANO, { Pandebono: 1 });
    expect([hot.complete, ready.complete, spot.complete]).toEqual(['1', '2', '3']);

    const enlistment = await listIds(cashier, '/api/cafeteria/enlistment');
    expect(enlistment).toContain(hot.id);
    expect(enlistment).not.toContain(ready.id);
    const deliveries = await listIds(cashier, '/api/cafeteria/deliveries');
    expect(deliveries).toContain(ready.id);
    expect(deliveries).not.toContain(hot.id);
    const reversible = await listIds(cashier, '/api/cafeteria/Reversion');
    expect(reversible).toEqual(expect.arrayContaining([hot.id, ready.id, spot.id]));
    expect(await listIds(cashier, '/api/papeleria/enlistment')).not.toContain(hot.id);
    // The list's own search and filters still apply.
    expect(
      await listIds(cashier, '/api/cafeteria/Reversion', { id_user: await userIdByDocument(t, NICOLAS) }),
    ).not.toContain(hot.id);
  });

  it('each list answers only with its key', async () => {
    const kitchen = await staffWith(t, admin, ['cafeteria', 'cafeteria.enlistment']);
    expect((await kitchen.api.get('/api/cafeteria/enlistment')).status).toBe(200);
    for (const path of [
      '/api/cafeteria/deliveries',
      '/api/cafeteria/Reversion',
      '/api/cafeteria/requests',
      '/api/papeleria/enlistment',
    ]) {
      expect((await kitchen.api.get(path)).status, path).toBe(403);
    }
    expect((await api(t.app).get('/api/cafeteria/enlistment')).status).toBe(401);
  });
});

describe('ready and delivered', () => {
  it('an order to prepare becomes ready, then delivered; its turn is free again', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 2 }, { inmediate: 0 });
    expect(order.turn).not.toBeNull();
    const notYet = await unchanged(t, () =>
      cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }),
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ORDER_NOT_READY);

    const ready = await cashier.put<Order>(`/api/cafeteria/enlistment/${order.id}`, {});
    expect(ready.status, ready.body.message).toBe(200);
    expect(ready.body.data).toMatchObject({ id: order.id, complete: '2', turn: order.turn });
    const again = await unchanged(t, () => cashier.put(`/api/cafeteria/enlistment/${order.id}`, {}));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_NOT_PENDING);

    const delivered = await cashier.post<Order[]>('/api/cafeteria/requests/dispatch', {
      pedidos: [order.id],
    });
    expect(delivered.status, delivered.body.message).toBe(200);
    expect(delivered.body.data[0]).toMatchObject({ id: order.id, complete: '3' });
    const row = await statusOf(order.id);
    expect(row.delivered_by).toBe(cashierId);
    expect(row.ready_at).not.toBeNull();
    const twice = await unchanged(t, () =>
      cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ORDER_ALREADY_DELIVERED);
    // Its number goes to the next waiting order.
    const next = await cafeSale(MARIANA, { Pandebono: 1 }, { inmediate: 0 });
    expect(next.turn).toBe(order.turn);
  });

  it('a dispatch of several orders is all or nothing', async () => {
    const a = await cafeSale(MARIANA, { Pandebono: 1 }, { inmediate: 0 });
    const b = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const res = await unchanged(t, () =>
      cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [a.id, b.id] }),
    );
    expect(res.status).toBe(409);
    expect((await statusOf(a.id)).status).toBe(2);
    const ok = await cashier.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [a.id] });
    expect(ok.status).toBe(200);
  });

  it('refuses bad bodies, unknown ids and orders of the other store, changing nothing', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const cases: [
      string,
      () => Promise<{ status: number; body: { message: string; errors?: Record<string, string> } }>,
      number,
    ][] = [
      ['sin pedidos', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [] }), 400],
      ['pedidos no es lista', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: 'x' }), 400],
      ['id desconocido', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [999999] }), 404],
      ['otra tienda', () => cashier.put(`/api/papeleria/enlistment/${order.id}`, {}), 404],
      ['id no numérico', () => cashier.put('/api/cafeteria/enlistment/abc', {}), 400],
    ];
    for (const [name, call, status] of cases) {
      const res = await unchanged(t, call);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toMatch(/\S/);
    }
    const empty = await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [] });
    expect(empty.body.message).toBe('Debe seleccionar por lo menos un articulo para entregar');
    expect(empty.body.errors).toHaveProperty('pedidos');
  });

  it('needs the enlistment or deliveries key', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect(
      (await unchanged(t, () => seller.api.put(`/api/cafeteria/enlistment/${order.id}`, {}))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => seller.api.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] })))
        .status,
    ).toBe(403);
    expect((await api(t.app).put(`/api/cafeteria/enlistment/${order.id}`, {})).status).toBe(401);
  });
});

/** An order's reversal (`POST <store>/requests/{id}/reverse` and the old `POST <store>/reporteRevDelete`): the money and the stock back once, refusals changing nothing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOCK_REASON } from '../../src/domain/inventory';
import { ORDER_ALREADY_REVERSED, type Order } from '../../src/domain/orders';
import { credentialMovements, credentials, stockMovements } from '../../server/db/schema';
import {
  api,
  credentialOf,
  EMILIANO,
  ISABELLA,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  productById,
  sell,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cafe,
  cafeSale,
  cashier,
  cashierId,
  listIds,
  openOrdersSchool,
  paper,
  statusOf,
  t,
} from './fixtures/orders-school';

openOrdersSchool([EMILIANO, ISABELLA, MARIANA, NICOLAS]);

describe('reversal', () => {
  it('gives the money and the stock back once, frees the turn and records who did it', async () => {
    const credential = await credentialOf(t, ISABELLA);
    const pan = await cafe('Pandebono');
    const order = await cafeSale(ISABELLA, { Pandebono: 2, 'Empanada de carne': 1 }, { inmediate: 0 });
    const afterSale = await credentialOf(t, ISABELLA);
    expect(afterSale.saldo).toBe(credential.saldo - order.total);

    const res = await cashier.call<{ order: Order; saldo: number; amount: number }>(
      'POST',
      `/api/cafeteria/requests/${order.id}/reverse`,
      {},
      {
        'Idempotency-Key': `rev-${order.id}`,
      },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      saldo: credential.saldo,
      amount: order.total,
      order: { complete: '4' },
    });
    expect(res.body.message).toBe(
      `Pedido reversado. Nuevo saldo disponible $${new Intl.NumberFormat('es-CO').format(credential.saldo)}`,
    );
    expect((await credentialOf(t, ISABELLA)).saldo).toBe(credential.saldo);
    expect((await productById(t, pan.id)).stock).toBe(pan.stock);
    const row = await statusOf(order.id);
    expect(row).toMatchObject({ status: 4, reversed_by: cashierId });
    const ledger = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, order.id));
    expect(ledger.map((m) => [m.kind, m.amount])).toEqual([
      ['compra', -order.total],
      ['reversion', order.total],
    ]);
    const stock = await t.db.select().from(stockMovements).where(eq(stockMovements.id_order, order.id));
    expect(
      stock
        .filter((s) => s.reason === STOCK_REASON.reversion)
        .map((s) => s.quantity)
        .sort(),
    ).toEqual([1, 2]);

    // The same key replays; a new attempt is refused; the old client's path too.
    const replay = await cashier.call(
      'POST',
      `/api/cafeteria/requests/${order.id}/reverse`,
      {},
      { 'Idempotency-Key': `rev-${order.id}` },
    );
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    const again = await unchanged(t, () => cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {}));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_ALREADY_REVERSED);
    const old = await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', { id: order.id }));
    expect(old.status).toBe(409);
    // Not in the working lists any more, not deliverable.
    expect(await listIds(cashier, '/api/cafeteria/Reversion')).not.toContain(order.id);
    expect(await listIds(cashier, '/api/cafeteria/enlistment')).not.toContain(order.id);
    expect(
      (await unchanged(t, () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] })))
        .status,
    ).toBe(409);
  });

  it('the old client path reverses a stationery sale; 20 concurrent attempts reverse once', async () => {
    const credential = await credentialOf(t, NICOLAS);
    const eraser = await paper('Borrador de nata');
    const sale = await sell(
      cashier,
      'papeleria',
      papeleriaBody(await userIdByDocument(t, NICOLAS), [{ id: eraser.id, count: 3 }]),
    );
    expect(sale.status, sale.body.message).toBe(201);
    const id = sale.body.data.order.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? cashier.post('/api/papeleria/reporteRevDelete', { id })
          : cashier.post(`/api/papeleria/requests/${id}/reverse`, {}),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await credentialOf(t, NICOLAS)).saldo).toBe(credential.saldo);
    expect((await productById(t, eraser.id)).stock).toBe(eraser.stock);
    expect((await unchanged(t, () => cashier.post(`/api/cafeteria/requests/${id}/reverse`, {}))).status).toBe(
      404,
    );
  });

  it('works on a credential deactivated after the sale', async () => {
    const order = await cafeSale(EMILIANO, { Pandebono: 1 });
    const credential = await credentialOf(t, EMILIANO);
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));
    const res = await cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {});
    expect(res.status, res.body.message).toBe(200);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(credential.saldo + order.total);
    await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
  });

  it('refuses without the key, without a session, with a bad id', async () => {
    const order = await cafeSale(EMILIANO, { Pandebono: 1 });
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'cafeteria.requests']);
    expect(
      (await unchanged(t, () => seller.api.post(`/api/cafeteria/requests/${order.id}/reverse`, {}))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => api(t.app).post(`/api/cafeteria/requests/${order.id}/reverse`, {}))).status,
    ).toBe(401);
    const bad = await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', { id: 'uno' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    expect((await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', {}))).status).toBe(400);
  });
});

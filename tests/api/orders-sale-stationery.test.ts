/**
 * A stationery sale at the points of sale through `POST papeleria/requests` at catalog prices: the old
 * client's fields it takes and those it ignores, the order of store 2 it writes, and its waiting orders
 * numbered apart from the cafeteria's. After the file, the fixtures' close checks the ledger, the stock
 * log and the orders against each other.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { credentialMovements } from '../../server/db/schema';
import { credentialOf, deliverAll, ISABELLA, papeleriaBody, sell } from './fixtures';
import { cashier, openOrdersSchool, paper, saleMessage, t, userOf } from './fixtures/orders-school';

openOrdersSchool();

describe('a stationery sale', () => {
  it('takes idStudent and immediate, ignores name, saldo and total, and is an order of store 2', async () => {
    const pen = await paper('Lapicero negro');
    const eraser = await paper('Borrador de nata');
    const credential = await credentialOf(t, ISABELLA);
    const res = await sell(
      cashier,
      'papeleria',
      papeleriaBody(
        await userOf(ISABELLA),
        [
          { id: pen.id, count: 2, price: 1 },
          { id: eraser.id, count: 1 },
        ],
        {
          name: 'Otro nombre',
          saldo: 9_999_999,
          total: 1,
          immediate: 1,
          enlistment: 1,
        },
      ),
    );
    expect(res.status, res.body.message).toBe(201);
    const total = 2 * pen.price + eraser.price;
    expect(res.body.message).toBe(saleMessage(credential.saldo - total));
    expect(res.body.data.order).toMatchObject({
      store: STORE.papeleria,
      customer: 'Isabella Pérez Díaz',
      total,
      complete: '3',
      turn: null,
      enlistment: 0,
      products: '2 x Lapicero negro, 1 x Borrador de nata',
    });
    const [ledger] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, res.body.data.order.id));
    expect(ledger.detalle).toBe(`Pedido #${res.body.data.order.id} · Papelería`);
  });

  it('numbers its waiting orders apart from the cafeteria', async () => {
    await deliverAll(t, STORE.papeleria);
    const pen = await paper('Lapicero negro');
    const user = await userOf(ISABELLA);
    const first = await sell(
      cashier,
      'papeleria',
      papeleriaBody(user, [{ id: pen.id, count: 1 }], { immediate: 0 }),
    );
    const second = await sell(
      cashier,
      'papeleria',
      papeleriaBody(user, [{ id: pen.id, count: 1 }], { immediate: false }),
    );
    expect([first.body.data.order.turn, second.body.data.order.turn]).toEqual([1, 2]);
    expect([first.body.data.order.complete, second.body.data.order.complete]).toEqual(['2', '2']);
  });
});

/**
 * The hall turn displays' cards: the ready turns of each store (`GET <store>/enlistment/turns`, the
 * restaurant's `GET restaurant/turnero`) and the keys they need. The file ends checking the books.
 */
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { Order } from '../../src/domain/orders';
import {
  type Api,
  api,
  cafeteriaBody,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  EMILIANO,
  login,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  productNamed,
  sell,
  staffWith,
  userIdByDocument,
} from './fixtures';
import { admin, cafeSale, markReady, openDisplaysSchool, t, turnCards } from './fixtures/displays-school';

openDisplaysSchool();

async function paperSale(who: Api, doc: string, product: string): Promise<Order> {
  const { id } = await productNamed(t, product, STORE.papeleria);
  const res = await sell(
    who,
    'papeleria',
    papeleriaBody(await userIdByDocument(t, doc), [{ id, count: 1 }], { immediate: 0 }),
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}

describe('turn cards', () => {
  it('show the ready orders only, of their store, in the order they became ready', async () => {
    const cashier = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    const hot = await cafeSale(cashier, EMILIANO, 'Empanada de carne'); // to prepare
    const cold = await cafeSale(cashier, MARIANA, 'Pandebono'); // ready at its sale
    const paper = await paperSale(cashier, NICOLAS, 'Borrador de nata');
    const spot = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userIdByDocument(t, NICOLAS), [
        { id: (await productNamed(t, 'Pandebono', STORE.cafeteria)).id, count: 1 },
      ]),
    );
    expect([hot.complete, cold.complete, paper.complete, spot.body.data.order.complete]).toEqual([
      '1',
      '2',
      '2',
      '3',
    ]);

    let cards = await turnCards(cashier, '/api/cafeteria/enlistment/turns');
    expect(cards.map((c) => c.id)).toEqual([cold.id]);
    expect(cards[0]).toEqual({ id: cold.id, name: cold.customer, turno: cold.turn, url: cold.url });
    expect(Object.keys(cards[0]).sort()).toEqual(['id', 'name', 'turno', 'url']);

    await markReady(hot.id);
    cards = await turnCards(cashier, '/api/cafeteria/enlistment/turns');
    // Sold first, ready later: after the one that was ready at its sale.
    expect(cards.map((c) => [c.id, c.turno])).toEqual([
      [cold.id, cold.turn],
      [hot.id, hot.turn],
    ]);
    expect((await turnCards(cashier, '/api/papeleria/enlistment/turns')).map((c) => c.id)).toEqual([
      paper.id,
    ]);

    // Delivered orders leave the display.
    expect((await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [cold.id] })).status).toBe(200);
    expect((await turnCards(cashier, '/api/cafeteria/enlistment/turns')).map((c) => c.id)).toEqual([hot.id]);
  });

  it('the restaurant answers the same cards on its old path', async () => {
    const a = await turnCards(admin, '/api/restaurant/turnero');
    expect(a).toEqual(await turnCards(admin, '/api/restaurant/enlistment/turns'));
  });

  it('need a turn key of the store, and a session', async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await seller.api.get('/api/cafeteria/enlistment/turns')).status).toBe(403);
    const hall = await staffWith(t, admin, ['external', 'external.turns']);
    expect((await hall.api.get('/api/cafeteria/enlistment/turns')).status).toBe(200);
    expect((await hall.api.get('/api/papeleria/enlistment/turns')).status).toBe(200);
    expect((await hall.api.get('/api/restaurant/turnero')).status).toBe(403);
    expect((await api(t.app).get('/api/cafeteria/enlistment/turns')).status).toBe(401);
  });
});

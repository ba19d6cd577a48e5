/** The delivery screens' pure rules and their data provider calls (msw). */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import {
  dispatchCards,
  isDeliverable,
  isListed,
  preparedIds,
  segmentOf,
  storeLabel,
  type DeliveryCustomer,
  type DeliveryOrder,
  type DispatchCard,
} from '../../src/domain/delivery';
import { createDataProvider } from '../../src/dataProvider';
import { createHttpClient } from '../../src/dataProvider/http';
import { API, lastRequest, server, setupMswServer } from './support/msw';

const order = (id: number, complete: '1' | '2' = '2', store: 1 | 2 = 1): DeliveryOrder => ({
  id,
  store,
  turn: id,
  products: `1 x Producto ${id}`,
  count: 1,
  total: 1000,
  comment: null,
  complete,
  created_at: '2026-11-23T12:00:00.000Z',
});
const customer = (id: number, pedidos: DeliveryOrder[]): DeliveryCustomer => ({
  id_user_primary: id,
  name: `Cliente ${id}`,
  num_doc: `10${id}`,
  code: `CRN${String(id).padStart(24, 'A')}`,
  url: null,
  pedidos,
});

describe('the prepare screen cards', () => {
  it('adds a customer with every order unprepared, newest first, never twice', () => {
    let cards: DispatchCard[] = [];
    cards = dispatchCards(cards, { type: 'add', customer: customer(1, [order(10), order(11, '1')]) });
    cards = dispatchCards(cards, { type: 'add', customer: customer(2, [order(20)]) });
    expect(cards.map((c) => c.id_user_primary)).toEqual([2, 1]);
    expect(cards[1].pedidos.map((o) => o.preparado)).toEqual([false, false]);

    cards = dispatchCards(cards, { type: 'toggle', customer: 1, order: 11 });
    // Scanned again (with a new order since): the card, flags included, stays as it was.
    const again = dispatchCards(cards, {
      type: 'add',
      customer: customer(1, [order(10), order(11, '1'), order(12)]),
    });
    expect(again).toBe(cards);
    expect(isListed(cards, 1)).toBe(true);
    expect(isListed(cards, 3)).toBe(false);
  });

  it('toggles one order of one customer back and forth; Entregar sends only the prepared ids', () => {
    let cards = dispatchCards([], {
      type: 'add',
      customer: customer(1, [order(10), order(11, '1'), order(12)]),
    });
    cards = dispatchCards(cards, { type: 'add', customer: customer(2, [order(10 + 100)]) });
    const card = (id: number) => cards.find((c) => c.id_user_primary === id)!;
    expect(preparedIds(card(1))).toEqual([]);
    cards = dispatchCards(cards, { type: 'toggle', customer: 1, order: 11 });
    cards = dispatchCards(cards, { type: 'toggle', customer: 1, order: 12 });
    expect(preparedIds(card(1))).toEqual([11, 12]);
    cards = dispatchCards(cards, { type: 'toggle', customer: 1, order: 12 });
    expect(preparedIds(card(1))).toEqual([11]);
    expect(preparedIds(card(2))).toEqual([]);
  });

  it('removes a card (delivered or cancelled), leaving the others', () => {
    let cards = dispatchCards([], { type: 'add', customer: customer(1, [order(10)]) });
    cards = dispatchCards(cards, { type: 'add', customer: customer(2, [order(20)]) });
    cards = dispatchCards(cards, { type: 'remove', customer: 1 });
    expect(cards.map((c) => c.id_user_primary)).toEqual([2]);
  });

  it('only a ready order is deliverable; stores by id', () => {
    expect(isDeliverable(order(1, '2'))).toBe(true);
    expect(isDeliverable(order(1, '1'))).toBe(false);
    expect([segmentOf(1), segmentOf(2)]).toEqual(['cafeteria', 'papeleria']);
    expect([storeLabel(1), storeLabel(2)]).toEqual(['Cafetería', 'Papelería']);
  });
});

setupMswServer();
const provider = () => createDataProvider(createHttpClient({ baseUrl: API }));
const answer = (data: unknown, message = 'OK') =>
  server.use(http.all(`${API}/*`, () => HttpResponse.json({ code: 1, message, data })));

describe('delivery data provider calls', () => {
  it.each([
    [
      'a customer of both stores',
      (dp: ReturnType<typeof provider>) => dp.deliveryCustomer(' 1098765432 '),
      'GET',
      '/api/admin/carnets/1098765432/validatedispatch',
      {},
    ],
    [
      'a customer of the cafeteria',
      (dp: ReturnType<typeof provider>) => dp.deliveryCustomer('CRNX', 'cafeteria'),
      'GET',
      '/api/admin/carnets/CRNX/validatedispatch',
      { store: 'cafeteria' },
    ],
    [
      'a customer of the stationery shop',
      (dp: ReturnType<typeof provider>) => dp.deliveryCustomer('CRNX', 'papeleria'),
      'GET',
      '/api/papeleria/validatedispatch/CRNX',
      {},
    ],
    [
      'pending orders of a user',
      (dp: ReturnType<typeof provider>) => dp.pendingOrders('papeleria', 7),
      'GET',
      '/api/papeleria/requests/pending/7',
      {},
    ],
    [
      'the external pending list',
      (dp: ReturnType<typeof provider>) => dp.externalPending(),
      'GET',
      '/api/external/list',
      {},
    ],
  ] as const)('%s', async (_name, call, method, path, query) => {
    answer(customer(1, []));
    await call(provider());
    const sent = await lastRequest();
    expect({ method: sent.method, path: sent.path, query: sent.query }).toEqual({ method, path, query });
    expect(sent.body).toBeUndefined();
  });

  it('the external dispatch posts pedidos and returns the orders and the message', async () => {
    answer([{ id: 5 }], 'Pedido entregado');
    const result = await provider().externalDispatch([5]);
    const sent = await lastRequest();
    expect([sent.method, sent.path, sent.body]).toEqual(['POST', '/api/external/dispatch', { pedidos: [5] }]);
    expect(result.message).toBe('Pedido entregado');
    expect(result.orders).toEqual([{ id: 5 }]);
  });

  it("a refusal rejects with the server's message", async () => {
    server.use(
      http.all(`${API}/*`, () =>
        HttpResponse.json(
          { code: 0, message: 'No Existe Usuario', reason: 'not_found', data: null },
          { status: 404 },
        ),
      ),
    );
    const error = await provider()
      .deliveryCustomer('123')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('No Existe Usuario');
  });
});

/**
 * One event bus for every area: a live screen opens one stream for all the topics it follows
 * (`GET /api/events?topics=…`), each topic checked against the session's keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { TOPICS_REQUIRED, topicUnknown } from '../../src/domain/topics';
import { openEventStream } from './board-stream';
import {
  type Api,
  cafeteriaBody,
  EMILIANO,
  listenOnLoopback,
  papeleriaBody,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let cashierToken: string;
let baseUrl: string;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier, token: cashierToken },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO], saldo: 300_000 }));
  baseUrl = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const events = (topics: string) => `${baseUrl}/api/events?topics=${encodeURIComponent(topics)}`;

describe('the multi-topic stream', () => {
  it('carries the orders of both stores on one stream, each with its store', async () => {
    const stream = openEventStream(events('orders.cafeteria,orders.papeleria'), cashierToken);
    await stream.ready;
    expect(JSON.parse(stream.events[0].data)).toEqual({ topics: ['orders.cafeteria', 'orders.papeleria'] });
    const user = await userIdByDocument(t, EMILIANO);
    const food = await productNamed(t, 'Empanada de carne', STORE.cafeteria);
    const paper = await productNamed(t, 'Borrador de nata', STORE.papeleria);
    const a = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(user, [{ id: food.id, count: 1 }], { inmediate: 0 }),
    );
    const b = await sell(cashier, 'papeleria', papeleriaBody(user, [{ id: paper.id, count: 1 }]));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await stream.next((e) => e.id === a.body.data.order.id)).toMatchObject({
      type: 'created',
      store: STORE.cafeteria,
    });
    expect(await stream.next((e) => e.id === b.body.data.order.id)).toMatchObject({
      type: 'created',
      store: STORE.papeleria,
    });
    stream.close();
  });

  it('refuses an unknown topic or none with 400, and a topic the session may not follow with 403', async () => {
    expect(await openEventStream(events('orders.kiosko'), cashierToken).ended).toMatchObject({
      status: 400,
      message: topicUnknown('orders.kiosko'),
    });
    expect(await openEventStream(events(' , '), cashierToken).ended).toMatchObject({
      status: 400,
      message: TOPICS_REQUIRED,
    });
    // The demo cashier holds the cafeteria's and the stationery's keys, not the restaurant's.
    expect(
      await openEventStream(events('orders.cafeteria,orders.restaurant'), cashierToken).ended,
    ).toMatchObject({ status: 403 });
    const paperOnly = await staffWith(t, admin, ['papeleria', 'papeleria.turns']);
    const allowed = openEventStream(events('orders.papeleria'), paperOnly.token);
    await allowed.ready;
    allowed.close();
    expect(await openEventStream(events('orders.papeleria'), null).ended).toMatchObject({ status: 401 });
  });
});

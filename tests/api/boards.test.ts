/**
 * The boards' reads and their live events over real HTTP: the preparation list, the turn
 * cards, the event stream of each store (who may open it; an event per committed change, none
 * for a refused one, none of another store), and two API nodes on one PostgreSQL where an
 * event raised on one reaches a stream opened on the other (LISTEN/NOTIFY).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { PrepOrder, TurnCard } from '../../src/domain/boards';
import type { Order } from '../../src/domain/orders';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';
import { openStream } from './board-stream';
import {
  api,
  type Api,
  cafeteriaBody,
  EMILIANO,
  listenOnLoopback,
  MARIANA,
  papeleriaBody,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  unchanged,
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
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO, MARIANA], saldo: 300_000 }));
  baseUrl = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);

async function waitingSale(doc: string, name: string): Promise<Order> {
  const res = await sell(
    cashier,
    'cafeteria',
    cafeteriaBody(await userIdByDocument(t, doc), [{ id: (await cafe(name)).id, count: 1 }], {
      inmediate: 0,
    }),
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}

describe('the preparation board and the turn cards', () => {
  it('list orders to prepare with their units, and ready orders as cards until delivered', async () => {
    const hot = await waitingSale(EMILIANO, 'Empanada de carne');
    const prep = await cashier.get<PrepOrder[]>('/api/cafeteria/enlistment/external');
    expect(prep.status).toBe(200);
    expect(prep.body.data.find((o) => o.id === hot.id)).toMatchObject({
      turn: hot.turn,
      count: 1,
      products: '1 x Empanada de carne',
    });
    expect(
      (await cashier.get<TurnCard[]>('/api/cafeteria/enlistment/turns')).body.data.map((c) => c.id),
    ).not.toContain(hot.id);

    expect((await cashier.put(`/api/cafeteria/enlistment/${hot.id}`, {})).status).toBe(200);
    const cards = (await cashier.get<TurnCard[]>('/api/cafeteria/enlistment/turns')).body.data;
    // Emiliano's card carries his demo portrait.
    expect(cards.find((c) => c.id === hot.id)).toEqual({
      id: hot.id,
      name: 'Emiliano Moreno Silva',
      turno: hot.turn,
      url: expect.stringMatching(/^\/images\/[a-f0-9]{32}\.png$/),
    });
    expect(
      (await cashier.get<TurnCard[]>('/api/papeleria/enlistment/turns')).body.data.map((c) => c.id),
    ).not.toContain(hot.id);
    expect(
      (await cashier.get<PrepOrder[]>('/api/cafeteria/enlistment/external')).body.data.map((o) => o.id),
    ).not.toContain(hot.id);

    expect((await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] })).status).toBe(200);
    expect(
      (await cashier.get<TurnCard[]>('/api/cafeteria/enlistment/turns')).body.data.map((c) => c.id),
    ).not.toContain(hot.id);
  });

  it('answer only with their keys', async () => {
    const kitchen = await staffWith(t, admin, ['cafeteria', 'cafeteria.board']);
    expect((await kitchen.api.get('/api/cafeteria/enlistment/external')).status).toBe(200);
    expect((await kitchen.api.get('/api/cafeteria/enlistment/turns')).status).toBe(403);
    expect((await kitchen.api.get('/api/papeleria/enlistment/external')).status).toBe(403);
    const hall = await staffWith(t, admin, ['cafeteria', 'cafeteria.turns']);
    expect((await hall.api.get('/api/cafeteria/enlistment/turns')).status).toBe(200);
    expect((await hall.api.get('/api/cafeteria/enlistment/external')).status).toBe(403);
    expect((await api(t.app).get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    expect((await admin.get('/api/restaurant/turnero')).status).toBe(200);
  });

  it('the kitchen marks an order ready with the board key', async () => {
    const hot = await waitingSale(MARIANA, 'Empanada de carne');
    const kitchen = await staffWith(t, admin, ['cafeteria', 'cafeteria.board']);
    const res = await kitchen.api.put<Order>(`/api/cafeteria/enlistment/${hot.id}`, {});
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.complete).toBe('2');
    expect(
      (await unchanged(t, () => kitchen.api.post('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] })))
        .status,
    ).toBe(403);
  });
});

describe('the event stream', () => {
  it('sends hello, then one event per committed change of its store, in order', async () => {
    const stream = openStream(baseUrl, 'cafeteria', cashierToken);
    const other = openStream(baseUrl, 'papeleria', cashierToken);
    try {
      await Promise.all([stream.ready, other.ready]);
      const order = await waitingSale(EMILIANO, 'Empanada de carne');
      expect(await stream.next((e) => e.id === order.id)).toEqual({
        type: 'created',
        store: STORE.cafeteria,
        id: order.id,
        complete: '1',
        turn: order.turn,
      });
      // A refused sale commits nothing and says nothing.
      const refused = await sell(
        cashier,
        'cafeteria',
        cafeteriaBody(await userIdByDocument(t, EMILIANO), [{ id: 999999, count: 1 }]),
      );
      expect(refused.status).toBe(400);
      await cashier.put(`/api/cafeteria/enlistment/${order.id}`, {});
      expect(await stream.next(() => true)).toMatchObject({ type: 'ready', id: order.id, complete: '2' });
      await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] });
      expect(await stream.next(() => true)).toMatchObject({ type: 'delivered', id: order.id, complete: '3' });
      await cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {});
      expect(await stream.next(() => true)).toMatchObject({ type: 'reversed', id: order.id, complete: '4' });

      // The stationery stream heard none of it, and hears its own.
      const eraser = await productNamed(t, 'Borrador de nata', STORE.papeleria);
      const sale = await sell(
        cashier,
        'papeleria',
        papeleriaBody(await userIdByDocument(t, MARIANA), [{ id: eraser.id, count: 1 }]),
      );
      expect(sale.status).toBe(201);
      expect(await other.next(() => true)).toMatchObject({
        type: 'created',
        store: STORE.papeleria,
        id: sale.body.data.order.id,
      });
      expect(other.events.filter((e) => e.event === 'order')).toHaveLength(1);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('is refused without a session or without a key of its store', async () => {
    const anonymous = openStream(baseUrl, 'cafeteria', null);
    expect(await anonymous.ended).toMatchObject({ status: 401 });
    const stranger = await staffWith(t, admin, ['carnets', 'carnets.list']);
    expect(await openStream(baseUrl, 'cafeteria', stranger.token).ended).toMatchObject({ status: 403 });
    const paperOnly = await staffWith(t, admin, ['papeleria', 'papeleria.turns']);
    expect(await openStream(baseUrl, 'cafeteria', paperOnly.token).ended).toMatchObject({ status: 403 });
    const hall = openStream(baseUrl, 'papeleria', paperOnly.token);
    await hall.ready;
    hall.close();
  });

  it('frees its subscription when the client goes away', async () => {
    // The streams of the tests above are gone too: what stays is the node's own listener of
    // access changes (ACCESS_TOPIC, plugins/event-streams.ts).
    const before = 1;
    await expect.poll(() => t.app.eventBus.size()).toBe(before);
    const streams = Array.from({ length: 5 }, () => openStream(baseUrl, 'cafeteria', cashierToken));
    await Promise.all(streams.map((s) => s.ready));
    expect(t.app.eventBus.size()).toBe(before + 5);
    for (const s of streams) s.close();
    await expect.poll(() => t.app.eventBus.size()).toBe(before);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'pg')('two API nodes on one PostgreSQL', () => {
  it('an order changed through one node reaches a board connected to the other', async () => {
    const database = await openPostgres(t.url!);
    const second = await buildApp(database, { ...loadConfig({}), webRoot: null }, false, { clock: t.clock });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      // Sessions live in the database: the same token works on both nodes.
      const stream = openStream(secondUrl, 'cafeteria', cashierToken);
      await stream.ready;
      const order = await waitingSale(MARIANA, 'Empanada de carne');
      expect(await stream.next((e) => e.id === order.id)).toMatchObject({ type: 'created', id: order.id });
      await cashier.put(`/api/cafeteria/enlistment/${order.id}`, {});
      expect(await stream.next((e) => e.id === order.id)).toMatchObject({ type: 'ready' });
      stream.close();
    } finally {
      await second.close();
      await database.close();
    }
  });
});

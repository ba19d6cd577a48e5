/**
 * The event bus's outbox (issue 28): a change's board event is written in the change's own
 * transaction and sent once it commits. This file's node never sends any — its notifier never
 * runs, as if the node died right after each commit — and the events must still reach the
 * boards: through the sweep of another node on the same database, or when a server starts
 * again on it.
 */
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BoardEvent } from '../../src/domain/boards';
import { STORE } from '../../src/domain/inventory';
import type { Order } from '../../src/domain/orders';
import { orderTopic } from '../../src/domain/topics';
import { buildApp } from '../../server/app';
import { createEventBus } from '../../server/plugins/event-bus';
import { loadConfig } from '../../server/config';
import { eventOutbox } from '../../server/db/schema';
import { openStream } from './board-stream';
import {
  type Api,
  cafeteriaBody,
  EMILIANO,
  ORDERS,
  productNamed,
  schoolWithStaff,
  sell,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let cashier: Api;
let cashierToken: string;

beforeAll(async () => {
  ({
    t,
    cashier: { api: cashier, token: cashierToken },
  } = await schoolWithStaff({
    staff: ['cashier'],
    funded: [EMILIANO],
    saldo: 300_000,
    build: { notifier: false },
  }));
});
afterAll(() => t?.close());

const outbox = () => t.db.select().from(eventOutbox).orderBy(asc(eventOutbox.id));

/** A sale that waits for preparation, made on this file's node (which never sends its event). */
async function waitingSale(count = 1) {
  const food = await productNamed(t, 'Empanada de carne', STORE.cafeteria);
  return sell(
    cashier,
    'cafeteria',
    cafeteriaBody(await userIdByDocument(t, EMILIANO), [{ id: food.id, count }], { inmediate: 0 }),
  );
}

const created = (order: Order): BoardEvent => ({
  type: 'created',
  store: STORE.cafeteria,
  id: order.id,
  complete: order.complete,
  turn: order.turn,
});

/** Another API node on the same database, whose notifier runs; the caller closes it. */
const liveNode = () => buildApp(t.database, { ...loadConfig({}), webRoot: null }, false, { clock: t.clock });

describe('an event whose node died between its commit and its notification', () => {
  // Each test starts from an empty outbox: what another test left unsent is not this one's to hear.
  beforeEach(async () => {
    await t.db.delete(eventOutbox);
  });

  it('waits in the outbox, written by the transaction of its change; a refused change writes none', async () => {
    const before = await outbox();
    const sale = await waitingSale();
    expect(sale.status, sale.body.message).toBe(201);
    const after = await outbox();
    expect(after.slice(before.length).map((row) => row.messages)).toEqual([
      [{ topic: orderTopic('cafeteria'), data: created(sale.body.data.order) }],
    ]);

    // More than the stock and the balance: refused inside the transaction.
    const refused = await unchanged(t, () => waitingSale(1000), { ...ORDERS, outbox: eventOutbox });
    expect(refused.status).toBe(409);
  });

  it('reaches a board on another node through that node’s sweep', async () => {
    const other = await liveNode();
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const stream = openStream(
        `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`,
        'cafeteria',
        cashierToken,
      );
      await stream.ready;
      const sale = await waitingSale();
      expect(sale.status, sale.body.message).toBe(201);
      expect(await stream.next((e) => e.id === sale.body.data.order.id)).toEqual(
        created(sale.body.data.order),
      );
      // Sent means deleted: the notification left with the deletion of its row.
      expect(await outbox()).toEqual([]);
      stream.close();
    } finally {
      await other.close();
    }
  });

  it('left in the outbox when the server stopped, is sent when a server starts again on the database', async () => {
    const sale = await waitingSale();
    expect(sale.status, sale.body.message).toBe(201);
    expect((await outbox()).flatMap((row) => row.messages as unknown[])).toContainEqual({
      topic: orderTopic('cafeteria'),
      data: created(sale.body.data.order),
    });

    const restarted = await liveNode();
    const heard: unknown[] = [];
    // Listening before the server is ready, when its first sweep runs.
    restarted.eventBus.subscribe(orderTopic('cafeteria'), (data) => heard.push(data));
    try {
      await restarted.ready();
      await expect.poll(() => heard, { timeout: 10_000 }).toContainEqual(created(sale.body.data.order));
      expect(await outbox()).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('sends a batch larger than one notification whole and in order', async () => {
    const bus = await createEventBus(t.database);
    const heard: unknown[] = [];
    bus.subscribe('orders.cafeteria', (data) => heard.push(data));
    const sent = Array.from({ length: 300 }, (_, i) => ({
      type: 'ready',
      store: STORE.cafeteria,
      id: 900_000 + i,
      complete: '2',
      turn: (i % 59) + 1,
    }));
    try {
      await t.db.transaction((tx) =>
        bus.enqueue(
          tx,
          sent.map((data) => ({ topic: orderTopic('cafeteria'), data })),
        ),
      );
      bus.flush();
      await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(sent.length);
      expect(heard).toEqual(sent);
      expect(await outbox()).toEqual([]);
    } finally {
      await bus.close();
    }
  });
});

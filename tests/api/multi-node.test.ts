/**
 * Several API nodes on one PostgreSQL (issue 17 item 3): two compiled servers, as `npm start`
 * runs them. An event raised on one reaches a live screen on the other; sales, top-ups and gate
 * passages sent to both at once keep every book exact (the file's close checks the ledger, the
 * stock log and the orders); one node killed with SIGKILL in the middle of it loses nothing it
 * had acknowledged, and every sale that committed — on the killed node too, whether or not it got
 * to send its event — reaches the board on the surviving node (the event bus's outbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEventStream } from '../../src/dataProvider/eventStream';
import { STORE } from '../../src/domain/stores';
import { orderTopic } from '../../src/domain/topics';
import { credentials, idempotencyKeys, orders, passages, students, users } from '../../server/db/schema';
import {
  buildCompiledServer,
  buildTestApp,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  fund,
  productNamed,
  ROOT,
  signIn,
  type TestApp,
} from './fixtures';
import { listeningPort } from './fixtures/child-processes';

const running = new Set<ChildProcess>();
let server: ReturnType<typeof buildCompiledServer> | null = null;

/** A compiled node on `url`, on a port it binds itself (PORT=0) and logs (LOG_LEVEL=info). */
async function startNode(url: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [server!.main], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', DEMO: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  running.add(child);
  const base = `http://127.0.0.1:${await listeningPort(child)}/api`;
  await vi.waitFor(
    async () => {
      if (
        !(await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        throw new Error('el nodo aún no está listo');
    },
    { timeout: 30_000, interval: 100 },
  );
  return { child, base };
}

const kill = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(signal);
  });

async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  key?: string,
) {
  const res = await fetch(`${base}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: T } };
}

let t: TestApp;
afterAll(async () => {
  await Promise.all([...running].map((c) => kill(c, 'SIGTERM')));
  server?.remove();
  await t?.close();
});

describe.runIf(process.env.TEST_DB_DRIVER === 'pg')('two API nodes on one PostgreSQL', () => {
  let a: { child: ChildProcess; base: string };
  let b: { child: ChildProcess; base: string };
  let token: string;
  let customers: { userId: number; credentialId: number; doc: string }[];
  let water: { id: number };

  beforeAll(async () => {
    server = buildCompiledServer();
    t = await buildTestApp();
    const admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    customers = (
      await t.db
        .select({ userId: users.id, credentialId: credentials.id, doc: users.num_doc })
        .from(students)
        .innerJoin(users, eq(users.id, students.id_user))
        .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
        .where(
          and(
            eq(users.active, 1),
            eq(credentials.active, 1),
            eq(credentials.lockSaldo, 0),
            sql`not exists (select 1 from product_locks l where l.id_user = ${users.id})`,
          ),
        )
        .orderBy(users.id)
        .limit(8)
    ).map((c) => ({ ...c, doc: c.doc }));
    await fund(
      t,
      admin.api,
      customers.map((c) => c.doc),
      500_000,
    );
    water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    [a, b] = [await startNode(t.url!), await startNode(t.url!)];
    // The nodes' session, signed in on a node: its expiry is counted by the nodes' clock (the
    // machine's), not by the test app's, which is pinned elsewhere.
    const login = await fetch(`${a.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 180_000);

  it('an event raised on one node reaches a live screen on the other', async () => {
    const abort = new AbortController();
    const seen: string[] = [];
    let hello = false;
    void readEventStream(
      `${a.base}/events?topics=${orderTopic('cafeteria')}`,
      (e) => (e.event === 'hello' ? (hello = true) : seen.push(e.event)),
      abort.signal,
      () => token,
    ).catch(() => undefined);
    await expect.poll(() => hello, { timeout: 10_000 }).toBe(true);
    const sale = await call(
      b.base,
      'POST',
      'cafeteria/requests',
      token,
      { id_user: customers[0].userId, products: [{ id: water.id, count: 1 }] },
      'multi-node-event',
    );
    expect(sale.status, sale.body.message).toBe(201);
    await expect.poll(() => seen.includes('order'), { timeout: 10_000 }).toBe(true);
    abort.abort();
  });

  it('sales, top-ups and passages on both at once, one node killed mid-storm: nothing acknowledged is lost, no sale unheard', async () => {
    const acknowledged = { keys: [] as string[], orders: [] as number[], passages: [] as number[] };
    // The board on the node that survives: every committed sale's event must reach it.
    const [{ last }] = await t.db.select({ last: max(orders.id) }).from(orders);
    const heard = new Set<number>();
    let hello = false;
    const board = new AbortController();
    void readEventStream(
      `${a.base}/events?topics=${orderTopic('cafeteria')}`,
      (e) =>
        e.event === 'hello'
          ? (hello = true)
          : e.event === 'order' && heard.add((JSON.parse(e.data) as { id: number }).id),
      board.signal,
      () => token,
    ).catch(() => undefined);
    await expect.poll(() => hello, { timeout: 10_000 }).toBe(true);
    let stopped = false;
    let seq = 0;
    // What each node has acknowledged so far, to kill b while both are busy.
    const answered = { a: 0, b: 0 };
    const storm = async (node: { base: string }, name: string) => {
      const on = name.startsWith('a') ? 'a' : 'b';
      while (!stopped) {
        const i = seq++;
        const who = customers[i % customers.length];
        const key = `multi-node-${name}-${i}`;
        try {
          if (i % 3 === 0) {
            const res = await call<{ order: { id: number } }>(
              node.base,
              'POST',
              'cafeteria/requests',
              token,
              { id_user: who.userId, products: [{ id: water.id, count: 1 }] },
              key,
            );
            if (res.status === 201) {
              acknowledged.keys.push(key);
              acknowledged.orders.push(res.body.data.order.id);
              answered[on]++;
            }
          } else if (i % 3 === 1) {
            const res = await call(
              node.base,
              'PUT',
              `admin/carnets/${who.credentialId}`,
              token,
              { recarga: 1000 },
              key,
            );
            if (res.status === 200) {
              acknowledged.keys.push(key);
              answered[on]++;
            }
          } else {
            const res = await call<{ id_passage: number }>(
              node.base,
              'GET',
              `admin/turns/${who.doc}/registerstar`,
              token,
            );
            if (res.status === 200) {
              acknowledged.passages.push(res.body.data.id_passage);
              answered[on]++;
            }
          }
        } catch {
          // The killed node: its connection refused or cut; nothing was acknowledged.
          if (name === 'b') return;
        }
      }
    };
    const storms = [storm(a, 'a'), storm(a, 'a2'), storm(b, 'b'), storm(b, 'b2')];
    // b dies in the middle of its work: once both nodes have answered a fair share of the storm.
    await expect.poll(() => answered.a >= 15 && answered.b >= 15, { timeout: 30_000 }).toBe(true);
    await kill(b.child, 'SIGKILL');
    // a goes on alone for a while before the storm ends.
    const aloneFrom = answered.a;
    await expect.poll(() => answered.a - aloneFrom >= 15, { timeout: 30_000 }).toBe(true);
    stopped = true;
    await Promise.all(storms);

    expect(acknowledged.orders.length).toBeGreaterThan(5);
    const keys = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, acknowledged.keys));
    expect(keys.length).toBe(acknowledged.keys.length);
    const found = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, acknowledged.orders));
    expect(found.length).toBe(acknowledged.orders.length);
    const logged = await t.db
      .select({ id: passages.id })
      .from(passages)
      .where(inArray(passages.id, [...new Set(acknowledged.passages)]));
    expect(logged.length).toBe(new Set(acknowledged.passages).size);
    // The surviving node still answers; the books are checked when the file closes.
    expect((await call(a.base, 'GET', 'health', token)).status).toBe(200);
    // Every sale that committed, acknowledged or not, on either node: its event reached the board
    // (those the killed node had not sent yet through the survivor's sweep of the outbox).
    const committed = (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(gt(orders.id, last ?? 0))
    ).map((o) => o.id);
    expect(committed.length).toBeGreaterThanOrEqual(acknowledged.orders.length);
    await expect.poll(() => committed.filter((id) => !heard.has(id)), { timeout: 15_000 }).toEqual([]);
    board.abort();
  }, 60_000);
});

/**
 * Live streams hold only while their session holds the topics' keys, and one session opens a
 * bounded number of them (issue 28, item 9). The re-check runs every 200 ms here (a minute in
 * the product).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema';
import { MAX_STREAMS_PER_SESSION, TOO_MANY_STREAMS } from '../../server/plugins/event-streams';
import { openEventStream } from './board-stream';
import {
  buildTestApp,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  listenOnLoopback,
  signIn,
  staffWith,
  type StaffMember,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: StaffMember;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { streamCheckMs: 200 });
  admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
  baseUrl = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const events = (topics: string) => `${baseUrl}/api/events?topics=${encodeURIComponent(topics)}`;

describe('a live stream whose session loses a key', () => {
  it('is closed by the server, on the multi-topic stream and on a store stream', async () => {
    const clerk = await staffWith(t, admin.api, ['papeleria', 'papeleria.turns']);
    const multi = openEventStream(events('orders.papeleria'), clerk.token);
    const store = openEventStream(`${baseUrl}/api/papeleria/events`, clerk.token);
    await Promise.all([multi.ready, store.ready]);
    const [me] = await t.db.select({ role: users.id_rol }).from(users).where(eq(users.id, clerk.id));
    // The role keeps the stationery but loses its turns and board keys.
    await t.db
      .update(roles)
      .set({ function: ['papeleria'] })
      .where(eq(roles.id, me.role));
    await expect(multi.ended).resolves.toBeUndefined();
    await expect(store.ended).resolves.toBeUndefined();
    // And it cannot open them again.
    expect(await openEventStream(events('orders.papeleria'), clerk.token).ended).toMatchObject({
      status: 403,
    });
  });

  it('is closed when the user is deactivated', async () => {
    const clerk = await staffWith(t, admin.api, ['papeleria', 'papeleria.turns']);
    const stream = openEventStream(events('orders.papeleria'), clerk.token);
    await stream.ready;
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, clerk.id));
    await expect(stream.ended).resolves.toBeUndefined();
  });
});

describe('streams per session', () => {
  it(`opens at most ${MAX_STREAMS_PER_SESSION} at once, then 429 in Spanish; a closed one frees its place`, async () => {
    const opened = Array.from({ length: MAX_STREAMS_PER_SESSION }, () =>
      openEventStream(events('orders.cafeteria'), admin.token),
    );
    await Promise.all(opened.map((s) => s.ready));
    expect(await openEventStream(events('orders.cafeteria'), admin.token).ended).toMatchObject({
      status: 429,
      message: TOO_MANY_STREAMS,
    });
    // Another session of the same person is not affected.
    const other = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const elsewhere = openEventStream(events('orders.cafeteria'), other.token);
    await elsewhere.ready;
    elsewhere.close();
    opened[0].close();
    await opened[0].ended;
    // The server sees the client leave a moment later.
    let again = openEventStream(events('orders.cafeteria'), admin.token);
    for (
      let i = 0;
      i < 50 &&
      (await Promise.race([again.ready.then(() => 'open'), again.ended.then(() => 'refused')])) === 'refused';
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
      again = openEventStream(events('orders.cafeteria'), admin.token);
    }
    await again.ready;
    for (const s of [...opened, again]) s.close();
  });

  it('takes a prototype key as an unknown topic (400), not as a topic', async () => {
    for (const topic of ['__proto__', 'constructor', 'toString']) {
      expect(await openEventStream(events(topic), admin.token).ended, topic).toMatchObject({ status: 400 });
    }
  });
});

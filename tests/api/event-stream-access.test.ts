/**
 * Logout ends access at once (issue 50, item 4): a live screen's stream closes as soon as its
 * session ends or its keys go — a logout, a new password, an administrator's reset, a
 * deactivation, a role losing the key, a user given another role, a browser turned into a
 * display — on every node. The periodic re-check runs once an hour here, so only the change's
 * own message (ACCESS_TOPIC) can close the streams: each test waits up to a few seconds only so
 * that a stream that stays open fails instead of hanging. One user opens a bounded number of
 * streams on a node, whatever their sessions.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOPIC } from '../../src/domain/topics';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/client';
import { users } from '../../server/db/schema';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  TOO_MANY_STREAMS,
  TOO_MANY_USER_STREAMS,
} from '../../server/plugins/event-streams';
import { openEventStream, type OpenStream } from './board-stream';
import {
  buildTestApp,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  editRecord,
  listenOnLoopback,
  signIn,
  staffWith,
  type StaffMember,
  type TestApp,
} from './fixtures';

const HOUR = 3_600_000;
const KEYS = ['papeleria', 'papeleria.turns'];
const TOPIC = 'orders.papeleria';

let t: TestApp;
let admin: StaffMember;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { streamCheckMs: HOUR });
  admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
  baseUrl = await listenOnLoopback(t);
});
afterAll(() => t?.close());

const url = (base: string, topics = TOPIC) => `${base}/api/events?topics=${encodeURIComponent(topics)}`;

/** A stream of `token` on this file's node, once the server said hello. */
async function opened(token: string, base = baseUrl): Promise<OpenStream> {
  const stream = openEventStream(url(base), token);
  await stream.ready;
  return stream;
}

/** 'ended' when the server closes `stream` within `timeoutMs` (a bound against hanging, not the measure), else 'open'. */
async function outcome(stream: OpenStream, timeoutMs = 3_000): Promise<'ended' | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    stream.ended.then(() => 'ended' as const),
    new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), timeoutMs))),
  ]);
  clearTimeout(timer);
  return result;
}

/** Runs `change` and answers whether `stream` ended after it, and how long that took (ms). */
async function endsAfter(stream: OpenStream, change: () => Promise<unknown>) {
  const started = performance.now();
  await change();
  const result = await outcome(stream);
  return { result, ms: Math.round(performance.now() - started) };
}

/** What opening a stream of `token` got: its refusal, or 'opened' (then closed). */
async function refusalOf(token: string): Promise<unknown> {
  const stream = openEventStream(url(baseUrl), token);
  const got = await Promise.race([stream.ready.then(() => 'opened'), stream.ended]);
  stream.close();
  return got;
}

const clerk = () => staffWith(t, admin.api, KEYS);

describe('a live stream ends at once', () => {
  it('at logout; another session of the same person keeps its stream', async () => {
    const me = await clerk();
    const elsewhere = await signIn(t.app, (await emailOf(me.id))!, DEMO_PASSWORD);
    const [stream, other] = [await opened(me.token), await opened(elsewhere.token)];
    const logout = async () => expect((await me.api.post('/api/logout')).status).toBe(200);
    expect(await endsAfter(stream, logout)).toMatchObject({ result: 'ended' });
    expect(await outcome(other, 300)).toBe('open');
    other.close();
  });

  it('when the person changes their own password (their other sessions end; this one stays)', async () => {
    const me = await clerk();
    const email = (await emailOf(me.id))!;
    const changer = await signIn(t.app, email, DEMO_PASSWORD);
    const [stream, own] = [await opened(me.token), await opened(changer.token)];
    const change = async () => {
      const res = await changer.api.put('/api/profile/update', {
        name: 'Funcionario con clave nueva',
        email,
        current_password: DEMO_PASSWORD,
        password: 'Papeleria-2026',
        password_confirmation: 'Papeleria-2026',
      });
      expect(res.status, res.body.message).toBe(200);
    };
    expect(await endsAfter(stream, change)).toMatchObject({ result: 'ended' });
    expect(await outcome(own, 300)).toBe('open');
    own.close();
  });

  it('when an administrator resets the password', async () => {
    const me = await clerk();
    const stream = await opened(me.token);
    const reset = async () =>
      expect((await admin.api.get(`/api/admin/reset-pass/${me.id}`)).status).toBe(200);
    expect(await endsAfter(stream, reset)).toMatchObject({ result: 'ended' });
  });

  it('when the user is deactivated', async () => {
    const me = await clerk();
    const stream = await opened(me.token);
    const deactivate = async () =>
      expect((await admin.api.delete(`/api/admin/users/${me.id}`)).body.data).toMatchObject({
        deactivated: true,
      });
    expect(await endsAfter(stream, deactivate)).toMatchObject({ result: 'ended' });
  });

  it('when the role loses the topic’s key, for every user of the role; a change that keeps it closes nothing', async () => {
    const me = await clerk();
    const roleId = await roleOf(me.id);
    const colleague = await createUser(roleId);
    const [mine, theirs] = [await opened(me.token), await opened(colleague.token)];
    const gain = await editRecord(admin.api, '/api/admin/roles', roleId, {
      function: [...KEYS, 'dashboard'],
    });
    expect(gain.status, gain.body.message).toBe(200);
    expect(await outcome(mine, 300)).toBe('open');
    const lose = async () => {
      const res = await editRecord(admin.api, '/api/admin/roles', roleId, { function: ['papeleria'] });
      expect(res.status, res.body.message).toBe(200);
    };
    expect(await endsAfter(mine, lose)).toMatchObject({ result: 'ended' });
    expect(await outcome(theirs)).toBe('ended');
  });

  it('when the user is given a role without the key', async () => {
    const me = await clerk();
    const stream = await opened(me.token);
    const without = await admin.api.post<{ id: number }>('/api/admin/roles', {
      name: `Sin turnos ${me.id}`,
      description: 'Rol de prueba',
      function: ['papeleria'],
    });
    expect(without.status, without.body.message).toBe(201);
    const move = async () => {
      const res = await editRecord(admin.api, '/api/admin/users', me.id, { id_rol: without.body.data.id });
      expect(res.status, res.body.message).toBe(200);
    };
    expect(await endsAfter(stream, move)).toMatchObject({ result: 'ended' });
  });

  it('when the browser becomes a hall display (its session ends)', async () => {
    const me = await clerk();
    const stream = await opened(me.token);
    const display = async () => expect((await me.api.post('/api/display/session', {})).status).toBe(200);
    expect(await endsAfter(stream, display)).toMatchObject({ result: 'ended' });
  });

  it('is an internal topic no screen may follow', async () => {
    expect(await openEventStream(url(baseUrl, ACCESS_TOPIC), admin.token).ended).toMatchObject({
      status: 400,
    });
  });
});

describe('streams per user', () => {
  it(`one user opens at most ${MAX_STREAMS_PER_USER} on a node over all their sessions, then 429 in Spanish; another user is not affected`, async () => {
    const me = await clerk();
    const email = (await emailOf(me.id))!;
    const sessions = [me];
    while (sessions.length * MAX_STREAMS_PER_SESSION < MAX_STREAMS_PER_USER + 1)
      sessions.push(await signIn(t.app, email, DEMO_PASSWORD));
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++)
      streams.push(await opened(sessions[Math.floor(i / MAX_STREAMS_PER_SESSION)].token));
    const next = sessions[Math.floor(MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION)];
    expect(await refusalOf(next.token)).toMatchObject({ status: 429, message: TOO_MANY_USER_STREAMS });
    // A full session still says so in its own words.
    expect(await refusalOf(me.token)).toMatchObject({ status: 429, message: TOO_MANY_STREAMS });
    expect(await refusalOf(admin.token)).toBe('opened');
    for (const s of streams) s.close();
  });
});

describe('hall displays on one account', () => {
  it(`are not counted per user: more than ${MAX_STREAMS_PER_USER} screens of one account all stream`, async () => {
    const screens = Math.ceil((MAX_STREAMS_PER_USER + 1) / 2);
    const streams: OpenStream[] = [];
    for (let i = 0; i < screens; i++) {
      const person = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
      const res = await person.api.post<{ token: string }>('/api/display/session', {});
      expect(res.status, res.body.message).toBe(200);
      const { token } = res.body.data;
      // Each screen follows its store's turns and the menu: two streams.
      streams.push(await opened(token), await opened(token));
    }
    expect(streams.length).toBeGreaterThan(MAX_STREAMS_PER_USER);
    expect(await refusalOf(admin.token)).toBe('opened'); // the person's own count is untouched
    for (const s of streams) s.close();
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'pg')('two API nodes on one PostgreSQL', () => {
  it('a logout on one node ends the stream on the other', async () => {
    const database = await openPostgres(t.url!);
    const other = await buildApp(database, { ...loadConfig({}), webRoot: null }, false, {
      clock: t.clock,
      streamCheckMs: HOUR,
    });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const me = await clerk();
      const stream = await opened(me.token, otherUrl);
      const logout = async () => expect((await me.api.post('/api/logout')).status).toBe(200);
      expect(await endsAfter(stream, logout)).toMatchObject({ result: 'ended' });
    } finally {
      await other.close();
      await database.close();
    }
  });
});

async function emailOf(id: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

async function roleOf(id: number) {
  const [row] = await t.db.select({ role: users.id_rol }).from(users).where(eq(users.id, id));
  return row.role;
}

/** Another user of role `roleId`, signed in. */
async function createUser(roleId: number): Promise<StaffMember> {
  const email = `colega${roleId}@colegio.demo`;
  const res = await admin.api.post('/api/admin/users', {
    name: `Colega ${roleId}`,
    email,
    type_doc: 1,
    num_doc: `77${roleId}`,
    id_rol: roleId,
    password: DEMO_PASSWORD,
  });
  expect(res.status, res.body.message).toBe(201);
  return signIn(t.app, email, DEMO_PASSWORD);
}

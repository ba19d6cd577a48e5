/**
 * The display session (`POST /api/display/session`): it can read only the turn cards and their event
 * streams, lasts DISPLAY_SESSION_DAYS and ends on logout or when its user is deactivated. The file ends
 * checking the books.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { orders, roles, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/security/tokens';
import { parseEvents, type StreamEvent } from '../../src/dataProvider/eventStream';
import type { BoardEvent } from '../../src/domain/boards';
import { DISPLAY_ONLY, type DisplaySession } from '../../src/domain/displays';
import { STORE } from '../../src/domain/inventory';
import {
  type Api,
  api,
  cafeteriaBody,
  concreteUrl,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  EMILIANO,
  isPublicApiRoute,
  listenOnLoopback,
  login,
  MARIANA,
  productNamed,
  registeredRoutes,
  sell,
  snapshot,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { admin, cafeSale, markReady, openDisplaysSchool, t, turnCards } from './fixtures/displays-school';

let baseUrl: string;

openDisplaysSchool();
beforeAll(async () => {
  baseUrl = await listenOnLoopback(t);
});

const DAY = 86_400_000;

/** Opens a store's event stream over HTTP; `next` waits for the first event that matches. */
async function openStream(token: string, store: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/${store}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const reader = res.ok && res.body ? res.body.pipeThrough(new TextDecoderStream()).getReader() : null;
  const seen: StreamEvent[] = [];
  let buffer = '';
  const next = async (match: (e: StreamEvent) => boolean): Promise<StreamEvent> => {
    if (!reader) throw new Error(`el canal respondió ${res.status}`);
    for (;;) {
      const hit = seen.findIndex(match);
      if (hit >= 0) return seen.splice(0, hit + 1)[hit];
      const { value, done } = await reader.read();
      if (done) throw new Error('el canal se cerró');
      buffer = parseEvents(buffer + value, (e) => seen.push(e));
    }
  };
  const close = () => abort.abort();
  return { status: res.status, next, close };
}

async function createDisplay(who: Api) {
  const res = await who.post<DisplaySession>('/api/display/session', {});
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

const sessionRow = async (token: string) => (await t.db.select().from(sessions).where(eq(sessions.token_hash, hashToken(token))))[0];

describe('display session', () => {
  it("replaces the caller's session with a display one lasting DISPLAY_SESSION_DAYS, holding only turn keys", async () => {
    const staffToken = await login(t.app, DEMO_CASHIER, DEMO_PASSWORD);
    const before = t.clock.nowMs();
    const display = await createDisplay(api(t.app, staffToken));
    expect(Object.keys(display).sort()).toEqual(['expiresAt', 'id', 'mustChangePassword', 'name', 'permission', 'scope', 'token']);
    expect(display).toMatchObject({ scope: 'display', mustChangePassword: false });
    expect([...display.permission].sort()).toEqual(['cafeteria', 'cafeteria.turns', 'papeleria', 'papeleria.turns']);
    expect(display.token).not.toBe(staffToken);

    // The old session is revoked: 401 from now on.
    expect((await api(t.app, staffToken).get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    expect((await sessionRow(staffToken)).revoked_at).not.toBeNull();

    const row = await sessionRow(display.token);
    expect(row.scope).toBe('display');
    expect(row.user_id).toBe(display.id);
    expect(row.expires_at.toISOString()).toBe(display.expiresAt);
    // Thirty days, up to the school's midnight after them.
    expect(row.expires_at.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(row.expires_at.getTime()).toBeLessThanOrEqual(t.clock.nowMs() + 31 * DAY);
  });

  it('reads the turn cards and the event streams of the stores its holder may see, 403 the others', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD)));
    const screen = api(t.app, display.token);
    await turnCards(screen, '/api/cafeteria/enlistment/turns');
    await turnCards(screen, '/api/papeleria/enlistment/turns');
    for (const path of ['/api/restaurant/turnero', '/api/restaurant/enlistment/turns']) {
      expect((await screen.get(path)).status, path).toBe(403);
    }
    expect((await openStream(display.token, 'restaurant')).status).toBe(403);

    const stream = await openStream(display.token, 'cafeteria');
    try {
      expect(stream.status).toBe(200);
      expect(JSON.parse((await stream.next((e) => e.event === 'hello')).data)).toEqual({ store: STORE.cafeteria });
      // A kitchen marking an order ready reaches the display.
      const order = await cafeSale(admin, EMILIANO, 'Empanada de carne');
      await markReady(order.id);
      const ready = await stream.next((e) => e.event === 'order' && (JSON.parse(e.data) as BoardEvent).type === 'ready');
      expect(JSON.parse(ready.data)).toMatchObject({ id: order.id, type: 'ready', complete: '2', turn: order.turn });
      expect((await turnCards(screen, '/api/cafeteria/enlistment/turns')).map((c) => c.id)).toContain(order.id);
    } finally {
      stream.close();
    }
  });

  it('gets 403 on everything else (sales, users, carnet lookups, enlistment, profile), changing nothing', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)));
    const screen = api(t.app, display.token);
    // The administrator's display holds every store's turn keys, and nothing more.
    await turnCards(screen, '/api/restaurant/turnero');
    const order = await cafeSale(admin, MARIANA, 'Empanada de carne');
    const { id: pan } = await productNamed(t, 'Pandebono', STORE.cafeteria);
    const userId = await userIdByDocument(t, MARIANA);
    const sessionsBefore = await snapshot(t.db, sessions);
    const calls: [string, () => ReturnType<Api['get']>][] = [
      ['venta', () => sell(screen, 'cafeteria', cafeteriaBody(userId, [{ id: pan, count: 1 }], { inmediate: 0 }))],
      ['pedidos', () => screen.get('/api/cafeteria/requests')],
      ['usuarios', () => screen.get('/api/admin/users')],
      ['carnet por documento', () => screen.get('/api/admin/carnets/1098765432')],
      ['carnet por código', () => screen.get('/api/admin/carnets/CRNAAAAAAAAAAAAAAAAAAAAAAAA/validate')],
      ['alistamiento', () => screen.get('/api/cafeteria/enlistment')],
      ['tablero de preparación', () => screen.get('/api/cafeteria/enlistment/external')],
      ['marcar listo', () => screen.put(`/api/cafeteria/enlistment/${order.id}`, {})],
      ['entregar', () => screen.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] })],
      ['perfil', () => screen.post('/api/profile')],
      ['cambiar perfil', () => screen.put('/api/profile/update', { name: 'X', email: 'x@colegio.demo' })],
      ['otra pantalla', () => screen.post('/api/display/session', {})],
      ['escritorio', () => screen.get('/api/dashboard')],
    ];
    for (const [name, call] of calls) {
      const res = await unchanged(t, call);
      expect(res.status, name).toBe(403);
      expect(res.body, name).toMatchObject({ code: 0, reason: 'forbidden', message: DISPLAY_ONLY, data: null });
    }
    expect(await snapshot(t.db, sessions)).toEqual(sessionsBefore);
    expect((await statusOf(order.id)).status).toBe(1);
  });

  it('every registered route but the turn displays, their streams and logout answers 403', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)));
    // The multi-topic stream (/api/events) is a display stream too: it checks each topic's keys.
    const allowed = /^\/api\/(cafeteria|papeleria|restaurant)\/(enlistment\/turns|turnero|events)$|^\/api\/logout$|^\/api\/events$/;
    // The restaurant's displays also read the day's menu picture (only read it).
    const readable = (r: { method: string; url: string }) => allowed.test(r.url) || (['GET', 'HEAD'].includes(r.method) && r.url === '/api/restaurant/menu');
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api') && !isPublicApiRoute(r.url) && !readable(r));
    expect(routes.length).toBeGreaterThan(100);
    const sessionsBefore = await snapshot(t.db, sessions);
    await unchanged(t, async () => {
      for (const { method, url } of routes) {
        const res = await t.app.inject({ method: method as 'GET', url: concreteUrl(url), headers: { authorization: `Bearer ${display.token}` } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    });
    expect(await snapshot(t.db, sessions)).toEqual(sessionsBefore);
  });

  it('logout from the display revokes it', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD)));
    const screen = api(t.app, display.token);
    expect((await screen.post('/api/logout')).status).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    expect((await sessionRow(display.token)).revoked_at).not.toBeNull();
  });

  it('a user without a turn key gets 403, without a session 401, and nothing changes', async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'cafeteria.enlistment']);
    await unchanged(
      t,
      async () => {
        const refused = await seller.api.post('/api/display/session', {});
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 0, reason: 'forbidden' });
        expect((await api(t.app).post('/api/display/session', {})).status).toBe(401);
        expect((await api(t.app, 'garbage-token').post('/api/display/session', {})).status).toBe(401);
      },
      { sessions },
    );
    // Their own session still stands.
    expect((await seller.api.get('/api/cafeteria/enlistment')).status).toBe(200);
  });

  it("ends when its user is deactivated, stays ended on reactivation, and follows the role's keys", async () => {
    const hall = await staffWith(t, admin, ['restaurant', 'restaurant.turns', 'cafeteria', 'cafeteria.turns']);
    const display = await createDisplay(hall.api);
    const screen = api(t.app, display.token);
    await turnCards(screen, '/api/restaurant/turnero');

    // The role loses the restaurant display: the display follows at once.
    const [user] = await t.db.select().from(users).where(eq(users.id, hall.id));
    await t.db.update(roles).set({ function: ['cafeteria', 'cafeteria.turns'] }).where(eq(roles.id, user.id_rol));
    expect((await screen.get('/api/restaurant/turnero')).status).toBe(403);
    await turnCards(screen, '/api/cafeteria/enlistment/turns');

    const removed = await admin.delete(`/api/admin/users/${hall.id}`);
    expect(removed.status, removed.body.message).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
    const back = await admin.put(`/api/admin/usersdel/${hall.id}`);
    expect(back.status, back.body.message).toBe(200);
    expect((await screen.get('/api/cafeteria/enlistment/turns')).status).toBe(401);
  });

  it('DISPLAY_SESSION_DAYS sets its length', async () => {
    const other = await buildApp(t.database, { ...loadConfig({ DISPLAY_SESSION_DAYS: '2' }), webRoot: null }, false, { clock: t.clock });
    try {
      await other.ready();
      const before = t.clock.nowMs();
      const res = await api(other, await login(other, DEMO_CASHIER, DEMO_PASSWORD)).post<DisplaySession>('/api/display/session', {});
      expect(res.status, res.body.message).toBe(200);
      const ends = Date.parse(res.body.data.expiresAt);
      expect(ends).toBeGreaterThanOrEqual(before + 2 * DAY);
      expect(ends).toBeLessThanOrEqual(t.clock.nowMs() + 3 * DAY);
    } finally {
      await other.close();
    }
    expect(() => loadConfig({ DISPLAY_SESSION_DAYS: '0' })).toThrow(/DISPLAY_SESSION_DAYS/);
    expect(loadConfig({}).displaySessionDays).toBe(30);
  });
});

const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

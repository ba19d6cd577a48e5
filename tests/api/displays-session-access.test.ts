/**
 * What a display session may do: read the turn cards and the event streams of the stores its holder
 * may see, and nothing else; every other call (sales, users, carnet lookups, enlistment, profile, every
 * other registered route) answers 403 and changes nothing. The session's opening, length and end:
 * displays-session.test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions } from '../../server/db/schema';
import { parseEvents, type StreamEvent } from '../../src/dataProvider/eventStream';
import type { BoardEvent } from '../../src/domain/boards';
import { DISPLAY_ONLY } from '../../src/domain/displays';
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
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cafeSale,
  createDisplay,
  markReady,
  openDisplaysSchool,
  t,
  turnCards,
} from './fixtures/displays-school';

let baseUrl: string;

openDisplaysSchool();
beforeAll(async () => {
  baseUrl = await listenOnLoopback(t);
});

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

describe('display session', () => {
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
      expect(JSON.parse((await stream.next((e) => e.event === 'hello')).data)).toEqual({
        store: STORE.cafeteria,
      });
      // A kitchen marking an order ready reaches the display.
      const order = await cafeSale(admin, EMILIANO, 'Empanada de carne');
      await markReady(order.id);
      const ready = await stream.next(
        (e) => e.event === 'order' && (JSON.parse(e.data) as BoardEvent).type === 'ready',
      );
      expect(JSON.parse(ready.data)).toMatchObject({
        id: order.id,
        type: 'ready',
        complete: '2',
        turn: order.turn,
      });
      expect((await turnCards(screen, '/api/cafeteria/enlistment/turns')).map((c) => c.id)).toContain(
        order.id,
      );
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
      [
        'venta',
        () => sell(screen, 'cafeteria', cafeteriaBody(userId, [{ id: pan, count: 1 }], { inmediate: 0 })),
      ],
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
      expect(res.body, name).toMatchObject({
        code: 0,
        reason: 'forbidden',
        message: DISPLAY_ONLY,
        data: null,
      });
    }
    expect(await snapshot(t.db, sessions)).toEqual(sessionsBefore);
    expect((await statusOf(order.id)).status).toBe(1);
  });

  it('every registered route but the turn displays, their streams and logout answers 403', async () => {
    const display = await createDisplay(api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)));
    // The multi-topic stream (/api/events) is a display stream too: it checks each topic's keys.
    const allowed =
      /^\/api\/(cafeteria|papeleria|restaurant)\/(enlistment\/turns|turnero|events)$|^\/api\/logout$|^\/api\/events$/;
    // The restaurant's displays also read the day's menu picture (only read it).
    const readable = (r: { method: string; url: string }) =>
      allowed.test(r.url) || (['GET', 'HEAD'].includes(r.method) && r.url === '/api/restaurant/menu');
    const routes = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api') && !isPublicApiRoute(r.url) && !readable(r),
    );
    expect(routes.length).toBeGreaterThan(100);
    const sessionsBefore = await snapshot(t.db, sessions);
    await unchanged(t, async () => {
      for (const { method, url } of routes) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concreteUrl(url),
          headers: { authorization: `Bearer ${display.token}` },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    });
    expect(await snapshot(t.db, sessions)).toEqual(sessionsBefore);
  });
});

const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

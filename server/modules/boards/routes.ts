/**
 * What the boards read (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/events                 server-sent events of its orders (BoardEvent)
 *   GET /api/<store>/enlistment/external    orders to prepare (the preparation board)
 *   GET /api/<store>/enlistment/turns       ready orders as turn cards (the hall display)
 *   GET /api/restaurant/turnero             the restaurant's turn cards (its old path)
 * A stream says `hello` when it opens, `order` per event, `resync` when events may have been
 * missed (the board then reloads), and a comment every 20 s so proxies keep it open; every
 * minute it checks that its session still stands and closes when it does not.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BOARD_STORES, EVENT_KEYS, PREP_KEYS, TURN_KEYS, type BoardEvent, type BoardStore } from '../../../src/domain/boards';
import { storeById } from '../../../src/domain/stores';
import { ok } from '../../http/envelope';
import { bearerToken, findStaff } from '../../plugins/auth';
import type { AreaOptions } from '../area';
import { prepOrders, turnCards } from './queries';

const HEARTBEAT_MS = 20_000;
const SESSION_CHECK_MS = 60_000;

export function boardRoutes(app: FastifyInstance, { db, bus }: AreaOptions) {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  for (const [segment, store] of Object.entries(BOARD_STORES) as [BoardStore, (typeof BOARD_STORES)[BoardStore]][]) {
    const tags = ['Tableros'];

    app.get(
      `/api/${segment}/events`,
      {
        config: { permission: [...EVENT_KEYS[segment]], display: true },
        schema: { tags, summary: 'Eventos de los pedidos de la tienda (text/event-stream): hello, order, resync' },
      },
      async (req, reply) => {
        const token = bearerToken(req);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        });
        const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        res.write('retry: 2000\n\n');
        send('hello', { store });
        open.add(res);
        const off = bus.subscribe(store, (event: BoardEvent | null) => (event ? send('order', event) : send('resync', {})));
        const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const check = setInterval(async () => {
          const staff = token ? await findStaff(db, token).catch(() => null) : null;
          if (!staff) res.end();
        }, SESSION_CHECK_MS);
        const cleanup = () => {
          clearInterval(beat);
          clearInterval(check);
          off();
          open.delete(res);
        };
        res.on('close', cleanup);
        res.on('error', cleanup);
      },
    );

    app.get(
      `/api/${segment}/enlistment/external`,
      {
        config: { permission: [...PREP_KEYS[segment]] },
        schema: { tags, summary: 'Pedidos por preparar (complete 1), el más antiguo primero, con su número de unidades' },
      },
      async () => ok(await prepOrders(db, store)),
    );

    const turnPaths = [`/api/${segment}/enlistment/turns`, ...(storeById(store)?.turnAliases ?? []).map((alias) => `/api/${alias}`)];
    for (const path of turnPaths) {
      app.get(
        path,
        {
          config: { permission: [...TURN_KEYS[segment]], display: true },
          schema: { tags, summary: 'Turnos listos para entregar (complete 2): id, name, turno, url' },
        },
        async () => ok(await turnCards(db, store)),
      );
    }
  }
}

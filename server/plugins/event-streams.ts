/**
 * Live screens' streams (text/event-stream) over the event bus, one per screen whatever it
 * follows: `GET /api/events?topics=a,b` checks each topic (src/domain/topics.ts) against the
 * session's keys, and `app.eventStream` serves the areas' own stream paths (a store's
 * `/api/<store>/events`). A stream says `hello` when it opens, one event per message (named
 * by its topic), `resync` when messages may have been missed (the screen then reloads), and a
 * comment every 20 s so proxies keep it open; every minute it checks that its session still
 * stands AND still holds the keys of every topic it follows (a role that lost a board's key, a
 * user deactivated, a display whose role lost its turn keys), and closes when it does not.
 * One session opens at most MAX_STREAMS_PER_SESSION streams on a node (a screen needs one or
 * two; a script opening hundreds would hold the node's memory): beyond, 429.
 */
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPLAY_ONLY, DISPLAY_SCOPE } from '../../src/domain/displays';
import { hasPermission } from '../../src/domain/permissions';
import { TOPICS, TOPICS_REQUIRED, topicsOf, topicUnknown } from '../../src/domain/topics';
import type { Db } from '../db/client';
import { AppError, badRequest, forbidden } from '../http/errors';
import type { EventBus, EventStream } from '../http/events';
import type { Staff } from '../http/types';
import { staffOf } from '../http/staff';
import { bearerToken, findStaff } from './auth';

const HEARTBEAT_MS = 20_000;
const SESSION_CHECK_MS = 60_000;
export const MAX_STREAMS_PER_SESSION = 8;
export const TOO_MANY_STREAMS =
  'Hay demasiadas pantallas en vivo abiertas con esta sesión. Cierre alguna e intente de nuevo.';

/** The topic's entry, own keys only (`__proto__` is an unknown topic, not Object's prototype). */
const topicEntry = (topic: string) => (Object.hasOwn(TOPICS, topic) ? TOPICS[topic] : undefined);

/** Whether the staff member may follow every one of `topics` (their keys, and a display's scope). */
const mayFollow = (staff: Staff, topics: readonly string[]) =>
  topics.every((topic) => {
    const entry = topicEntry(topic);
    if (!entry) return false;
    if (staff.scope === DISPLAY_SCOPE && !entry.display) return false;
    return entry.keys.some((key) => hasPermission(staff.permissions, key));
  });

export const eventStreams = fp(
  async (app: FastifyInstance, opts: { db: Db; bus: EventBus; checkMs?: number }) => {
    const { db, bus } = opts;
    const checkMs = opts.checkMs ?? SESSION_CHECK_MS;
    const open = new Set<ServerResponse>();
    /** Open streams per session on this node. */
    const perSession = new Map<number, number>();
    // Streams never end by themselves: close them so the server can stop.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    const stream: EventStream = (req, reply, topics, hello) => {
      const token = bearerToken(req);
      const { sessionId } = staffOf(req);
      const count = perSession.get(sessionId) ?? 0;
      if (count >= MAX_STREAMS_PER_SESSION) throw new AppError(429, TOO_MANY_STREAMS, 'too_many_attempts');
      perSession.set(sessionId, count + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      const send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      res.write('retry: 2000\n\n');
      send('hello', hello);
      open.add(res);
      const offs = topics.map((topic) =>
        bus.subscribe(topic, (data) =>
          data === null ? send('resync', {}) : send(TOPICS[topic]?.event ?? topic, data),
        ),
      );
      const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const check = setInterval(async () => {
        const staff = token ? await findStaff(db, token, app.clock.now()).catch(() => null) : null;
        if (!staff || !mayFollow(staff, topics)) res.end();
      }, checkMs);
      let cleaned = false;
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        clearInterval(beat);
        clearInterval(check);
        for (const off of offs) off();
        open.delete(res);
        const left = (perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(sessionId, left);
        else perSession.delete(sessionId);
      };
      res.on('close', cleanup);
      res.on('error', cleanup);
    };
    app.decorate('eventStream', stream);

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/events',
      {
        // Each topic names its own keys: checked below, before the stream opens.
        config: { signedIn: true, display: true },
        schema: {
          tags: ['Tableros'],
          summary:
            'Eventos de varios temas en un solo flujo (text/event-stream): hello, un evento por mensaje, resync',
          querystring: z.object({
            topics: z.string({ error: TOPICS_REQUIRED }).max(500, { error: TOPICS_REQUIRED }),
          }),
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const topics = topicsOf(req.query.topics);
        if (topics.length === 0) throw badRequest(TOPICS_REQUIRED, { topics: TOPICS_REQUIRED });
        for (const topic of topics) {
          const entry = topicEntry(topic);
          if (!entry) throw badRequest(topicUnknown(topic), { topics: topicUnknown(topic) });
          if (staff.scope === DISPLAY_SCOPE && !entry.display) throw forbidden(DISPLAY_ONLY);
          if (!entry.keys.some((key) => hasPermission(staff.permissions, key))) throw forbidden();
        }
        stream(req, reply, topics, { topics });
      },
    );
  },
);

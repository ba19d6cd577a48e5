/**
 * Live screens' streams (text/event-stream) over the event bus, one per screen whatever it
 * follows: `GET /api/events?topics=a,b` checks each topic (src/domain/topics.ts) against the
 * session's keys, and `app.eventStream` serves the areas' own stream paths (a store's
 * `/api/<store>/events`). A stream says `hello` when it opens, one event per message (named
 * by its topic), `resync` when messages may have been missed (the screen then reloads), and a
 * comment every 20 s so proxies keep it open; every minute it checks that its session still
 * stands and closes when it does not.
 */
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPLAY_ONLY, DISPLAY_SCOPE } from '../../src/domain/displays';
import { hasPermission } from '../../src/domain/permissions';
import { TOPICS, TOPICS_REQUIRED, topicsOf, topicUnknown } from '../../src/domain/topics';
import type { Db } from '../db/client';
import { badRequest, forbidden } from '../http/errors';
import { bearerToken, findStaff, staffOf } from './auth';
import type { EventBus } from './event-bus';

const HEARTBEAT_MS = 20_000;
const SESSION_CHECK_MS = 60_000;

/** Streams the topics' messages on this request's reply until the client leaves or its session ends. */
export type EventStream = (req: FastifyRequest, reply: FastifyReply, topics: readonly string[], hello: unknown) => void;

export const eventStreams = fp(async (app: FastifyInstance, { db, bus }: { db: Db; bus: EventBus }) => {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  const stream: EventStream = (req, reply, topics, hello) => {
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
    send('hello', hello);
    open.add(res);
    const offs = topics.map((topic) =>
      bus.subscribe(topic, (data) => (data === null ? send('resync', {}) : send(TOPICS[topic]?.event ?? topic, data))),
    );
    const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const check = setInterval(async () => {
      const staff = token ? await findStaff(db, token).catch(() => null) : null;
      if (!staff) res.end();
    }, SESSION_CHECK_MS);
    const cleanup = () => {
      clearInterval(beat);
      clearInterval(check);
      for (const off of offs) off();
      open.delete(res);
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
        summary: 'Eventos de varios temas en un solo flujo (text/event-stream): hello, un evento por mensaje, resync',
        querystring: z.object({ topics: z.string({ error: TOPICS_REQUIRED }).max(500, { error: TOPICS_REQUIRED }) }),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const topics = topicsOf(req.query.topics);
      if (topics.length === 0) throw badRequest(TOPICS_REQUIRED, { topics: TOPICS_REQUIRED });
      for (const topic of topics) {
        const entry = TOPICS[topic];
        if (!entry) throw badRequest(topicUnknown(topic), { topics: topicUnknown(topic) });
        if (staff.scope === DISPLAY_SCOPE && !entry.display) throw forbidden(DISPLAY_ONLY);
        if (!entry.keys.some((key) => hasPermission(staff.permissions, key))) throw forbidden();
      }
      stream(req, reply, topics, { topics });
    },
  );
});

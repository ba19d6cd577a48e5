/**
 * Live screens' streams (text/event-stream) over the event bus, one per screen whatever it
 * follows: `GET /api/events?topics=a,b` checks each topic (src/domain/topics.ts) against the
 * session's keys, and `app.eventStream` serves the areas' own stream paths (a store's
 * `/api/<store>/events`). A stream says `hello` when it opens, one event per message (named
 * by its topic), `resync` when messages may have been missed (the screen then reloads), and a
 * comment every 20 s so proxies keep it open.
 *
 * A stream holds only while its session stands AND holds the keys of every topic it follows.
 * Whatever ends that (a logout, a new password or a reset, a user deactivated or given another
 * role, a role losing keys, a browser turned into a display) writes one ACCESS_TOPIC message in
 * its own transaction; every node hears it on the bus and re-checks at once the streams of the
 * users it names (and of every user of the roles it names), closing those that no longer stand:
 * access ends within a second on every node, not at the next periodic check. That check still
 * runs every minute as a backstop (a message missed while the node's listening connection was
 * replaced also re-checks every stream). A stream opened just after such a message is checked
 * again at once: its request may have been let in before the change committed.
 *
 * One session opens at most MAX_STREAMS_PER_SESSION streams on a node, and one user at most
 * MAX_STREAMS_PER_USER over all their personal sessions (a screen needs one or two; a script
 * opening hundreds, or signing in again for more, would hold the node's memory): beyond, 429.
 * Hall displays' sessions are not counted per user: a school may run a dozen screens on one
 * account, and each display session is opened by a signed-in person, one at a time.
 */
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPLAY_ONLY, DISPLAY_SCOPE } from '../../src/domain/displays';
import { hasPermission } from '../../src/domain/permissions';
import {
  ACCESS_TOPIC,
  idsOf,
  TOPICS,
  TOPICS_REQUIRED,
  topicsOf,
  topicUnknown,
} from '../../src/domain/topics';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { eventStream } from '../http/answers';
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
export const MAX_STREAMS_PER_USER = 16;
export const TOO_MANY_USER_STREAMS =
  'Hay demasiadas pantallas en vivo abiertas con este usuario (en este o en otros equipos). Cierre alguna e intente de nuevo.';
/** A stream opened this soon after an access change is checked again at once (see the header). */
const RECENT_CHANGE_MS = 5_000;

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

/** Adds `delta` to the count of `key`, forgetting it at zero. */
function count(map: Map<number, number>, key: number, delta: number) {
  const n = (map.get(key) ?? 0) + delta;
  if (n > 0) map.set(key, n);
  else map.delete(key);
}

/** What this node keeps of an open stream: whose it is, and its check. */
interface OpenStream {
  userId: number;
  /** Closes the stream unless its session stands and still holds its topics' keys. */
  check: () => Promise<void>;
}

export const eventStreams = fp(
  async (app: FastifyInstance, opts: { db: Db; bus: EventBus; checkMs?: number }) => {
    const { db, bus } = opts;
    const checkMs = opts.checkMs ?? SESSION_CHECK_MS;
    const open = new Map<ServerResponse, OpenStream>();
    /** Open streams per session, and per user, on this node. */
    const perSession = new Map<number, number>();
    const perUser = new Map<number, number>();
    /** When this node last heard an access change (performance.now()). */
    let lastChange = -Infinity;
    // Streams never end by themselves: close them so the server can stop.
    app.addHook('preClose', async () => {
      for (const res of open.keys()) res.end();
    });

    /** The streams of the users an access change names, or of every user of the roles it names. */
    const affected = async (change: unknown): Promise<OpenStream[]> => {
      const data = (change && typeof change === 'object' ? change : {}) as Record<string, unknown>;
      const ids = new Set(idsOf(data.users));
      const roleIds = idsOf(data.roles);
      if (roleIds.length > 0 && open.size > 0) {
        const members = await db.select({ id: users.id }).from(users).where(inArray(users.id_rol, roleIds));
        for (const m of members) ids.add(m.id);
      }
      return [...open.values()].filter((s) => ids.has(s.userId));
    };
    // null: messages may have been missed (the listening connection was replaced): every stream.
    const offAccess = bus.subscribe(ACCESS_TOPIC, (change) => {
      lastChange = performance.now();
      void (change === null ? Promise.resolve([...open.values()]) : affected(change))
        .then((streams) => Promise.all(streams.map((s) => s.check())))
        .catch((err: unknown) =>
          app.log.warn(`No se pudieron revisar las pantallas en vivo: ${(err as Error).message}`),
        );
    });
    app.addHook('onClose', async () => offAccess());

    const stream: EventStream = (req, reply, topics, hello) => {
      const token = bearerToken(req);
      const { sessionId, id: userId } = staffOf(req);
      if ((perSession.get(sessionId) ?? 0) >= MAX_STREAMS_PER_SESSION)
        throw new AppError(429, TOO_MANY_STREAMS, 'too_many_attempts');
      const personal = staffOf(req).scope !== DISPLAY_SCOPE;
      if (personal && (perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
        throw new AppError(429, TOO_MANY_USER_STREAMS, 'too_many_attempts');
      count(perSession, sessionId, 1);
      if (personal) count(perUser, userId, 1);
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
      const offs = topics.map((topic) =>
        bus.subscribe(topic, (data) =>
          data === null ? send('resync', {}) : send(TOPICS[topic]?.event ?? topic, data),
        ),
      );
      const check = async () => {
        const staff = token ? await findStaff(db, token, app.clock.now()).catch(() => null) : null;
        if (!staff || !mayFollow(staff, topics)) res.end();
      };
      open.set(res, { userId, check });
      const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const periodic = setInterval(() => void check(), checkMs);
      if (performance.now() - lastChange < RECENT_CHANGE_MS) void check();
      let cleaned = false;
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        clearInterval(beat);
        clearInterval(periodic);
        for (const off of offs) off();
        open.delete(res);
        count(perSession, sessionId, -1);
        if (personal) count(perUser, userId, -1);
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
          response: eventStream,
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

/**
 * The shapes of the event bus and of a live screen's stream, as routes and areas use them
 * (`app.eventBus`, `app.eventStream`, an area's `bus`). Types only, here in the HTTP toolkit so
 * its request types (types.ts) and the areas' options (area plugins) name them without importing
 * the plugins that build them (server/plugins/event-bus.ts, event-streams.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusMessage } from '../../src/domain/topics';
import type { Db } from '../db/client';

/** Called with each message's data of its topic, or with null when messages may have been missed. */
export type BusListener = (data: unknown) => void;

export interface EventBus {
  subscribe: (topic: string, listener: BusListener) => () => void;
  /** Inside the transaction that makes a change: its messages, written to the outbox with it. */
  enqueue: (tx: Db, messages: BusMessage | readonly BusMessage[]) => Promise<void>;
  /** After that transaction committed: send the outbox now rather than at the next sweep. */
  flush: () => void;
  /** Starts the sweep, first sending what an earlier run left (the app calls it once ready). */
  start: () => void;
  /** Open subscriptions (for the benchmark and the tests). */
  size: () => number;
  close: () => Promise<void>;
}

/** Streams the topics' messages on this request's reply until the client leaves or its session ends. */
export type EventStream = (
  req: FastifyRequest,
  reply: FastifyReply,
  topics: readonly string[],
  hello: unknown,
) => void;

/**
 * The one options type of every area plugin (registered from server/modules/index.ts). Part of
 * the HTTP toolkit every area uses, rather than a loose file among the areas in server/modules/.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EventBus } from './events';

export interface AreaOptions {
  db: Db;
  config: Config;
  /** This node's event bus, created once by the app (also decorated as `app.eventBus`). */
  bus: EventBus;
  /** The server's one clock (server/clock.ts): every business instant is read from it. */
  clock: Clock;
}

/**
 * An area: an encapsulated Fastify plugin. It inherits what the app set up before it (error
 * handler, param guard, auth hook and its onRoute permission check), so it needs no
 * fastify-plugin; its own hooks (the boards' preClose) stay within it.
 */
export type AreaPlugin = FastifyPluginAsync<AreaOptions>;

/**
 * Builds the Fastify app (tests build the same app and call `inject`); main.ts starts it.
 * The envelope error handler and the infrastructure plugins (server/plugins: security headers,
 * param guard, auth hook, API docs), then the areas (server/modules/index.ts), the image
 * storage and, when built, the web app at /.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { ok } from './http/envelope';
import { logRequest } from './http/log-request';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { apiDocs } from './plugins/api-docs';
import { publicRoutes } from './plugins/public-routes';
import { apiNoStore } from './plugins/api-no-store';
import { imageStorage } from './plugins/images';
import { authPlugin } from './plugins/auth';
import { paramGuard } from './plugins/param-guard';
import { plainHttpOrigin, securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { areas, type AreaPlugin } from './modules';
import { createEventBus } from './plugins/event-bus';
import { eventStreams } from './plugins/event-streams';
import { housekeeping } from './plugins/housekeeping';
import './http/types';

export interface BuildOptions {
  /** Areas registered after the app's own, like them (the tests' fake report). */
  extraAreas?: readonly AreaPlugin[];
  /** How often a live stream re-checks its session and keys (tests shorten the minute). */
  streamCheckMs?: number;
}

export async function buildApp(
  database: Database,
  config: Config,
  logger: boolean | object = false,
  { extraAreas = [], streamCheckMs }: BuildOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, serializers: { req: logRequest }, ...(typeof logger === 'object' ? logger : {}) },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: true,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Order matters (see each plugin): headers, library routes marked public, param guard, auth, docs.
  await app.register(securityHeaders, { imgOrigins: plainHttpOrigin(config.map.tiles) });
  await app.register(publicRoutes);
  await app.register(apiNoStore);
  // Only where a route asks for it (config.rateLimit): the sign-in, whose password hash is costly.
  await app.register(rateLimit, { global: false });
  await app.register(paramGuard);
  await app.register(authPlugin, { db });
  await app.register(apiDocs);

  app.get('/api/health', { config: { public: true }, schema: { tags: ['Sistema'] } }, async () =>
    ok({ status: 'ready', database: database.driver }, 'Servicio disponible'),
  );
  // One bus per app: the areas publish on it, the live screens' streams listen.
  const bus = await createEventBus(database, (msg) => app.log.warn(msg));
  app.addHook('onClose', () => bus.close());
  app.decorate('eventBus', bus);
  await app.register(eventStreams, { db, bus, checkMs: streamCheckMs });
  for (const area of [...areas, ...extraAreas]) await app.register(area, { db, config, bus });
  await app.register(imageStorage, { db });
  await app.register(housekeeping, { db, minutes: config.housekeepingMinutes });

  await app.register(webApp, { webRoot: config.webRoot });
  return app;
}

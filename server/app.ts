/**
 * Builds the Fastify app (tests build the same app and call `inject`); main.ts starts it.
 * The envelope error handler and the infrastructure plugins (server/plugins: security headers,
 * param guard, auth hook, API docs), then the areas (server/modules/index.ts), the image
 * storage and, when built, the web app at /.
 */
import type { Server } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { startClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { ok } from './http/envelope';
import { answers } from './http/answers';
import { healthSchema } from '../src/domain/health';
import { logRequest } from './http/log-request';
import { serializerCompiler } from './http/serializer';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { ExcelSlots } from './http/excel-slots';
import { apiDocs } from './plugins/api-docs';
import { compression } from './plugins/compression';
import { publicRoutes } from './plugins/public-routes';
import { plainHttpGuard } from './plugins/plain-http-guard';
import { apiNoStore } from './plugins/api-no-store';
import { imageStorage } from './plugins/images';
import { authPlugin } from './plugins/auth';
import { paramGuard } from './plugins/param-guard';
import { plainHttpOrigin, securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { tlsPlugin } from './plugins/tls';
import { linkOrigin } from './http/addresses';
import { createDualServer } from './security/https-server';
import type { TlsSetup } from './security/tls';
import type { AreaPlugin } from './http/area';
import { areas } from './modules';
import { createEventBus } from './plugins/event-bus';
import { eventStreams } from './plugins/event-streams';
import { housekeeping } from './plugins/housekeeping';
import { familyNoticesWorker } from './plugins/family-notices';
import { familyPush } from './plugins/family-push';
import './http/types';

export interface BuildOptions {
  /** Areas registered after the app's own, like them (the tests' fake report). */
  extraAreas?: readonly AreaPlugin[];
  /** How often a live stream re-checks its session and keys (tests shorten the minute). */
  streamCheckMs?: number;
  /** HTTPS (server/security/tls.ts): the port then answers HTTPS, and plain HTTP too (https-server.ts). */
  tls?: TlsSetup | null;
  /** The server's clock; default: one started at config.clockStart (CLOCK_START), else the machine's. */
  clock?: Clock;
  /** false: the event bus's notifier never runs, as on a node that dies after each commit (the tests). */
  notifier?: boolean;
  /** Plugins registered before any route, whose hooks see every answer (the API tests' answer contract). */
  observers?: readonly FastifyPluginAsync[];
  /** DATA_DIR, where the server keeps its VAPID keys (`npm start`); absent (the tests): kept in memory. */
  dataDir?: string | null;
}

/** Fastify's default: an idle keep-alive connection is closed after this long. */
const KEEP_ALIVE_MS = 72_000;

export async function buildApp(
  database: Database,
  config: Config,
  logger: boolean | object = false,
  {
    extraAreas = [],
    streamCheckMs,
    tls = null,
    notifier = true,
    observers = [],
    clock = startClock(config.clockStart),
    dataDir = null,
  }: BuildOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: logRequest },
            ...(typeof logger === 'object' ? logger : {}),
          },
    bodyLimit: 5 * 1024 * 1024,
    // X-Forwarded-* only from the proxies in TRUST_PROXY; from anyone else they are the client's words.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
    frameworkErrors: frameworkErrorHandler,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // An HTTPS server is typed apart from an HTTP one, though Fastify drives both alike.
    serverFactory: tls
      ? (handler) =>
          createDualServer(handler, {
            key: tls.key,
            cert: tls.cert,
            keepAliveTimeout: KEEP_ALIVE_MS,
          }) as unknown as Server
      : undefined,
  });
  app.decorate('clock', clock);
  app.decorate('linkOrigin', () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    return linkOrigin({ publicUrl: config.publicUrl, certificate: tls?.cert ?? null, port });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  for (const observer of observers) await app.register(observer);
  // Before every route, after the observers (they read an answer before it is compressed).
  await app.register(compression);

  // Order matters (see each plugin): headers, library routes marked public, param guard, auth, docs.
  await app.register(securityHeaders, { imgOrigins: plainHttpOrigin(config.map.tiles) });
  await app.register(publicRoutes, { docs: config.apiDocs });
  await app.register(apiNoStore);
  // Only where a route asks for it (config.rateLimit): the sign-in, whose password hash is costly.
  await app.register(rateLimit, { global: false });
  // With HTTPS on, the API refuses plain HTTP before the auth hook reads a token (ALLOW_PLAIN_HTTP=1: not).
  if (tls && !config.allowPlainHttp) await app.register(plainHttpGuard);
  await app.register(paramGuard);
  await app.register(authPlugin, { db });
  await app.register(apiDocs);

  await app.register(tlsPlugin, { setup: tls });
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['Sistema'], response: answers(healthSchema) } },
    async () => ok({ status: 'ready', database: database.driver }, 'Servicio disponible'),
  );
  // One bus per app: the areas enqueue on it, the live screens' streams listen. Its sweep starts
  // once the app is ready, sending first what an earlier run left in the outbox.
  const bus = await createEventBus(database, { log: (msg) => app.log.warn(msg), notifier });
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', () => bus.close());
  app.decorate('eventBus', bus);
  await app.register(eventStreams, { db, bus, checkMs: streamCheckMs });
  // Counted per app: each node (and each test's app) has its own.
  app.decorate('excelSlots', new ExcelSlots(config.excelMaxConcurrent));
  // Before the areas: the portal's routes hand out its VAPID public key.
  await app.register(familyPush, { db, keysDir: dataDir, ...config.push, timezone: config.timezone });
  for (const area of [...areas, ...extraAreas]) await app.register(area, { db, config, bus, clock });
  await app.register(imageStorage, { db });
  await app.register(housekeeping, { db, minutes: config.housekeepingMinutes });
  await app.register(familyNoticesWorker, { db, ...config.notices, timezone: config.timezone });

  await app.register(webApp, { webRoot: config.webRoot });
  return app;
}

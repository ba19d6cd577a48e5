/**
 * Builds the Fastify app (tests build the same app and call `inject`); main.ts starts it.
 * Security headers, the envelope error handler, the auth hook, the API docs, the modules
 * and, when built, the web app at /.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './http/auth';
import { ok } from './http/envelope';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { installParamGuard } from './http/params';
import { lockRoutes } from './modules/academic/locks';
import { roleRoutes } from './modules/admin/roles';
import { schoolRoutes } from './modules/admin/schools';
import { userRoutes } from './modules/admin/users';
import { authRoutes } from './modules/auth/routes';
import { credentialRoutes } from './modules/credentials/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { imageRoutes } from './modules/media/images';
import { orderRoutes } from './modules/orders/routes';
import { boardRoutes } from './modules/boards/routes';
import { displayRoutes } from './modules/displays/routes';
import { createBoardBus } from './modules/boards/bus';
import { deliveryRoutes } from './modules/boards/delivery';
import { salesReportRoutes } from './modules/orders/reports';
import './http/types';

export async function buildApp(database: Database, config: Config, logger: boolean | object = false): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}) },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: true,
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // The API docs are public: they describe the contract, never data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  installParamGuard(app); // after helmet's headers, before the auth hook (see server/http/params.ts)
  await app.register(authPlugin, { db });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API del back office escolar',
        description:
          'Todas las respuestas usan el sobre {code, message, data}; code 1 es éxito. ' +
          'Autenticación: Authorization: Bearer <token> de POST /api/login. ' +
          'Listas: page, perPage, sort, order, q, filter (JSON) y total en la respuesta.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { config: { public: true }, schema: { tags: ['Sistema'] } }, async () =>
    ok({ status: 'ready', database: database.driver }, 'Servicio disponible'),
  );
  authRoutes(app, db, { sessionHours: config.sessionHours });
  userRoutes(app, db);
  roleRoutes(app, db);
  schoolRoutes(app, db);
  credentialRoutes(app, db, { timezone: config.timezone, maxMovement: config.maxMovement });
  inventoryRoutes(app, db, { timezone: config.timezone });
  const bus = await createBoardBus(database, (msg) => app.log.warn(msg));
  app.addHook('onClose', () => bus.close());
  app.decorate('boardBus', bus);
  orderRoutes(app, db, { timezone: config.timezone, bus });
  boardRoutes(app, db, bus);
  displayRoutes(app, db, { displaySessionDays: config.displaySessionDays, timezone: config.timezone });
  deliveryRoutes(app, db, bus);
  salesReportRoutes(app, db, { timezone: config.timezone });
  lockRoutes(app, db, { timezone: config.timezone });
  dashboardRoutes(app, db, { timezone: config.timezone });
  imageRoutes(app, db);

  const webRoot = config.webRoot ? resolve(config.webRoot) : null;
  if (webRoot && existsSync(resolve(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must be re-read to pick up a new build.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}

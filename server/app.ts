/**
 * Builds the Fastify app (tests build the same app and call `inject`); main.ts starts it.
 * Security headers, the envelope error handler, the auth hook, the API docs, the modules
 * and, when built, the web app at /.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { ok } from './http/envelope';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { apiDocs, publicDocs } from './plugins/api-docs';
import { imageStorage } from './plugins/images';
import { authPlugin } from './plugins/auth';
import { paramGuard } from './plugins/param-guard';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { lockRoutes } from './modules/academic/locks';
import { roleRoutes } from './modules/admin/roles';
import { schoolRoutes } from './modules/admin/schools';
import { userRoutes } from './modules/admin/users';
import { authRoutes } from './modules/auth/routes';
import { credentialRoutes } from './modules/credentials/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { inventoryRoutes } from './modules/inventory/routes';
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

  // Order matters (see each plugin): headers, docs marked public, param guard, auth, docs.
  await app.register(securityHeaders);
  await app.register(publicDocs);
  await app.register(paramGuard);
  await app.register(authPlugin, { db });
  await app.register(apiDocs);

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
  await app.register(imageStorage, { db });

  await app.register(webApp, { webRoot: config.webRoot });
  return app;
}

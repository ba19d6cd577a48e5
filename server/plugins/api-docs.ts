/**
 * The API docs (OpenAPI from the routes' zod schemas) at /api/docs. Two plugins, because of
 * the order the auth plugin needs:
 * - `publicDocs` marks the docs' routes public. Register it BEFORE the auth plugin: its
 *   onRoute check refuses any /api route that declares no permission, and onRoute hooks run
 *   in the order they were added.
 * - `apiDocs` registers swagger and swagger-ui. Register it AFTER the param guard and the
 *   auth plugin: a plugin's routes get the hooks its parent held when it was registered.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

// The API docs are public: they describe the contract, never data.
export const publicDocs = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...(route.config ?? {}), public: true };
  });
});

export const apiDocs = fp(async (app: FastifyInstance) => {
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
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});

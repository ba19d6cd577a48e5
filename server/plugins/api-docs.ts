/**
 * The API docs (OpenAPI from the routes' zod schemas) at /api/docs. Their routes are marked
 * public by server/plugins/public-routes.ts (registered before the auth plugin). Register this
 * AFTER the param guard and the auth plugin: a plugin's routes get the hooks its parent held
 * when it was registered.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZOD_TO_JSON } from '../http/serializer';

export const DOCS_PREFIX = '/api/docs';

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
    // Answers described as they are written (http/serializer.ts): timestamps as date-time strings.
    transform: createJsonSchemaTransform({ zodToJsonConfig: ZOD_TO_JSON }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});

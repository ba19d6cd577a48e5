/** Every failure leaves as an envelope with a Spanish message; a 500 never shows its cause. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE, type Envelope, type Reason } from '../../src/domain/envelope';
import { AppError, forbidden, pgCode } from './errors';
import { badUrlError } from './params';

type Failure = Envelope<unknown>;

const fail = (message: string, reason: Reason, errors?: Record<string, string>): Failure => ({
  code: 0,
  message,
  data: null,
  reason,
  ...(errors ? { errors } : {}),
});

const WHERE: Record<string, string> = {
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

const ROOT_BODY = 'La petición debe llevar un objeto JSON';
const NOT_FOUND_ROUTE = 'La ruta solicitada no existe';
const DATABASE_BUSY = 'La base de datos tardó demasiado en responder. Intente de nuevo en un momento.';
/** query_canceled: the statement timeout ended it. */
const PG_QUERY_CANCELED = '57014';
const BAD_REQUEST = 'La petición no es válida';

/** PostgreSQL data exceptions: numeric out of range, invalid text representation, string too long. */
const DATA_EXCEPTIONS = new Set(['22003', '22P02', '22001']);

/**
 * Text PostgreSQL cannot store: NUL (character not in repertoire) or a character its encoding
 * lacks. Parameters never get this far (server/http/params.ts); a body string can, until its
 * zod field refuses control characters.
 */
const TEXT_EXCEPTIONS = new Set(['22021', '22P05']);
const BAD_CHARACTERS = 'La petición contiene caracteres no válidos';

/**
 * Fastify's `frameworkErrors` option: what its router answers before any route, hook or error
 * handler runs — a path it cannot decode (FST_ERR_BAD_URL: `%ZZ`, invalid UTF-8, a lone
 * surrogate), a path segment over 100 characters (FST_ERR_MAX_PARAM_LENGTH) — leaves as the
 * Spanish envelope too, naming the parameter when the path matches a route.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // helmet's hook never ran for this request: at least keep browsers from sniffing the body.
  reply.header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const refused = badUrlError(error, request);
    return reply.status(400).send(fail(refused.message, refused.reason, refused.errors));
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send(fail(GENERIC_ERROR_MESSAGE, 'server_error'));
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const failure = fail(error.message, error.reason, error.errors);
      return reply
        .status(error.status)
        .send(error.data === undefined ? failure : { ...failure, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.split('/')[1] || '_';
        // The whole body (or query) is missing or not an object: zod's own wording is English.
        const message = field === '_' && error.validationContext === 'body' ? ROOT_BODY : v.message;
        if (!(field in errors)) errors[field] = message ?? 'Valor inválido';
      }
      const order = request.routeOptions.config?.validationOrder ?? [];
      const lead = order.find((k) => k in errors) ?? Object.keys(errors)[0];
      const context = error.validationContext && WHERE[error.validationContext];
      const message = context ? `Parámetro inválido en ${context}: ${errors[lead]}` : errors[lead];
      return reply.status(400).send(fail(message, 'validation', errors));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      // Fastify stops reading at the route's limit (at once when Content-Length declares more): nothing was parsed.
      const own = request.routeOptions.config?.bodyTooLarge;
      if (own)
        return reply.status(413).send(fail(own.message, 'payload_too_large', { [own.field]: own.message }));
      return reply.status(413).send(fail('La petición es demasiado grande', 'payload_too_large'));
    }
    if (error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION' || status === 400) {
      return reply.status(400).send(fail('La petición no es un JSON válido', 'validation'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(fail('Demasiadas peticiones. Intente de nuevo en un momento.', 'too_many_attempts'));
    }
    // A library's own refusal (the static files refuse `//x` as 403, a missing file is 404):
    // the caller's mistake, never a server failure.
    if (status === 403) return reply.status(403).send(fail(forbidden().message, 'forbidden'));
    if (status === 404) return reply.status(404).send(fail(NOT_FOUND_ROUTE, 'not_found'));
    if (status > 400 && status < 500) return reply.status(400).send(fail(BAD_REQUEST, 'validation'));
    // A value the database cannot hold (an id beyond its integer range, 1.5 for an integer…)
    // is bad input that slipped past the schema, not a server failure.
    if (DATA_EXCEPTIONS.has(pgCode(error) ?? '')) {
      return reply
        .status(400)
        .send(fail('Un valor de la petición está fuera del rango permitido', 'validation'));
    }
    // The statement timeout (PG_STATEMENT_TIMEOUT_MS) or an unreachable database: try again later.
    if (
      pgCode(error) === PG_QUERY_CANCELED ||
      /timeout exceeded when trying to connect/i.test(error.message)
    ) {
      request.log.warn({ err: error }, 'database timeout');
      return reply.status(503).send(fail(DATABASE_BUSY, 'unavailable'));
    }
    if (TEXT_EXCEPTIONS.has(pgCode(error) ?? '')) {
      return reply.status(400).send(fail(BAD_CHARACTERS, 'validation'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(GENERIC_ERROR_MESSAGE, 'server_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply.status(404).send(fail(NOT_FOUND_ROUTE, 'not_found'));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
  });
}

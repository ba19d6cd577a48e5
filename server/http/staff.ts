/**
 * The signed-in staff member of a request, as every route reads it. Here in the HTTP toolkit,
 * next to the request types (types.ts), so the generic CRUD, the lists and the idempotency keys
 * reach it without importing the auth plugin that attaches it (server/plugins/auth.ts).
 */
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';
import type { Staff } from './types';

/** The signed-in staff member of a guarded route. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

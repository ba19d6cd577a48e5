/**
 * The signed-in guardian of a families' portal route, as those routes read it (beside staff.ts,
 * for the same reason: the HTTP toolkit does not import the auth plugin that attaches it).
 */
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';
import type { FamilyMember } from './types';

export function familyOf(request: FastifyRequest): FamilyMember {
  if (!request.family) throw unauthenticated();
  return request.family;
}

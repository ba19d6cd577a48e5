/**
 * How the log writes a request: Fastify's own fields, with every credential code in the URL
 * masked. The gate, the lunch line, the delivery counter and the validations read a card by
 * its code in the path, and a code is a bearer secret (README "Decisions").
 */
import type { FastifyRequest } from 'fastify';
import { maskCodesIn } from '../../src/domain/credentials';

export function logRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: maskCodesIn(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

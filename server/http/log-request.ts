/**
 * How the log writes a request: Fastify's own fields, with every credential code and identity
 * document in the URL masked. The gate, the lunch line, the delivery counter and the
 * validations read a card by its code or its holder's document in the path; a code is a bearer
 * secret, a document a child's personal data (docs/decisions.md).
 */
import type { FastifyRequest } from 'fastify';
import { maskCodesIn } from '../../src/domain/credentials';

/** Decoded when it can be (`%43RN…` is a code too), then codes and runs of 6+ digits masked (ids are shorter). */
export function redactUrl(url: string): string {
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // A broken escape stays as sent: the masks below still apply.
  }
  return maskCodesIn(text).replace(/\d{6,}/g, (digits) => `…${digits.slice(-2)}`);
}

export function logRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

import type { Reason } from '../../src/domain/envelope';

/** A refusal the client can act on: HTTP status, Spanish message, stable reason, field errors. */
export class AppError extends Error {
  /** The product a sale's refusal is about (issue 55: the attempt's record), never on the wire. */
  productId?: number;
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    message: string,
    readonly reason: Reason,
    readonly errors?: Record<string, string>,
    /** What the refusal's `data` carries where the spec gives it one (a student's duplicate flags). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, 'validation', errors);
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, 'validation', { [field]: message });
export const notFound = (message = 'El registro no existe') => new AppError(404, message, 'not_found');
export const conflict = (
  message: string,
  reason: Reason = 'conflict',
  errors?: Record<string, string>,
  data?: unknown,
) => new AppError(409, message, reason, errors, data);
export const unauthenticated = (message = 'Su sesión ha expirado. Inicie sesión nuevamente.') =>
  new AppError(401, message, 'unauthenticated');
export const forbidden = (message = 'No tiene permiso para realizar esta acción') =>
  new AppError(403, message, 'forbidden');

/** The PostgreSQL error code behind a driver or Drizzle error, if any. */
export function pgCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports it as 23001, PostgreSQL 15 as 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_NOT_NULL_VIOLATION = '23502';

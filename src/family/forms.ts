/** What the portal's forms share: amounts as a family types them, and how a refusal is shown. */
import { ApiRefusal } from './api';

/** Pesos as typed ('5.000', '$5000'); NaN when it is not a whole number (the server says why). */
export const pesos = (typed: string) => {
  const digits = typed.replace(/[\s.$]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A refused save: the server's messages under their fields, or one message (`offline` when it did not answer). */
export function refusalOf(err: unknown, offline: string): { errors: Record<string, string>; notice: string | null } {
  if (!(err instanceof ApiRefusal) || !err.message) return { errors: {}, notice: offline };
  return Object.keys(err.errors).length > 0 ? { errors: err.errors, notice: null } : { errors: {}, notice: err.message };
}

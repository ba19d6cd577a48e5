/**
 * A problem: one reason a request cannot go ahead as asked, found by a rule but not yet a refusal.
 * A rule that more than one door asks (a sale's: server/sale/check.ts) answers problems, and each
 * door decides what they mean: the till and an order's edit refuse on the first, the lunch line
 * serves another meal on an allergy, a late offline sale is flagged or refused.
 */
import type { Reason } from '../../src/domain/envelope';
import { AppError } from './errors';

export interface Problem {
  status: 400 | 409;
  reason: Reason;
  /** Spanish, as the refusal says it. */
  message: string;
  /** The request's field it is about (null: the request as a whole). */
  field: string | null;
  /** Which rule, where the reason alone does not say (a product missing, of another store, not on sale). */
  rule?: string;
  /** The product it is about, when it is about one. */
  productId?: number;
  /** What the refusal's `data` carries (the allergens hit, the seals blocked). */
  data?: unknown;
}

/** The refusal a door answers for `problem`: its status, words, reason and field. */
export function refusalOf(problem: Problem): AppError {
  const refusal = new AppError(
    problem.status,
    problem.message,
    problem.reason,
    problem.field ? { [problem.field]: problem.message } : undefined,
    problem.data,
  );
  // Kept off the wire, for the route's record of what the student tried (issue 55).
  if (problem.productId !== undefined) refusal.productId = problem.productId;
  return refusal;
}

/** Throws the refusal of the first problem, if there is one. */
export function refuseFirst(problems: readonly (Problem | null)[]): void {
  const first = problems.find((p) => p !== null);
  if (first) throw refusalOf(first);
}

/**
 * The attempts' transaction boundary (issue 55): a door's refusal rolls its transaction back, so
 * the attempt it means is written after it, in a short transaction of its own, by the door's
 * route through `recordingAttempts`; then the refusal stands as it was. No routes of its own: the
 * attempts are read on the student's timeline (academic's), the family's and the staff's.
 */
import type { FastifyRequest } from 'fastify';
import { isAttemptReason } from '../../../../src/domain/attempts';
import type { AreaOptions } from '../../../http/area';
import { AppError } from '../../../http/errors';
import { IDEMPOTENCY_HEADER } from '../../../http/idempotency';
import { recordRefused, type RefusingDoor } from './service';

/**
 * Runs `sell`, a door's work; a refusal by a family's or the school's rule is recorded as the
 * student's attempt before it is thrown on. An idempotent replay answers from within `sell` without
 * a refusal, so it records nothing; a refused request retried with its key is one attempt
 * (service.ts RETRY_WINDOW_MS). Recording that fails is logged: the refusal is the answer all the same.
 */
export async function recordingAttempts<T>(
  { db, clock }: Pick<AreaOptions, 'db' | 'clock'>,
  req: FastifyRequest,
  door: RefusingDoor,
  sell: () => Promise<T>,
): Promise<T> {
  try {
    return await sell();
  } catch (err) {
    if (err instanceof AppError && isAttemptReason(err.reason)) {
      const when = {
        now: clock.now(),
        retry: req.headers[IDEMPOTENCY_HEADER.toLowerCase()] !== undefined,
      };
      await db
        .transaction((tx) => recordRefused(tx, err, door, when))
        .catch((failure: unknown) => req.log.error({ err: failure }, 'intento de compra sin registrar'));
    }
    throw err;
  }
}

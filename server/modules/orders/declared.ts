/**
 * Issue 51: a store's operations declare their answers here for every store but the restaurant,
 * whose operations (the same routes, registered from this module) are still on the services part's
 * pending list (tests/api/fixtures/answers-pending/services.ts). When that list drops them, this
 * goes and every store declares.
 */
import { SUCCESS, type Envelope, type Success } from '../../../src/domain/envelope';
import type { StoreSegment } from '../../../src/domain/stores';

/** The segments whose operations are still pending elsewhere. */
const PENDING_ELSEWHERE: readonly string[] = ['restaurant'];

/**
 * `{ response }` for a segment that declares; for one still pending, no response schema at run time
 * (Fastify then writes its answer as before), while the handlers are typed by the schema all the same.
 */
export const declaredIn =
  (segment: StoreSegment | string) =>
  <R extends object>(response: R): { response: R } =>
    ({ response: PENDING_ELSEWHERE.includes(segment) ? undefined : response }) as { response: R };

/**
 * `idempotent` (http/idempotency.ts) answers a plain envelope: the success its work made with `ok`,
 * or that same success stored with the key (only successes are stored). Typed as the success it is.
 */
export async function succeeded<T>(answer: Promise<Envelope<T>>): Promise<Success<T>> {
  const body = await answer;
  if (body.code !== SUCCESS) throw new Error('idempotent answered a refusal as a success');
  return body as Success<T>;
}

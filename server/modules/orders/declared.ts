/** Issue 51: the stores' idempotent operations typed as the success they answer. */
import { SUCCESS, type Envelope, type Success } from '../../../src/domain/envelope';

/**
 * `idempotent` (http/idempotency.ts) answers a plain envelope: the success its work made with `ok`,
 * or that same success stored with the key (only successes are stored). Typed as the success it is.
 */
export async function succeeded<T>(answer: Promise<Envelope<T>>): Promise<Success<T>> {
  const body = await answer;
  if (body.code !== SUCCESS) throw new Error('idempotent answered a refusal as a success');
  return body as Success<T>;
}

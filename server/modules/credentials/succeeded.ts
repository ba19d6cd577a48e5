/**
 * An idempotent write's answer as a success (issue 51): `idempotent` (http/idempotency.ts) gives
 * back what its work answered, or that answer stored and replayed, typed as any envelope; its work
 * answers only successes (a refusal is thrown and stores nothing), which this checks and says.
 */
import { SUCCESS, type Envelope, type Success } from '../../../src/domain/envelope';

export function succeeded<T>(answer: Envelope<T>): Success<T> {
  if (answer.code !== SUCCESS)
    throw new Error(`respuesta idempotente que no es un éxito (code ${answer.code})`);
  return { ...answer, code: SUCCESS };
}

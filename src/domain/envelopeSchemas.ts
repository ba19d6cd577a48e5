/**
 * The envelope as schemas: each operation declares its answers with these (server/http/answers.ts).
 * Apart from envelope.ts, which the sign-in page reads without loading zod.
 */
import { z } from 'zod';
import { FAILURE, REASONS, SUCCESS } from './envelope';

/** A success around `data`'s schema; `extra` adds the envelope's optional keys an operation uses. */
export const answerOf = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, z.ZodType>>(
  data: T,
  extra?: E,
) => z.object({ code: z.literal(SUCCESS), message: z.string(), data, ...(extra as E) });

/** A page of a list: its rows, and `total`, or `totalAtLeast` and `hasNextPage` (LIST_COUNT_LIMIT). */
export const listAnswerOf = <T extends z.ZodType>(row: T) =>
  answerOf(z.array(row), {
    total: z.number().int().optional(),
    totalAtLeast: z.number().int().optional(),
    hasNextPage: z.boolean().optional(),
  });

/** Every refusal (4xx, 5xx): its Spanish message, its reason, the message per field; `data` only where the spec gives one. */
export const refusalSchema = z.object({
  code: z.literal(FAILURE),
  message: z.string(),
  data: z.unknown(),
  reason: z.enum(REASONS),
  errors: z.record(z.string(), z.string()).optional(),
});

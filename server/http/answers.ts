/**
 * What an operation answers, for its route's `schema.response` (issue 51): the success envelope
 * around its data's schema and the refusal envelope for every 4xx and 5xx; downloads and event
 * streams their content type. The schemas come from src/domain, so the type a handler returns and
 * the schema its answer is written by cannot drift (server/http/serializer.ts).
 */
import { z } from 'zod';
import { answerOf, listAnswerOf, refusalSchema } from '../../src/domain/envelopeSchemas';

/** Every refusal, whatever the operation. */
export const REFUSALS = { '4xx': refusalSchema, '5xx': refusalSchema } as const;

/** A success carrying `data`. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: answerOf(data), ...REFUSALS });

/** A creation (201) carrying `data`. */
export const createdAnswers = <T extends z.ZodType>(data: T) => ({ 201: answerOf(data), ...REFUSALS });

/** A page of a list of `row`. */
export const listAnswers = <T extends z.ZodType>(row: T) => ({ 200: listAnswerOf(row), ...REFUSALS });

const BINARY = z.file() as z.ZodType<unknown>;

/** A file of `contentType` (an Excel, a CSV, a PDF, an image, a certificate), described, not serialized. */
export const download = (contentType: string, description: string) => ({
  // A binary string in JSON Schema; the handler sends a stream or a Buffer, which Fastify writes as it is.
  200: { description, content: { [contentType]: { schema: BINARY } } },
  ...REFUSALS,
});

/** An event stream (text/event-stream): hello, one event per message, resync. */
export const eventStream = download(
  'text/event-stream',
  'Flujo de eventos: hello, un evento por mensaje, resync',
);

/**
 * Idempotency of money calls (docs/architecture.md: API): a client may send an `Idempotency-Key` header
 * (1-200 characters); a retry with the same key answers the first answer again and moves no
 * money twice. The key is written with its answer (and the change's messages for the live screens,
 * `events`, in the same statement), last, in the work's own transaction:
 *   1. The work runs in a transaction; its answer is then INSERTed with the key (ON CONFLICT DO
 *      NOTHING), so the key, the money and the stock commit together or not at all. A
 *      concurrent request with the same key waits at that INSERT until the first one commits
 *      or rolls back (the key is the table's primary key).
 *   2. The key was there already (a retry after the first committed, or a twin that committed
 *      first): the work is rolled back and the stored answer is sent, if the same staff member
 *      sent the same request (method, path, SHA-256 of the validated body); otherwise 409.
 *   3. The work refused (or failed): if the key was answered before, that answer is sent (the
 *      retry of a sale that spent the last of the balance replays the sale, it is not refused
 *      for want of funds); otherwise the refusal stands and the key stays free for a retry.
 * One statement for the key on the way through (issue 31), where claiming it first took two; a
 * retry pays for running the work once more, rolled back. Without the header the work simply
 * runs in a transaction. Inside the work every query must use `tx` (PGlite is a single connection).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope, Success } from '../../src/domain/envelope';
import type { BusMessage } from '../../src/domain/topics';
import type { Db } from '../db/client';
import { OUTBOX_WRITES, outboxValues } from '../db/outbox';
import { preparedSql } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import type { EventBus } from './events';
import { staffOf } from './staff';
import { badRequest, conflict } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_INVALID = 'La clave de idempotencia debe tener entre 1 y 200 caracteres';
export const IDEMPOTENCY_KEY_REUSED = 'La clave de idempotencia ya se usó con otra petición';
/** Set on an answer replayed from a stored key. */
export const REPLAYED_HEADER = 'idempotency-replayed';

/** The request's key, null without the header; 400 when it is empty or longer than 200. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (key.length < 1 || key.length > 200) {
    throw badRequest(IDEMPOTENCY_KEY_INVALID, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_INVALID });
  }
  return key;
}

/** JSON with sorted object keys, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Method, the matched route with its decoded parameters, and SHA-256 of the validated body:
 * one request spelled two ways (`/api/…`, `/%61pi/…`) has one fingerprint, so its retry replays.
 */
export function fingerprintOf(request: FastifyRequest): string {
  const route = `${request.routeOptions.url ?? request.url.split('?')[0]} ${canonical(request.params)}`;
  const body = createHash('sha256').update(canonical(request.body)).digest('hex');
  return `${request.method} ${route} ${body}`;
}

/**
 * The key with its answer, unless another request holds it; the answer as the database stored it.
 * The change's messages for the live screens (the outbox's row) ride on the same statement.
 */
const recordAnswer = preparedSql<{ response: unknown }>('record_idempotent_answer', () => {
  const p = sql.placeholder;
  return sql`with ${OUTBOX_WRITES}
    insert into ${idempotencyKeys} (key, id_staff, fingerprint, status, response, created_at)
    values (${p('key')}, ${p('staffId')}::integer, ${p('fingerprint')}, ${p('status')}::integer, ${p('response')}::jsonb, ${p('createdAt')}::timestamptz)
    on conflict do nothing
    returning response`;
});

/** jsonb as the driver gives it: parsed already (node-postgres, PGlite) or as text. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The change's messages for the live screens, from the answer: written in the work's transaction
 * (with the key when there is one) and sent on the bus once it committed.
 */
export interface AnswerEvents<T> {
  bus: EventBus;
  of: (body: Envelope<T>) => BusMessage | readonly BusMessage[];
}

/** Thrown inside the transaction when the key is taken: rolls the work back, then the stored answer is sent. */
class KeyTaken extends Error {}

/**
 * Commits `work` once per key (a retry may run it again, rolled back: see the file comment) and
 * answers its envelope with `status` (or the stored one on a replay). `work` receives the
 * transaction and the key, to record on the ledger rows it writes.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db, key: string | null) => Promise<Success<T>>,
  opts: { status?: number; events?: AnswerEvents<T> } = {},
): Promise<Success<T>> {
  const key = idempotencyKeyOf(request);
  const status = opts.status ?? 200;
  const { events } = opts;
  const messagesOf = (body: Envelope<T>): readonly BusMessage[] => {
    const messages = events ? events.of(body) : [];
    return Array.isArray(messages) ? messages : [messages as BusMessage];
  };
  if (key === null) {
    const body = await db.transaction(async (tx) => {
      const done = await work(tx, null);
      if (events) await events.bus.enqueue(tx, messagesOf(done));
      return done;
    });
    events?.bus.flush();
    reply.status(status);
    return body;
  }
  const staffId = staffOf(request).id;
  const fingerprint = fingerprintOf(request);
  // Only successes are stored (a refusal is thrown and stores nothing): a replay is a success too.
  let answer: { status: number; body: Success<T>; replayed: boolean };
  try {
    answer = await db.transaction(async (tx) => {
      const body = await work(tx, key);
      // The answer sent is the one stored (as the database normalises it), so a replay is byte-identical.
      const [saved] = await recordAnswer.execute(tx, {
        key,
        staffId,
        fingerprint,
        status,
        response: JSON.stringify(body),
        // Dated by the server's clock, the one housekeeping ages the keys by.
        createdAt: request.server.clock.now().toISOString(),
        ...outboxValues(messagesOf(body)),
      });
      if (!saved) throw new KeyTaken();
      return { status, body: parsed(saved.response) as Success<T>, replayed: false };
    });
    events?.bus.flush();
  } catch (err) {
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
    if (!stored) throw err;
    if (stored.fingerprint !== fingerprint || stored.id_staff !== staffId) {
      throw conflict(IDEMPOTENCY_KEY_REUSED, 'conflict', { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_REUSED });
    }
    answer = { status: stored.status ?? status, body: stored.response as Success<T>, replayed: true };
  }
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(answer.status);
  return answer.body;
}

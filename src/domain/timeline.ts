/**
 * A student's one timeline (docs/architecture.md: Ledgers): every append-only log that touches the student — the
 * credential's ledger today; restaurant meals, bus boardings and gate entries later — read
 * newest first, paged in SQL. Each log is a source; a row says which and what happened.
 */
import { z } from 'zod';
import type { AttemptKind } from './attempts';
import type { MovementKind } from './credentials';
import type { LimitKind } from './family';

export const TIMELINE_SOURCES = ['ledger', 'boarding', 'gate', 'limits', 'food', 'attempts'] as const;
export type TimelineSource = (typeof TIMELINE_SOURCES)[number];

/** The kinds each source writes (the client names them from its catalog). */
export interface TimelineKinds {
  ledger: MovementKind;
  /** Got on or off a school bus; the detail names the route. */
  boarding: 'subio' | 'bajo';
  /** Went in or out through a gate; the detail names the gate, a late entry, a permit. */
  gate: 'entrada' | 'salida';
  /** A limit changed, by the staff or the family; the detail says 'before → after'. */
  limits: LimitKind;
  /**
   * The nurse's list (issues 35 and 48): a product holding the student's allergen let through by a
   * supervisor (the detail: product and reason), or handed over by a till without the server (the
   * detail: why the late sale was refused, when it was).
   */
  food: 'alergia_autorizada' | 'alergia_sin_conexion';
  /**
   * Issue 55: a purchase a family's or the school's rule refused — the rule, a block said by whom
   * (src/domain/attempts.ts); the detail names the product tried, the store is set, the staff (the
   * cashier) only on the staff's file: the family's timeline never has it.
   */
  attempts: AttemptKind;
}

export const timelineEventSchema = z.object({
  /** Unique across sources: `<source>:<row id>`. */
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  source: z.enum(TIMELINE_SOURCES),
  kind: z.string(),
  /** Signed pesos, for the sources that move money. */
  amount: z.number().nullable(),
  /** The credential's balance after the event, where money moved. */
  balance: z.number().nullable(),
  detail: z.string().nullable(),
  /** Who recorded it (staff name). */
  staff: z.string().nullable(),
  /** The store (src/domain/stores.ts) of a purchase or its reversal. */
  store: z.number().nullable(),
  /** The record it refers to (an order's id for purchases and reversals). */
  ref: z.number().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The file's credential: what a cashier or the office needs at a glance. */
export const studentCredentialSchema = z.object({
  id: z.number().int(),
  /** Masked (`maskCode` of credentials.ts): the file is not the holder's card. */
  code: z.string(),
  saldo: z.number(),
  active: z.number(),
  /** Daily limit; 0 = none. */
  lockSaldo: z.number(),
  /** Issue 55: the weekly cap (0 = none) and the hours each store sells to the student (none: any hour). */
  tope_semanal: z.number(),
  horarios: z.array(z.object({ tienda: z.number(), desde: z.string(), hasta: z.string() })),
  /** Today's consumption, as the daily limit counts it. */
  purchase: z.number(),
  /** Names of the products the student may not buy. */
  restricted: z.array(z.string()),
});
export type StudentCredential = z.infer<typeof studentCredentialSchema>;

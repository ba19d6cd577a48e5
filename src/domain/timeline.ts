/**
 * A student's one timeline (docs/architecture.md: Ledgers): every append-only log that touches the student — the
 * credential's ledger today; restaurant meals, bus boardings and gate entries later — read
 * newest first, paged in SQL. Each log is a source; a row says which and what happened.
 */
import type { MovementKind } from './credentials';
import type { LimitKind } from './family';

export const TIMELINE_SOURCES = ['ledger', 'boarding', 'gate', 'limits', 'food'] as const;
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
}

export interface TimelineEvent {
  /** Unique across sources: `<source>:<row id>`. */
  id: string;
  /** ISO instant. */
  at: string;
  source: TimelineSource;
  kind: string;
  /** Signed pesos, for the sources that move money. */
  amount: number | null;
  /** The credential's balance after the event, where money moved. */
  balance: number | null;
  detail: string | null;
  /** Who recorded it (staff name). */
  staff: string | null;
  /** The store (src/domain/stores.ts) of a purchase or its reversal. */
  store: number | null;
  /** The record it refers to (an order's id for purchases and reversals). */
  ref: number | null;
}

/** The file's credential: what a cashier or the office needs at a glance. */
export interface StudentCredential {
  id: number;
  /** Masked (`maskCode` of credentials.ts): the file is not the holder's card. */
  code: string;
  saldo: number;
  active: number;
  /** Daily limit; 0 = none. */
  lockSaldo: number;
  /** Today's consumption, as the daily limit counts it. */
  purchase: number;
  /** Names of the products the student may not buy. */
  restricted: string[];
}

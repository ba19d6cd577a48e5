/**
 * Credentials (carnets) and their money. A balance is never edited directly: every change
 * is a row of `carnet_movements` written in the same transaction that updates the cached
 * `carnets.saldo` (server/modules/credentials/ledger.ts), so saldo = sum(amount) always.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MovementKind } from '../../../src/domain/credentials';
import { users } from './admin';
import { timestamps, trigramIndex } from './columns';
import { orders } from './orders';

/** One credential per user: a cached balance, a QR code, an active flag and a daily cap. */
export const credentials = pgTable(
  'carnets',
  {
    id: serial('id').primaryKey(),
    id_user_primary: integer('id_user_primary')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    saldo: bigint('saldo', { mode: 'number' }).notNull().default(0),
    /** 1 active, 0 inactive. */
    active: smallint('active').notNull().default(1),
    /** Daily consumption cap in pesos; 0 means none. */
    lockSaldo: bigint('lock_saldo', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('carnets_saldo_idx').on(t.saldo),
    index('carnets_lock_saldo_idx').on(t.lockSaldo, t.id),
    index('carnets_active_idx').on(t.active, t.id),
    trigramIndex('carnets_code_trgm_idx', t.code),
    check('carnets_saldo_non_negative', sql`${t.saldo} >= 0`),
    check('carnets_lock_saldo_non_negative', sql`${t.lockSaldo} >= 0`),
    check('carnets_active_flag', sql`${t.active} in (0, 1)`),
  ],
);

export const MOVEMENT_KINDS = [
  'recarga',
  'descarga',
  'compra',
  'reversion',
] as const satisfies readonly MovementKind[];

/** The top-up report's rows: top-ups and deductions (literal, so the partial index matches every plan). */
export const TOPUP_ROWS = (kind: AnyPgColumn) => sql`${kind} in ('recarga', 'descarga')`;

/** The ledger: one row per balance change, signed amount, balance before and after. */
export const credentialMovements = pgTable(
  'carnet_movements',
  {
    id: serial('id').primaryKey(),
    id_carnet: integer('id_carnet')
      .notNull()
      .references(() => credentials.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    /** Signed pesos: top-ups and reversals add, deductions and purchases subtract. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    saldo_previo: bigint('saldo_previo', { mode: 'number' }).notNull(),
    saldo_nuevo: bigint('saldo_nuevo', { mode: 'number' }).notNull(),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key'),
    detalle: text('detalle'),
    /** The order a purchase paid for (and, later, the order a reversal gives back). */
    id_order: integer('id_order').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carnet_movements_carnet_created_idx').on(t.id_carnet, t.created_at),
    index('carnet_movements_created_idx').on(t.created_at),
    // The top-up report's order, on its rows alone: a page after any row is read off the index.
    index('carnet_movements_topups_idx').on(t.created_at, t.id).where(TOPUP_ROWS(t.kind)),
    index('carnet_movements_order_idx').on(t.id_order),
    check('carnet_movements_kind', sql`${t.kind} in ('recarga', 'descarga', 'compra', 'reversion')`),
    check(
      'carnet_movements_sign',
      sql`(${t.kind} in ('recarga', 'reversion') and ${t.amount} > 0) or (${t.kind} in ('descarga', 'compra') and ${t.amount} < 0)`,
    ),
    check(
      'carnet_movements_balance',
      sql`${t.saldo_nuevo} = ${t.saldo_previo} + ${t.amount} and ${t.saldo_nuevo} >= 0`,
    ),
  ],
);

/**
 * Credentials (carnets) and their money. A balance is never edited directly: every change
 * is a row of `carnet_movements` (ledgers.ts) written in the same transaction that updates the cached
 * `carnets.saldo` (server/money/ledger.ts), so saldo = sum(amount) always.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MovementKind } from '../../../src/domain/credentials';
import type { SaleWindow } from '../../../src/domain/saleWindows';
import { users } from './admin';
import { timestamps, trigramIndex } from './columns';

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
    /** The family's low-balance threshold in pesos (issue 32); 0 means no notice. */
    lowBalanceAlert: bigint('aviso_saldo', { mode: 'number' }).notNull().default(0),
    /** Issue 55: the week's cap (Monday to Sunday, the school's zone) in pesos; 0 means none. */
    weeklyCap: bigint('tope_semanal', { mode: 'number' }).notNull().default(0),
    /** Issue 55: the hours each store may sell to the student; a store not listed sells at any hour. */
    saleWindows: jsonb('horarios').$type<SaleWindow[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('carnets_saldo_idx').on(t.saldo),
    index('carnets_lock_saldo_idx').on(t.lockSaldo, t.id),
    index('carnets_active_idx').on(t.active, t.id),
    trigramIndex('carnets_code_trgm_idx', t.code),
    // No check that the balance is ≥ 0: a late offline sale may take it below (issue 33); the ledger
    // row that wrote it says how far (carnet_movements_balance).
    check('carnets_lock_saldo_non_negative', sql`${t.lockSaldo} >= 0`),
    check('carnets_aviso_saldo_non_negative', sql`${t.lowBalanceAlert} >= 0`),
    check('carnets_tope_semanal_non_negative', sql`${t.weeklyCap} >= 0`),
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

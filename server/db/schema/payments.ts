/**
 * Online top-ups (issue 54): a family's payment at Mercado Pago for one or several children, and
 * each child's part. A part is credited by one top-up on the ledger (`id_movement`), at most once:
 * the payment's row is locked before anything moves, and a credited payment stays credited.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ONLINE_PAYMENT_STATES, RECONCILIATION_FINDINGS } from '../../../src/domain/onlinePaymentRules';
import { users } from './admin';
import { credentials } from './credentials';
import { familyAccounts } from './family';
import { credentialMovements } from './ledgers';

const listed = (values: readonly string[]) => sql.raw(values.map((s) => `'${s}'`).join(', '));
const STATES = listed(ONLINE_PAYMENT_STATES);
const FINDING_KINDS = listed(RECONCILIATION_FINDINGS);

export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    id_family: integer('id_family')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'restrict' }),
    state: text('estado', { enum: ONLINE_PAYMENT_STATES }).notNull().default('pendiente'),
    /** The children's top-ups together, in pesos; the family paid this plus the fee. */
    total: bigint('total', { mode: 'number' }).notNull(),
    fee: bigint('comision', { mode: 'number' }).notNull().default(0),
    /** Mercado Pago's checkout preference, and its payment once one is known. */
    preference_id: text('preferencia'),
    provider_payment_id: text('id_pago'),
    /** Mercado Pago's last status and amount for it, as read from its API. */
    provider_status: text('estado_proveedor'),
    provider_amount: bigint('valor_proveedor', { mode: 'number' }),
    credited_at: timestamp('acreditado_at', { withTimezone: true }),
    reversed_at: timestamp('reembolsado_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('online_payments_family_idx').on(t.id_family, t.created_at),
    index('online_payments_state_idx').on(t.state, t.created_at),
    uniqueIndex('online_payments_provider_unique').on(t.provider_payment_id),
    check('online_payments_state', sql`${t.state} in (${STATES})`),
    check('online_payments_amounts', sql`${t.total} > 0 and ${t.fee} >= 0`),
    check('online_payments_credited', sql`${t.state} <> 'aprobado' or ${t.credited_at} is not null`),
  ],
);

export const onlinePaymentItems = pgTable(
  'online_payment_items',
  {
    id: serial('id').primaryKey(),
    id_payment: integer('id_payment')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    /** The student, and the credential the money goes to (chosen when the payment was made). */
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_carnet: integer('id_carnet')
      .notNull()
      .references(() => credentials.id, { onDelete: 'restrict' }),
    amount: bigint('valor', { mode: 'number' }).notNull(),
    /** The top-up that credited it, and the deduction that took it back after a refund. */
    id_movement: integer('id_movement').references(() => credentialMovements.id, { onDelete: 'restrict' }),
    id_reversal: integer('id_reversal').references(() => credentialMovements.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('online_payment_items_child_unique').on(t.id_payment, t.id_user),
    uniqueIndex('online_payment_items_movement_unique').on(t.id_movement),
    index('online_payment_items_user_idx').on(t.id_user),
    check('online_payment_items_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * The daily reconciliation (issue 54, item 3): one row per school day asked of Mercado Pago. A
 * node claims the day by writing `started_at` (a claim older than a quarter of an hour and not
 * finished is taken over), so two nodes never reconcile the same day at once.
 */
export const onlineReconciliations = pgTable('online_reconciliations', {
  day: date('dia').primaryKey(),
  started_at: timestamp('iniciada_at', { withTimezone: true }).notNull(),
  finished_at: timestamp('terminada_at', { withTimezone: true }),
  /** Who asked for it; null for the daily job. */
  id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
  /** How many of the day's payments Mercado Pago listed. */
  consulted: integer('consultados').notNull().default(0),
  /** Why the last run could not finish (Mercado Pago unreachable), for the staff. */
  error: text('error'),
});

/**
 * What a reconciliation found: a payment approved at Mercado Pago and not credited here
 * (`sin_acreditar`), or credited here and not approved there (`sin_aprobar`). A run replaces its
 * day's open findings; a finding settled by the staff keeps who and how.
 */
export const onlineReconciliationFindings = pgTable(
  'online_reconciliation_findings',
  {
    id: serial('id').primaryKey(),
    day: date('dia')
      .notNull()
      .references(() => onlineReconciliations.day, { onDelete: 'cascade' }),
    kind: text('tipo', { enum: RECONCILIATION_FINDINGS }).notNull(),
    provider_payment_id: text('id_pago').notNull(),
    id_payment: integer('id_payment').references(() => onlinePayments.id, { onDelete: 'set null' }),
    /** What Mercado Pago said of it (null: it does not know the payment). */
    provider_status: text('estado_proveedor'),
    provider_amount: bigint('valor_proveedor', { mode: 'number' }),
    found_at: timestamp('encontrado_at', { withTimezone: true }).notNull(),
    settled_at: timestamp('resuelto_at', { withTimezone: true }),
    settled_by: integer('resuelto_por').references(() => users.id, { onDelete: 'set null' }),
    /** What settling it came to (settle.ts's Settlement). */
    outcome: text('resultado'),
  },
  (t) => [
    uniqueIndex('online_reconciliation_findings_unique').on(t.day, t.provider_payment_id),
    check('online_reconciliation_findings_kind', sql`${t.kind} in (${FINDING_KINDS})`),
  ],
);

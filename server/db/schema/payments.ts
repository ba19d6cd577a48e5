/**
 * Online top-ups (issue 54): a family's payment at Mercado Pago for one or several children, and
 * each child's part. A part is credited by one top-up on the ledger (`id_movement`), at most once:
 * the payment's row is locked before anything moves, and a credited payment stays credited.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ONLINE_PAYMENT_STATES } from '../../../src/domain/onlinePaymentRules';
import { users } from './admin';
import { credentials } from './credentials';
import { familyAccounts } from './family';
import { credentialMovements } from './ledgers';

const STATES = sql.raw(ONLINE_PAYMENT_STATES.map((s) => `'${s}'`).join(', '));

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

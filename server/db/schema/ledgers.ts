/**
 * The two ledgers: a credential's balance changes and a product's stock changes. Both point at the
 * order that caused them, and orders point at credentials and products, so they live apart from
 * both (no import cycle between the schema files).
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
import { users } from './admin';
import { credentials, MOVEMENT_KINDS, TOPUP_ROWS } from './credentials';
import { products } from './inventory';
import { orders } from './orders';
import { PAYMENT_METHODS } from '../../../src/domain/payments';

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
    /**
     * The overdraft a late offline sale was allowed (its till's, issue 33; null for every other
     * row): the one movement that may leave the balance below zero, never below minus this.
     */
    overdraft: bigint('sobregiro', { mode: 'number' }),
    /**
     * How a front-desk movement's money came in or went back out (issue 34): set on every top-up and
     * deduction since then, null on every other row (and on the desk's rows written before it).
     */
    paymentMethod: text('metodo_pago', { enum: PAYMENT_METHODS }),
    /** The transfer's or card voucher's number (required but for cash). */
    paymentReference: text('referencia'),
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
    // A staff member's front-desk movements, for the cash close's open period.
    index('carnet_movements_desk_idx').on(t.id_staff, t.id).where(TOPUP_ROWS(t.kind)),
    check('carnet_movements_kind', sql`${t.kind} in ('recarga', 'descarga', 'compra', 'reversion')`),
    check(
      'carnet_movements_sign',
      sql`(${t.kind} in ('recarga', 'reversion') and ${t.amount} > 0) or (${t.kind} in ('descarga', 'compra') and ${t.amount} < 0)`,
    ),
    check(
      'carnet_movements_balance',
      sql`${t.saldo_nuevo} = ${t.saldo_previo} + ${t.amount} and ${t.saldo_nuevo} >= -coalesce(${t.overdraft}, 0)`,
    ),
    // A desk movement has its method, nothing else does; the portal only tops up. The migration adds
    // it NOT VALID: the desk's rows from before issue 34 have no method, and none is made up for them.
    check(
      'carnet_movements_payment',
      sql`(${t.kind} in ('recarga', 'descarga')) = (${t.paymentMethod} is not null)
        and (${t.paymentMethod} <> 'portal' or ${t.kind} = 'recarga')
        and (${t.paymentMethod} in ('efectivo', 'portal') or ${t.paymentReference} is not null)`,
    ),
  ],
);

/**
 * The stock log: one row per stock change, signed quantity and the stock it left. Reasons are
 * STOCK_REASON of src/domain/inventory.ts: 1 inicial, 2 ingreso and 5 reversión add; 3 salida
 * and 4 venta subtract.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The product's store when it moved (kept if the product later changes store). */
    store: smallint('store').notNull(),
    quantity: integer('quantity').notNull(),
    stock_after: integer('stock_after').notNull(),
    reason: smallint('reason').notNull(),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'restrict' }),
    detalle: text('detalle'),
    /** The order a sale, an order edit or a reversal moved the stock for. */
    id_order: integer('id_order').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first with the list's tie-break: a deep page of the stock log read from the index alone.
    index('stock_movements_created_idx').on(t.created_at.desc().nullsFirst(), t.id),
    index('stock_movements_order_idx').on(t.id_order),
    index('stock_movements_product_created_idx').on(t.id_product, t.created_at),
    // The stock log sorted by each of its columns (who moved it, too).
    index('stock_movements_store_idx').on(t.store, t.id),
    index('stock_movements_reason_idx').on(t.reason, t.id),
    index('stock_movements_quantity_idx').on(t.quantity, t.id),
    index('stock_movements_stock_after_idx').on(t.stock_after, t.id),
    index('stock_movements_staff_idx').on(t.id_staff, t.id),
    check('stock_movements_reason', sql`${t.reason} between 1 and 5`),
    check(
      'stock_movements_sign',
      sql`(${t.reason} in (1, 2, 5) and ${t.quantity} > 0) or (${t.reason} in (3, 4) and ${t.quantity} < 0)`,
    ),
    check('stock_movements_stock_after', sql`${t.stock_after} >= 0`),
  ],
);

/**
 * Orders (pedidos) of the points of sale and their lines. An order is written only by
 * `purchase` (server/modules/orders/pos/service/purchase.ts), in the transaction that moves its stock
 * (stock_movements, reason venta) and its money (carnet_movements, kind compra, whose
 * `id_order` points back here), so total = sum(lines.total) = −its ledger movement.
 *
 * `status` is ORDER_STATUS of src/domain/orders.ts as a number (sent as `complete` '1'..'4'):
 * 1 waits for preparation, 2 ready at the counter, 3 delivered, 4 reversed. Orders 1 and 2
 * hold a turn number, unique per store among them (the partial unique index), freed when the
 * order leaves those states; a delivered or reversed order keeps its number for history.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { credentials } from './credentials';
import { products } from './inventory';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** STORE of src/domain/inventory.ts (1 cafetería, 2 papelería; 3 kept for the restaurant). */
    store: smallint('store').notNull(),
    /** The customer: the credential's holder. */
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_carnet: integer('id_carnet')
      .notNull()
      .references(() => credentials.id, { onDelete: 'restrict' }),
    /** Whole pesos, from the catalog prices at sale time. */
    total: bigint('total', { mode: 'number' }).notNull(),
    comment: text('comment'),
    /** 1: handed over at the counter when nothing needs preparing. */
    immediate: smallint('immediate').notNull().default(0),
    /** 1 when any line's product needs preparation. */
    enlistment: smallint('enlistment').notNull().default(0),
    status: smallint('status').notNull(),
    /** The board's number while the order waits (status 1 or 2); null if delivered on the spot. */
    turn: integer('turn'),
    /** The cashier who sold it. */
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'restrict' }),
    /** The old cafeteria client's programmed date, kept as sent. */
    date_program: text('date_program'),
    idempotency_key: text('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the kitchen marked it ready (status 1 → 2). */
    ready_at: timestamp('ready_at', { withTimezone: true }),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Who handed it over at the counter (null when delivered on the spot by the cashier). */
    delivered_by: integer('delivered_by').references(() => users.id, { onDelete: 'restrict' }),
    reversed_at: timestamp('reversed_at', { withTimezone: true }),
    /** Who reversed it (status 4): the reversal gives the money and the stock back. */
    reversed_by: integer('reversed_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('orders_store_status_idx').on(t.store, t.status, t.id),
    index('orders_created_idx').on(t.created_at),
    index('orders_user_created_idx').on(t.id_user, t.created_at),
    index('orders_carnet_idx').on(t.id_carnet),
    index('orders_reversed_idx').on(t.reversed_at),
    // A store's order list sorted by its number or its total.
    index('orders_store_turn_idx').on(t.store, t.turn),
    index('orders_store_total_idx').on(t.store, t.total),
    // A store's orders of the customers a search found, counted from the index alone. (No index
    // for the deep pages of a store's list: every sale writes each of the order's indexes.)
    index('orders_store_user_idx').on(t.store, t.id_user),
    // Two live orders of a store never share a number (turn allocation serialises per store;
    // this is the safety net).
    uniqueIndex('orders_live_turn_unique')
      .on(t.store, t.turn)
      .where(sql`status in (1, 2) and turn is not null`),
    check('orders_store', sql`${t.store} between 1 and 3`),
    check('orders_status', sql`${t.status} between 1 and 4`),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
    check('orders_immediate_flag', sql`${t.immediate} in (0, 1)`),
    check('orders_enlistment_flag', sql`${t.enlistment} in (0, 1)`),
    check('orders_turn_positive', sql`${t.turn} is null or ${t.turn} > 0`),
  ],
);

/** One product of an order, as sold: its name and catalog price at that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    enlistment: smallint('enlistment').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.id_order),
    index('order_lines_product_idx').on(t.id_product),
    check('order_lines_count_positive', sql`${t.count} > 0`),
    check('order_lines_price_non_negative', sql`${t.price} >= 0`),
    check('order_lines_total', sql`${t.total} = ${t.price} * ${t.count}`),
    check('order_lines_enlistment_flag', sql`${t.enlistment} in (0, 1)`),
  ],
);

/**
 * A purchase a rule refused (issue 55): the student, the store, the product and the rule, for the
 * family's timeline and the student's file. The staff member is kept for the school's eyes only.
 */
export const saleAttempts = pgTable(
  'sale_attempts',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: smallint('store').notNull(),
    id_product: integer('id_product').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name then (a product renamed or deleted later still reads as it was tried). */
    product_name: text('product_name'),
    /** ATTEMPT_RULES of src/domain/attempts.ts. */
    rule: text('rule').notNull(),
    /** The refusal's words, as the till said them. */
    message: text('message').notNull(),
    /** Which door: a point of sale, the lunch line, a late offline sale. */
    door: text('door').notNull(),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sale_attempts_user_idx').on(t.id_user, t.at)],
);

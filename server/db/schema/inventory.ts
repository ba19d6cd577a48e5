/**
 * The catalog of the three stores (cafetería 1, papelería 2, restaurante 3; src/domain/inventory.ts)
 * and the stock-movement log. A product's stock is never edited directly: every change is a
 * row of `stock_movements` written in the same transaction that updates the cached
 * `products.stock` (server/modules/inventory/stock.ts), so stock = sum(quantity) always.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './admin';
import { timestamps, trigramIndex } from './columns';
import { orders } from './orders';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    store: smallint('store').notNull(),
    url: text('url'),
    /** 1 enabled, 0 disabled. */
    enable: smallint('enable').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Named name-first: crud.ts reports a violation on the first field the name contains.
    uniqueIndex('categories_name_store_unique').on(t.store, t.name),
    check('categories_store', sql`${t.store} between 1 and 3`),
    check('categories_enable_flag', sql`${t.enable} in (0, 1)`),
  ],
);

/** Subcategories have no store of their own: they belong to their category's store. */
export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    id_category: integer('id_category')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    url: text('url'),
    enable: smallint('enable').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subcategories_name_category_unique').on(t.id_category, t.name),
    check('subcategories_enable_flag', sql`${t.enable} in (0, 1)`),
  ],
);

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nit: text('nit'),
  contact: text('contact'),
  phone: text('phone'),
  email: text('email'),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Whole pesos. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Cached: the sum of the product's stock movements. */
    stock: integer('stock').notNull().default(0),
    store: smallint('store').notNull(),
    id_category: integer('id_category')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    id_subcategory: integer('id_subcategory').references(() => subcategories.id, { onDelete: 'restrict' }),
    id_provider: integer('id_provider').references(() => providers.id, { onDelete: 'restrict' }),
    /** 1 when the product needs preparation (enlistment) before delivery. */
    enlistment: smallint('enlistment').notNull().default(0),
    enable: smallint('enable').notNull().default(1),
    /** Ages (whole years) the restaurant offers it to; null = unbounded. */
    edad_min: smallint('edad_min'),
    edad_max: smallint('edad_max'),
    url: text('url'),
    ...timestamps,
  },
  (t) => [
    index('products_store_category_idx').on(t.store, t.id_category),
    index('products_subcategory_idx').on(t.id_subcategory),
    index('products_provider_idx').on(t.id_provider),
    index('products_name_idx').on(t.name),
    trigramIndex('products_name_trgm_idx', t.name),
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_store', sql`${t.store} between 1 and 3`),
    check('products_enlistment_flag', sql`${t.enlistment} in (0, 1)`),
    check('products_enable_flag', sql`${t.enable} in (0, 1)`),
    check(
      'products_ages',
      sql`${t.edad_min} is null or ${t.edad_max} is null or ${t.edad_min} <= ${t.edad_max}`,
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
    index('stock_movements_created_idx').on(t.created_at),
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

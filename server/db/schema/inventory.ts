/**
 * The catalog of the three stores (cafetería 1, papelería 2, restaurante 3; src/domain/inventory.ts).
 * A product's stock is never edited directly: every change is a
 * row of `stock_movements` (ledgers.ts) written in the same transaction that updates the cached
 * `products.stock` (server/stock/stock.ts), so stock = sum(quantity) always.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALLERGEN_KEYS } from '../../../src/domain/foodLabels';
import { timestamps, trigramIndex } from './columns';

/** The allergens as an SQL array literal (constants of the domain, never input). */
/** The 14 allergen keys as a SQL array, for the checks that keep lists of them. */
export const ALLERGEN_ARRAY = sql.raw(`array[${ALLERGEN_KEYS.map((key) => `'${key}'`).join(', ')}]::text[]`);

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
    /**
     * What its label says (issue 35, src/domain/foodLabels.ts): keys of warning seals and of
     * allergens, each once, in their list's order. Text arrays rather than jsonb: the database
     * knows they are lists of text, checks them against a list with `<@`, and a later rule can ask
     * `sellos && array[…]` (a school's blocked seals, a student's allergies) with a GIN index.
     */
    sellos: text('sellos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    alergenos: text('alergenos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    // The allergens are the EU/Codex list, fixed by law; the seals are a country's set, chosen per
    // school later, so the database only keeps them to lower-case keys.
    check('products_alergenos_known', sql`${t.alergenos} <@ ${ALLERGEN_ARRAY}`),
    check(
      'products_sellos_keys',
      sql`array_position(${t.sellos}, null) is null and array_to_string(${t.sellos}, ',') ~ '^([a-z_]+(,[a-z_]+)*)?$'`,
    ),
    check(
      'products_ages',
      sql`${t.edad_min} is null or ${t.edad_max} is null or ${t.edad_min} <= ${t.edad_max}`,
    ),
  ],
);

/**
 * Issue 35's rules on food: the school's policy (which warning seals its stores do not sell, which
 * country's seals its products carry, the lunch line's alternative meal) and the record of every
 * sale a supervisor let through despite the student's allergy. The allergies themselves are the
 * student's (academic.ts `students.alergias`), the labels the product's (inventory.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { ALLERGEN_ARRAY, products } from './inventory';
import { orders } from './orders';

/** One row (none: the defaults, Colombia's seals and nothing blocked). */
export const foodPolicy = pgTable(
  'food_policy',
  {
    id: smallint('id').primaryKey().default(1),
    conjunto_sellos: text('conjunto_sellos').notNull().default('CO'),
    sellos_bloqueados: text('sellos_bloqueados')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When each seal of `sellos_bloqueados` was blocked (ISO, by key; issue 48), as `students.alergias_desde`. */
    sellos_desde: jsonb('sellos_desde')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    id_almuerzo_alternativo: integer('id_almuerzo_alternativo').references(() => products.id, {
      onDelete: 'set null',
    }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('food_policy_one_row', sql`${t.id} = 1`),
    check('food_policy_seal_set', sql`${t.conjunto_sellos} in ('CO', 'MX', 'CL')`),
    check('food_policy_sellos_keys', sql`array_position(${t.sellos_bloqueados}, null) is null`),
  ],
);

/**
 * A sale let through despite the student's allergy: who, for whom, which product and allergens,
 * and why, next to the order it became. Written in the sale's transaction; never changed.
 */
export const allergyOverrides = pgTable(
  'allergy_overrides',
  {
    id: serial('id').primaryKey(),
    id_order: integer('id_order')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    alergenos: text('alergenos').array().notNull(),
    motivo: text('motivo').notNull(),
    id_staff: integer('id_staff')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('allergy_overrides_user_idx').on(t.id_user),
    index('allergy_overrides_order_idx').on(t.id_order),
    check(
      'allergy_overrides_alergenos',
      sql`cardinality(${t.alergenos}) > 0 and ${t.alergenos} <@ ${ALLERGEN_ARRAY}`,
    ),
    check('allergy_overrides_motivo', sql`length(trim(${t.motivo})) > 0`),
  ],
);

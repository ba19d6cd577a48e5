/**
 * Lunch planned ahead (issue 56, src/domain/lunchMenus.ts and lunchPlans.ts): the restaurant's
 * settings for it, the menus published per day, the students' meal plans, the pre-orders and the
 * lunches a plan paid at the line without one.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { familyAccounts } from './family';
import { products } from './inventory';
import { credentialMovements } from './ledgers';
import { orders } from './orders';
import { restaurantServices } from './restaurant';

/** One row (id 1): the cut-off, the kitchen's closing, walk-ins and the plans' discounts. */
export const lunchSettings = pgTable(
  'restaurant_lunch_settings',
  {
    id: smallint('id').primaryKey().default(1),
    hora_corte: text('hora_corte').notNull().default('08:30'),
    cierre_cocina: text('cierre_cocina').notNull().default('11:00'),
    sin_pedido: boolean('sin_pedido').notNull().default(true),
    descuento_mensualidad: integer('descuento_mensualidad').notNull().default(0),
    descuento_paquete: integer('descuento_paquete').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('restaurant_lunch_settings_one', sql`${t.id} = 1`)],
);

/** A menu published for a day (and a service, or every student when null). */
export const dayMenus = pgTable(
  'restaurant_day_menus',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_servicio: integer('id_servicio').references(() => restaurantServices.id, { onDelete: 'restrict' }),
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The courses' names, in serving order. */
    platos: jsonb('platos').$type<string[]>().notNull(),
    extra: integer('extra').notNull().default(0),
    /** What the kitchen cooks, fixed at the day's cut-off (null before it). */
    porciones: integer('porciones'),
    /** Portions left after the service, as the kitchen recorded them. */
    sobrantes: integer('sobrantes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('restaurant_day_menus_product_idx').on(
      t.fecha,
      sql`coalesce(${t.id_servicio}, 0)`,
      t.id_product,
    ),
    check('restaurant_day_menus_extra', sql`${t.extra} >= 0`),
  ],
);

/** A student's meal plan: a month's, or a pack of lunches. */
export const mealPlans = pgTable(
  'restaurant_plans',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tipo: text('tipo', { enum: ['mensualidad', 'paquete'] }).notNull(),
    /** 'YYYY-MM' of a month's plan. */
    mes: text('mes'),
    /** The lunches it was sold for. */
    cantidad: integer('cantidad').notNull(),
    /** A pack's lunches left (null for a month's plan). */
    restantes: integer('restantes'),
    precio: bigint('precio', { mode: 'number' }).notNull(),
    /** PLAN_PAYMENTS: the balance, or the desk's method. */
    metodo_pago: text('metodo_pago').notNull(),
    /** The ledger's charge for it. */
    id_movement: integer('id_movement').references(() => credentialMovements.id, { onDelete: 'restrict' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    id_family: integer('id_family').references(() => familyAccounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('restaurant_plans_user_idx').on(t.id_user),
    uniqueIndex('restaurant_plans_month_idx')
      .on(t.id_user, t.mes)
      .where(sql`${t.tipo} = 'mensualidad'`),
    check(
      'restaurant_plans_kind',
      sql`(${t.tipo} = 'mensualidad' and ${t.mes} is not null and ${t.restantes} is null)
        or (${t.tipo} = 'paquete' and ${t.mes} is null and ${t.restantes} between 0 and ${t.cantidad})`,
    ),
  ],
);

/** A child's lunch pre-ordered for a day, and what became of it. */
export const preorders = pgTable(
  'restaurant_preorders',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_menu: integer('id_menu')
      .notNull()
      .references(() => dayMenus.id, { onDelete: 'restrict' }),
    /** The menu's service (copied: one active pre-order per child, day and service). */
    id_servicio: integer('id_servicio'),
    /** What will be served: the menu's product or the allergy alternative. */
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    alergenos: jsonb('alergenos').$type<string[]>().notNull(),
    /** PREORDER_STATES. */
    estado: text('estado', { enum: ['pedido', 'servido', 'cancelado', 'anulado'] }).notNull(),
    /** MEAL_PAYMENTS: what paid it. */
    pago: text('pago', { enum: ['mensualidad', 'paquete', 'saldo'] }).notNull(),
    id_plan: integer('id_plan').references(() => mealPlans.id, { onDelete: 'restrict' }),
    /** What the balance paid (0 when a plan did). */
    monto: bigint('monto', { mode: 'number' }).notNull().default(0),
    /** The order the line served it with. */
    id_order: integer('id_order').references(() => orders.id, { onDelete: 'restrict' }),
    id_family: integer('id_family').references(() => familyAccounts.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    served_at: timestamp('served_at', { withTimezone: true }),
    /** The gate re-instated it after cancelling it: never cancelled by the gate again that day. */
    reinstated_at: timestamp('reinstated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('restaurant_preorders_active_idx')
      .on(t.id_user, t.fecha, sql`coalesce(${t.id_servicio}, 0)`)
      .where(sql`${t.estado} <> 'cancelado'`),
    index('restaurant_preorders_day_idx').on(t.fecha, t.estado),
    index('restaurant_preorders_menu_idx').on(t.id_menu),
    check('restaurant_preorders_state', sql`${t.estado} in ('pedido', 'servido', 'cancelado', 'anulado')`),
    check('restaurant_preorders_paid', sql`${t.pago} in ('mensualidad', 'paquete', 'saldo')`),
  ],
);

/** A lunch a plan paid at the line without a pre-order: which plan (a pack's lunch). */
export const planMeals = pgTable('restaurant_plan_meals', {
  id_order: integer('id_order')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  id_plan: integer('id_plan')
    .notNull()
    .references(() => mealPlans.id, { onDelete: 'restrict' }),
});

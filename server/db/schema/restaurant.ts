/**
 * The restaurant's services (time windows of a school schedule in which a student has one meal,
 * src/domain/restaurant.ts; none set: the whole school day is one service), its user categories
 * and the menu pictures shown on its hall displays.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shifts, users } from './admin';
import { timestamps } from './columns';
import { courses } from './academic';
import { products } from './inventory';
import { orders } from './orders';

export const restaurantServices = pgTable(
  'restaurant_services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The school schedule (turno) whose students it serves. */
    turno: integer('turno')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    /** HH:MM in school time, start included, end excluded. */
    h_start: text('h_start').notNull(),
    h_end: text('h_end').notNull(),
    /** Issue 35: the meal served instead to a student allergic to theirs (null: none; they are refused). */
    id_product_alternativo: integer('id_product_alternativo').references(() => products.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (t) => [index('restaurant_services_turno_idx').on(t.turno)],
);

/**
 * User categories (categorías de usuario): which meal a group of students gets — the students of
 * a course, or those of an age band — used when a student has no default meal of their own.
 */
export const restaurantUserCategories = pgTable('restaurant_user_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Ages in whole years on the day of the scan, both included. */
  edad_min: integer('edad_min').notNull(),
  edad_max: integer('edad_max').notNull(),
  /** Given: the category is that course's, whatever the age. */
  id_course: integer('id_course').references(() => courses.id, { onDelete: 'restrict' }),
  id_product: integer('id_product')
    .notNull()
    .references(() => products.id, { onDelete: 'restrict' }),
  ...timestamps,
});

/**
 * The menu pictures, one row per upload (*Alistamiento*): the newest row is the one the
 * displays show; a row without an image is the picture taken down.
 */
export const restaurantMenus = pgTable('restaurant_menus', {
  id: serial('id').primaryKey(),
  /** `/images/{id}` (server/plugins/images.ts), or null: no picture from then on. */
  url: text('url'),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The restaurant orders sold as a second helping (*otra porción*): they never count as the service's meal. */
export const restaurantExtras = pgTable('restaurant_extras', {
  id_order: integer('id_order')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
});

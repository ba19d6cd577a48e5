/**
 * The restaurant's services (time windows of a school schedule in which a student has one meal,
 * src/domain/restaurant.ts; none set: the whole school day is one service) and its user categories.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { shifts } from './admin';
import { timestamps } from './columns';
import { courses } from './academic';
import { products } from './inventory';

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

/**
 * The restaurant's services: time windows of a school schedule in which a student has one meal
 * (src/domain/restaurant.ts). None set: the whole school day is one service.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { shifts } from './admin';
import { timestamps } from './columns';

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

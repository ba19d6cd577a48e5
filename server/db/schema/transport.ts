/**
 * School transport (issue 15): the people and vehicles of the buses (src/domain/resources/transport.ts)
 * and the routes with their riders per weekday (src/domain/transport.ts).
 */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { timestamps } from './columns';

/** Document, name and phones: what every person of the buses has. */
const person = () => ({
  id: serial('id').primaryKey(),
  type_doc: smallint('type_doc').notNull().default(1),
  num_doc: text('num_doc').notNull().unique(),
  name: text('name').notNull(),
  cellphone: text('cellphone').notNull(),
  phone: text('phone'),
});

export const drivers = pgTable('transport_drivers', {
  ...person(),
  licencia_categoria: text('licencia_categoria').notNull(),
  licencia_vence: date('licencia_vence', { mode: 'string' }).notNull(),
  ...timestamps,
});

export const monitors = pgTable('transport_monitors', {
  ...person(),
  email: text('email'),
  ...timestamps,
});

export const messengers = pgTable('transport_messengers', {
  ...person(),
  ...timestamps,
});

/** A school bus; its plate is stored upper case. */
export const vehicles = pgTable('transport_vehicles', {
  id: serial('id').primaryKey(),
  placa: text('placa').notNull().unique(),
  nombre_ruta: text('nombre_ruta').notNull(),
  sillas: integer('sillas').notNull(),
  marca: text('marca').notNull(),
  categoria: text('categoria').notNull(),
  observaciones: text('observaciones').notNull(),
  ...timestamps,
});

/** A school route: who drives it and watches over it, on which bus, in which shift. */
export const routes = pgTable('transport_routes', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  hora_inicio: text('hora_inicio').notNull(),
  id_driver: integer('id_driver')
    .notNull()
    .references(() => drivers.id, { onDelete: 'restrict' }),
  id_monitor: integer('id_monitor')
    .notNull()
    .references(() => monitors.id, { onDelete: 'restrict' }),
  id_vehicle: integer('id_vehicle').references(() => vehicles.id, { onDelete: 'restrict' }),
  /** 1 morning, 2 afternoon. */
  id_jornada: smallint('id_jornada').notNull(),
  observaciones: text('observaciones'),
  ...timestamps,
});

/** A route's riders in stop order (`position` from 1), each with the weekdays they ride (1 Monday … 5 Friday). */
export const routeStudents = pgTable(
  'transport_route_students',
  {
    id_route: integer('id_route')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    dias: smallint('dias').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_route, t.id_user] }),
    index('transport_route_students_user_idx').on(t.id_user),
  ],
);

/** Transport news: a day, optionally a route, and what happened. */
export const news = pgTable('transport_news', {
  id: serial('id').primaryKey(),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  id_route: integer('id_route').references(() => routes.id, { onDelete: 'set null' }),
  texto: text('texto').notNull(),
  ...timestamps,
});

/**
 * Boardings, append-only: a student read getting on (1) or off (2) a route's bus. The route's
 * name is kept as it was, so the student's timeline still says which bus after a route is gone.
 */
export const boardings = pgTable(
  'transport_boardings',
  {
    id: serial('id').primaryKey(),
    id_route: integer('id_route').references(() => routes.id, { onDelete: 'set null' }),
    ruta: text('ruta').notNull(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: smallint('kind').notNull(),
    /** 1: the student does not ride this route that day (accepted with a warning). */
    off_route: smallint('off_route').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transport_boardings_route_idx').on(t.id_route, t.created_at),
    index('transport_boardings_user_idx').on(t.id_user),
  ],
);

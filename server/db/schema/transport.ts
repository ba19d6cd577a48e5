/**
 * School transport (issue 15): the people and vehicles of the buses (src/domain/resources/transport.ts)
 * and the routes with their riders per weekday (src/domain/transport.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
  /** Issue 53: the papers a bus needs to run — insurance (SOAT), technical inspection, policy — and when each expires. */
  soat_numero: text('soat_numero'),
  soat_vence: date('soat_vence', { mode: 'string' }),
  tecnomecanica_numero: text('tecnomecanica_numero'),
  tecnomecanica_vence: date('tecnomecanica_vence', { mode: 'string' }),
  poliza_numero: text('poliza_numero'),
  poliza_vence: date('poliza_vence', { mode: 'string' }),
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
  /** Issue 53: when the afternoon drop-off leaves ('HH:MM'; null: when the monitor starts it) and how long a run takes. */
  hora_regreso: text('hora_regreso'),
  duracion_min: integer('duracion_min').notNull().default(60),
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
    /** Issue 53: the run it happened on (null: read on the boarding screen outside a run). */
    id_run: integer('id_run').references(() => runs.id, { onDelete: 'restrict' }),
    /** Getting off on a run: colegio, casa or entregado (to `entregado_a`, with `nota`). */
    lugar: text('lugar', { enum: ['colegio', 'casa', 'entregado'] }),
    entregado_a: text('entregado_a'),
    nota: text('nota'),
    /** 1: the student does not ride this route that day (accepted with a warning). */
    off_route: smallint('off_route').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transport_boardings_route_idx').on(t.id_route, t.created_at),
    index('transport_boardings_user_idx').on(t.id_user),
    index('transport_boardings_run_idx').on(t.id_run, t.id),
  ],
);

/**
 * A route's run on a day in one direction (issue 53, src/domain/transportRuns.ts): started by its
 * monitor with the bus and driver of the day (their papers checked), ended only when nobody is on
 * board. The route's, bus's and driver's names are kept as they were.
 */
export const runs = pgTable(
  'transport_runs',
  {
    id: serial('id').primaryKey(),
    id_route: integer('id_route').references(() => routes.id, { onDelete: 'set null' }),
    ruta: text('ruta').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    sentido: text('sentido', { enum: ['ida', 'regreso'] }).notNull(),
    id_vehicle: integer('id_vehicle').references(() => vehicles.id, { onDelete: 'set null' }),
    placa: text('placa'),
    id_driver: integer('id_driver').references(() => drivers.id, { onDelete: 'set null' }),
    conductor: text('conductor').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the run should be over: the alarms count from here. */
    fin_programado: timestamp('fin_programado', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    ended_by: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('transport_runs_day_idx').on(t.id_route, t.fecha, t.sentido),
    index('transport_runs_open_idx')
      .on(t.fin_programado)
      .where(sql`${t.ended_at} is null`),
    check('transport_runs_sentido', sql`${t.sentido} in ('ida', 'regreso')`),
  ],
);

/**
 * A run's alarms (issue 53): still open 15 minutes after its scheduled end (`sin_terminar`), or a
 * child on board at its end (`a_bordo`). The row is the claim: one per run and kind, so several
 * nodes raise and e-mail it once; `resolved_at` when the coordinator has seen to it.
 */
export const runAlarms = pgTable(
  'transport_run_alarms',
  {
    id: serial('id').primaryKey(),
    id_run: integer('id_run')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['sin_terminar', 'a_bordo'] }).notNull(),
    detalle: text('detalle').notNull(),
    raised_at: timestamp('raised_at', { withTimezone: true }).notNull(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('transport_run_alarms_kind_idx').on(t.id_run, t.tipo),
    check('transport_run_alarms_tipo', sql`${t.tipo} in ('sin_terminar', 'a_bordo')`),
  ],
);

/** School transport (issue 15): the people and vehicles of the buses (src/domain/resources/transport.ts). */
import { date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
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

import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { noticeColumns, noticeEmailChecks, timestamps, trigramIndex } from './columns';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nit: text('nit'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  ...timestamps,
});

/** School schedules (jornadas) that users and students belong to. */
export const shifts = pgTable('turns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  h_start: text('h_start').notNull(),
  h_end: text('h_end').notNull(),
  /** 'HH:MM' after which a student of the shift with no entry is absent (issue 53); null: h_start + 30 minutes. */
  h_corte: text('h_corte'),
  id_school: integer('id_school')
    .notNull()
    .references(() => schools.id, { onDelete: 'restrict' }),
  ...timestamps,
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  CheckRestaurante: smallint('check_restaurante').notNull().default(0),
  CheckCafeteria: smallint('check_cafeteria').notNull().default(0),
  CheckPapeleria: smallint('check_papeleria').notNull().default(0),
  /** The permission keys the role holds. */
  function: jsonb('function').$type<string[]>().notNull().default([]),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type_doc: smallint('type_doc').notNull().default(1),
    num_doc: text('num_doc').notNull(),
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    turno: integer('turno').references(() => shifts.id, { onDelete: 'restrict' }),
    address: text('address'),
    phone: text('phone'),
    cellphone: text('cellphone'),
    url: text('url'),
    password_hash: text('password_hash').notNull(),
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** 1 active, 0 deactivated (the "inactivated users" list). */
    active: smallint('active').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_num_doc_unique').on(t.num_doc),
    // Each column the lists sort by (users, students, credentials and orders by their person).
    index('users_name_idx').on(t.name),
    index('users_role_idx').on(t.id_rol, t.id),
    index('users_shift_idx').on(t.turno, t.id),
    index('users_cellphone_idx').on(t.cellphone),
    // The users list (active users) by name, its default order, and by e-mail: a deep page is read
    // from the index alone, without sorting every user.
    index('users_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.active} = 1`),
    index('users_active_email_idx')
      .on(t.email, t.id)
      .where(sql`${t.active} = 1`),
    trigramIndex('users_name_trgm_idx', t.name),
    trigramIndex('users_email_trgm_idx', t.email),
    trigramIndex('users_num_doc_trgm_idx', t.num_doc),
  ],
);

/**
 * Notices to the staff (issue 53, src/domain/staffNotices.ts): a course's coordinator told of a
 * second absence in a row, the transport coordinator of a run's alarm. Written in the transaction
 * of what they tell, to every active user whose role holds the key; e-mailed by the notices worker
 * as the families' are.
 */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** About which student, when it is about one. */
    id_student: integer('id_estudiante').references(() => users.id, { onDelete: 'cascade' }),
    ...noticeColumns(),
  },
  (t) => [index('staff_notices_user_idx').on(t.id_user, t.id), ...noticeEmailChecks('staff_notices', t)],
);

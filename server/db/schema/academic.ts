/**
 * The academic area: students and their guardians, and each student's product restrictions
 * (the daily cap is the credential's `lockSaldo`, in credentials.ts).
 */
import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  jsonb,
} from 'drizzle-orm/pg-core';
import { shifts, users } from './admin';
import { timestamps } from './columns';
import { ALLERGEN_ARRAY, categories, products } from './inventory';

/** The school's courses (spec part 2 §3: id, name). */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

/** Guardians (acudientes) of students; the academic area extends this table. */
export const guardians = pgTable('guardians', {
  id: serial('id').primaryKey(),
  type_doc: smallint('type_doc').notNull().default(1),
  num_doc: text('num_doc').notNull().unique(),
  name: text('name').notNull(),
  fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
  address: text('address'),
  phone: text('phone'),
  cellphone: text('cellphone'),
  email: text('email'),
  ...timestamps,
});

/**
 * Students are users with the role 'Estudiante' (no permission keys, password hash '!' so
 * they can never sign in); this row holds what only students have. The academic area adds columns.
 */
export const students = pgTable(
  'students',
  {
    id_user: integer('id_user')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    id_attendant: integer('id_attendant').references(() => guardians.id, { onDelete: 'restrict' }),
    id_course: integer('id_course').references(() => courses.id, { onDelete: 'restrict' }),
    /** The default meal (a restaurant product for the student's age). */
    id_product_default: integer('id_product_default').references(() => products.id, { onDelete: 'restrict' }),
    fecha_nacimiento: date('fecha_nacimiento', { mode: 'string' }),
    /** Home, for the transport routes' map. */
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    /** Issue 35: the allergens (src/domain/foodLabels.ts keys) no till sells them, and what else the staff should know. */
    alergias: text('alergias')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    alergias_nota: text('alergias_nota'),
    /**
     * When each allergen of `alergias` was recorded (ISO, by key; issue 48): a late offline sale is
     * refused for an allergy its till's roster already held, flagged for one recorded since. An
     * allergen without a time here was recorded before the times were kept: it held all along.
     */
    alergias_desde: jsonb('alergias_desde')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index('students_attendant_idx').on(t.id_attendant),
    index('students_course_idx').on(t.id_course),
    check('students_alergias_known', sql`${t.alergias} <@ ${ALLERGEN_ARRAY}`),
  ],
);

/**
 * Per-student product restrictions (spec part 2 §2 'Locks'): a student may not buy a product
 * listed here, at any point of sale. The daily cap is the credential's `lockSaldo`.
 */
export const productLocks = pgTable(
  'product_locks',
  {
    id: serial('id').primaryKey(),
    /** The student (the credential holder's user id, `id_user_primary`). */
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_product: integer('id_product')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Who set the restriction (null when the family did, or the staff member is gone). */
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the family from the portal: theirs to lift (the school's stay when they change theirs). */
    by_family: boolean('by_family').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_locks_user_product_unique').on(t.id_user, t.id_product),
    index('product_locks_product_idx').on(t.id_product),
  ],
);

/** Whole categories a student may not buy from (issue 32: set by the family, or by the school). */
export const categoryLocks = pgTable(
  'category_locks',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_category: integer('id_category')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'set null' }),
    by_family: boolean('by_family').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('category_locks_user_category_unique').on(t.id_user, t.id_category),
    index('category_locks_category_idx').on(t.id_category),
  ],
);

/**
 * Every product a student may not buy, one row per reason: listed itself (`id_category` null) or
 * through its category. The one place the restriction is written, read by the sale's product lock,
 * the cashier's catalog and the lock screens.
 */
export const studentRestrictions = pgView('student_restrictions', {
  id_user: integer('id_user').notNull(),
  id_product: integer('id_product').notNull(),
  /** The category that blocks it; null when the product is listed itself. */
  id_category: integer('id_category'),
  by_family: boolean('by_family').notNull(),
}).as(
  sql`select ${productLocks.id_user} as id_user, ${productLocks.id_product} as id_product, null::integer as id_category, ${productLocks.by_family} as by_family
  from ${productLocks}
  union all
  select ${categoryLocks.id_user}, ${products.id}, ${categoryLocks.id_category}, ${categoryLocks.by_family}
  from ${categoryLocks} join ${products} on ${eq(products.id_category, categoryLocks.id_category)}`,
);

/**
 * Each student's profile, one row per student: the course, the schedule (through the user's
 * `turno`) and the guardian, any of them null when not set. The one place this join is written:
 * the queries of every area left-join it on `id_user`. A view rather than a helper in the academic
 * module, because the other areas may import only academic's index, and academic's timeline
 * imports theirs (a cycle). Every join is a left join (every student has a user all the same), so
 * that PostgreSQL drops the ones whose columns a query does not read.
 */
export const studentProfiles = pgView('student_profiles', {
  id_user: integer('id_user').notNull(),
  courseId: integer('id_course'),
  courseName: text('curso'),
  shiftId: integer('id_turno'),
  shiftName: text('jornada'),
  shiftStart: text('jornada_inicio'),
  shiftEnd: text('jornada_fin'),
  guardianId: integer('id_acudiente'),
  guardianName: text('acudiente'),
  guardianDoc: text('num_doc_acudiente'),
  guardianCellphone: text('celular_acudiente'),
  guardianLandline: text('telefono_fijo_acudiente'),
  guardianEmail: text('email_acudiente'),
  /** The number to call: the guardian's mobile, else the landline. */
  guardianPhone: text('telefono_acudiente'),
}).as(
  sql`select ${students.id_user} as id_user,
    ${courses.id} as id_course, ${courses.name} as curso,
    ${shifts.id} as id_turno, ${shifts.name} as jornada, ${shifts.h_start} as jornada_inicio, ${shifts.h_end} as jornada_fin,
    ${guardians.id} as id_acudiente, ${guardians.name} as acudiente, ${guardians.num_doc} as num_doc_acudiente,
    ${guardians.cellphone} as celular_acudiente, ${guardians.phone} as telefono_fijo_acudiente, ${guardians.email} as email_acudiente,
    coalesce(${guardians.cellphone}, ${guardians.phone}) as telefono_acudiente
  from ${students}
  left join ${users} on ${eq(users.id, students.id_user)}
  left join ${courses} on ${eq(courses.id, students.id_course)}
  left join ${shifts} on ${eq(shifts.id, users.turno)}
  left join ${guardians} on ${eq(guardians.id, students.id_attendant)}`,
);

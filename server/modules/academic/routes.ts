/**
 * Per-student product restrictions and daily spending limit (spec part 2 §2 'Locks', §3, §4,
 * §5, §7). The restrictions are `product_locks` rows; the daily limit is the credential's
 * `lockSaldo`. The sale (orders/purchase.ts) refuses a restricted product and checks the cap.
 *   POST /api/lock/students                              the grid: block records, q and paging
 *   GET  /api/academic/validatecredential/{credential}   one block record by code or document
 *   GET  /api/<LOCKED_PRODUCTS_PATH>/{id_user_primary} a student's restricted products (spec: cafeteria/locked/products)
 *   POST /api/academic/productsblock                     replace restrictions and set the limit
 *   GET  /api/academic/locks/catalog?store=              the product picker's catalog
 * The area covers students (users with a `students` row) who hold a credential and are active.
 * Wire shapes are those of src/domain/locks.ts. The records' reads are in queries.ts, the save
 * in service.ts.
 */
import type { PermissionKey } from '../../../src/domain/permissions';
import { POS_SEGMENTS } from '../../../src/domain/orders';
import { LOCKED_PRODUCTS_PATH } from '../../../src/domain/stores';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { looksLikeCode, NO_USER } from '../../../src/domain/credentials';
import { LOCKS_SAVED, lockStudentsSchema, productsBlockSchema } from '../../../src/domain/locks';
import { POS_STORES, type PosStore } from '../../../src/domain/orders';
import { courses, credentials, students, users } from '../../db/schema';
import { coursesResource, studentsResource } from '../../../src/domain/resources';
import { createdMessage, updatedMessage } from '../../../src/domain/resource';
import { createSchema, formSchema, updateSchema } from '../../../src/domain/fields';
import { courseStudentsSchema } from '../../../src/domain/academic';
import { registerList } from '../../http/joined-list';
import { idParamsSchema, listQuerySchema } from '../../http/list-query';
import { throwConstraintError } from '../../http/crud-values';
import { ok, okList } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { staffOf } from '../../http/staff';
import type { AreaOptions } from '../../http/area';
import { posCatalog } from '../orders';
import { findBlockRecord, findStudent, studentFile, studentsByCourse, listBlockRecords, listStudents, lockedProducts } from './queries';
import { studentTimeline } from './timeline';
import { createStudent, saveLocks, updateStudent, type StudentInput } from './service';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, importBodySchema, MAX_IMPORT_BODY } from '../../../src/domain/studentImport';
import { importStudents, previewStudentImport } from './student-import';

const LOCKS: PermissionKey = 'academic.locks';
/** The cashiers read a customer's restrictions to grey those products out. */
const LOCKED_READERS: PermissionKey[] = [LOCKS, ...POS_SEGMENTS.map((s) => `${s}.pos` as const)];
const tags = ['Académico: restricciones'];

/** A timeline page: at most 100 events at a time. */
const timelineQuerySchema = listQuerySchema.pick({ page: true }).extend({
  perPage: z.coerce
    .number({ error: 'perPage debe ser un número entero entre 1 y 100' })
    .int({ error: 'perPage debe ser un número entero entre 1 y 100' })
    .min(1, { error: 'perPage debe ser un número entero entre 1 y 100' })
    .max(100, { error: 'perPage debe ser un número entero entre 1 y 100' })
    .default(20),
});

const credentialParams = z.object({
  credential: z
    .string()
    .trim()
    .min(1, { error: 'El código o documento es requerido' })
    .max(100, { error: 'El código o documento admite máximo 100 caracteres' }),
});
const userParams = z.object({
  id_user_primary: z.coerce
    .number({ error: 'El identificador debe ser un número entero positivo' })
    .int({ error: 'El identificador debe ser un número entero positivo' })
    .positive({ error: 'El identificador debe ser un número entero positivo' })
    .max(2_147_483_647, { error: 'El identificador debe ser un número entero positivo' }),
});
const storeQuery = z.object({
  store: z
    .enum(Object.keys(POS_STORES) as [PosStore, ...PosStore[]], { error: `La tienda debe ser ${Object.keys(POS_STORES).join(' o ')}` })
    .default(Object.keys(POS_STORES)[0] as PosStore),
});

export function lockRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/lock/students',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary:
          'Estudiantes con carnet y sus restricciones (id del carnet, id_user_primary, name, num_doc, code, url, saldo, ' +
          'lockSaldo, countproducts); q busca nombre o documento; page y perPage (máx. 100); total en el sobre',
        body: lockStudentsSchema,
      },
    },
    async (req) => {
      const { rows, total } = await listBlockRecords(db, timezone, req.body);
      return okList(rows, total);
    },
  );

  r.get(
    '/api/academic/validatecredential/:credential',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary: 'El registro de restricciones de un estudiante por código de carnet (CRN…) o número de documento; 404 No Existe Usuario',
        params: credentialParams,
      },
    },
    async (req) => {
      const value = req.params.credential;
      const record = await findBlockRecord(db, timezone, looksLikeCode(value) ? eq(credentials.code, value.toUpperCase()) : eq(users.num_doc, value));
      if (!record) throw notFound(NO_USER);
      return ok(record);
    },
  );

  r.get(
    `/api/${LOCKED_PRODUCTS_PATH}/:id_user_primary`,
    {
      config: { permission: LOCKED_READERS },
      schema: {
        tags,
        summary:
          'Productos restringidos de un estudiante (id, name, price, url, store, id_category, id_subcategory); ' +
          'también para los cajeros; 404 No Existe Usuario',
        params: userParams,
      },
    },
    async (req) => {
      const userId = req.params.id_user_primary;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound(NO_USER);
      return ok(await lockedProducts(db, userId));
    },
  );

  r.post(
    '/api/academic/productsblock',
    {
      config: { permission: LOCKS, validationOrder: ['id_user', 'saldo', 'products'] },
      schema: {
        tags,
        summary:
          'Reemplaza los productos restringidos del estudiante (products: lista de ids, o su texto JSON) y fija su límite ' +
          'de gasto diario (saldo: 0 sin límite, o de $1.000 a $1.000.000); responde {record, products}',
        body: productsBlockSchema,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { id_user: userId, products: ids, saldo: limit } = req.body;
      const saved = await saveLocks(db, timezone, { userId, ids, limit, staffId: staff.id });
      return ok(saved, LOCKS_SAVED);
    },
  );

  r.get(
    '/api/academic/locks/catalog',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary:
          `Catálogo para elegir productos a restringir: el mismo de GET /api/<tienda>/pos/catalog (store: ${POS_SEGMENTS.join(' o ')})`,
        querystring: storeQuery,
      },
    },
    async (req) => ok(await posCatalog(db, POS_STORES[req.query.store])),
  );
}

/**
 * `GET academic/courses/all`: every course for the pickers (id, name), in the order the school
 * entered them (grades run first to eleventh; their names do not sort that way). The list,
 * form and writes are the generic CRUD's (server/modules/resources.ts).
 */
export function courseRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/academic/courses/all',
    {
      config: { permission: [coursesResource.permission, ...(coursesResource.readers ?? [])] },
      schema: { tags: ['Académico: cursos'], summary: 'Todos los cursos (id, name), en el orden en que se crearon, para elegir uno' },
    },
    async () => ok(await db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.id))),
  );
  r.post(
    '/api/academic/courses/students',
    {
      config: { permission: ['academic.students', 'academic.courses', 'schoolroutes.routes'] },
      schema: {
        tags: ['Académico: cursos'],
        summary: 'Estudiantes activos por apellido (parte del nombre) y/o curso (id_course), por nombre; máximo 200',
        body: courseStudentsSchema,
      },
    },
    async (req) => {
      const rows = await studentsByCourse(db, req.body);
      return okList(rows, rows.length);
    },
  );
}

/**
 * The students (spec part 2 §2, §7): the list (q on name and document, filters by course and
 * schedule, paged in SQL), the form, one student, create and update. A student is a user too,
 * so the users screen and this one read the same person.
 */
export function studentRoutes(app: FastifyInstance, { db, config: { timezone } }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const def = studentsResource;
  const config = { permission: def.permission, validationOrder: def.validationOrder };
  const tags = ['Académico: estudiantes'];
  // Two people at once with one document: the database's unique index decides, named on its field.
  const columns = { num_doc: users.num_doc, email: users.email };
  const constraint = (err: unknown): never => throwConstraintError(err, def.fields, columns);

  registerList(app, db, {
    path: '/api/academic/students',
    // A guardian's profile lists the students in their care.
    permission: [def.permission, 'academic.attendant'],
    tags,
    summary: 'Estudiantes con curso, acudiente y producto por defecto; q busca nombre o documento; filter por select_course y turno',
    list: listStudents,
  });

  r.get('/api/academic/students/create', { config, schema: { tags, summary: 'Formulario del estudiante' } }, async () =>
    ok(formSchema(def.fields, 'create')),
  );

  r.get(
    '/api/academic/students/:id/edit',
    { config, schema: { tags, summary: 'Un estudiante (con latitud, longitud, products, curso, acudiente y url)', params: idParamsSchema } },
    async (req) => {
      const student = await findStudent(db, req.params.id);
      if (!student) throw notFound('El estudiante no existe');
      return ok(student);
    },
  );

  // The file is opened from the students list, the locks grid and the credential screens.
  const fileConfig = { permission: [def.permission, LOCKS, 'carnets.list', 'carnets.noactions'] as PermissionKey[] };
  r.get(
    '/api/academic/students/:id/file',
    {
      config: fileConfig,
      schema: {
        tags,
        summary: 'La ficha del estudiante: sus datos, curso, horario, acudiente, almuerzo, casa y su carnet (saldo, consumo de hoy, límite, restringidos)',
        params: idParamsSchema,
      },
    },
    async (req) => {
      const file = await studentFile(db, timezone, req.params.id);
      if (!file) throw notFound('El estudiante no existe');
      return ok(file);
    },
  );

  r.get(
    '/api/academic/students/:id/timeline',
    {
      config: fileConfig,
      schema: {
        tags,
        summary:
          'Todo lo que ha tocado al estudiante (hoy: los movimientos de su carnet), del más reciente al más antiguo; page y perPage (máx. 100); total en el sobre',
        params: idParamsSchema,
        querystring: timelineQuerySchema,
      },
    },
    async (req) => {
      const [exists] = await db.select({ id: students.id_user }).from(students).where(eq(students.id_user, req.params.id));
      if (!exists) throw notFound('El estudiante no existe');
      const { rows, total } = await studentTimeline(db, req.params.id, req.query);
      return okList(rows, total);
    },
  );

  r.post(
    '/api/academic/students',
    { config, schema: { tags, summary: 'Crear un estudiante (y su carnet, salvo carnet: 0)', body: createSchema(def.fields) } },
    async (req, reply) => {
      const id = await createStudent(db, req.body as StudentInput, staffOf(req)).catch(constraint);
      reply.status(201);
      return ok(await findStudent(db, id), createdMessage(def));
    },
  );

  r.put(
    '/api/academic/students/:id',
    {
      config,
      schema: { tags, summary: 'Actualizar un estudiante (el formulario completo: los campos requeridos como al crear; la foto, solo si cambia)', params: idParamsSchema, body: updateSchema(def.fields) },
    },
    async (req) => {
      await updateStudent(db, req.params.id, req.body as Partial<StudentInput>).catch(constraint);
      return ok(await findStudent(db, req.params.id), updatedMessage(def));
    },
  );
}

/**
 * Importing students from a CSV file (issue 13, item 7), with the students key:
 *   POST /api/academic/students/import/preview   every row with its problems; writes nothing
 *   POST /api/academic/students/import           the valid rows, in one transaction
 * Body `{ file: base64 of the file's bytes, carnet: 1|0 }`. A body over the file's size is refused
 * before it is read whole or parsed, with the size message on `file` (413); a file string over it
 * by the schema (400), before it is decoded.
 */
export function studentImportRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = {
    permission: studentsResource.permission,
    bodyTooLarge: { field: 'file', message: IMPORT_MESSAGES.fileTooBig },
  };
  const bodyLimit = MAX_IMPORT_BODY;
  const tags = ['Académico: estudiantes'];
  const columns = `columnas: ${IMPORT_COLUMNS.map((c) => c.key).join(', ')} (o sus nombres en español); separador ; o ,; UTF-8`;

  r.post(
    '/api/academic/students/import/preview',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        summary: `Vista previa de una importación de estudiantes desde CSV (${columns}): cada fila con sus problemas en el orden de la especificación, acudientes y cursos a crear, y conteos; no escribe nada`,
        body: importBodySchema,
      },
    },
    async (req) => ok(await previewStudentImport(db, req.body)),
  );

  r.post(
    '/api/academic/students/import',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        summary:
          'Importa las filas válidas del CSV en una sola transacción (crea acudientes, cursos y carnets si carnet es 1); responde cuántos se crearon y las filas inválidas',
        body: importBodySchema,
      },
    },
    async (req) => {
      const result = await importStudents(db, req.body, staffOf(req));
      return ok(result, IMPORT_MESSAGES.imported(result.created));
    },
  );
}

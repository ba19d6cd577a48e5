/** The student routes: list, form, one student, the student file and timeline, create and update. */
import type { PermissionKey } from '../../../../src/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentsResource } from '../../../../src/domain/resources';
import { createdMessage, editBodySchema, updatedMessage } from '../../../../src/domain/resource';
import { createSchema, formDataSchema, formSchema } from '../../../../src/domain/fields';
import { studentEditSchema, studentFileSchema, studentRecordSchema } from '../../../../src/domain/academic';
import { timelineEventSchema } from '../../../../src/domain/timeline';
import { spendingQuerySchema, spendingSchema } from '../../../../src/domain/spending';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import { registerList } from '../../../http/joined-list';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { throwConstraintError } from '../../../http/crud-values';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { RESTRICTIONS } from '../restrictions';
import { findStudent, listStudents, studentExists, studentFile } from './queries';
import { studentTimeline } from '../timeline';
import { studentSpending } from '../spending';
import { createStudent, STUDENT_UNIQUE_COLUMNS, updateStudent, type StudentInput } from './service/write';

/** A timeline page: at most 100 events at a time. */
const timelineQuerySchema = listQuerySchema.pick({ page: true }).extend({
  perPage: z.coerce
    .number({ error: 'perPage debe ser un número entero entre 1 y 100' })
    .int({ error: 'perPage debe ser un número entero entre 1 y 100' })
    .min(1, { error: 'perPage debe ser un número entero entre 1 y 100' })
    .max(100, { error: 'perPage debe ser un número entero entre 1 y 100' })
    .default(20),
});

/**
 * The students (spec part 2 §2, §7): the list (q on name and document, filters by course and
 * schedule, paged in SQL), the form, one student, create and update. A student is a user too,
 * so the users screen and this one read the same person.
 */
export function studentRoutes(app: FastifyInstance, { db, config: { timezone }, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const def = studentsResource;
  const config = { permission: def.permission, validationOrder: def.validationOrder };
  const tags = ['Académico: estudiantes'];
  // Two people at once with one document: the database's unique index decides, named on its field.
  const constraint = (err: unknown): never => throwConstraintError(err, def.fields, STUDENT_UNIQUE_COLUMNS);

  registerList(app, db, {
    path: '/api/academic/students',
    // A guardian's profile lists the students in their care.
    permission: [def.permission, 'academic.attendant'],
    tags,
    summary:
      'Estudiantes con curso, acudiente y producto por defecto; q busca nombre o documento; filter por select_course y turno',
    row: studentRecordSchema,
    list: listStudents,
  });

  r.get(
    '/api/academic/students/create',
    { config, schema: { tags, summary: 'Formulario del estudiante', response: answers(formDataSchema) } },
    async () => ok(formSchema(def.fields, 'create')),
  );

  r.get(
    '/api/academic/students/:id/edit',
    {
      config,
      schema: {
        tags,
        summary: 'Un estudiante (con latitud, longitud, products, curso, acudiente y url)',
        params: idParamsSchema,
        response: answers(studentEditSchema),
      },
    },
    async (req) => {
      const student = await findStudent(db, req.params.id);
      if (!student) throw notFound('El estudiante no existe');
      return ok(student);
    },
  );

  // The file is opened from the students list, the restrictions grid and the credential screens.
  const fileConfig = {
    permission: [def.permission, RESTRICTIONS, 'carnets.list', 'carnets.noactions'] as PermissionKey[],
  };
  r.get(
    '/api/academic/students/:id/file',
    {
      config: fileConfig,
      schema: {
        tags,
        summary:
          'La ficha del estudiante: sus datos, curso, horario, acudiente, almuerzo, casa y su carnet (saldo, consumo de hoy, límite, restringidos)',
        params: idParamsSchema,
        response: answers(studentFileSchema),
      },
    },
    async (req) => {
      const file = await studentFile(db, timezone, clock.now(), req.params.id);
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
        response: listAnswers(timelineEventSchema),
      },
    },
    async (req) => {
      if (!(await studentExists(db, req.params.id))) throw notFound('El estudiante no existe');
      const { rows, total } = await studentTimeline(db, req.params.id, req.query);
      return okList(rows, total);
    },
  );

  r.get(
    '/api/academic/students/:id/spending',
    {
      config: fileConfig,
      schema: {
        tags,
        summary:
          'En qué gasta el estudiante: esta semana, este mes o este año escolar (periodo=semana|mes|anio), por tienda, categoría, día y hora, y los productos en que más gastó; sin los pedidos reversados',
        params: idParamsSchema,
        querystring: spendingQuerySchema,
        response: answers(spendingSchema),
      },
    },
    async (req) => {
      if (!(await studentExists(db, req.params.id))) throw notFound('El estudiante no existe');
      return ok(await studentSpending(db, req.params.id, req.query.periodo, timezone, clock.now()));
    },
  );

  r.post(
    '/api/academic/students',
    {
      config,
      schema: {
        tags,
        summary: 'Crear un estudiante (y su carnet, salvo carnet: 0)',
        body: createSchema(def.fields),
        response: createdAnswers(studentEditSchema.nullable()),
      },
    },
    async (req, reply) => {
      const id = await db
        .transaction((tx) => createStudent(tx, req.body as StudentInput, staffOf(req), clock.now()))
        .catch(constraint);
      reply.status(201);
      return ok(await findStudent(db, id), createdMessage(def));
    },
  );

  r.put(
    '/api/academic/students/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Actualizar un estudiante (el formulario completo: los campos requeridos como al crear; la foto, solo si cambia)',
        params: idParamsSchema,
        body: editBodySchema(def),
        response: answers(studentEditSchema.nullable()),
      },
    },
    async (req) => {
      await db
        .transaction((tx) =>
          updateStudent(tx, req.params.id, req.body as Partial<StudentInput>, staffOf(req), clock.now()),
        )
        .catch(constraint);
      return ok(await findStudent(db, req.params.id), updatedMessage(def));
    },
  );
}

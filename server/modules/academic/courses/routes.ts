/** The course routes the pickers use; the rest of the courses screen is the generic CRUD's. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coursesResource } from '../../../../src/domain/resources';
import { courseStudentSchema, courseStudentsSchema } from '../../../../src/domain/academic';
import { answers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import type { AreaOptions } from '../../../http/area';
import { allCourses, studentsByCourse } from './queries';

/**
 * `GET academic/courses/all`: every course for the pickers (id, name), in the order the school
 * entered them (grades run first to eleventh; their names do not sort that way). The list,
 * form and writes are the generic CRUD's (server/modules/resources/index.ts).
 */
export function courseRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/academic/courses/all',
    {
      config: { permission: [coursesResource.permission, ...(coursesResource.readers ?? [])] },
      schema: {
        tags: ['Académico: cursos'],
        summary: 'Todos los cursos (id, name), en el orden en que se crearon, para elegir uno',
        response: answers(z.array(z.object({ id: z.number().int(), name: z.string() }))),
      },
    },
    async () => ok(await allCourses(db)),
  );
  r.post(
    '/api/academic/courses/students',
    {
      config: { permission: ['academic.students', 'academic.courses', 'schoolroutes.routes'] },
      schema: {
        tags: ['Académico: cursos'],
        summary:
          'Estudiantes activos por apellido (parte del nombre) y/o curso (id_course), por nombre; máximo 200',
        body: courseStudentsSchema,
        response: listAnswers(courseStudentSchema),
      },
    },
    async (req) => {
      const rows = await studentsByCourse(db, req.body);
      return okList(rows, rows.length);
    },
  );
}

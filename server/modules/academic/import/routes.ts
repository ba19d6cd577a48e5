/** The routes of the students import from CSV: preview and import. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentsResource } from '../../../../src/domain/resources';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  importBodySchema,
  importPreviewSchema,
  importResultSchema,
  MAX_IMPORT_BODY,
} from '../../../../src/domain/studentImport';
import { importFailure, importStudents, previewStudentImport } from './service/importStudents';

/**
 * Importing students from a CSV file (issue 13, item 7), with the students key:
 *   POST /api/academic/students/import/preview   every row with its problems; writes nothing
 *   POST /api/academic/students/import           the valid rows, in one transaction
 * Body `{ file: base64 of the file's bytes, carnet: 1|0 }`. A body over the file's size is refused
 * before it is read whole or parsed, with the size message on `file` (413); a file string over it
 * by the schema (400), before it is decoded.
 */
export function studentImportRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
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
        response: answers(importPreviewSchema),
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
        response: answers(importResultSchema),
      },
    },
    async (req) => {
      const result = await db
        .transaction((tx) => importStudents(tx, req.body, staffOf(req), clock.now()))
        .catch(importFailure);
      return ok(result, IMPORT_MESSAGES.imported(result.created));
    },
  );
}

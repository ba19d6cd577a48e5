/**
 * Printed carnets (issue 34, item 4): the cards of one credential or of a course, with their whole
 * codes for the QR, and the course picker of the print page. Behind `carnets.list` only, the key
 * of the screens that already show a card's whole code; the reads are in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARD_PRINT_NEEDS_ONE,
  cardPrintQuerySchema,
  cardPrintSchema,
  COURSE_NOT_FOUND,
  printCourseSchema,
} from '../../../../src/domain/credentialCards';
import type { AreaOptions } from '../../../http/area';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { AppError, fieldError } from '../../../http/errors';
import { CREDENTIAL_NOT_FOUND } from '../../../money';
import { cardById, courseCards, printCourses, schoolName } from './queries';

/** A missing record named under the field that asked for it, as the page shows it. */
const missing = (field: 'id' | 'curso', message: string) =>
  new AppError(404, message, 'not_found', { [field]: message });

export function cardPrintRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets'];
  const config = { permission: 'carnets.list' as const };
  const oneCard = async (id: number) => {
    const card = await cardById(db, id);
    if (!card) throw missing('id', CREDENTIAL_NOT_FOUND);
    return [card];
  };

  // Static paths: find-my-way tries them before `/api/admin/carnets/:document`.
  r.get(
    '/api/admin/carnets/print',
    {
      config,
      schema: {
        tags,
        summary:
          'Carnets para imprimir, con su código completo: uno (?id=, en cualquier estado) o los activos de un curso (?curso=), por nombre',
        querystring: cardPrintQuerySchema,
        response: answers(cardPrintSchema),
      },
    },
    async (req) => {
      const { id, curso } = req.query;
      // Neither or both: the page's picker is the course, so the refusal goes under it.
      if ((id === undefined) === (curso === undefined)) throw fieldError('curso', CARD_PRINT_NEEDS_ONE);
      const cards = id !== undefined ? await oneCard(id) : await courseCards(db, curso!);
      if (!cards) throw missing('curso', COURSE_NOT_FOUND);
      return ok({ colegio: await schoolName(db), cards });
    },
  );

  r.get(
    '/api/admin/carnets/print/courses',
    {
      config,
      schema: {
        tags,
        summary: 'Cursos para imprimir sus carnets, con cuántos carnets activos tiene cada uno',
        response: answers(z.array(printCourseSchema)),
      },
    },
    async () => ok(await printCourses(db)),
  );
}

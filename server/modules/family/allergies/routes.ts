/**
 * A child's allergies from the portal (issue 35): read them and change them (the list and the
 * note). The next sale and lunch scan apply them; the change shows on the child's history.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALLERGIES_SAVED,
  CHILD_NOT_FOUND,
  familyAllergiesAnswerSchema,
  familyAllergiesSchema,
} from '../../../../src/domain/family';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { isChildOf } from '../children';
import { allergiesOf } from './queries';
import { setFamilyAllergies } from './service';

export function allergyRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const path = '/api/family/children/:id/allergies';
  const config = { family: true };

  r.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Las alergias del hijo (claves de alérgenos) y las indicaciones para el colegio',
        params: idParamsSchema,
        response: answers(familyAllergiesAnswerSchema),
      },
    },
    async (req) => {
      if (!(await isChildOf(db, familyOf(req).guardianId, req.params.id))) throw notFound(CHILD_NOT_FOUND);
      const allergies = await allergiesOf(db, req.params.id);
      if (!allergies) throw notFound(CHILD_NOT_FOUND);
      return ok(allergies);
    },
  );

  r.put(
    path,
    {
      config,
      schema: {
        tags,
        summary:
          'Cambiar las alergias del hijo (alergias: la lista completa de claves de alérgenos) y/o las indicaciones (alergias_nota, hasta 500 caracteres); ' +
          'queda en su historial; rige desde la siguiente compra',
        params: idParamsSchema,
        body: familyAllergiesSchema,
        response: answers(familyAllergiesAnswerSchema),
      },
    },
    async (req) => {
      const family = familyOf(req);
      return ok(
        await db.transaction((tx) => setFamilyAllergies(tx, family, req.params.id, req.body, clock.now())),
        ALLERGIES_SAVED,
      );
    },
  );
}

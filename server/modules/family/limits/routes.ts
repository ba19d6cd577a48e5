/**
 * A child's limits from the portal (issue 32, item 4): read them with what the school lets the
 * family change, and change those; the next sale or lunch scan applies them (the sale reads the
 * cap under the credential's lock, the same lock the change takes). Also the staff's side: what
 * the school lets families change (key academic.attendant, the guardians').
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHILD_NOT_FOUND,
  LIMITS_SAVED,
  familyCatalogSchema,
  familyLimitsAnswerSchema,
  familyLimitsSchema,
  portalSettingsSchema,
} from '../../../../src/domain/family';
import { answers } from '../../../http/answers';
import { USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { isChildOf } from '../children';
import { familyCatalog } from './queries/blocks';
import { limitsOf, settingsOf } from './queries/limits';
import { savePortalSettings, setFamilyLimits } from './service';

export function limitRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const path = '/api/family/children/:id/limits';

  const read = async (guardianId: number, studentId: number) => {
    if (!(await isChildOf(db, guardianId, studentId))) throw notFound(CHILD_NOT_FOUND);
    const limits = await limitsOf(db, studentId);
    if (!limits) throw notFound(USER_WITHOUT_CREDENTIAL);
    return limits;
  };

  r.get(
    path,
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Los límites del hijo y cuáles permite cambiar el colegio',
        params: idParamsSchema,
        response: answers(familyLimitsAnswerSchema),
      },
    },
    async (req) => ok(await read(familyOf(req).guardianId, req.params.id)),
  );

  r.put(
    path,
    {
      config: { family: true },
      schema: {
        tags,
        summary:
          'Cambiar el tope diario (0 = sin tope, o desde $1.000), el aviso de saldo bajo o los productos y categorías que la familia ' +
          'bloquea (reemplazan los suyos; los del colegio quedan); 403 en lo que el colegio no permite; rige desde la siguiente compra',
        params: idParamsSchema,
        body: familyLimitsSchema,
        response: answers(familyLimitsAnswerSchema),
      },
    },
    async (req) => {
      const family = familyOf(req);
      return ok(
        await db.transaction((tx) => setFamilyLimits(tx, family, req.params.id, req.body, clock.now())),
        LIMITS_SAVED,
      );
    },
  );

  r.get(
    '/api/family/catalog',
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Las categorías y los productos a la venta: lo que la familia puede bloquear',
        response: answers(familyCatalogSchema),
      },
    },
    async () => ok(await familyCatalog(db)),
  );

  const settings = '/api/academic/portal/settings';
  const staffConfig = { permission: 'academic.attendant' as const };
  r.get(
    settings,
    {
      config: staffConfig,
      schema: {
        tags: ['Académico: acudientes'],
        summary: 'Lo que el colegio permite cambiar a las familias',
        response: answers(portalSettingsSchema),
      },
    },
    async () => ok(await settingsOf(db)),
  );
  r.put(
    settings,
    {
      config: staffConfig,
      schema: {
        tags: ['Académico: acudientes'],
        summary: 'Permitir o no a las familias cambiar el tope, los bloqueos y el aviso de saldo bajo',
        body: portalSettingsSchema,
        response: answers(portalSettingsSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => savePortalSettings(tx, req.body, staffOf(req).id, clock.now()));
      return ok(await settingsOf(db), 'Actualizado');
    },
  );
}

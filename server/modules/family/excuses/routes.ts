/**
 * A family excuses a child's day (issue 53): a reason and an optional photo (a doctor's note), for
 * a school day within 30 days either side of today. The excused day is listed for the staff and
 * not told as an absence. A child who is not theirs answers 404 as an unknown id does.
 *   GET  /api/family/children/{id}/excuses   the child's excuses, newest first
 *   POST /api/family/children/{id}/excuses   {fecha, motivo, foto?}
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABSENCE_MESSAGES, excuseInputSchema, excuseSchema } from '../../../../src/domain/absences';
import { CHILD_NOT_FOUND } from '../../../../src/domain/family';
import { ABSENT_TOPIC } from '../../../../src/domain/topics';
import { createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { localDate } from '../../../time';
import { excusesWhere, saveExcuse } from '../../access';
import { isChildOf } from '../children';

export function excuseRoutes(app: FastifyInstance, { db, config: { timezone }, clock, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const config = { family: true };
  const path = '/api/family/children/:id/excuses';
  const mustBeChild = async (guardianId: number, id: number) => {
    if (!(await isChildOf(db, guardianId, id))) throw notFound(CHILD_NOT_FOUND);
  };

  r.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Las excusas del hijo, de la más reciente',
        params: idParamsSchema,
        response: listAnswers(excuseSchema),
      },
    },
    async (req) => {
      await mustBeChild(familyOf(req).guardianId, req.params.id);
      const rows = await excusesWhere(db, { studentId: req.params.id });
      return okList(rows, rows.length);
    },
  );

  r.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: 'Excusar un día del hijo {fecha, motivo, foto?}: el colegio lo ve y no avisa la ausencia',
        params: idParamsSchema,
        body: excuseInputSchema,
        response: createdAnswers(excuseSchema),
      },
    },
    async (req, reply) => {
      const family = familyOf(req);
      await mustBeChild(family.guardianId, req.params.id);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const saved = await saveExcuse(
          tx,
          { ...req.body, studentId: req.params.id, familyId: family.accountId },
          localDate(now, timezone),
          now,
        );
        // The school's open *Ausentes hoy* screens show it at once.
        await bus.enqueue(tx, { topic: ABSENT_TOPIC, data: { fecha: req.body.fecha } });
        return saved;
      });
      bus.flush();
      const [saved] = (await excusesWhere(db, { studentId: req.params.id })).filter((e) => e.id === id);
      reply.code(201);
      return ok(saved, ABSENCE_MESSAGES.excused);
    },
  );
}

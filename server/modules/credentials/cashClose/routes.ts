/**
 * The front desk's cash close (issue 34). `carnets.cashclose`: close one's own period blind (what
 * waits, never an amount, before the count), list and read one's own closes, explain a difference.
 * `carnets.cashclose.review`: every close, the X report (what each open period expects so far) and
 * the review. Someone else's close is not found for whoever may not review it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blindPeriodSchema,
  CASH_CLOSE_MESSAGES,
  cashCloseNoteSchema,
  cashCloseReportSchema,
  cashCloseReviewSchema,
  cashCloseRowSchema,
  cashCloseSchema,
  cashMovementSchema,
  closeStartInputSchema,
  closeStartSchema,
  openPeriodSchema,
  type CashClose,
} from '../../../../src/domain/cashClose';
import { hasPermission, type PermissionKey } from '../../../../src/domain/permissions';
import type { AreaOptions } from '../../../http/area';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { idempotent } from '../../../http/idempotency';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { Staff } from '../../../http/types';
import { schoolName } from '../cards';
import {
  blindPeriod,
  closeStartInstant,
  readCloseStart,
  closeList,
  closeMovements,
  openMovements,
  openPeriods,
} from './queries';
import { addNote, closeCash, mustFindClose, reviewClose, setCloseStart } from './service';

const CLOSE: PermissionKey = 'carnets.cashclose';
const REVIEW: PermissionKey = 'carnets.cashclose.review';

const listQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(1).default(1),
  perPage: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .int()
    .min(1)
    .max(100)
    .default(25),
  id_staff: z.coerce.number({ error: 'El funcionario debe ser un número' }).int().positive().optional(),
});
const staffParams = z.object({
  id_staff: z.coerce.number({ error: 'El funcionario debe ser un número' }).int().positive(),
});

const reviews = (staff: Staff) => hasPermission(staff.permissions, REVIEW);

/** A close its caller may read: their own, or any to a reviewer. */
async function readable(db: AreaOptions['db'], staff: Staff, id: number): Promise<CashClose> {
  const close = await mustFindClose(db, id);
  if (close.id_staff !== staff.id && !reviews(staff)) throw notFound(CASH_CLOSE_MESSAGES.notFound);
  return close;
}

export function cashCloseRoutes(app: FastifyInstance, { db, clock, config }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets: cierre de caja'];
  const base = '/api/admin/cashclose';
  const since = () => closeStartInstant(db, config.timezone);

  r.get(
    `${base}/start`,
    {
      config: { permission: [CLOSE, REVIEW] },
      schema: {
        tags,
        summary: 'El día desde el que cuentan los cierres, y si todavía se puede cambiar (sin cierres)',
        response: answers(closeStartSchema),
      },
    },
    async () => ok(await readCloseStart(db, clock, config.timezone)),
  );

  r.put(
    `${base}/start`,
    {
      config: { permission: REVIEW },
      schema: {
        tags,
        summary:
          'Cambiar el día desde el que cuentan los cierres: no posterior a hoy, y solo mientras no haya cierres',
        body: closeStartInputSchema,
        response: answers(closeStartSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) =>
        setCloseStart(tx, clock, config.timezone, staffOf(req).id, req.body.cuenta_desde),
      );
      return ok(await readCloseStart(db, clock, config.timezone), CASH_CLOSE_MESSAGES.startSaved);
    },
  );

  r.get(
    `${base}/open`,
    {
      config: { permission: CLOSE },
      schema: {
        tags,
        summary: 'Su periodo abierto, a ciegas: cuántos movimientos y desde cuándo, sin valores',
        response: answers(blindPeriodSchema),
      },
    },
    async (req) => ok(await blindPeriod(db, staffOf(req).id, await since())),
  );

  r.post(
    base,
    {
      config: { permission: CLOSE },
      schema: {
        tags,
        summary:
          'Cerrar su caja con lo contado (efectivo, transferencia, tarjeta); responde lo esperado y la diferencia. Acepta Idempotency-Key',
        body: cashCloseSchema,
        response: createdAnswers(cashCloseRowSchema),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const answer = await idempotent(
        db,
        req,
        reply,
        async (tx, key) =>
          ok(
            await mustFindClose(tx, await closeCash(tx, clock, staff.id, req.body, key, config.timezone)),
            CASH_CLOSE_MESSAGES.closed,
          ),
        { status: 201 },
      );
      return answer;
    },
  );

  r.get(
    base,
    {
      config: { permission: [CLOSE, REVIEW] },
      schema: {
        tags,
        summary:
          'Cierres, el más reciente primero: los propios, o los de todos (o de un funcionario) para quien revisa',
        querystring: listQuery,
        response: listAnswers(cashCloseRowSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const staffId = reviews(staff) ? (req.query.id_staff ?? null) : staff.id;
      const { data, total } = await closeList(db, {
        staffId,
        page: req.query.page,
        perPage: req.query.perPage,
      });
      return okList(data, total);
    },
  );

  r.get(
    `${base}/x`,
    {
      config: { permission: REVIEW },
      schema: {
        tags,
        summary: 'Informe X: lo esperado hasta ahora en el periodo abierto de cada funcionario',
        response: answers(z.array(openPeriodSchema)),
      },
    },
    async () => ok(await openPeriods(db, await since())),
  );

  r.get(
    `${base}/x/:id_staff`,
    {
      config: { permission: REVIEW },
      schema: {
        tags,
        summary: 'Informe X de un funcionario: los movimientos de su periodo abierto',
        params: staffParams,
        response: answers(z.array(cashMovementSchema)),
      },
    },
    async (req) => ok(await openMovements(db, req.params.id_staff, await since())),
  );

  r.get(
    `${base}/:id`,
    {
      config: { permission: [CLOSE, REVIEW] },
      schema: {
        tags,
        summary: 'Informe Z: un cierre con sus movimientos',
        params: idParamsSchema,
        response: answers(cashCloseReportSchema),
      },
    },
    async (req) => {
      const close = await readable(db, staffOf(req), req.params.id);
      return ok({ ...close, colegio: await schoolName(db), detalle: await closeMovements(db, close.id) });
    },
  );

  r.post(
    `${base}/:id/nota`,
    {
      config: { permission: CLOSE },
      schema: {
        tags,
        summary: 'La nota que explica la diferencia de un cierre propio (una vez)',
        params: idParamsSchema,
        body: cashCloseNoteSchema,
        response: answers(cashCloseRowSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await readable(db, staff, req.params.id);
      await db.transaction((tx) => addNote(tx, staff.id, req.params.id, req.body.nota));
      return ok(await mustFindClose(db, req.params.id), CASH_CLOSE_MESSAGES.noteSaved);
    },
  );

  r.post(
    `${base}/:id/review`,
    {
      config: { permission: REVIEW },
      schema: {
        tags,
        summary: 'Marcar revisado el cierre de otro funcionario, con un comentario (una vez)',
        params: idParamsSchema,
        body: cashCloseReviewSchema,
        response: answers(cashCloseRowSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await db.transaction((tx) =>
        reviewClose(tx, staff.id, req.params.id, req.body.comentario, clock.now()),
      );
      return ok(await mustFindClose(db, req.params.id), CASH_CLOSE_MESSAGES.reviewSaved);
    },
  );
}

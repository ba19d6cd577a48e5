/**
 * The daily reconciliation as the staff see it (issue 54, item 3), key `carnets.online`:
 *   GET  /api/admin/online-payments/reconciliation?dia=   a day's run and what it found
 *   POST /api/admin/online-payments/reconciliation {dia}  run it now (409 while one runs)
 *   POST /api/admin/online-payments/findings/{id}/settle  credit a missing payment, or apply what
 *        Mercado Pago now says of it: the notification's own door
 * And the daily job: every RECONCILE_MINUTES each node looks whether yesterday (the school's day)
 * is reconciled, and reconciles it if not; the day's claim lets one node do it, and a run that
 * failed (Mercado Pago unreachable) is taken again at the next look. Off without Mercado Pago's
 * settings, and in the tests, which run a day at the instant they mean.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ONLINE_PAYMENT_MESSAGES } from '../../../../src/domain/onlinePaymentRules';
import {
  ONLINE_STAFF_MESSAGES,
  reconciliationQuerySchema,
  reconciliationRequestSchema,
  reconciliationSchema,
  settledFindingSchema,
} from '../../../../src/domain/onlinePaymentsStaff';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { AppError, conflict, fieldError, notFound } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { localDate, previousDate } from '../../../time';
import {
  askMercadoPago,
  MercadoPagoUnavailable,
  PAYMENTS_UNAVAILABLE,
  type MercadoPagoAccess,
} from '../mercadopago';
import { settleFromMercadoPago } from '../online';
import { ONLINE_STAFF_PATH } from '../review';
import { findingById, reconciliationOf } from './queries';
import { claimDay, failDay } from './service/claim';
import { compareDay, recordDay } from './service/reconcile';
import { closeFinding, openFinding } from './service/settleFinding';

export type ReconcileOutcome = 'done' | 'busy' | 'failed';

export interface ReconcileRequest {
  day: string;
  timezone: string;
  /** Who asked (null: the daily job). */
  staffId: number | null;
  /** Run a day already reconciled again (the staff); the job runs only a day never finished. */
  again: boolean;
}

/**
 * One run of a day: claimed (`busy` when another node has it, or the job finds it done), compared
 * with Mercado Pago's list with no transaction held, then recorded in one. Nothing moves money.
 */
export async function reconcileDay(
  db: Db,
  clock: Clock,
  access: MercadoPagoAccess,
  request: ReconcileRequest,
): Promise<{ outcome: ReconcileOutcome; findings: number }> {
  const { day } = request;
  if (!(await claimDay(db, day, clock.now(), request.staffId, request.again)))
    return { outcome: 'busy', findings: 0 };
  let compared;
  try {
    compared = await compareDay(db, access, day, request.timezone);
  } catch (error) {
    const unavailable = error instanceof MercadoPagoUnavailable;
    await failDay(db, day, unavailable ? PAYMENTS_UNAVAILABLE : String(error));
    if (unavailable) return { outcome: 'failed', findings: 0 };
    throw error;
  }
  await db.transaction((tx) => recordDay(tx, day, compared, clock.now()));
  return { outcome: 'done', findings: compared.found.length };
}

export function startReconciliationJob(app: FastifyInstance, { db, config, clock }: AreaOptions): void {
  const access = config.mercadoPago;
  if (!access || config.reconcileMinutes <= 0) return;
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    const day = previousDate(localDate(clock.now(), config.timezone));
    try {
      const run = await reconcileDay(db, clock, access, {
        day,
        timezone: config.timezone,
        staffId: null,
        again: false,
      });
      if (run.outcome === 'done')
        app.log.info({ dia: day, diferencias: run.findings }, 'Conciliación de pagos en línea');
      if (run.outcome === 'failed')
        app.log.warn({ dia: day }, 'Mercado Pago no respondió a la conciliación; se intentará de nuevo');
    } catch (err) {
      app.log.warn({ err, dia: day }, 'La conciliación de pagos en línea falló; se intentará de nuevo');
    } finally {
      running = false;
    }
  };
  // The first look a minute after start: a server restarted after midnight catches up.
  const first = setTimeout(() => void look(), 60_000);
  const every = setInterval(() => void look(), config.reconcileMinutes * 60_000);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}

export function reconciliationRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets: pagos en línea'];
  const staff = { permission: 'carnets.online' as const };
  const mercadoPago = config.mercadoPago;
  const path = `${ONLINE_STAFF_PATH}/reconciliation`;

  r.get(
    path,
    {
      config: staff,
      schema: {
        tags,
        summary: 'La conciliación de un día con Mercado Pago: cuándo corrió y las diferencias que encontró',
        querystring: reconciliationQuerySchema,
        response: answers(reconciliationSchema),
      },
    },
    async (req) => ok(await reconciliationOf(db, req.query.dia)),
  );

  r.post(
    path,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Conciliar un día ahora: los pagos aprobados allá y no acreditados aquí, y los acreditados aquí y no aprobados allá',
        body: reconciliationRequestSchema,
        response: answers(reconciliationSchema),
      },
    },
    async (req) => {
      if (!mercadoPago) throw conflict(ONLINE_PAYMENT_MESSAGES.disabled);
      const day = req.body.dia;
      if (day > localDate(clock.now(), config.timezone))
        throw fieldError('dia', ONLINE_STAFF_MESSAGES.dayFuture);
      const run = await reconcileDay(db, clock, mercadoPago, {
        day,
        timezone: config.timezone,
        staffId: staffOf(req).id,
        again: true,
      });
      if (run.outcome === 'busy') throw conflict(ONLINE_STAFF_MESSAGES.running);
      if (run.outcome === 'failed') throw new AppError(503, PAYMENTS_UNAVAILABLE, 'unavailable');
      return ok(await reconciliationOf(db, day), ONLINE_STAFF_MESSAGES.reconciled(run.findings));
    },
  );

  r.post(
    `${ONLINE_STAFF_PATH}/findings/:id/settle`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Resolver una diferencia: se consulta el pago a Mercado Pago y se aplica lo que diga (un pago aprobado se acredita una sola vez)',
        params: idParamsSchema,
        response: answers(settledFindingSchema),
      },
    },
    async (req) => {
      if (!mercadoPago) throw conflict(ONLINE_PAYMENT_MESSAGES.disabled);
      const finding = await openFinding(db, req.params.id);
      const { settlement } = await askMercadoPago(() =>
        settleFromMercadoPago(db, clock, mercadoPago, finding.provider_payment_id),
      );
      const resultado = await db.transaction((tx) =>
        closeFinding(tx, finding, settlement, staffOf(req).id, clock.now()),
      );
      req.log.info({ hallazgo: req.params.id, resultado }, 'diferencia de la conciliación resuelta');
      const hallazgo = await findingById(db, req.params.id);
      if (!hallazgo) throw notFound(ONLINE_STAFF_MESSAGES.findingNotFound);
      return ok({ resultado, hallazgo }, ONLINE_STAFF_MESSAGES[resultado]);
    },
  );
}

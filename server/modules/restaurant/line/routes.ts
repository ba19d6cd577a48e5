/**
 * The restaurant's lunch line (spec part 2 §2, §7):
 *   GET /api/restaurant/requests/{id}/registerstarVenta   a scan: the student's default meal,
 *       once per service; {id} is the credential's code (any case) or a document number.
 *   POST /api/restaurant/requests/{id}/otraPorcion        a second helping of the student's meal,
 *       sold on purpose (key restaurant.extra), its own order; accepts Idempotency-Key.
 * The answer's data is the old client's {mensaje, img} plus the turn and the balance. A sale
 * writes its board event in its transaction, sent once it commits, as the points of sale do.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scanParamsSchema, scanResultSchema, type ScanResult } from '../../../../src/domain/restaurant';
import { STORE } from '../../../../src/domain/stores';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { idempotent } from '../../../http/idempotency';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { orderEvent, recordingAttempts } from '../../orders';
import { registerExtra, registerMeal } from './service/line';

/** Issue 55: a meal refused by a family's or the school's rule is the student's attempt, at the line's till. */
const lineDoor = (staffId: number, scanned: string) =>
  ({ door: 'caja', store: STORE.restaurant, staffId, subject: { scanned } }) as const;

export function lineRoutes(app: FastifyInstance, { db, config, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/restaurant/requests/:id/registerstarVenta',
    {
      config: { permission: 'restaurant.requests' },
      schema: {
        tags: ['Restaurante'],
        summary:
          'Registrar el almuerzo del estudiante leído (código del carnet o documento): su producto por defecto, una vez por servicio ' +
          '(una segunda lectura no cobra y nombra el turno); responde {mensaje, img, turn, saldo, repeated}; 409 insufficient_funds, ' +
          'daily_limit, product_locked, out_of_stock o inactive',
        params: scanParamsSchema,
        response: answers(scanResultSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const door = lineDoor(staff.id, req.params.id);
      const result = await recordingAttempts({ db, clock }, req, door, () =>
        db.transaction(async (tx) => {
          const scan = await registerMeal(tx, {
            scanned: req.params.id,
            staffId: staff.id,
            timezone: config.timezone,
            clock,
          });
          if (scan.order) await bus.enqueue(tx, orderEvent('created', scan.order));
          return scan.result;
        }),
      );
      bus.flush();
      return ok(result, result.mensaje);
    },
  );

  r.post(
    '/api/restaurant/requests/:id/otraPorcion',
    {
      config: { permission: 'restaurant.extra' },
      schema: {
        tags: ['Restaurante'],
        summary:
          'Otra porción: vende otra vez el almuerzo del servicio al estudiante leído, como su propio pedido; acepta Idempotency-Key; ' +
          '409 no_meal si aún no tiene almuerzo en el servicio, insufficient_funds, daily_limit, product_locked, out_of_stock o inactive',
        params: scanParamsSchema,
        response: answers(scanResultSchema),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const door = lineDoor(staff.id, req.params.id);
      const body = await recordingAttempts({ db, clock }, req, door, () =>
        idempotent<ScanResult>(db, req, reply, async (tx, key) => {
          const { result, order } = await registerExtra(tx, {
            scanned: req.params.id,
            staffId: staff.id,
            timezone: config.timezone,
            clock,
            key,
          });
          await bus.enqueue(tx, orderEvent('created', order));
          return ok(result, result.mensaje);
        }),
      );
      bus.flush();
      // Stored keys hold successes only: the answer, replayed or not, is a success envelope.
      return ok(body.data, body.message);
    },
  );
}

/**
 * The restaurant's lunch line (spec part 2 §2, §7):
 *   GET /api/restaurant/requests/{id}/registerstarVenta   a scan: the student's default meal,
 *       once per service; {id} is the credential's code (any case) or a document number.
 * The answer's data is the old client's {mensaje, img} plus the turn and the balance. A sale
 * publishes the board event after it commits, as the points of sale do.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scanParamsSchema } from '../../../src/domain/restaurant';
import { ok } from '../../http/envelope';
import { staffOf } from '../../plugins/auth';
import type { AreaOptions } from '../area';
import { orderEvent } from '../boards/bus';
import { findOrder } from '../orders/queries';
import { registerMeal } from './service';

export function restaurantRoutes(app: FastifyInstance, { db, config, bus }: AreaOptions) {
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
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { result, created } = await db.transaction((tx) =>
        registerMeal(tx, { scanned: req.params.id, staffId: staff.id, timezone: config.timezone }),
      );
      if (created) {
        const order = await findOrder(db, result.orderId);
        if (order) bus.publish(orderEvent('created', order));
      }
      return ok(result, result.mensaje);
    },
  );
}

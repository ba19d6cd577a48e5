/**
 * The lunch settings (issue 56), on the menus' screen (key restaurant.menus):
 *   GET /api/restaurant/settings   the cut-off, the kitchen's closing, walk-ins, the plans' discounts
 *   PUT /api/restaurant/settings   all of them
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LUNCH_MESSAGES, lunchSettingsSchema } from '../../../../src/domain/lunchMenus';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { readLunchSettings } from './queries';
import { saveLunchSettings } from './service';

export function lunchSettingsRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  r.get(
    '/api/restaurant/settings',
    {
      config: { permission: ['restaurant.menus', 'restaurant.kitchen', 'restaurant.plans'] },
      schema: {
        tags,
        summary:
          'La hora de corte de los pedidos, el cierre de la cocina, si se atiende sin pedido y los descuentos de los planes',
        response: answers(lunchSettingsSchema),
      },
    },
    async () => ok(await readLunchSettings(db)),
  );
  r.put(
    '/api/restaurant/settings',
    {
      config: { permission: 'restaurant.menus' },
      schema: {
        tags,
        summary:
          'Guardar la configuración de los almuerzos {hora_corte, cierre_cocina, sin_pedido, descuento_mensualidad, descuento_paquete}',
        body: lunchSettingsSchema,
        response: answers(lunchSettingsSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => saveLunchSettings(tx, req.body, clock.now()));
      return ok(await readLunchSettings(db), LUNCH_MESSAGES.settingsSaved);
    },
  );
}

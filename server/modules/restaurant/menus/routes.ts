/**
 * The days' menus (issue 56), the kitchen's *Menús y pedidos* (key restaurant.menus):
 *   GET /api/restaurant/menus?desde=&hasta=   each day of the range (at most 31), why it has no
 *       classes, and its menus with their active pre-orders
 *   PUT /api/restaurant/menus                 {desde, hasta, dias: [{fecha, menus}]}: the days listed
 *       are replaced, from today up to 14 days ahead (service.ts says what stays)
 * The portal reads a child's days through /api/family/children/{id}/lunch.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dayRangeQuerySchema,
  LUNCH_MESSAGES,
  menusAnswerSchema,
  menusWriteSchema,
  type MenusAnswer,
} from '../../../../src/domain/lunchMenus';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { staffOf } from '../../../http/staff';
import { LUNCH_TOPIC } from '../../../../src/domain/topics';
import type { Db } from '../../../db/client';
import { localDate } from '../../../time';
import { menusBetween, noClassesBetween } from './queries';
import { checkRange, saveMenus } from './service';

/** The range's days with their menus. */
export async function menusAnswer(db: Db, desde: string, hasta: string): Promise<MenusAnswer> {
  checkRange(desde, hasta);
  const [noClasses, menus] = await Promise.all([
    noClassesBetween(db, desde, hasta),
    menusBetween(db, desde, hasta),
  ]);
  return {
    desde,
    hasta,
    dias: [...noClasses].map(([fecha, sin_clases]) => ({
      fecha,
      sin_clases,
      menus: menus.filter((m) => m.fecha === fecha).map(({ fecha: _day, ...menu }) => menu),
    })),
  };
}

export function dayMenuRoutes(app: FastifyInstance, { db, config, clock, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  r.get(
    '/api/restaurant/menus',
    {
      config: {
        permission: ['restaurant.menus', 'restaurant.kitchen', 'restaurant.requests', 'restaurant.plans'],
      },
      schema: {
        tags,
        summary:
          'Los menús publicados de cada día del rango (máximo 31 días), con sus pedidos activos y por qué un día no tiene clases',
        querystring: dayRangeQuerySchema,
        response: answers(menusAnswerSchema),
      },
    },
    async (req) => ok(await menusAnswer(db, req.query.desde, req.query.hasta)),
  );
  r.put(
    '/api/restaurant/menus',
    {
      config: { permission: 'restaurant.menus' },
      schema: {
        tags,
        summary:
          'Publicar los menús de los días listados {desde, hasta, dias: [{fecha, menus: [{id?, id_servicio, id_producto, platos, extra}]}]}: ' +
          'de hoy hasta 14 días adelante, solo días de clases; un menú con pedidos conserva su producto y no se retira (409)',
        body: menusWriteSchema,
        response: answers(menusAnswerSchema),
      },
    },
    async (req) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await saveMenus(tx, req.body, {
          today: localDate(now, config.timezone),
          staffId: staffOf(req).id,
          now,
        });
        await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: { desde: req.body.desde, hasta: req.body.hasta } });
      });
      bus.flush();
      return ok(await menusAnswer(db, req.body.desde, req.body.hasta), LUNCH_MESSAGES.menusSaved);
    },
  );
}

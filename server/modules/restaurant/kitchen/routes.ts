/**
 * The kitchen (issue 56, key restaurant.kitchen; the figures are src/domain/kitchen.ts's):
 *   GET /api/restaurant/kitchen?fecha=          *Cocina hoy*: per service and menu, portions, alternatives
 *       by allergen, cancelled, served, spare, and the diners by course (today unless told)
 *   GET /api/restaurant/kitchen/forecast        *Pronóstico*: the next school days' pre-orders against
 *       the meals served on the same weekday of the last weeks
 *   PUT /api/restaurant/kitchen/waste           {fecha, menus: [{id_menu, sobrantes}]}: the portions left
 *   GET /api/restaurant/kitchen/report?desde=&hasta=   cooked, served, cancelled and left, by day, menu and week
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSchoolDay, shiftDay } from '../../../../src/domain/calendar';
import {
  FORECAST_DAYS,
  FORECAST_WEEKS,
  forecastSchema,
  kitchenQuerySchema,
  kitchenSchema,
  wasteInputSchema,
  wasteReportSchema,
  type Kitchen,
  type WasteReport,
} from '../../../../src/domain/kitchen';
import { kitchenServices } from '../../../../src/domain/kitchenCount';
import { dayRangeQuerySchema, LUNCH_MESSAGES } from '../../../../src/domain/lunchMenus';
import { weekStartDate } from '../../../../src/domain/saleWindows';
import { LUNCH_TOPIC } from '../../../../src/domain/topics';
import type { Db } from '../../../db/client';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { fieldError } from '../../../http/errors';
import { localDate, localTime } from '../../../time';
import { daysOffBetween } from '../../admin';
import { checkRange, noClassesBetween } from '../menus';
import { readLunchSettings } from '../settings';
import { countRowsOf, daysWithMenus, preordersPerDay, servedPerDay } from './queries';
import { saveWaste } from './service';

/** The day's count at `now`. */
export async function kitchenOf(db: Db, day: string, at: { now: Date; timezone: string }): Promise<Kitchen> {
  const [settings, noClasses, rows] = await Promise.all([
    readLunchSettings(db),
    noClassesBetween(db, day, day),
    countRowsOf(db, day, at),
  ]);
  const today = localDate(at.now, at.timezone);
  return {
    fecha: day,
    hora_corte: settings.hora_corte,
    cerrado: day < today || (day === today && localTime(at.now, at.timezone) >= settings.hora_corte),
    sin_clases: noClasses.get(day) ?? null,
    servicios: kitchenServices(rows.menus, rows.preorders, rows.walkIns),
  };
}

export function kitchenRoutes(app: FastifyInstance, { db, config, clock, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  const at = () => ({ now: clock.now(), timezone: config.timezone });
  const readers = { permission: ['restaurant.kitchen', 'restaurant.menus'] } as const;

  r.get(
    '/api/restaurant/kitchen',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Cocina hoy: por servicio y menú, las porciones, los alternativos por alérgeno, los cancelados, servidos y libres, y los comensales por curso',
        querystring: kitchenQuerySchema,
        response: answers(kitchenSchema),
      },
    },
    async (req) => ok(await kitchenOf(db, req.query.fecha ?? localDate(clock.now(), config.timezone), at())),
  );

  r.get(
    '/api/restaurant/kitchen/forecast',
    {
      config: readers,
      schema: {
        tags,
        summary: `Pronóstico de los próximos ${FORECAST_DAYS} días de clase: sus pedidos y el promedio servido el mismo día de las últimas ${FORECAST_WEEKS} semanas`,
        response: answers(forecastSchema),
      },
    },
    async () => {
      const today = localDate(clock.now(), config.timezone);
      const off = await daysOffBetween(db, today, shiftDay(today, 31));
      const days: string[] = [];
      for (
        let day = shiftDay(today, 1);
        days.length < FORECAST_DAYS && day <= shiftDay(today, 31);
        day = shiftDay(day, 1)
      )
        if (isSchoolDay(day, off)) days.push(day);
      const from = shiftDay(today, -7 * FORECAST_WEEKS);
      const [served, ordered] = await Promise.all([
        servedPerDay(db, from, shiftDay(today, -1), config.timezone),
        preordersPerDay(db, today, days.at(-1) ?? today),
      ]);
      return ok({
        dias: days.map((fecha) => {
          const past = Array.from(
            { length: FORECAST_WEEKS },
            (_, i) => served.get(shiftDay(fecha, -7 * (i + 1))) ?? 0,
          );
          const promedio = Math.round(past.reduce((a, b) => a + b, 0) / FORECAST_WEEKS);
          const pedidos = ordered.get(fecha) ?? 0;
          return { fecha, pedidos, promedio, estimado: Math.max(pedidos, promedio) };
        }),
      });
    },
  );

  r.put(
    '/api/restaurant/kitchen/waste',
    {
      config: { permission: 'restaurant.kitchen' },
      schema: {
        tags,
        summary:
          'Registrar las porciones sobrantes de los menús de un día, desde su corte {fecha, menus: [{id_menu, sobrantes}]}',
        body: wasteInputSchema,
        response: answers(kitchenSchema),
      },
    },
    async (req) => {
      const now = clock.now();
      const today = localDate(now, config.timezone);
      const settings = await readLunchSettings(db);
      if (
        req.body.fecha > today ||
        (req.body.fecha === today && localTime(now, config.timezone) < settings.hora_corte)
      )
        throw fieldError('fecha', LUNCH_MESSAGES.wasteBeforeService);
      await db.transaction(async (tx) => {
        await saveWaste(tx, req.body, now);
        await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: { fecha: req.body.fecha } });
      });
      bus.flush();
      return ok(await kitchenOf(db, req.body.fecha, at()), LUNCH_MESSAGES.wasteSaved);
    },
  );

  r.get(
    '/api/restaurant/kitchen/report',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Desperdicio: por día y menú, y por semana, las porciones cocinadas, servidas, canceladas y sobrantes (máximo 31 días)',
        querystring: dayRangeQuerySchema,
        response: answers(wasteReportSchema),
      },
    },
    async (req) => {
      checkRange(req.query.desde, req.query.hasta);
      const filas: WasteReport['filas'] = [];
      for (const fecha of await daysWithMenus(db, req.query.desde, req.query.hasta)) {
        const rows = await countRowsOf(db, fecha, at());
        for (const service of kitchenServices(rows.menus, rows.preorders, rows.walkIns))
          for (const menu of service.menus)
            filas.push({
              fecha,
              semana: weekStartDate(fecha),
              id_menu: menu.id_menu,
              producto: menu.producto,
              porciones: menu.porciones,
              servidos: menu.servidos + menu.sin_pedido,
              cancelados: menu.cancelados,
              sobrantes: menu.sobrantes,
            });
      }
      const weeks = new Map<string, WasteReport['semanas'][number]>();
      for (const row of filas) {
        const week = weeks.get(row.semana) ?? {
          semana: row.semana,
          porciones: 0,
          servidos: 0,
          cancelados: 0,
          sobrantes: 0,
        };
        week.porciones += row.porciones;
        week.servidos += row.servidos;
        week.cancelados += row.cancelados;
        week.sobrantes += row.sobrantes ?? 0;
        weeks.set(row.semana, week);
      }
      return ok({ filas, semanas: [...weeks.values()] });
    },
  );
}

/**
 * The kitchen's count (issue 56): *Cocina hoy* says, per service and menu, how many portions to cook,
 * how many of them are the allergy alternative (by allergen), and who eats what, by course, for the
 * serving line; *Pronóstico* estimates the next school days from their pre-orders and the last weeks'
 * attendance; the waste report proves the plan works.
 *
 * The figures of a menu, once the day's cut-off passed (before it they are the pre-orders so far):
 * - pedidos: every pre-order that stood at the cut-off (the ones families cancelled before it never
 *   count) = servidos + cancelados + no_presentados + pendientes (not yet served, service running);
 * - cancelados: those the gate cancelled for an absent child and not re-instated;
 * - porciones: what the kitchen cooks, fixed at the cut-off: the pre-orders left then plus the menu's
 *   extra portions (before it, the pre-orders so far plus the extra);
 * - sin_pedido: children served without a pre-order, from the spare portions;
 * - libres: spare portions = porciones − active pre-orders − sin_pedido (never below zero);
 * - sobrantes: what the kitchen recorded left after the service (null until it does).
 */
import { z } from 'zod';
import { LUNCH_MESSAGES } from './lunchMenus';

/** Days the forecast looks ahead, and weeks of attendance it averages. */
export const FORECAST_DAYS = 5;
export const FORECAST_WEEKS = 4;

const count = z.number().int();

export const kitchenMenuSchema = z.object({
  id_menu: count,
  producto: z.string(),
  platos: z.array(z.string()),
  pedidos: count,
  porciones: count,
  alternativas: count,
  servidos: count,
  cancelados: count,
  no_presentados: count,
  pendientes: count,
  sin_pedido: count,
  libres: count,
  sobrantes: count.nullable(),
});
export type KitchenMenu = z.infer<typeof kitchenMenuSchema>;

/** One child on the serving line's list. */
export const kitchenDinerSchema = z.object({
  id_estudiante: count,
  nombre: z.string(),
  producto: z.string(),
  /** The allergens that swapped the menu (empty: the menu itself). */
  alergenos: z.array(z.string()),
  estado: z.enum(['pedido', 'servido']),
});

export const kitchenServiceSchema = z.object({
  id_servicio: count.nullable(),
  servicio: z.string().nullable(),
  porciones: count,
  alternativas: count,
  /** How many alternatives for each allergen. */
  por_alergeno: z.record(z.string(), count),
  cancelados: count,
  servidos: count,
  menus: z.array(kitchenMenuSchema),
  /** The diners by course (the course's name; 'Sin curso' last). */
  cursos: z.array(z.object({ curso: z.string(), nombres: z.array(kitchenDinerSchema) })),
});

/** `GET /api/restaurant/kitchen?fecha=`. */
export const kitchenSchema = z.object({
  fecha: z.string(),
  hora_corte: z.string(),
  /** True once the day's cut-off passed: the portions are fixed. */
  cerrado: z.boolean(),
  sin_clases: z.string().nullable(),
  servicios: z.array(kitchenServiceSchema),
});
export type Kitchen = z.infer<typeof kitchenSchema>;

export const kitchenQuerySchema = z.object({ fecha: z.iso.date({ error: LUNCH_MESSAGES.date }).optional() });

/** `GET /api/restaurant/kitchen/forecast`: the next school days. */
export const forecastSchema = z.object({
  dias: z.array(
    z.object({
      fecha: z.string(),
      pedidos: count,
      /** Lunches served on average on the same weekday of the last FORECAST_WEEKS weeks. */
      promedio: count,
      /** The larger of the two: what to plan for. */
      estimado: count,
    }),
  ),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** `PUT /api/restaurant/kitchen/waste`: the portions left of each menu of a day. */
export const wasteInputSchema = z.object({
  fecha: z.iso.date({ error: LUNCH_MESSAGES.date }),
  menus: z
    .array(
      z.object({
        id_menu: z.number().int().positive(),
        sobrantes: z.coerce
          .number({ error: LUNCH_MESSAGES.waste })
          .int({ error: LUNCH_MESSAGES.waste })
          .min(0, { error: LUNCH_MESSAGES.waste })
          .max(1000, { error: LUNCH_MESSAGES.waste }),
      }),
    )
    .min(1)
    .max(40),
});
export type WasteInput = z.infer<typeof wasteInputSchema>;

/** A row of the waste report: a day's menu. */
export const wasteRowSchema = z.object({
  fecha: z.string(),
  /** The ISO week's Monday: the report's weeks. */
  semana: z.string(),
  id_menu: count,
  producto: z.string(),
  porciones: count,
  servidos: count,
  cancelados: count,
  sobrantes: count.nullable(),
});
export const wasteReportSchema = z.object({
  filas: z.array(wasteRowSchema),
  semanas: z.array(
    z.object({ semana: z.string(), porciones: count, servidos: count, cancelados: count, sobrantes: count }),
  ),
});
export type WasteReport = z.infer<typeof wasteReportSchema>;

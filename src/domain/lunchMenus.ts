/**
 * Lunch planned ahead (issue 56): the restaurant publishes each school day's menus up to
 * `MENU_DAYS_AHEAD` days ahead (a menu is a restaurant product — its price, seals and allergens —
 * with the names of its courses, for one service or for every student when services are not set);
 * families, or staff for them, pre-order one menu per child, day and service until the school's
 * cut-off (`hora_corte`, 8:30 unless the school says otherwise) of that same day.
 *
 * A pre-order is paid when placed, by the first of the student's plans that can (./lunchPlans.ts
 * `PAYS_IN_ORDER`): the month's plan (nothing moves), a pack's lunch (taken from it), or the balance
 * (charged through the ledger). A child allergic to the menu is given the service's alternative (the
 * school's when the service has none), at the alternative's price; without one the pre-order is
 * refused. Changing it before the cut-off gives the first back and pays the second; cancelling gives
 * it back. After the cut-off neither is possible (409).
 *
 * At the cut-off the gate decides: a pre-ordered child with no entry that day and no entry permit has
 * the pre-order cancelled (*anulado*) and its lunch or money given back, once, with a notice to the
 * family; the kitchen's portions are fixed then (the pre-orders left plus the menu's `extra`). An
 * entry before the kitchen's closing (`cierre_cocina`) re-instates the pre-order, paid again, while
 * the menu has spare portions.
 */
import { z } from 'zod';
import { PLAN_KINDS } from './lunchPlans';
import { MENU_DAYS_AHEAD } from './lunchRules';

export { MENU_DAYS_AHEAD } from './lunchRules';

/** The most days one read or write of menus spans. */
export const MENU_RANGE_DAYS = 31;
export const COURSES_MAX = 6;
export const COURSE_NAME_MAX = 80;

export const PREORDER_STATES = ['pedido', 'servido', 'cancelado', 'anulado'] as const;
export type PreorderState = (typeof PREORDER_STATES)[number];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const LUNCH_MESSAGES = {
  time: 'La hora debe tener la forma HH:MM (de 00:00 a 23:59)',
  closingBeforeCutoff: 'El cierre de la cocina debe ser posterior a la hora de corte',
  discount: 'El descuento debe ser un porcentaje entero entre 0 y 50',
  settingsSaved: 'Configuración del restaurante guardada',
  date: 'La fecha debe ser una fecha válida (AAAA-MM-DD)',
  range: `El rango de fechas admite máximo ${MENU_RANGE_DAYS} días`,
  reversed: 'La fecha inicial no puede ser posterior a la fecha final',
  outsideRange: 'Cada día debe estar dentro del rango que se guarda',
  repeatedDay: 'Un día aparece dos veces en la lista',
  pastDay: 'No se pueden cambiar los menús de un día que ya pasó',
  tooFarAhead: `Los menús se publican hasta ${MENU_DAYS_AHEAD} días adelante`,
  notSchoolDay: 'Ese día no hay clases',
  product: 'Elija el producto del restaurante que sirve el menú',
  productNotRestaurant: 'El menú debe ser un producto del restaurante',
  service: 'El servicio no existe',
  courses: `Escriba los platos del menú (máximo ${COURSES_MAX})`,
  courseTooLong: `Cada plato admite máximo ${COURSE_NAME_MAX} caracteres`,
  extra: 'Las porciones adicionales deben ser un número entero entre 0 y 500',
  repeatedMenu: 'El mismo producto aparece dos veces en el mismo servicio del día',
  menuHasOrders: (fecha: string, producto: string) =>
    `El menú ${producto} del ${fecha} tiene pedidos: cancélelos antes de retirarlo o cambiar su producto o su servicio`,
  menusSaved: 'Menús guardados',
  menu: 'Elija un menú publicado',
  menuNotFound: 'El menú no existe',
  notHisService: 'Ese menú no es de un servicio del horario del estudiante',
  afterCutoff: (hora: string) => `Los pedidos de ese día se cerraron a las ${hora}`,
  dayPast: 'Ese día ya pasó',
  notFound: 'El pedido no existe',
  notActive: 'El pedido ya no está activo',
  noAlternative: (allergens: string) =>
    `El estudiante es alérgico a ${allergens} y el servicio no tiene almuerzo alternativo`,
  ordered: 'Pedido de almuerzo registrado',
  cancelled: 'Pedido de almuerzo cancelado',
  waste: 'Las porciones sobrantes deben ser un número entero entre 0 y 1000',
  wasteSaved: 'Sobrantes registrados',
  wasteBeforeService: 'Los sobrantes se registran desde el corte del día',
} as const;

const time = z.string({ error: LUNCH_MESSAGES.time }).regex(HHMM, { error: LUNCH_MESSAGES.time });
const discount = z.coerce
  .number({ error: LUNCH_MESSAGES.discount })
  .int({ error: LUNCH_MESSAGES.discount })
  .min(0, { error: LUNCH_MESSAGES.discount })
  .max(50, { error: LUNCH_MESSAGES.discount });

/** `GET/PUT /api/restaurant/settings`: the pre-orders' cut-off and the plans' discounts. */
export const lunchSettingsSchema = z
  .object({
    /** The day's pre-orders close, the gate cancels the absent children's and the kitchen's count is fixed. */
    hora_corte: time,
    /** Until then an entry at the gate re-instates a cancelled pre-order (spare portions allowing). */
    cierre_cocina: time,
    /** Whether the line serves a child who did not pre-order, from the spare portions, charged per meal. */
    sin_pedido: z.boolean(),
    descuento_mensualidad: discount,
    descuento_paquete: discount,
  })
  .refine((s) => s.cierre_cocina > s.hora_corte, {
    path: ['cierre_cocina'],
    error: LUNCH_MESSAGES.closingBeforeCutoff,
  });
export type LunchSettings = z.infer<typeof lunchSettingsSchema>;

export const DEFAULT_LUNCH_SETTINGS: LunchSettings = {
  hora_corte: '08:30',
  cierre_cocina: '11:00',
  sin_pedido: true,
  descuento_mensualidad: 0,
  descuento_paquete: 0,
};

const day = z.iso.date({ error: LUNCH_MESSAGES.date });

/** `?desde=&hasta=`: a range of days, at most MENU_RANGE_DAYS (checked with the days between them). */
export const dayRangeQuerySchema = z.object({ desde: day, hasta: day });

/** A day's menu as the kitchen writes it. */
export const menuInputSchema = z.object({
  /** Kept when editing a published menu (its pre-orders stay on it). */
  id: z.number().int().positive().optional(),
  /** Null: every student's (the school has no services). */
  id_servicio: z.number({ error: LUNCH_MESSAGES.service }).int().positive().nullable(),
  id_producto: z.number({ error: LUNCH_MESSAGES.product }).int().positive({ error: LUNCH_MESSAGES.product }),
  platos: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: LUNCH_MESSAGES.courses })
        .max(COURSE_NAME_MAX, { error: LUNCH_MESSAGES.courseTooLong }),
      { error: LUNCH_MESSAGES.courses },
    )
    .min(1, { error: LUNCH_MESSAGES.courses })
    .max(COURSES_MAX, { error: LUNCH_MESSAGES.courses }),
  /** Portions cooked beyond the pre-orders: walk-ins and late arrivals. */
  extra: z.coerce
    .number({ error: LUNCH_MESSAGES.extra })
    .int({ error: LUNCH_MESSAGES.extra })
    .min(0, { error: LUNCH_MESSAGES.extra })
    .max(500, { error: LUNCH_MESSAGES.extra })
    .default(0),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

/** `PUT /api/restaurant/menus`: the days of the range, each with all its menus (an empty list: none). */
export const menusWriteSchema = z.object({
  desde: day,
  hasta: day,
  dias: z
    .array(z.object({ fecha: day, menus: z.array(menuInputSchema).max(20) }))
    .max(MENU_RANGE_DAYS, { error: LUNCH_MESSAGES.range }),
});
export type MenusWrite = z.infer<typeof menusWriteSchema>;

/** A published menu, as the kitchen, the portal and the line read it. */
export const dayMenuSchema = z.object({
  id: z.number().int(),
  id_servicio: z.number().int().nullable(),
  servicio: z.string().nullable(),
  id_producto: z.number().int(),
  producto: z.string(),
  precio: z.number(),
  sellos: z.array(z.string()),
  alergenos: z.array(z.string()),
  platos: z.array(z.string()),
  extra: z.number().int(),
  /** Its active pre-orders (pedido or servido). */
  pedidos: z.number().int(),
});
export type DayMenu = z.infer<typeof dayMenuSchema>;

export const menuDaySchema = z.object({
  fecha: z.string(),
  /** Why there are no classes that day (a weekend, a holiday), or null. */
  sin_clases: z.string().nullable(),
  menus: z.array(dayMenuSchema),
});
export const menusAnswerSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  dias: z.array(menuDaySchema),
});
export type MenusAnswer = z.infer<typeof menusAnswerSchema>;

/** `POST /api/family/preorders` and `POST /api/restaurant/preorders`. */
export const preorderInputSchema = z.object({
  id_estudiante: z.coerce
    .number({ error: 'Elija un estudiante' })
    .int()
    .positive({ error: 'Elija un estudiante' }),
  fecha: day,
  id_menu: z.coerce.number({ error: LUNCH_MESSAGES.menu }).int().positive({ error: LUNCH_MESSAGES.menu }),
});
export type PreorderInput = z.infer<typeof preorderInputSchema>;

/** A pre-order as every reader shows it. */
export const preorderSchema = z.object({
  id: z.number().int(),
  id_estudiante: z.number().int(),
  estudiante: z.string(),
  fecha: z.string(),
  id_menu: z.number().int(),
  id_servicio: z.number().int().nullable(),
  /** What will be served: the menu's product, or the alternative for an allergy. */
  id_producto: z.number().int(),
  producto: z.string(),
  /** The allergens that swapped the menu for the alternative (empty: the menu itself). */
  alergenos: z.array(z.string()),
  estado: z.enum(PREORDER_STATES),
  pago: z.enum(['mensualidad', 'paquete', 'saldo']),
  /** What the balance paid (0 when a plan did). */
  monto: z.number(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  served_at: z.string().nullable(),
});
export type Preorder = z.infer<typeof preorderSchema>;

/** A pre-order's answer: the pre-order and the child's balance after it. */
export const preorderResultSchema = z.object({ pedido: preorderSchema, saldo: z.number() });

/** `GET /api/family/children/{id}/lunch?desde=&hasta=`: a child's days; without them, this week and the next. */
export const childLunchQuerySchema = z.object({ desde: day.optional(), hasta: day.optional() });

export const childLunchDaySchema = z.object({
  fecha: z.string(),
  sin_clases: z.string().nullable(),
  /** True while it can be ordered, changed or cancelled (before the cut-off). */
  abierto: z.boolean(),
  menus: z.array(
    dayMenuSchema.omit({ pedidos: true, extra: true }).extend({
      /** The child's allergens in it: the alternative would be served instead. */
      alergia: z.array(z.string()),
    }),
  ),
  pedidos: z.array(preorderSchema),
});
export const childLunchSchema = z.object({
  hora_corte: z.string(),
  dias: z.array(childLunchDaySchema),
  /** What would pay the next lunch: a month's plan for the day's month, a pack's lunches left. */
  planes: z.array(
    z.object({
      tipo: z.enum(PLAN_KINDS),
      mes: z.string().nullable(),
      restantes: z.number().int().nullable(),
    }),
  ),
  saldo: z.number(),
});
export type ChildLunch = z.infer<typeof childLunchSchema>;

/** `GET /api/restaurant/preorders?fecha=`: the day's pre-orders, every state. */
export const preorderListQuerySchema = z.object({
  fecha: day.optional(),
  id_estudiante: z.coerce.number().int().positive().optional(),
});

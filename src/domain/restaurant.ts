/**
 * The restaurant's lunch line (spec part 2 §2, §7, §8, §9): each student scans their credential
 * at the order board and is charged their default meal once per service.
 *
 * One meal per service (the rule): a scan sells the student's default restaurant product
 * unless a restaurant order of theirs, not reversed, already exists in the current service;
 * then it charges nothing and names that order's turn. A service is a window of the student's
 * schedule (#/restaurant/services, school time, start included, end excluded; where windows
 * overlap, the earliest-starting one). A schedule without windows — the default, and the demo
 * school — has one service: the whole school day (TZ_SCHOOL). A scan outside every window of
 * the student's schedule is refused. A reversed meal no longer counts. Scans of one student are
 * serialised by the lock on their credential, so two terminals at the same instant charge once.
 *
 * A second helping (*otra porción*) is never a scan: staff holding `restaurant.extra` sell it
 * on purpose, as its own order of the same meal under every money rule, only once the student
 * has their meal of the service; it does not count as that meal (reversing the meal lets the
 * student scan again whatever helpings they had). Each request charges once (Idempotency-Key).
 */
import { z } from 'zod';
import { formatMoney } from './money';

/** Spec §8: shown when the scan's answer carries no message. */
export const SCAN_FAILED = 'Hubo un error en la transaccion por favor intenta nuevamente';
/** Spec §9: the order board's polling while its event stream is down; a scan starts it over. */
export const LINE_POLL_MS = 3000;
/** Spec §9: the result dialog stays this long, then the reader reopens. */
export const SCAN_RESULT_MS = 2000;

export const NO_DEFAULT_MEAL =
  'El estudiante no tiene un producto por defecto ni una categoría de usuario que se lo asigne';
export const mealRegistered = (name: string, turn: number | null, saldo: number) =>
  `Almuerzo registrado para ${name}${turn === null ? '' : `. Turno ${turn}`}. Nuevo saldo disponible ${formatMoney(saldo)}`;
export const noServiceNow = (schedule: string, windows: string[]) =>
  `No hay servicio de restaurante en este momento para ${schedule || 'su horario'}. Servicios: ${windows.join(', ')}`;
export const extraRegistered = (name: string, turn: number | null, saldo: number) =>
  `Otra porción registrada para ${name}${turn === null ? '' : `. Turno ${turn}`}. Nuevo saldo disponible ${formatMoney(saldo)}`;
export const EXTRA_NEEDS_MEAL =
  'El estudiante aún no tiene su almuerzo de este servicio: registre primero el almuerzo';
/** Issue 56: a child with no pre-order on a day of pre-orders, where the school serves none without one. */
export const NO_PREORDER =
  'Sin pedido: el estudiante no pidió almuerzo para hoy y el colegio no atiende sin pedido';
/** Issue 56: the line's word for a child served on a day of pre-orders without one. */
export const SIN_PEDIDO = 'Sin pedido';
/** Issue 56: no spare portion left for a child without a pre-order. */
export const NO_SPARE_PORTIONS = 'Sin pedido: no quedan porciones libres en la cocina';
/** Issue 56: the line's words for what paid the meal, after its message. */
export const paidWith = (pago: 'mensualidad' | 'paquete' | 'saldo', restantes?: number) =>
  pago === 'mensualidad'
    ? 'Pagado con la mensualidad'
    : pago === 'paquete'
      ? `Pagado con el paquete (quedan ${restantes ?? 0})`
      : 'Cobrado del saldo';

export const mealAlreadyRegistered = (name: string, turn: number | null) =>
  `${name} ya registró su almuerzo en este servicio${turn === null ? '' : `. Turno ${turn}`}`;

/** What the reader read: a credential's code (any case) or a document number. */
export const scanParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(3, { error: 'El código leído debe tener al menos 3 caracteres' })
    .max(100, { error: 'El código leído admite máximo 100 caracteres' }),
});

/** A meal as the lunch line shows it (issue 35), with what its label says (FoodLabels). */
export const scannedMealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sellos: z.array(z.string()),
  alergenos: z.array(z.string()),
});
export type ScannedMeal = z.infer<typeof scannedMealSchema>;

/** `GET restaurant/requests/{id}/registerstarVenta`: the old client reads `mensaje` and `img`. */
export const scanResultSchema = z.object({
  mensaje: z.string(),
  /** The student's photo. */
  img: z.string().nullable(),
  name: z.string(),
  /** True when the meal was already registered in this service: nothing was charged. */
  repeated: z.boolean(),
  orderId: z.number().int(),
  turn: z.number().int().nullable(),
  saldo: z.number(),
  /**
   * The meal the scan is about (the one sold, or the one already registered in this service), with
   * what its label says: the line shows its seals and allergens. Null only for an order without lines.
   */
  almuerzo: scannedMealSchema.nullable(),
  /**
   * Issue 35: the student is allergic to their usual meal, so the service's alternative was served
   * instead; this names the allergens of the usual one (absent otherwise).
   */
  alternativo: z.string().optional(),
  /**
   * Issue 56: what paid the meal (./lunchPlans.ts: the month's plan, a pack's lunch, the balance);
   * absent on a repeated scan. `restantes`: a pack's lunches left after it.
   */
  pago: z.enum(['mensualidad', 'paquete', 'saldo']).optional(),
  restantes: z.number().int().optional(),
  /** Issue 56: the meal was the child's pre-order (true), or the day had menus and the child ordered none (false). */
  pedido: z.boolean().optional(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** What the line says when it served the alternative meal (issue 35). */
export const alternativeMealServed = (allergyMessage: string) =>
  `Se sirvió el almuerzo alternativo: ${allergyMessage.charAt(0).toLowerCase()}${allergyMessage.slice(1)}`;

/** A service window of a schedule, HH:MM (or HH:MM:SS) in school time. */
export const serviceWindowSchema = z.object({
  h_start: z.string(),
  h_end: z.string(),
  /** Issue 35: the service's meal for a student allergic to theirs (null: none). */
  alternativo: z.number().int().nullable().optional(),
});
export type ServiceWindow = z.infer<typeof serviceWindowSchema>;

/** The window holding `time` (HH:MM): start included, end excluded, the earliest-starting first; null if none. */
export function serviceAt<W extends ServiceWindow>(windows: readonly W[], time: string): W | null {
  const sorted = [...windows].sort((a, b) => a.h_start.slice(0, 5).localeCompare(b.h_start.slice(0, 5)));
  return sorted.find((w) => w.h_start.slice(0, 5) <= time && time < w.h_end.slice(0, 5)) ?? null;
}

/** The day's menu picture (*Alistamiento*): the newest upload, shown on the restaurant's displays. */
export const menuPictureSchema = z.object({
  /** `/images/{id}`. */
  url: z.string(),
  /** When it was uploaded (ISO). */
  created_at: z.string(),
  /** Who uploaded it. */
  by: z.string().nullable(),
});
export type MenuPicture = z.infer<typeof menuPictureSchema>;

/** The multipart field of the picture (spec: 'a file field'). */
export const MENU_FILE_FIELD = 'file';
export const MENU_FILE_REQUIRED = 'Seleccione la imagen del menú (.jpg o .png)';
export const MENU_NOT_MULTIPART = 'Envíe la imagen del menú como multipart/form-data en el campo file';
export const MENU_SAVED = 'Menú del día publicado';
export const MENU_REMOVED = 'Menú del día retirado';

/** A user category as the rule reads it. */
export interface UserCategoryRule {
  id: number;
  edad_min: number;
  edad_max: number;
  id_course: number | null;
  id_product: number;
}

/**
 * The meal of a student without one of their own: their course's user category, else the one whose
 * age band holds their age (the narrowest band first, then the oldest category); null when none
 * applies. The lunch line's scan and the offline till's roster both take it from here.
 */
export function categoryMealOf(
  categories: readonly UserCategoryRule[],
  student: { course: number | null; age: number | null },
): number | null {
  const applies = categories.filter(
    (c) =>
      (student.course !== null && c.id_course === student.course) ||
      (c.id_course === null &&
        student.age !== null &&
        c.edad_min <= student.age &&
        student.age <= c.edad_max),
  );
  const rank = (c: UserCategoryRule) => [c.id_course === null ? 1 : 0, c.edad_max - c.edad_min, c.id];
  applies.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return applies[0]?.id_product ?? null;
}

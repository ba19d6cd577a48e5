/**
 * The school calendar (issue 53): which days have no classes. A school day is a Monday to Friday
 * that is not a day off; a day off is a national holiday (`festivo`) or a day the school gives no
 * classes (`sin_clases`: a teachers' day, a recess week). Every rule that counts school days (the
 * portal's forecast, the absences) asks `isSchoolDay`. Colombia's national holidays of a year are
 * computed here (Ley 51 de 1983: most move to the next Monday; Easter's follow it), for the demo and
 * for the administrator's «Cargar festivos de Colombia».
 */
import { z } from 'zod';

export const DAY_OFF_KINDS = ['festivo', 'sin_clases'] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];

export const CALENDAR_NAME_MAX = 80;
/** The years a calendar may be kept for. */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

export const CALENDAR_MESSAGES = {
  year: `El año debe ser un número entre ${CALENDAR_YEARS.min} y ${CALENDAR_YEARS.max}`,
  days: 'Envíe los días sin clases del año como una lista',
  date: 'Cada día debe ser una fecha válida (AAAA-MM-DD)',
  outsideYear: 'Cada día debe ser del año que se guarda',
  repeated: 'Un día aparece dos veces en la lista',
  kind: 'El tipo de día debe ser festivo o sin clases',
  name: 'Cada día sin clases necesita su nombre o motivo',
  nameTooLong: `El nombre del día admite máximo ${CALENDAR_NAME_MAX} caracteres`,
  saved: 'Calendario escolar guardado',
} as const;

/** A day without classes, as the wire says it. */
export const dayOffSchema = z.object({
  fecha: z.iso.date({ error: CALENDAR_MESSAGES.date }),
  tipo: z.enum(DAY_OFF_KINDS, { error: CALENDAR_MESSAGES.kind }),
  nombre: z
    .string({ error: CALENDAR_MESSAGES.name })
    .trim()
    .min(1, { error: CALENDAR_MESSAGES.name })
    .max(CALENDAR_NAME_MAX, { error: CALENDAR_MESSAGES.nameTooLong }),
});
export type DayOff = z.infer<typeof dayOffSchema>;

const year = z.coerce
  .number({ error: CALENDAR_MESSAGES.year })
  .int({ error: CALENDAR_MESSAGES.year })
  .min(CALENDAR_YEARS.min, { error: CALENDAR_MESSAGES.year })
  .max(CALENDAR_YEARS.max, { error: CALENDAR_MESSAGES.year });

/** `GET /api/admin/calendar?anio=`: a year, this year when not given. */
export const calendarQuerySchema = z.object({ anio: year.optional() });

/**
 * `GET` answers and `PUT /api/admin/calendar` takes a year's days off, all of them: what is not in
 * the list is a school day again (a day the school changed its mind about).
 */
export const calendarSchema = z
  .object({
    anio: year,
    dias: z
      .array(dayOffSchema, { error: CALENDAR_MESSAGES.days })
      .max(366, { error: CALENDAR_MESSAGES.days }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.dias.forEach((day, i) => {
      if (!day.fecha.startsWith(`${body.anio}-`))
        ctx.addIssue({
          code: 'custom',
          path: ['dias', i, 'fecha'],
          message: `${CALENDAR_MESSAGES.outsideYear}: ${day.fecha}`,
        });
      if (seen.has(day.fecha))
        ctx.addIssue({
          code: 'custom',
          path: ['dias', i, 'fecha'],
          message: `${CALENDAR_MESSAGES.repeated}: ${day.fecha}`,
        });
      seen.add(day.fecha);
    });
  });
export type Calendar = z.infer<typeof calendarSchema>;

/** A report's refusal of a day the calendar has off: which kind, and why. */
export const noClassesOn = (day: Pick<DayOff, 'tipo' | 'nombre'>) =>
  `El día elegido no es un día de clases (${day.tipo === 'festivo' ? 'festivo' : 'sin clases'}: ${day.nombre})`;

/** Monday to Friday and not a day off. `day` is 'YYYY-MM-DD'. */
export function isSchoolDay(day: string, daysOff: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !daysOff.has(day);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, month: number, day: number) => new Date(Date.UTC(y, month - 1, day, 12));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** The day itself when a Monday, else the next Monday (Ley 51 de 1983). */
const nextMonday = (d: Date) => plusDays(d, (8 - d.getUTCDay()) % 7);

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(y: number): Date {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(y, month, day);
}

/** Colombia's 18 national holidays of a year, by date. */
export function colombianHolidays(y: number): { fecha: string; nombre: string }[] {
  const easter = easterSunday(y);
  const days: [Date, string][] = [
    [utc(y, 1, 1), 'Año Nuevo'],
    [nextMonday(utc(y, 1, 6)), 'Día de los Reyes Magos'],
    [nextMonday(utc(y, 3, 19)), 'Día de San José'],
    [plusDays(easter, -3), 'Jueves Santo'],
    [plusDays(easter, -2), 'Viernes Santo'],
    [utc(y, 5, 1), 'Día del Trabajo'],
    [nextMonday(plusDays(easter, 39)), 'Ascensión del Señor'],
    [nextMonday(plusDays(easter, 60)), 'Corpus Christi'],
    [nextMonday(plusDays(easter, 68)), 'Sagrado Corazón de Jesús'],
    [nextMonday(utc(y, 6, 29)), 'San Pedro y San Pablo'],
    [utc(y, 7, 20), 'Día de la Independencia'],
    [utc(y, 8, 7), 'Batalla de Boyacá'],
    [nextMonday(utc(y, 8, 15)), 'Asunción de la Virgen'],
    [nextMonday(utc(y, 10, 12)), 'Día de la Diversidad Étnica y Cultural'],
    [nextMonday(utc(y, 11, 1)), 'Día de Todos los Santos'],
    [nextMonday(utc(y, 11, 11)), 'Independencia de Cartagena'],
    [utc(y, 12, 8), 'Día de la Inmaculada Concepción'],
    [utc(y, 12, 25), 'Navidad'],
  ];
  return days
    .map(([d, nombre]) => ({ fecha: iso(d), nombre }))
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
}

/** The 'YYYY-MM-DD' `n` days after `day` (before, when negative). */
export const shiftDay = (day: string, n: number) => iso(plusDays(new Date(`${day}T12:00:00Z`), n));

/** The last school day before `day` within `lookBack` days, or null (a long holiday). */
export function previousSchoolDay(day: string, daysOff: ReadonlySet<string>, lookBack = 21): string | null {
  for (let n = 1; n <= lookBack; n++) {
    const before = shiftDay(day, -n);
    if (isSchoolDay(before, daysOff)) return before;
  }
  return null;
}

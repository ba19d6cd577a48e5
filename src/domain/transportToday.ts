/**
 * The school routes' today: the weekday of a school day (nobody rides on a weekend), a route's
 * riders of today in stop order with whom to call, a student's routes of today, and today's
 * riders as a report (./transport holds the routes themselves).
 */
import type { ReportColumn } from './reports/define';
import { z } from 'zod';
import { routeRecordSchema, routeSummarySchema } from './transport';

/** The weekday (1 Monday … 5 Friday) of a school day 'YYYY-MM-DD', or null on a weekend. */
export function weekdayOf(day: string): number | null {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return sundayFirst >= 1 && sundayFirst <= 5 ? sundayFirst : null;
}

export const NO_RIDES_WEEKEND = 'Hoy no hay rutas: es fin de semana';

/** A rider of today on one route, in stop order, with whom to call. */
export const todayRiderSchema = z.object({
  id: z.number().int(),
  parada: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  course: z.string().nullable(),
  acudiente: z.string().nullable(),
  telefono_acudiente: z.string().nullable(),
});
export type TodayRider = z.infer<typeof todayRiderSchema>;

/** `GET schoolroutes/routes/{id}/today`: the route's riders of the school's today. */
export const todayRouteSchema = z.object({
  /** The school's day and its weekday (null on a weekend: nobody rides). */
  fecha: z.string(),
  dia: z.number().int().nullable(),
  ruta: routeSummarySchema,
  estudiantes: z.array(todayRiderSchema),
});
export type TodayRoute = z.infer<typeof todayRouteSchema>;

/** `GET schoolroutes/consultar-usuarios/{document or code}`: a student's routes of today. */
export const studentDaySchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  fecha: z.string(),
  dia: z.number().int().nullable(),
  rutas: z.array(
    routeRecordSchema
      .pick({ id: true, nombreRuta: true, id_jornada: true, hora_inicio: true, placa: true })
      .extend({ parada: z.number().int(), conductor: z.string(), monitor: z.string() }),
  ),
});
export type StudentDay = z.infer<typeof studentDaySchema>;

export const REPORT_READ_ONLY = 'El reporte de estudiantes en ruta es de solo lectura';

/** Today's riders as a table and its Excel sheet (their English under `reports.todayRiders`). */
export const TODAY_RIDERS_REPORT = {
  name: 'todayRiders',
  sheet: 'Estudiantes en ruta hoy',
  columns: [
    { key: 'parada', label: 'Parada', kind: 'text' },
    { key: 'name', label: 'Estudiante', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'course', label: 'Curso', kind: 'text' },
    { key: 'acudiente', label: 'Acudiente', kind: 'text' },
    { key: 'telefono_acudiente', label: 'Teléfono del acudiente', kind: 'text' },
  ] satisfies ReportColumn<TodayRider>[],
};

/**
 * The restaurant's reports (spec part 2 §2 'Reports', §3 'Restaurant report rows', §7), under
 * the key `restaurant.reports`, each with the old client's path and date fields:
 *   POST restaurant/reporteR              meals one by one (not reversed)   fechaIniR, fechafinR
 *   POST restaurant/reporte/producto      units and pesos per meal          fechaInicioReporte, fechaFinReporte
 *   POST restaurant/reporte/usuario       one person's meals                idUsuario, fechaInicioReporte, fechaFinReporte
 *   POST restaurant/reporteReversion      reversed meals, by reversal date  fechaIniRev, fechafinRev
 * Each also takes `fecha_ini` / `fecha_fin`. Its rows are the other stores' rows plus, as the
 * old restaurant sent them, `valor` (the row's pesos) and `sumatoria` (the running total down
 * to that row) as text with comma thousands separators ('12,500').
 */
import { z } from 'zod';
import { RESTAURANT, type StoreSegment } from '../stores';
import {
  datesBody,
  reversalRowSchema,
  salesDetailRowSchema,
  salesProductRowSchema,
  userIdField,
  userMovementRowSchema,
  type ReversalRow,
  type SalesDetailRow,
  type SalesProductRow,
  type UserMovementRow,
} from '../salesReports';
import { defineReport, type ReportColumn, type ReportRoute } from './define';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
  type StoreReportSet,
} from './sales';

/** '12500' → '12,500', as the old restaurant's rows wrote pesos. */
export function commaThousands(pesos: number): string {
  const value = Math.round(pesos);
  return `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The text amounts a restaurant row carries. */
export interface RestaurantAmounts {
  /** The row's pesos. */
  valor: string;
  /** The pesos of this row and every row above it. */
  sumatoria: string;
}

/** The running total a row closes, in pesos (0 before the first row). */
export const sumatoriaOf = (row: Pick<RestaurantAmounts, 'sumatoria'> | undefined): number =>
  row ? Number(row.sumatoria.replace(/,/g, '')) : 0;

/**
 * Rows with their text amounts, `sumatoria` running down the rows in their order from `start`
 * (the total above them, when they go on from an earlier page).
 */
export function withAmounts<T extends { total: number }>(
  rows: readonly T[],
  start = 0,
): (T & RestaurantAmounts)[] {
  let sum = start;
  return rows.map((row) => {
    sum += row.total;
    return { ...row, valor: commaThousands(row.total), sumatoria: commaThousands(sum) };
  });
}

export type RestaurantDetailRow = SalesDetailRow & RestaurantAmounts;
export type RestaurantProductRow = SalesProductRow & RestaurantAmounts;
export type RestaurantMovementRow = UserMovementRow & RestaurantAmounts;
export type RestaurantReversalRow = ReversalRow & RestaurantAmounts;

// The rows' schemas (issue 51): the stores' rows with the text amounts.
const amounts = { valor: z.string(), sumatoria: z.string() };
export const restaurantDetailRowSchema: z.ZodType<RestaurantDetailRow> = salesDetailRowSchema.extend(amounts);
export const restaurantProductRowSchema: z.ZodType<RestaurantProductRow> =
  salesProductRowSchema.extend(amounts);
export const restaurantMovementRowSchema: z.ZodType<RestaurantMovementRow> =
  userMovementRowSchema.extend(amounts);
export const restaurantReversalRowSchema: z.ZodType<RestaurantReversalRow> =
  reversalRowSchema.extend(amounts);

/** Scoped as any store's reports, so the stores' reports page draws them as it draws the others. */
const route = (path: string): ReportRoute<StoreSegment>[] => [
  { scope: RESTAURANT, path: `restaurant/${path}`, permission: 'restaurant.reports' },
];

/**
 * A point of sale report's columns plus the running total's, last; `valor` is the Total
 * column's text and stays off the table.
 */
const withSum = <Row extends RestaurantAmounts>(
  columns: readonly ReportColumn<Omit<Row, keyof RestaurantAmounts>>[],
): ReportColumn<Row>[] => [
  ...(columns as readonly ReportColumn<Row>[]),
  { key: 'sumatoria', label: 'Acumulado', kind: 'text' },
];

/** The field of the person whose meals `reporte/usuario` lists. */
export const RESTAURANT_USER_FIELD = 'idUsuario';

export const RESTAURANT_DETAIL_REPORT = defineReport<RestaurantDetailRow>()({
  name: 'reporteR',
  summary:
    'Ventas diarias detalladas del restaurante: un renglón por almuerzo no reversado (fechaIniR, fechafinR); valor y sumatoria como texto',
  routes: route('reporteR'),
  body: datesBody('fechaIniR', 'fechafinR'),
  dates: ['fechaIniR', 'fechafinR'],
  columns: withSum<RestaurantDetailRow>(SALES_DETAIL_REPORT.columns),
  answer: z.array(restaurantDetailRowSchema),
  hidden: ['valor'],
  sheet: 'Ventas restaurante',
});

export const RESTAURANT_BY_PRODUCT_REPORT = defineReport<RestaurantProductRow>()({
  name: 'reporteProducto',
  summary:
    'Ventas diarias del restaurante por producto: unidades y valor de los almuerzos no reversados (fechaInicioReporte, fechaFinReporte)',
  routes: route('reporte/producto'),
  body: datesBody('fechaInicioReporte', 'fechaFinReporte'),
  dates: ['fechaInicioReporte', 'fechaFinReporte'],
  columns: withSum<RestaurantProductRow>(SALES_BY_PRODUCT_REPORT.columns),
  answer: z.array(restaurantProductRowSchema),
  hidden: ['id', 'valor'],
  sheet: 'Restaurante por producto',
});

export const RESTAURANT_MOVEMENTS_REPORT = defineReport<RestaurantMovementRow>()({
  name: 'reporteUsuario',
  summary:
    'Movimientos de una persona en el restaurante: sus almuerzos no reversados (idUsuario = id del usuario; fechaInicioReporte, ' +
    'fechaFinReporte); 404 si el usuario no existe',
  routes: route('reporte/usuario'),
  body: datesBody('fechaInicioReporte', 'fechaFinReporte', {
    [RESTAURANT_USER_FIELD]: userIdField(RESTAURANT_USER_FIELD),
  }),
  dates: ['fechaInicioReporte', 'fechaFinReporte'],
  validationOrder: [RESTAURANT_USER_FIELD, 'fechaInicioReporte', 'fechaFinReporte'],
  columns: withSum<RestaurantMovementRow>(USER_MOVEMENTS_REPORT.columns),
  answer: z.array(restaurantMovementRowSchema),
  hidden: ['valor'],
  sheet: 'Movimientos restaurante',
});

export const RESTAURANT_REVERSALS_REPORT = defineReport<RestaurantReversalRow>()({
  name: 'reporteReversionRestaurante',
  summary:
    'Reversiones del restaurante: almuerzos reversados cuya reversión cae en las fechas (fechaIniRev, fechafinRev)',
  routes: route('reporteReversion'),
  body: datesBody('fechaIniRev', 'fechafinRev'),
  dates: ['fechaIniRev', 'fechafinRev'],
  columns: withSum<RestaurantReversalRow>(REVERSALS_REPORT.columns),
  answer: z.array(restaurantReversalRowSchema),
  hidden: ['valor'],
  sheet: 'Reversiones restaurante',
});

/** The restaurant's reports page: its four tabs, the person by `idUsuario`, and *Generar* (spec). */
export const RESTAURANT_REPORTS: StoreReportSet<
  RestaurantDetailRow,
  RestaurantProductRow,
  RestaurantMovementRow,
  RestaurantReversalRow
> = {
  detail: RESTAURANT_DETAIL_REPORT,
  byProduct: RESTAURANT_BY_PRODUCT_REPORT,
  movements: RESTAURANT_MOVEMENTS_REPORT,
  reversals: RESTAURANT_REVERSALS_REPORT,
  userField: RESTAURANT_USER_FIELD,
  submit: 'generate',
};

/**
 * The four sales reports of each point of sale (spec part 1 §2 Reports, §3 Report rows, §7),
 * one definition each, answered at `POST /api/<store>/<name>` under the key `<store>.reports`.
 * Every report also takes `fecha_ini` / `fecha_fin` (see the schemas in ../salesReports.ts).
 */
import { z } from 'zod';
import { POS_SEGMENTS, type PosStore } from '../orders';
import type { StoreSegment } from '../stores';
import {
  movementsReportSchema,
  reversalReportSchema,
  reversalRowSchema,
  salesDetailRowSchema,
  salesProductRowSchema,
  salesReportSchema,
  userMovementRowSchema,
  type ReversalRow,
  type SalesDetailRow,
  type SalesProductRow,
  type UserMovementRow,
} from '../salesReports';
import { defineReport, type ReportDefinition, type ReportRoute } from './define';

/** The report's route in each store. */
const inEveryStore = (name: string): ReportRoute<PosStore>[] =>
  POS_SEGMENTS.map((store) => ({
    scope: store,
    path: `${store}/${name}`,
    permission: `${store}.reports` as const,
  }));

export const SALES_DETAIL_REPORT = defineReport<SalesDetailRow>()({
  name: 'reporteRVD',
  summary:
    'Ventas diarias detalladas: un renglón por pedido no reversado (fechaIniRVD, fechafinRVD o fecha_ini, fecha_fin)',
  routes: inEveryStore('reporteRVD'),
  body: salesReportSchema,
  dates: ['fechaIniRVD', 'fechafinRVD'],
  columns: [
    { key: 'id', label: 'Pedido', kind: 'text' },
    { key: 'datetime', label: 'Fecha', kind: 'datetime' },
    { key: 'name', label: 'Cliente', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'products', label: 'Productos', kind: 'text' },
    { key: 'total', label: 'Total', kind: 'money' },
  ],
  answer: z.array(salesDetailRowSchema),
  sheet: 'Ventas',
});

export const SALES_BY_PRODUCT_REPORT = defineReport<SalesProductRow>()({
  name: 'reporteRVDP',
  summary:
    'Ventas diarias por producto: unidades y valor por producto de los pedidos no reversados (fechaIniRVD, fechafinRVD)',
  routes: inEveryStore('reporteRVDP'),
  body: salesReportSchema,
  dates: ['fechaIniRVD', 'fechafinRVD'],
  columns: [
    { key: 'nameC', label: 'Categoría', kind: 'text' },
    { key: 'nameS', label: 'Subcategoría', kind: 'text' },
    { key: 'nameP', label: 'Producto', kind: 'text' },
    { key: 'CANTIDAD', label: 'Cantidad', kind: 'text' },
    { key: 'total', label: 'Total', kind: 'money' },
  ],
  hidden: ['id'],
  answer: z.array(salesProductRowSchema),
  sheet: 'Ventas por producto',
});

export const USER_MOVEMENTS_REPORT = defineReport<UserMovementRow>()({
  name: 'reporteRM',
  summary:
    'Movimientos por usuario: compras no reversadas de un cliente en la tienda (IdRM = id del usuario; fechaIniRM, fechafinRM); ' +
    '404 si el usuario no existe',
  routes: inEveryStore('reporteRM'),
  body: movementsReportSchema,
  dates: ['fechaIniRM', 'fechafinRM'],
  validationOrder: ['IdRM', 'fechaIniRM', 'fechafinRM'],
  columns: [
    { key: 'id', label: 'Pedido', kind: 'text' },
    { key: 'datetime', label: 'Fecha', kind: 'datetime' },
    { key: 'products', label: 'Productos', kind: 'text' },
    { key: 'total', label: 'Total', kind: 'money' },
  ],
  answer: z.array(userMovementRowSchema),
  sheet: 'Movimientos',
});

export const REVERSALS_REPORT = defineReport<ReversalRow>()({
  name: 'reporteReversion',
  summary:
    'Reversiones: pedidos reversados cuya reversión cae en las fechas (fechaIniRev, fechafinRev o fecha_ini, fecha_fin)',
  routes: inEveryStore('reporteReversion'),
  body: reversalReportSchema,
  dates: ['fechaIniRev', 'fechafinRev'],
  columns: [
    { key: 'id', label: 'Pedido', kind: 'text' },
    { key: 'datetime', label: 'Fecha de venta', kind: 'datetime' },
    { key: 'reversed_at', label: 'Fecha de reversión', kind: 'datetime' },
    { key: 'name', label: 'Cliente', kind: 'text' },
    { key: 'num_doc', label: 'Documento', kind: 'text' },
    { key: 'products', label: 'Productos', kind: 'text' },
    { key: 'total', label: 'Total', kind: 'money' },
    { key: 'funcionario', label: 'Reversado por', kind: 'text' },
  ],
  answer: z.array(reversalRowSchema),
  sheet: 'Reversiones',
});

/** A store's reports page: its four reports (rows at least the points of sale's), in the tabs' order. */
export interface StoreReportSet<
  Detail extends SalesDetailRow = SalesDetailRow,
  Product extends SalesProductRow = SalesProductRow,
  Movement extends UserMovementRow = UserMovementRow,
  Reversal extends ReversalRow = ReversalRow,
> {
  detail: ReportDefinition<z.ZodType, Detail, Detail[], StoreSegment>;
  byProduct: ReportDefinition<z.ZodType, Product, Product[], StoreSegment>;
  movements: ReportDefinition<z.ZodType, Movement, Movement[], StoreSegment>;
  reversals: ReportDefinition<z.ZodType, Reversal, Reversal[], StoreSegment>;
  /** The movements body's field holding the person's id. */
  userField: string;
  /** The search button: *Buscar*, or the restaurant's *Generar*. */
  submit: 'search' | 'generate';
}

/** The points of sale's reports page. */
export const POS_REPORTS: StoreReportSet = {
  detail: SALES_DETAIL_REPORT,
  byProduct: SALES_BY_PRODUCT_REPORT,
  movements: USER_MOVEMENTS_REPORT,
  reversals: REVERSALS_REPORT,
  userField: 'IdRM',
  submit: 'search',
};

/**
 * A report, defined once for both sides: the server registers its route from it
 * (server/http/report-routes.ts) and the screens draw its dates, table and Excel from it
 * (src/kit/reports/ReportPanel.tsx). Only the read (its SQL) is written per report.
 */
import { z } from 'zod';
import { REPORT_EMPTY } from '../credentials';
import type { PermissionKey } from '../permissions';

/**
 * A report answers at most this many rows, the first in its order: a month of a large school's
 * gate passages is millions, more than a browser table (or one answer) can hold. The answer
 * then says `truncated` and the screen asks for shorter dates.
 */
export const REPORT_ROW_LIMIT = 10_000;

/**
 * The file of a report's Excel, built by the server as it reads: .xlsx, because an .xls sheet
 * stops at 65 536 rows and a year of a large school's sales is half a million.
 */
export const EXCEL_REPORT_FILE = 'ExcelOut.xlsx';

/**
 * A report's Excel reads the database and compresses for as long as its file lasts: a staff
 * member writes at most this many at once (the server's own ceiling is EXCEL_MAX_CONCURRENT).
 */
export const EXCEL_PER_STAFF = 2;
export const EXCEL_BUSY_STAFF = `Ya tiene ${EXCEL_PER_STAFF} exportaciones a Excel en curso. Espere a que terminen.`;
export const EXCEL_BUSY_SERVER =
  'El servidor está preparando muchas exportaciones a Excel. Intente de nuevo en un momento.';

export const EXCEL_SHEET_INVALID = 'El nombre de la hoja del Excel debe tener entre 1 y 100 caracteres';
export const EXCEL_TITLES_INVALID =
  'Los títulos del Excel deben ser una lista de textos de hasta 200 caracteres';

/**
 * What `POST /api/<report>/excel` takes beside the report's own body: the sheet's name and
 * the columns' titles in the interface's language (the definition's Spanish otherwise).
 */
export const excelRequestSchema = z.object({
  excel: z
    .object(
      {
        sheet: z
          .string({ error: EXCEL_SHEET_INVALID })
          .trim()
          .min(1, { error: EXCEL_SHEET_INVALID })
          .max(100, { error: EXCEL_SHEET_INVALID })
          .optional(),
        titles: z
          .array(z.string({ error: EXCEL_TITLES_INVALID }).max(200, { error: EXCEL_TITLES_INVALID }), {
            error: EXCEL_TITLES_INVALID,
          })
          .max(50, { error: EXCEL_TITLES_INVALID })
          .optional(),
      },
      { error: 'El campo excel debe ser un objeto con sheet y titles' },
    )
    .optional(),
});
export type ExcelRequest = z.output<typeof excelRequestSchema>['excel'];

/** How a cell is shown: pesos (right-aligned, a number in Excel), a local date and time, or text. */
export type ColumnKind = 'money' | 'datetime' | 'text';

/** A column of a report's table and of its Excel sheet. */
export interface ReportColumn<T> {
  key: keyof T & string;
  label: string;
  kind?: ColumnKind;
}

/** One place a report answers: its path under /api and the key that opens it there. */
export interface ReportRoute<Scope> {
  /** What the route is for (a store's segment), or null for a report with one route. */
  scope: Scope;
  /** Under /api, without the leading slash ('admin/carnets/reports'). */
  path: string;
  permission: PermissionKey;
}

export interface ReportDefinition<
  Schema extends z.ZodType = z.ZodType,
  Row = unknown,
  Result = Row[],
  Scope = unknown,
> {
  /** A short id for logs and tests ('reporteRVD', 'topups'). */
  name: string;
  /** The route's summary in the API docs. */
  summary: string;
  routes: readonly ReportRoute<Scope>[];
  /** The body, validated by the server and, where the screen asks for it, by the browser first. */
  body: Schema;
  /** The body fields of the first and the last school day. */
  dates: readonly [from: string, to: string];
  /** Which field's message leads when several are wrong. */
  validationOrder?: readonly string[];
  columns: readonly ReportColumn<Row>[];
  /** Row fields sent but not shown (ids, the kind behind its label): with `columns`, every key of a row. */
  hidden: readonly (keyof Row & string)[];
  /** The Excel sheet's name, also the table's accessible name. */
  sheet: string;
  /** The message of an answer without rows (code 1, as a result). */
  empty: string;
  /** The rows of an answer; most answers are the rows themselves. */
  rowsOf: (result: Result) => readonly Row[];
  /** The schema of the answer's `data` (the rows, or the whole result): declared and written by it (issue 51). */
  answer: z.ZodType;
}

type Spec<Schema extends z.ZodType, Row, Result, Scope> = Omit<
  ReportDefinition<Schema, Row, Result, Scope>,
  'empty' | 'rowsOf' | 'hidden'
> &
  Partial<Pick<ReportDefinition<Schema, Row, Result, Scope>, 'empty' | 'hidden'>> &
  // An answer that is not the rows themselves must say where they are.
  ([Result] extends [readonly Row[]]
    ? { rowsOf?: (result: Result) => readonly Row[] }
    : { rowsOf: (result: Result) => readonly Row[] });

/**
 * `defineReport<Row>()({...})` or `defineReport<Row, Result>()({...})`: the row (and answer)
 * types are named, the schema and scope are inferred from the spec.
 */
export const defineReport =
  <Row, Result = Row[]>() =>
  <Schema extends z.ZodType, Scope = null>(
    spec: Spec<Schema, Row, Result, Scope>,
  ): ReportDefinition<Schema, Row, Result, Scope> => ({
    ...spec,
    empty: spec.empty ?? REPORT_EMPTY,
    hidden: spec.hidden ?? [],
    rowsOf: spec.rowsOf ?? ((result: Result) => (Array.isArray(result) ? result : [])),
  });

/** The route of a report for a scope (a store); a report that has none there is a programming error. */
export function routeOf<Scope>(
  report: { name: string; routes: readonly ReportRoute<Scope>[] },
  scope: Scope,
): ReportRoute<Scope> {
  const route = report.routes.find((r) => r.scope === scope);
  if (!route) throw new Error(`El reporte ${report.name} no tiene ruta para ${String(scope)}`);
  return route;
}

/** The body of a search: the extra fields, then the dates under the report's own names. */
export function reportBody(
  report: Pick<ReportDefinition, 'dates'>,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) {
  const [fromField, toField] = report.dates;
  return { ...extra, [fromField]: from, [toField]: to };
}

/** The body checked with the schema the server uses: its first complaint, or null. */
export function refusalOf(
  report: Pick<ReportDefinition, 'body' | 'empty'>,
  body: Record<string, unknown>,
): string | null {
  const checked = report.body.safeParse(body);
  return checked.success ? null : (checked.error.issues[0]?.message ?? report.empty);
}

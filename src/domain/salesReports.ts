/**
 * The sales reports of the cafeteria and the stationery shop (spec part 1 §2 Reports, §3
 * Report rows, §7 'Cafeteria reports' / 'Stationery reports'): request bodies and rows; each
 * report's definition (routes, date fields, columns) is in ./reports/sales.ts. Every report
 * also accepts `fecha_ini` / `fecha_fin`. Amounts are integer pesos.
 */
import { z } from 'zod';
import { GLOBAL_REPORT_REQUIRED, NO_USER } from './credentials';
import { daysOf, orderedDays, reportDay } from './dateRange';

export const USER_REQUIRED = 'Usuario para busqueda es requerido';

/** Database ids are 32-bit: a larger number names nothing. */
const MAX_ID = 2_147_483_647;

const reportDate = (label: string) =>
  reportDay(label, { required: `${GLOBAL_REPORT_REQUIRED}: falta ${label}` });

type Raw = Record<string, unknown>;

/** The body with `fecha_ini` / `fecha_fin` moved to the report's own names when those are absent. */
function withAliases(from: string, to: string) {
  return (raw: unknown): unknown => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const body = { ...(raw as Raw) };
    if (body[from] === undefined && body.fecha_ini !== undefined) body[from] = body.fecha_ini;
    if (body[to] === undefined && body.fecha_fin !== undefined) body[to] = body.fecha_fin;
    return body;
  };
}

/**
 * A report's body: its extra fields, then its first and last school day under the report's own
 * names (`fecha_ini` / `fecha_fin` accepted for them), the first not after the last.
 */
export function datesBody<F extends string, T extends string, E extends z.ZodRawShape = Record<never, never>>(
  from: F,
  to: T,
  extra?: E,
) {
  const shape = { ...extra, [from]: reportDate('Fecha inicial'), [to]: reportDate('Fecha final') } as E &
    Record<F | T, ReturnType<typeof reportDate>>;
  return z.preprocess(withAliases(from, to), z.object(shape).superRefine(orderedDays(from, to)));
}

/** `POST <store>/reporteRVD` and `POST <store>/reporteRVDP`. */
export const salesReportSchema = datesBody('fechaIniRVD', 'fechafinRVD');

/** `POST <store>/reporteReversion`. */
export const reversalReportSchema = datesBody('fechaIniRev', 'fechafinRev');

/**
 * A user id: a positive whole number, or its digits as text (form values). Not a document
 * number: documents are digits too, so one field cannot tell them apart (`datauser` finds a
 * user by document).
 */
export const userIdField = (field: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)
        ? Number(v)
        : v === '' || v === null
          ? undefined
          : v,
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? USER_REQUIRED : `El campo ${field} debe ser el id del usuario`,
      })
      .int({ error: `El campo ${field} debe ser el id del usuario` })
      .positive({ error: `El campo ${field} debe ser el id del usuario` })
      .max(MAX_ID, { error: NO_USER }),
  );

/** `POST <store>/reporteRM`: one customer's purchases in the store. */
export const movementsReportSchema = datesBody('fechaIniRM', 'fechafinRM', { IdRM: userIdField('IdRM') });

/** `POST <store>/datauser`: a user by id (`id`, the old client's call) or by document (`num_doc`). */
export const dataUserSchema = z
  .object({
    id: userIdField('id').optional(),
    num_doc: z
      .string({ error: 'El documento debe ser texto' })
      .trim()
      .max(100, { error: 'El documento admite máximo 100 caracteres' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.id === undefined && !body.num_doc)
      ctx.addIssue({ code: 'custom', path: ['id'], message: USER_REQUIRED });
  });

export type SalesReportBody = z.output<typeof salesReportSchema>;
export type ReversalReportBody = z.output<typeof reversalReportSchema>;
export type MovementsReportBody = z.output<typeof movementsReportSchema>;
export type DataUserBody = z.input<typeof dataUserSchema>;

/** The school days a validated body asks for ('YYYY-MM-DD', both included). */
export const reportDays = daysOf;

// The rows' schemas (issue 51): what each report answers, written by them; the types are theirs.
const sale = {
  /** The order's id. */
  id: z.number().int(),
  /** When it was sold (ISO). */
  datetime: z.string(),
  /** '2 x Empanada, 1 x Jugo de mora'. */
  products: z.string(),
  total: z.number(),
};
/** The customer. */
const customer = { name: z.string(), num_doc: z.string() };

/** `reporteRVD`: one row per sale that was not reversed. */
export const salesDetailRowSchema = z.object({ ...sale, ...customer });
export type SalesDetailRow = z.infer<typeof salesDetailRowSchema>;

/** `reporteRVDP`: units and pesos per product over the non-reversed sales. */
export const salesProductRowSchema = z.object({
  /** The product's id. */
  id: z.number().int(),
  nameC: z.string(),
  /** Empty when the product has no subcategory. */
  nameS: z.string(),
  nameP: z.string(),
  CANTIDAD: z.number(),
  total: z.number(),
});
export type SalesProductRow = z.infer<typeof salesProductRowSchema>;

/** `reporteRM`: one customer's non-reversed purchases in the store. */
export const userMovementRowSchema = z.object(sale);
export type UserMovementRow = z.infer<typeof userMovementRowSchema>;

/** `reporteReversion`: reversed sales, by when they were reversed. */
export const reversalRowSchema = z.object({
  ...sale,
  ...customer,
  reversed_at: z.string(),
  /** Who reversed it. */
  funcionario: z.string().nullable(),
});
export type ReversalRow = z.infer<typeof reversalRowSchema>;

/** `datauser`: the person of a movements report. */
export const reportUserSchema = z.object({ id: z.number().int(), name: z.string(), num_doc: z.string() });
export type ReportUser = z.infer<typeof reportUserSchema>;

/** Sum of a numeric column of report rows (the page's totals line). */
export function sumOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((acc, row) => acc + (Number(pick(row)) || 0), 0);
}

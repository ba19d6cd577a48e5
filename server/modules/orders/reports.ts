/**
 * The sales reports of the cafeteria (store 1) and the stationery shop (store 2), one
 * implementation registered for each (spec part 1 §2 Reports, §3 Report rows, §7), all under
 * the key `<store>.reports`:
 *   POST /api/<store>/reporteRVD         sales one by one (not reversed)      fechaIniRVD, fechafinRVD
 *   POST /api/<store>/reporteRVDP        units and pesos per product          fechaIniRVD, fechafinRVD
 *   POST /api/<store>/reporteRM          one customer's purchases             IdRM, fechaIniRM, fechafinRM
 *   POST /api/<store>/reporteReversion   reversed sales, by reversal date     fechaIniRev, fechafinRev
 *   POST /api/<store>/datauser           a user by id or by document          id | num_doc
 * Every report also takes `fecha_ini` / `fecha_fin`. Dates are whole school days (TZ_SCHOOL).
 * An empty result is code 1 with [] and the message 'No se encontraron registros…', as the
 * top-up report answers. The wire shapes are those of src/domain/salesReports.ts.
 */
import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { POS_STORES, ORDER_STATUS, type PosStore } from '../../../src/domain/orders';
import type { StoreId } from '../../../src/domain/inventory';
import {
  dataUserSchema,
  movementsReportSchema,
  NO_USER,
  REPORT_DATE_FIELDS,
  REPORT_EMPTY,
  reportDays,
  reversalReportSchema,
  salesReportSchema,
  type ReportUser,
  type ReversalRow,
  type SalesDetailRow,
  type SalesProductRow,
  type UserMovementRow,
} from '../../../src/domain/salesReports';
import { categories, orderLines, orders, products, subcategories, users } from '../../db/schema';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { schoolDaysRange } from '../../time';
import type { AreaOptions } from '../area';
import { storeName } from './purchase';
import { customer, productsText } from './queries';

const REVERSED = Number(ORDER_STATUS.reversed);
const reverser = alias(users, 'reverser');

const iso = (d: Date | string) => new Date(d).toISOString();
/** An order row of a report as it goes on the wire: ISO time, text products, numeric total. */
const orderRow = <R extends { datetime: Date | string; products: unknown; total: unknown }>(row: R) => ({
  ...row,
  datetime: iso(row.datetime),
  products: String(row.products),
  total: Number(row.total),
});
/** One sale with its customer (joined as `customer`): the rows of the detailed and reversal reports. */
const saleColumns = {
  id: orders.id,
  name: customer.name,
  num_doc: customer.num_doc,
  datetime: orders.created_at,
  products: productsText,
  total: orders.total,
};
const answer = <T>(rows: T[]) => ok(rows, rows.length ? 'OK' : REPORT_EMPTY);
const userNotFound = (field: string) => new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });

export function salesReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The instants of the school days a validated body names, for this report. */
  const rangeOf = (report: keyof typeof REPORT_DATE_FIELDS, body: Record<string, unknown>) => {
    const [fromField, toField] = REPORT_DATE_FIELDS[report];
    const { from, to } = reportDays(body, fromField, toField);
    return schoolDaysRange(from, to, timezone);
  };
  const within = (column: typeof orders.created_at | typeof orders.reversed_at, range: { start: Date; end: Date }) =>
    and(gte(column, range.start), lt(column, range.end));

  for (const [segment, store] of Object.entries(POS_STORES) as [PosStore, StoreId][]) {
    const tags = [`Reportes: ${storeName(store)}`];
    const config = { permission: `${segment}.reports` };
    const inStore = eq(orders.store, store);
    const sold: SQL = and(inStore, ne(orders.status, REVERSED))!;

    r.post(
      `/api/${segment}/reporteRVD`,
      {
        config,
        schema: {
          tags,
          summary: 'Ventas diarias detalladas: un renglón por pedido no reversado (fechaIniRVD, fechafinRVD o fecha_ini, fecha_fin)',
          body: salesReportSchema,
        },
      },
      async (req) => {
        const range = rangeOf('reporteRVD', req.body);
        const rows = await db
          .select(saleColumns)
          .from(orders)
          .innerJoin(customer, eq(customer.id, orders.id_user))
          .where(and(sold, within(orders.created_at, range)))
          .orderBy(asc(orders.created_at), asc(orders.id));
        return answer(rows.map((row): SalesDetailRow => orderRow(row)));
      },
    );

    r.post(
      `/api/${segment}/reporteRVDP`,
      {
        config,
        schema: {
          tags,
          summary: 'Ventas diarias por producto: unidades y valor por producto de los pedidos no reversados (fechaIniRVD, fechafinRVD)',
          body: salesReportSchema,
        },
      },
      async (req) => {
        const range = rangeOf('reporteRVDP', req.body);
        // Grouped by product (its current name and category), so a renamed product stays one row.
        const rows = await db
          .select({
            id: products.id,
            nameC: categories.name,
            nameS: sql<string>`coalesce(${subcategories.name}, '')`,
            nameP: products.name,
            CANTIDAD: sql<number>`sum(${orderLines.count})`.mapWith(Number),
            total: sql<number>`sum(${orderLines.total})`.mapWith(Number),
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.id_order))
          .innerJoin(products, eq(products.id, orderLines.id_product))
          .innerJoin(categories, eq(categories.id, products.id_category))
          .leftJoin(subcategories, eq(subcategories.id, products.id_subcategory))
          .where(and(sold, within(orders.created_at, range)))
          .groupBy(products.id, categories.id, subcategories.id)
          .orderBy(asc(categories.name), sql`coalesce(${subcategories.name}, '')`, asc(products.name), asc(products.id));
        return answer(rows.map((row): SalesProductRow => ({ ...row, nameS: String(row.nameS) })));
      },
    );

    r.post(
      `/api/${segment}/reporteRM`,
      {
        config: { ...config, validationOrder: ['IdRM', 'fechaIniRM', 'fechafinRM'] },
        schema: {
          tags,
          summary:
            'Movimientos por usuario: compras no reversadas de un cliente en la tienda (IdRM = id del usuario; fechaIniRM, fechafinRM); ' +
            '404 si el usuario no existe',
          body: movementsReportSchema,
        },
      },
      async (req) => {
        const range = rangeOf('reporteRM', req.body);
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, req.body.IdRM)).limit(1);
        if (!user) throw userNotFound('IdRM');
        const rows = await db
          .select({ id: orders.id, datetime: orders.created_at, products: productsText, total: orders.total })
          .from(orders)
          .where(and(sold, eq(orders.id_user, user.id), within(orders.created_at, range)))
          .orderBy(asc(orders.created_at), asc(orders.id));
        return answer(rows.map((row): UserMovementRow => orderRow(row)));
      },
    );

    r.post(
      `/api/${segment}/reporteReversion`,
      {
        config,
        schema: {
          tags,
          summary: 'Reversiones: pedidos reversados cuya reversión cae en las fechas (fechaIniRev, fechafinRev o fecha_ini, fecha_fin)',
          body: reversalReportSchema,
        },
      },
      async (req) => {
        const range = rangeOf('reporteReversion', req.body);
        const rows = await db
          .select({ ...saleColumns, reversed_at: orders.reversed_at, funcionario: reverser.name })
          .from(orders)
          .innerJoin(customer, eq(customer.id, orders.id_user))
          .leftJoin(reverser, eq(reverser.id, orders.reversed_by))
          .where(and(inStore, eq(orders.status, REVERSED), within(orders.reversed_at, range)))
          .orderBy(asc(orders.reversed_at), asc(orders.id));
        return answer(
          rows.map(
            (row): ReversalRow => ({
              ...orderRow(row),
              // A reversed order always has its time; the range filter already excluded nulls.
              reversed_at: iso(row.reversed_at ?? row.datetime),
              funcionario: row.funcionario ?? null,
            }),
          ),
        );
      },
    );

    r.post(
      `/api/${segment}/datauser`,
      {
        config,
        schema: {
          tags,
          summary: 'Un usuario por id ({id}) o por documento ({num_doc}) para el reporte de movimientos; 404 No Existe Usuario',
          body: dataUserSchema,
        },
      },
      async (req) => {
        const { id, num_doc } = req.body;
        // Deactivated users too: their history is what a report is for.
        const [user] = await db
          .select({ id: users.id, name: users.name, num_doc: users.num_doc })
          .from(users)
          .where(id !== undefined ? eq(users.id, id) : eq(users.num_doc, num_doc ?? ''))
          .limit(1);
        if (!user) throw userNotFound(id !== undefined ? 'id' : 'num_doc');
        return ok<ReportUser>(user);
      },
    );
  }
}

/**
 * Stock in and out from inventory (`POST inventory/products/{id}/add` and `/minus`, spec part 1
 * §5 and §7) through `moveStock`, with an optional Idempotency-Key, and the stock-movement
 * report (`GET inventory/reports`) in the shape of stockMovementsResource.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogKeys, MAX_STOCK_STEP, STOCK_REASON, storesFor, type StoreId } from '../../../src/domain/inventory';
import { stockMovementsResource } from '../../../src/domain/resources';
import { products, stockMovements, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { ok, okList } from '../../http/envelope';
import { badRequest, fieldError, forbidden, notFound } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { listPlan, type ListSpec } from '../../http/list';
import { idParamsSchema, listQuerySchema } from '../../http/list-query';
import { isCalendarDate, nextDate, zonedInstant } from '../../time';
import type { AreaOptions } from '../area';
import { STORE_FORBIDDEN } from './service';
import { moveStock, PRODUCT_NOT_FOUND } from './stock';

const grouped = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
export const COUNT_INVALID = `La cantidad debe ser un número entero entre 1 y ${grouped.format(MAX_STOCK_STEP)}`;
export const COUNT_REQUIRED = 'La cantidad es requerida';
export const BODY_ID_MISMATCH = 'El producto indicado no coincide con el de la ruta';
export const STOCK_UPDATED = 'Stock actualizado';
export const REPORT_DATES_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

const countMessage = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? COUNT_REQUIRED : COUNT_INVALID;

/** `{id, count}` as the old client sends it; `id`, when present, must be the path's. */
export const stockBodySchema = z.object({
  id: z.union([z.number(), z.string()], { error: BODY_ID_MISMATCH }).nullish(),
  count: z
    .number({ error: countMessage })
    .int({ error: COUNT_INVALID })
    .min(1, { error: COUNT_INVALID })
    .max(MAX_STOCK_STEP, { error: COUNT_INVALID }),
});

/** 'YYYY-MM-DD' of a report filter (a ' 00:00:00'-style suffix is ignored). */
function filterDay(value: unknown, key: string): string {
  const day = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (!isCalendarDate(day)) {
    const message = `El filtro ${key} debe ser una fecha (AAAA-MM-DD)`;
    throw badRequest(message, { filter: message });
  }
  return day;
}

export function movementRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const productTags = ['Productos'];

  const moves = [
    { path: 'add', reason: STOCK_REASON.ingreso, sign: 1, summary: 'Ingreso de stock' },
    { path: 'minus', reason: STOCK_REASON.salida, sign: -1, summary: 'Salida de stock' },
  ] as const;
  for (const move of moves) {
    r.post(
      `/api/inventory/products/:id/${move.path}`,
      {
        config: { permission: catalogKeys('products') },
        schema: {
          tags: productTags,
          summary:
            `${move.summary} ({id, count}; count entero de 1 a ${MAX_STOCK_STEP}); ` +
            'acepta Idempotency-Key; 409 out_of_stock si el stock quedaría negativo',
          params: idParamsSchema,
          body: stockBodySchema,
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const id = req.params.id;
        const { id: bodyId, count } = req.body;
        if (bodyId !== undefined && bodyId !== null && Number(bodyId) !== id) throw fieldError('id', BODY_ID_MISMATCH);
        const stores = storesFor(staff.permissions, 'products');
        return idempotent(db, req, reply, async (tx) => {
          const [product] = await tx
            .select({ store: products.store })
            .from(products)
            .where(eq(products.id, id))
            .limit(1);
          if (!product) throw notFound(PRODUCT_NOT_FOUND);
          if (!stores.includes(product.store as StoreId)) throw forbidden(STORE_FORBIDDEN.products);
          const moved = await moveStock(tx, {
            productId: id,
            quantity: move.sign * count,
            reason: move.reason,
            staffId: staff.id,
          });
          return ok(moved.product, STOCK_UPDATED);
        });
      },
    );
  }

  // ── The movement report ───────────────────────────────────────────────────────────────
  const m = stockMovements;
  const staffUser = alias(users, 'funcionario');
  const day = (date: string) => zonedInstant(date, '00:00:00', timezone);
  const spec: ListSpec = {
    fields: stockMovementsResource.fields,
    columns: {
      id: m.id,
      created_at: m.created_at,
      product: products.name,
      store: m.store,
      reason: m.reason,
      quantity: m.quantity,
      stock_after: m.stock_after,
      funcionario: staffUser.name,
      id_product: m.id_product,
    },
    idColumn: m.id,
    searchable: stockMovementsResource.searchable,
    sortable: new Set(['id', 'created_at', 'product', 'store', 'reason', 'quantity', 'stock_after', 'funcionario', 'id_product']),
    defaultSort: stockMovementsResource.sort,
    extraFilters: {
      // School days, both included: from the first day's midnight to the midnight after the last.
      from: (value) => gte(m.created_at, day(filterDay(value, 'from'))),
      to: (value) => lt(m.created_at, day(nextDate(filterDay(value, 'to')))),
    },
  };

  r.get(
    `/api/${stockMovementsResource.name}`,
    {
      config: { permission: stockMovementsResource.permission },
      schema: {
        tags: [stockMovementsResource.labelPlural],
        summary:
          'Movimientos de inventario; filter: store, reason, id_product, from y to (AAAA-MM-DD, días del colegio, incluidos); q busca en el producto',
        querystring: listQuerySchema,
      },
    },
    async (req) => {
      const filter = parseFilter(req.query.filter);
      if (filter?.from && filter.to && filterDay(filter.from, 'from') > filterDay(filter.to, 'to')) {
        throw badRequest(REPORT_DATES_REVERSED, { filter: REPORT_DATES_REVERSED });
      }
      const plan = listPlan(spec, req.query);
      const from = () =>
        db
          .select({
            created_at: m.created_at,
            product: products.name,
            store: m.store,
            reason: m.reason,
            quantity: m.quantity,
            stock_after: m.stock_after,
            funcionario: staffUser.name,
            id_product: m.id_product,
            id: m.id,
          })
          .from(m)
          .innerJoin(products, eq(products.id, m.id_product))
          .leftJoin(staffUser, eq(staffUser.id, m.id_staff));
      const [rows, [{ total }]] = await Promise.all([
        from()
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db
          .select({ total: count() })
          .from(m)
          .innerJoin(products, eq(products.id, m.id_product))
          .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
          .where(and(plan.where)),
      ]);
      return okList(
        rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
        Number(total),
      );
    },
  );
}

/** The `filter` JSON as an object, or null (listPlan reports a malformed one). */
function parseFilter(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

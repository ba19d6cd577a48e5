/**
 * Stock in and out from inventory (`POST inventory/products/{id}/add` and `/minus`, spec part 1
 * §5 and §7) through `moveStock`, with an optional Idempotency-Key, and the stock-movement
 * report (`GET inventory/reports`) in the shape of stockMovementsResource. The step's rule is
 * in service.ts, the report's read in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogKeys, MAX_STOCK_STEP, STOCK_REASON } from '../../../../src/domain/inventory';
import { stockMovementRowSchema, stockMovementsResource } from '../../../../src/domain/resources';
import { answers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { fieldError } from '../../../http/errors';
import { idempotent } from '../../../http/idempotency';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { productRowSchema, stockMovementList } from './queries';
import { stepStock } from './service';

const grouped = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
export const COUNT_INVALID = `La cantidad debe ser un número entero entre 1 y ${grouped.format(MAX_STOCK_STEP)}`;
export const COUNT_REQUIRED = 'La cantidad es requerida';
export const BODY_ID_MISMATCH = 'El producto indicado no coincide con el de la ruta';
export const STOCK_UPDATED = 'Stock actualizado';

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

export function movementRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  const listStockMovements = stockMovementList(timezone);
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
          response: answers(productRowSchema),
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const id = req.params.id;
        const { id: bodyId, count } = req.body;
        if (bodyId !== undefined && bodyId !== null && Number(bodyId) !== id)
          throw fieldError('id', BODY_ID_MISMATCH);
        return idempotent(db, req, reply, async (tx) => {
          const product = await stepStock(tx, clock, staff, {
            productId: id,
            quantity: move.sign * count,
            reason: move.reason,
          });
          return ok(product, STOCK_UPDATED);
        });
      },
    );
  }

  // ── The movement report ───────────────────────────────────────────────────────────────
  r.get(
    `/api/${stockMovementsResource.name}`,
    {
      config: { permission: stockMovementsResource.permission },
      schema: {
        tags: [stockMovementsResource.labelPlural],
        summary:
          'Movimientos de inventario; filter: store, reason, id_product, from y to (AAAA-MM-DD, días del colegio, incluidos); q busca en el producto',
        querystring: listQuerySchema,
        response: listAnswers(stockMovementRowSchema),
      },
    },
    async (req) => {
      const { rows, total } = await listStockMovements(db, req.query);
      return okList(rows, total);
    },
  );
}

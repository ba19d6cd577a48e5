/**
 * The offline till's calls (issue 33; the rules in src/domain/offline.ts), for every store with a
 * till (the registry's `keys.till`: who sells there):
 *   PUT  /api/<store>/tills/{codigo}      a till registers (or says it is alive): its allowance
 *   GET  /api/<store>/pos/roster          the points of sale's roster (the lunch line's: server/modules/restaurant)
 *   POST /api/<store>/requests/offline    a sale made offline, sent late (the points of sale; the
 *        lunch line's at /api/restaurant/requests/offline), Idempotency-Key required: the sale's own
 * A late sale is always recorded (201), charged, flagged or refused; the till forgets it then. Its
 * key is kept for ever in `offline_sales` (not through the idempotency table, whose rows are purged
 * after days and which would take the online sale of the same key for another request).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offlineSaleSchema, tillCodeSchema, type LateSaleResult, type OfflineSale } from '../../../../src/domain/offline';
import { POS_STORES, type PosStore } from '../../../../src/domain/orders';
import { permissionKey } from '../../../../src/domain/permissions';
import { STORE_REGISTRY, storeLabel, type StoreId } from '../../../../src/domain/stores';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../../../http/idempotency';
import { staffOf } from '../../../http/staff';
import { rosterRows, toRoster } from '../queries/roster';
import { orderEvent } from '../service/events';
import { syncLateSale, type LateSaleRequest } from '../service/late-sale';
import { registerTill } from '../service/tills';

export const IDEMPOTENCY_REQUIRED = 'Una venta fuera de línea debe traer su clave de idempotencia';
export const lateSaleMessage = (result: LateSaleResult) =>
  result.estado === 'rechazada' ? `Venta fuera de línea rechazada: ${result.motivo}` : 'Venta fuera de línea registrada';

/** The till's code from the path (400 under `codigo`). */
export const tillParamsSchema = z.object({ codigo: tillCodeSchema });

/**
 * The handler of a store's late sales: recorded in one transaction with its board event, sent once
 * it commits; `refusalOf` is the store's own reason not to charge it (the lunch line's meal rule).
 */
export function lateSaleHandler({ db, config, bus, clock }: AreaOptions, store: StoreId, refusalOf?: LateSaleRequest['refusalOf']) {
  return async (req: FastifyRequest<{ Body: OfflineSale }>, reply: FastifyReply) => {
    // The sale's key is required here: without it a retry could not be told from a second sale.
    const key = idempotencyKeyOf(req);
    if (key === null) throw badRequest(IDEMPOTENCY_REQUIRED, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_REQUIRED });
    const { body } = req;
    const request: LateSaleRequest = {
      store,
      key,
      staffId: staffOf(req).id,
      timezone: config.timezone,
      tillCode: body.caja,
      madeAt: new Date(body.hecha_en),
      userId: body.id_user,
      lines: body.products,
      tillTotal: body.total,
      comment: body.comment ?? null,
      refusalOf,
    };
    const result = await db.transaction(async (tx) => {
      const { result, order } = await syncLateSale(tx, clock, request);
      if (order) await bus.enqueue(tx, orderEvent('created', order));
      return result;
    });
    bus.flush();
    reply.status(201);
    return ok(result, lateSaleMessage(result));
  };
}

export function offlineRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, config, clock } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of STORE_REGISTRY) {
    const tags = [`Caja fuera de línea: ${storeLabel(entry.id)}`];
    r.put(
      `/api/${entry.segment}/tills/:codigo`,
      {
        config: { permission: permissionKey(entry.keys.till) },
        schema: { tags, summary: 'Registrar la caja de este navegador (o decir que sigue viva): responde su nombre y lo que puede vender sin conexión', params: tillParamsSchema },
      },
      async (req) => ok(await db.transaction((tx) => registerTill(tx, req.params.codigo, entry.id, clock.now()))),
    );
  }

  for (const segment of Object.keys(POS_STORES) as PosStore[]) {
    const store = POS_STORES[segment];
    const sellKey = `${segment}.pos` as const;
    const tags = [`Caja fuera de línea: ${storeLabel(store)}`];
    r.get(
      `/api/${segment}/pos/roster`,
      {
        config: { permission: sellKey },
        schema: { tags, summary: 'Lista de carnets de la caja para vender sin conexión: códigos y documentos solo como hash con sal' },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const now = clock.now();
        return ok(toRoster(await rosterRows(db, store, config.timezone, now), config.timezone, now));
      },
    );

    r.post(
      `/api/${segment}/requests/offline`,
      {
        config: { permission: sellKey },
        schema: {
          tags,
          summary:
            'Venta hecha sin conexión y enviada después: se registra siempre (aceptada, marcada o rechazada), una vez por clave; ' +
            'Idempotency-Key obligatoria (la de la venta)',
          body: offlineSaleSchema,
        },
      },
      lateSaleHandler(options, store),
    );
  }
}

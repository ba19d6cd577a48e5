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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lateSaleResultSchema,
  offlineSaleSchema,
  rosterSchema,
  tillCodeSchema,
  tillSchema,
} from '../../../../../src/domain/offline';
import { POS_STORES, type PosStore } from '../../../../../src/domain/orders';
import { permissionKey } from '../../../../../src/domain/permissions';
import { STORE_REGISTRY, storeLabel } from '../../../../../src/domain/stores';
import { answers, createdAnswers } from '../../../../http/answers';
import type { AreaOptions } from '../../../../http/area';
import { ok } from '../../../../http/envelope';
import { idempotencyKeyOf } from '../../../../http/idempotency';
import { staffOf } from '../../../../http/staff';
import { rosterRows, toRoster } from '../queries/roster';
import { lateSaleMessage, takeLateSale } from './late-sale-take';
import { recordRosterRead, registerTill } from '../service/tills';

/** The till's code from the path (400 under `codigo`). */
export const tillParamsSchema = z.object({ codigo: tillCodeSchema });
/** Who reads a roster: the till's code (a roster read without one judges no late sale). */
export const rosterQuerySchema = z.object({ caja: tillCodeSchema.optional() });

export function offlineRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, config, clock } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of STORE_REGISTRY) {
    const tags = [`Caja fuera de línea: ${storeLabel(entry.id)}`];
    r.put(
      `/api/${entry.segment}/tills/:codigo`,
      {
        config: { permission: permissionKey(entry.keys.till) },
        schema: {
          tags,
          summary:
            'Registrar la caja de este navegador (o decir que sigue viva): responde su nombre y lo que puede vender sin conexión',
          params: tillParamsSchema,
          response: answers(tillSchema),
        },
      },
      async (req) =>
        ok(await db.transaction((tx) => registerTill(tx, req.params.codigo, entry.id, clock.now()))),
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
        schema: {
          tags,
          summary:
            'Lista de carnets de la caja para vender sin conexión: códigos y documentos solo como hash con sal; ' +
            'caja: el código de la caja que la lee (sus ventas fuera de línea se juzgan por esta lista)',
          querystring: rosterQuerySchema,
          response: answers(rosterSchema),
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const now = clock.now();
        if (req.query.caja) await recordRosterRead(db, req.query.caja, store, now);
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
          response: createdAnswers(lateSaleResultSchema),
        },
      },
      async (req, reply) => {
        const result = await takeLateSale(options, {
          store,
          key: idempotencyKeyOf(req),
          staffId: staffOf(req).id,
          body: req.body,
        });
        reply.status(201);
        return ok(result, lateSaleMessage(result));
      },
    );
  }
}

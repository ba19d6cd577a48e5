/**
 * The offline till's calls (issue 33; the rules in src/domain/offline.ts), for every store with a
 * till (the registry's `keys.till`: who sells there):
 *   GET  /api/<store>/tills               the store's active tills, for a browser to choose one (src/domain/tillChoice.ts)
 *   POST /api/<store>/tills               a new named till (admin.tills): the browser that made it chooses it
 *   PUT  /api/<store>/tills/{codigo}      the chosen till says it is alive: its allowance (an unknown code is 404, never created)
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
import { newTillSchema, tillChoiceSchema } from '../../../../../src/domain/tillChoice';
import { answers, createdAnswers } from '../../../../http/answers';
import type { AreaOptions } from '../../../../http/area';
import { ok } from '../../../../http/envelope';
import { idempotencyKeyOf } from '../../../../http/idempotency';
import { staffOf } from '../../../../http/staff';
import { rosterRows, toRoster } from '../queries/roster';
import { lateSaleMessage, takeLateSale } from './late-sale-take';
import { createTill, recordRosterRead, visitTill } from '../service/tills';
import { activeTills } from '../queries/tills';

/** The till's code from the path (400 under `codigo`). */
export const tillParamsSchema = z.object({ codigo: tillCodeSchema });
/** Who reads a roster: the till's code (a roster read without one judges no late sale). */
export const rosterQuerySchema = z.object({ caja: tillCodeSchema.optional() });

export function offlineRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, config, clock } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const entry of STORE_REGISTRY) {
    const tags = [`Caja fuera de línea: ${storeLabel(entry.id)}`];
    const sellKey = permissionKey(entry.keys.till);
    r.get(
      `/api/${entry.segment}/tills`,
      {
        config: { permission: sellKey },
        schema: {
          tags,
          summary: 'Cajas activas de la tienda, por nombre, para que un navegador elija la suya',
          response: answers(z.array(tillChoiceSchema)),
        },
      },
      async () => ok(await activeTills(db, entry.id)),
    );
    r.post(
      `/api/${entry.segment}/tills`,
      {
        config: { permission: 'admin.tills' },
        schema: {
          tags,
          summary:
            'Crear una caja con nombre (su código lo hace el servidor); un nombre repetido en la tienda: 409',
          body: newTillSchema,
          response: createdAnswers(tillChoiceSchema),
        },
      },
      async (req, reply) => {
        const created = await db.transaction((tx) => createTill(tx, entry.id, req.body.nombre, clock.now()));
        reply.status(201);
        return ok(created, 'Caja creada');
      },
    );
    r.put(
      `/api/${entry.segment}/tills/:codigo`,
      {
        config: { permission: sellKey },
        schema: {
          tags,
          summary:
            'La caja elegida en este navegador dice que sigue viva: responde su nombre y lo que puede vender sin conexión; ' +
            'un código desconocido: 404 (no se crea), una caja desactivada: 410',
          params: tillParamsSchema,
          response: answers(tillSchema),
        },
      },
      async (req) =>
        ok(await db.transaction((tx) => visitTill(tx, req.params.codigo, entry.id, clock.now()))),
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

/**
 * Delivering waiting orders to their customer (spec part 2 §2 'Preparation and delivery
 * boards', §4, §7 'Boards and delivery'), for the cafeteria and the stationery shop:
 *   GET  /api/admin/carnets/{code}/validatedispatch[?store=]  the customer (by credential code
 *        or document number) and their waiting orders of both stores, or of `store`
 *   GET  /api/<customerLookup>/{code}                         the same, one store's orders only, where the store
 *        registry gives the store its own path (the stationery shop: papeleria/validatedispatch)
 *   GET  /api/<store>/requests/pending/{id_user}              a user's waiting orders of the store
 *   GET  /api/external/list                                   every waiting order of both stores
 *   POST /api/external/dispatch {pedidos}                     the prepare screen's Entregar: the
 *        orders the operator prepared, of either store, marked ready if they were not and
 *        handed over, all or none
 * Waiting means complete '1' (being prepared) or '2' (ready). The wire shapes are those of
 * src/domain/delivery.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_USER } from '../../../../src/domain/credentials';
import {
  deliveryCustomerSchema,
  deliveryOrderSchema,
  DELIVERY_STORES,
  DISPATCH_KEY,
  ENTREGA_KEY,
  PENDING_LIST_KEY,
  pendingOrderSchema,
  type DeliveryCustomer,
} from '../../../../src/domain/delivery';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeBySegment, storeLabel } from '../../../../src/domain/stores';
import { dispatchSchema, orderSchema, POS_STORES, type PosStore } from '../../../../src/domain/orders';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { deliver, orderEvent } from '../../orders';
import { DELIVERY_STORE_IDS, findCustomer, pendingOrders, userExists, waitingOrdersOfUser } from './queries';

const codeParams = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'El campo code (código del carnet o documento) es requerido' })
    .max(100, { error: 'El campo code admite máximo 100 caracteres' }),
});
const storeQuery = z.object({
  store: z
    .enum(DELIVERY_STORES as [PosStore, ...PosStore[]], {
      error: `El campo store debe ser ${DELIVERY_STORES.join(' o ')}`,
    })
    .optional(),
});
const userParams = z.object({
  id_user: z.coerce
    .number({ error: 'El campo id_user debe ser un número entero positivo' })
    .int({ error: 'El campo id_user debe ser un número entero positivo' })
    .positive({ error: 'El campo id_user debe ser un número entero positivo' })
    .max(2_147_483_647, { error: 'El campo id_user debe ser un número entero positivo' }),
});

export function deliveryRoutes(app: FastifyInstance, { db, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tableros'];
  const screens = [ENTREGA_KEY, DISPATCH_KEY];

  const customerWithOrders = async (text: string, stores: readonly StoreId[]): Promise<DeliveryCustomer> => {
    const found = await findCustomer(db, text);
    return { ...found, pedidos: await waitingOrdersOfUser(db, found.id_user_primary, stores) };
  };
  const answerCustomer = (c: DeliveryCustomer) =>
    ok(
      c,
      c.pedidos.length
        ? `${c.name}: ${c.pedidos.length} pedido(s) pendiente(s)`
        : `${c.name} no tiene pedidos pendientes`,
    );

  r.get(
    '/api/admin/carnets/:code/validatedispatch',
    {
      config: { permission: screens },
      schema: {
        tags,
        summary:
          'Cliente por código de carnet (QR) o documento, con sus pedidos pendientes (complete 1 o 2) de cafetería y ' +
          'papelería, o solo de `store`; 404 No Existe Usuario',
        params: codeParams,
        querystring: storeQuery,
        response: answers(deliveryCustomerSchema),
      },
    },
    async (req) => {
      const stores = req.query.store ? [POS_STORES[req.query.store]] : DELIVERY_STORE_IDS;
      return answerCustomer(await customerWithOrders(req.params.code, stores));
    },
  );

  // A store's own lookup path where the old system had one (store registry: `paths.customerLookup`).
  for (const segment of DELIVERY_STORES) {
    const path = storeBySegment(segment)?.paths.customerLookup;
    if (!path) continue;
    r.get(
      `/api/${path}/:code`,
      {
        config: { permission: [...screens, `${segment}.deliveries`] },
        schema: {
          tags,
          summary: `Cliente por código de carnet (QR) o documento, con sus pedidos pendientes de ${storeLabel(POS_STORES[segment]).toLowerCase()}; 404 No Existe Usuario`,
          params: codeParams,
          response: answers(deliveryCustomerSchema),
        },
      },
      async (req) => answerCustomer(await customerWithOrders(req.params.code, [POS_STORES[segment]])),
    );
  }

  for (const segment of DELIVERY_STORES) {
    const store = POS_STORES[segment as PosStore];
    r.get(
      `/api/${segment}/requests/pending/:id_user`,
      {
        config: { permission: [...screens, PENDING_LIST_KEY, `${segment}.deliveries`] },
        schema: {
          tags,
          summary:
            'Pedidos pendientes (complete 1 o 2) de un usuario (id_user_primary) en la tienda, el más antiguo primero',
          params: userParams,
          response: answers(z.array(deliveryOrderSchema)),
        },
      },
      async (req) => {
        if (!(await userExists(db, req.params.id_user))) throw notFound(NO_USER);
        return ok(await waitingOrdersOfUser(db, req.params.id_user, [store]));
      },
    );
  }

  r.get(
    '/api/external/list',
    {
      config: { permission: PENDING_LIST_KEY },
      schema: {
        tags,
        summary:
          'Pedidos pendientes (complete 1 o 2) de cafetería y papelería con su cliente, el más antiguo primero',
        response: answers(z.array(pendingOrderSchema)),
      },
    },
    async () => ok(await pendingOrders(db)),
  );

  r.post(
    '/api/external/dispatch',
    {
      config: { permission: DISPATCH_KEY },
      schema: {
        tags,
        summary:
          'Entregar los pedidos preparados en la pantalla de despacho (cafetería o papelería): los que estaban en ' +
          'preparación se marcan listos y todos se entregan; todos o ninguno; libera sus turnos',
        body: dispatchSchema,
        response: answers(z.array(orderSchema)),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      // Prepared here means ready: orders still in preparation are marked ready as they are handed over.
      const delivered = await db.transaction(async (tx) => {
        const handed = await deliver(tx, clock, DELIVERY_STORE_IDS, req.body.pedidos, staff.id, {
          prepared: true,
        });
        await bus.enqueue(
          tx,
          handed.map((order) => orderEvent('delivered', order)),
        );
        return handed;
      });
      bus.flush();
      return ok(
        delivered,
        delivered.length === 1 ? 'Pedido entregado' : `${delivered.length} pedidos entregados`,
      );
    },
  );
}

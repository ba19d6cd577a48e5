/**
 * Delivering waiting orders to their customer (spec part 2 §2 'Preparation and delivery
 * boards', §4, §7 'Boards and delivery'), for the cafeteria and the stationery shop:
 *   GET  /api/admin/carnets/{code}/validatedispatch[?store=]  the customer (by credential code
 *        or document number) and their waiting orders of both stores, or of `store`
 *   GET  /api/papeleria/validatedispatch/{code}               the same, stationery orders only
 *   GET  /api/<store>/requests/pending/{id_user}              a user's waiting orders of the store
 *   GET  /api/external/list                                   every waiting order of both stores
 *   POST /api/external/dispatch {pedidos}                     the prepare screen's Entregar: the
 *        orders the operator prepared, of either store, marked ready if they were not and
 *        handed over, all or none
 * Waiting means complete '1' (being prepared) or '2' (ready). The wire shapes are those of
 * src/domain/delivery.ts.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { looksLikeCode, NO_USER } from '../../../src/domain/carnets';
import {
  DELIVERY_STORES,
  DISPATCH_KEY,
  ENTREGA_KEY,
  PENDING_LIST_KEY,
  type DeliveryCustomer,
  type DeliveryOrder,
  type PendingOrder,
} from '../../../src/domain/delivery';
import type { StoreId } from '../../../src/domain/inventory';
import {
  dispatchSchema,
  ORDER_STATUS,
  POS_STORES,
  type PosStore,
} from '../../../src/domain/orders';
import type { Db } from '../../db/client';
import { carnets, orders, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { deliver } from '../orders/flow';
import type { AreaOptions } from '../area';
import { orderEvent } from './bus';
import { USER_WITHOUT_CARNET } from '../orders/purchase';
import { customer, orderUnits, productsText, statusOf } from '../orders/queries';

const WAITING = [Number(ORDER_STATUS.pending), Number(ORDER_STATUS.ready)];
const STORE_IDS: StoreId[] = DELIVERY_STORES.map((s) => POS_STORES[s]);
/** The screens show one customer's or one counter's queue: more than this is not a queue. */
const MAX_ROWS = 500;


const deliveryColumns = {
  id: orders.id,
  store: orders.store,
  turn: orders.turn,
  products: productsText,
  count: orderUnits,
  total: orders.total,
  comment: orders.comment,
  status: orders.status,
  created_at: orders.created_at,
};

type DeliveryRow = {
  id: number;
  store: number;
  turn: number | null;
  products: string;
  count: number;
  total: number;
  comment: string | null;
  status: number;
  created_at: Date;
};

const toDeliveryOrder = (row: DeliveryRow): DeliveryOrder => ({
  id: row.id,
  store: row.store as StoreId,
  turn: row.turn ?? null,
  products: String(row.products ?? ''),
  count: Number(row.count),
  total: Number(row.total),
  comment: row.comment ?? null,
  complete: statusOf(row.status),
  created_at: new Date(row.created_at).toISOString(),
});

/** Waiting orders matching `where`, by turn call order: the oldest first. */
async function waitingOrders(
  db: Db,
  where: SQL | undefined,
  stores: readonly StoreId[],
): Promise<DeliveryOrder[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(orders)
    .where(and(where, inArray(orders.store, [...stores]), inArray(orders.status, WAITING)))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(MAX_ROWS);
  return rows.map((r) => toDeliveryOrder(r as DeliveryRow));
}

/**
 * The customer a scanned code or a typed document names. A credential code finds its holder
 * even when the credential or the holder was deactivated since the sale (paid goods are still
 * handed over); a document finds only an active user, as every other lookup does.
 */
async function findCustomer(db: Db, text: string): Promise<Omit<DeliveryCustomer, 'pedidos'>> {
  const value = text.trim();
  const columns = {
    id_user_primary: users.id,
    name: users.name,
    num_doc: users.num_doc,
    url: users.url,
    code: carnets.code,
  };
  const [row] = looksLikeCode(value)
    ? await db
        .select(columns)
        .from(carnets)
        .innerJoin(users, eq(users.id, carnets.id_user_primary))
        .where(eq(carnets.code, value.toUpperCase()))
        .limit(1)
    : await db
        .select(columns)
        .from(users)
        .leftJoin(carnets, eq(carnets.id_user_primary, users.id))
        .where(and(eq(users.num_doc, value), eq(users.active, 1)))
        .limit(1);
  if (!row) throw notFound(NO_USER);
  // Every order is paid with a credential: a user without one has nothing waiting.
  if (!row.code) throw notFound(USER_WITHOUT_CARNET);
  return { ...row, code: row.code, url: row.url ?? null };
}

const codeParams = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'El campo code (código del carnet o documento) es requerido' })
    .max(100, { error: 'El campo code admite máximo 100 caracteres' }),
});
const storeQuery = z.object({
  store: z
    .enum(DELIVERY_STORES as [PosStore, ...PosStore[]], { error: `El campo store debe ser ${DELIVERY_STORES.join(' o ')}` })
    .optional(),
});
const userParams = z.object({
  id_user: z.coerce
    .number({ error: 'El campo id_user debe ser un número entero positivo' })
    .int({ error: 'El campo id_user debe ser un número entero positivo' })
    .positive({ error: 'El campo id_user debe ser un número entero positivo' })
    .max(2_147_483_647, { error: 'El campo id_user debe ser un número entero positivo' }),
});

export function deliveryRoutes(app: FastifyInstance, { db, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tableros'];
  const screens = [ENTREGA_KEY, DISPATCH_KEY];

  const customerWithOrders = async (text: string, stores: readonly StoreId[]): Promise<DeliveryCustomer> => {
    const found = await findCustomer(db, text);
    return { ...found, pedidos: await waitingOrders(db, eq(orders.id_user, found.id_user_primary), stores) };
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
      },
    },
    async (req) => {
      const stores = req.query.store ? [POS_STORES[req.query.store]] : STORE_IDS;
      return answerCustomer(await customerWithOrders(req.params.code, stores));
    },
  );

  r.get(
    '/api/papeleria/validatedispatch/:code',
    {
      config: { permission: [...screens, 'papeleria.deliveries'] },
      schema: {
        tags,
        summary:
          'Cliente por código de carnet (QR) o documento, con sus pedidos pendientes de papelería; 404 No Existe Usuario',
        params: codeParams,
      },
    },
    async (req) => answerCustomer(await customerWithOrders(req.params.code, [POS_STORES.papeleria])),
  );

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
        },
      },
      async (req) => {
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, req.params.id_user))
          .limit(1);
        if (!user) throw notFound(NO_USER);
        return ok(await waitingOrders(db, eq(orders.id_user, user.id), [store]));
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
      },
    },
    async () => {
      const rows = await db
        .select({ ...deliveryColumns, id_user: orders.id_user, customer: customer.name })
        .from(orders)
        .innerJoin(customer, eq(customer.id, orders.id_user))
        .where(and(inArray(orders.store, STORE_IDS), inArray(orders.status, WAITING)))
        .orderBy(asc(orders.created_at), asc(orders.id))
        .limit(MAX_ROWS);
      return ok(
        rows.map(({ id_user, customer: name, ...row }): PendingOrder => ({
          ...toDeliveryOrder(row as DeliveryRow),
          id_user,
          customer: name,
        })),
      );
    },
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
      },
    },
    async (req) => {
      const staff = staffOf(req);
      // Prepared here means ready: orders still in preparation are marked ready as they are handed over.
      const delivered = await db.transaction((tx) => deliver(tx, STORE_IDS, req.body.pedidos, staff.id, { prepared: true }));
      bus.publish(delivered.map((order) => orderEvent('delivered', order)));
      return ok(
        delivered,
        delivered.length === 1 ? 'Pedido entregado' : `${delivered.length} pedidos entregados`,
      );
    },
  );
}

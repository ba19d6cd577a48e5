/**
 * The sale at the stores with a point of sale (the cafeteria and the stationery shop; spec part 1
 * §2, §7; registry: src/domain/stores.ts), one implementation for each:
 *   POST /api/<store>/requests            a sale (`purchase`), with Idempotency-Key
 *   GET  /api/<store>/requests/create     the form: products, comment, immediate
 *   PUT  /api/<store>/requests/{id}       an order's edit
 *   GET  /api/<store>/pos/catalog         what the cashier's screen loads once
 * The restaurant sells at its lunch line (server/modules/restaurant); an order's flow after the sale
 * is the lists feature's (../lists). Here: schemas, permission keys, envelopes and the board events (sent
 * once the change commits); the sale and the edit are in service/ (purchase.ts, edit.ts), the catalog in
 * queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { newBalanceMessage } from '../../../../src/domain/credentials';
import { f } from '../../../../src/domain/fieldBuilders';
import { formDataSchema, formSchema } from '../../../../src/domain/fields';
import type { StoreId } from '../../../../src/domain/inventory';
import {
  editedLines,
  editResultSchema,
  ORDER_EDITED,
  orderEditSchema,
  POS_STORES,
  posCatalogSchema,
  purchaseResultSchema,
  type EditResult,
  type PosStore,
  type PurchaseResult,
} from '../../../../src/domain/orders';
import { hasPermission } from '../../../../src/domain/permissions';
import { storeLabel } from '../../../../src/domain/stores';
import { SALE_BODIES, type SaleBody } from '../../../../src/domain/saleBodies';
import { answers, createdAnswers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { refuseOverrideWithoutKey } from './service/allergy-overrides';
import { idempotent } from '../../../http/idempotency';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { editOrder } from './service/edit';
import { recordingAttempts } from '../attempts';
import { orderEvent } from '../lists';
import { purchase } from './service/purchase';
import { posCatalog } from './queries';

export const purchaseMessage = (saldo: number) => `Compra realizada. ${newBalanceMessage(saldo)}`;

export function posRoutes(app: FastifyInstance, { db, config, bus, clock }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const segment of Object.keys(POS_STORES) as PosStore[]) registerPos(segment);

  function registerPos(segment: PosStore) {
    const store: StoreId = POS_STORES[segment];
    const pos = SALE_BODIES[segment] as SaleBody<z.ZodType>;
    const base = `/api/${segment}/requests`;
    const tags = [`Punto de venta: ${storeLabel(store)}`];
    const sellKey = `${segment}.pos` as const;
    const reversalKey = `${segment}.reversion` as const;

    r.post(
      base,
      {
        config: { permission: sellKey },
        schema: {
          tags,
          summary:
            `Vender en ${storeLabel(store).toLowerCase()}: precios y total del catálogo (los del cliente se ignoran); ` +
            'acepta Idempotency-Key; 409 out_of_stock, insufficient_funds, daily_limit o inactive',
          body: pos.schema,
          // 201 for a new sale; a retry with its Idempotency-Key answers it again with that status.
          response: createdAnswers(purchaseResultSchema),
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const sale = pos.toSale(req.body);
        refuseOverrideWithoutKey(staff.permissions, sale.allergyOverride);
        // Issue 55: refused by a family's or the school's rule, the student's attempt is recorded.
        const door = { door: 'caja', store, staffId: staff.id, subject: sale } as const;
        return recordingAttempts({ db, clock }, req, door, () =>
          idempotent<PurchaseResult>(
            db,
            req,
            reply,
            async (tx, key) => {
              const { products: _sold, ...result } = await purchase(tx, {
                store,
                ...sale,
                staffId: staff.id,
                timezone,
                clock,
                key,
              });
              return ok(result, purchaseMessage(result.saldo));
            },
            { status: 201, events: { bus, of: ({ data }) => orderEvent('created', data.order) } },
          ),
        );
      },
    );

    const form = formSchema(
      {
        products: f.reference('Productos', `${segment}/pos/catalog`, { required: true }),
        comment: f.textarea('Comentario', { maxLength: 500 }),
        [pos.immediateField]: f.flag('Entrega inmediata', { defaultValue: 1 }),
      },
      'create',
    );
    r.get(
      `${base}/create`,
      {
        config: { permission: sellKey },
        schema: {
          tags,
          summary: 'Formulario de venta: productos, comentario y entrega inmediata',
          response: answers(formDataSchema),
        },
      },
      async () => ok(form),
    );

    r.put(
      `${base}/:id`,
      {
        config: { permission: `${segment}.requests` },
        schema: {
          tags,
          summary:
            'Editar los productos de un pedido (no reversado): solo se mueve la diferencia de dinero y de stock; ' +
            'los productos que ya estaban conservan su precio de venta; cobrar más requiere además el permiso de venta ' +
            'y devolver dinero el de reversiones (403); acepta Idempotency-Key',
          params: idParamsSchema,
          body: orderEditSchema,
          response: answers(editResultSchema),
        },
      },
      async (req, reply) => {
        const staff = staffOf(req);
        const may = {
          charge: hasPermission(staff.permissions, sellKey),
          refund: hasPermission(staff.permissions, reversalKey),
        };
        const door = {
          door: 'edicion',
          store,
          staffId: staff.id,
          subject: { orderId: req.params.id, lines: editedLines(req.body).lines },
        } as const;
        return recordingAttempts({ db, clock }, req, door, () =>
          idempotent<EditResult>(
            db,
            req,
            reply,
            async (tx, key) => {
              const result = await editOrder(tx, {
                store,
                orderId: req.params.id,
                edit: req.body,
                staffId: staff.id,
                timezone,
                clock,
                key,
                may,
              });
              return ok(result, ORDER_EDITED);
            },
            { events: { bus, of: ({ data }) => orderEvent('edited', data.order) } },
          ),
        );
      },
    );

    r.get(
      `/api/${segment}/pos/catalog`,
      {
        // The request edit picks products from it too.
        config: { permission: [sellKey, `${segment}.requests` as const] },
        schema: {
          tags,
          summary:
            'Catálogo del punto de venta en una sola respuesta: categorías habilitadas de la tienda con sus ' +
            'subcategorías habilitadas, y los productos habilitados de ellas (con stock, precio y alistamiento)',
          response: answers(posCatalogSchema),
        },
      },
      async () => ok(await posCatalog(db, store)),
    );
  }
}

/**
 * Delivery of waiting orders to their customer (spec part 2 §2 'Preparation and delivery
 * boards', §3 Order and Customer, §4 delivery flow, §5): the wire shapes of the delivery
 * calls and the prepare screen's list of customer cards, kept as a pure reducer.
 */
import { z } from 'zod';
import type { PermissionKey } from './permissions';
import type { StoreId } from './inventory';
import { ORDER_STATUS, type PosStore } from './orders';
import { STORE, STORE_REGISTRY } from './stores';

/** A waiting order (complete '1' or '2') as the delivery screens show it. */
export const deliveryOrderSchema = z.object({
  id: z.number().int(),
  store: z.literal(STORE_REGISTRY.map((s) => s.id)),
  /** The turn the hall display calls (null only for an order that never waited). */
  turn: z.number().int().nullable(),
  /** "2 x Empanada de carne, 1 x Pandebono". */
  products: z.string(),
  /** Units in the order. */
  count: z.number().int(),
  total: z.number(),
  comment: z.string().nullable(),
  complete: z.enum(ORDER_STATUS),
  created_at: z.string(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/** The spec's Customer: who the orders are for, with their waiting orders (`pedidos`). */
export const deliveryCustomerSchema = z.object({
  id_user_primary: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  /** The credential code, masked (`maskCode` of credentials.ts): the reader holds the card. */
  code: z.string(),
  url: z.string().nullable(),
  pedidos: z.array(deliveryOrderSchema),
});
export type DeliveryCustomer = z.infer<typeof deliveryCustomerSchema>;

/** A waiting order of the external pending list: the order and who it is for. */
export const pendingOrderSchema = deliveryOrderSchema.extend({
  id_user: z.number().int(),
  customer: z.string(),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

/** The stores the external delivery screens serve (the registry's `delivery`; each has a point of sale). */
export const DELIVERY_STORES = STORE_REGISTRY.filter((s) => s.delivery && s.sale).map(
  (s) => s.segment,
) as readonly PosStore[];
/** The route segment of an order's store among the delivery stores; undefined for any other store. */
export const segmentOf = (store: StoreId): PosStore | undefined =>
  DELIVERY_STORES.find((segment) => STORE[segment] === store);
export { storeLabel } from './stores';

/** Only an order the kitchen has ready may be handed over at the delivery screen. */
export const isDeliverable = (order: Pick<DeliveryOrder, 'complete'>) => order.complete === '2';

/** Keys of the delivery screens and calls (the stores' own delivery lists keep theirs). */
export const ENTREGA_KEY: PermissionKey = 'external.entrega';
export const DISPATCH_KEY: PermissionKey = 'external.dispatch';
export const PENDING_LIST_KEY: PermissionKey = 'external.list';
export const REQUEST_KEY: PermissionKey = 'external.request';

// ——— The prepare screen's cards (spec §4 'Delivery flow') ———

export interface CardOrder extends DeliveryOrder {
  /** The operator's local flag: this order is assembled and goes with the delivery. */
  preparado: boolean;
}
export interface DispatchCard extends Omit<DeliveryCustomer, 'pedidos'> {
  pedidos: CardOrder[];
}

export type DispatchAction =
  | { type: 'add'; customer: DeliveryCustomer }
  | { type: 'toggle'; customer: number; order: number }
  | { type: 'remove'; customer: number };

/**
 * The cards, newest scan first. A customer already listed is not added twice (the spec's
 * cafeteria reading): their card, with its prepared flags, stays as it is.
 */
export function dispatchCards(cards: DispatchCard[], action: DispatchAction): DispatchCard[] {
  switch (action.type) {
    case 'add':
      if (cards.some((c) => c.id_user_primary === action.customer.id_user_primary)) return cards;
      return [
        { ...action.customer, pedidos: action.customer.pedidos.map((o) => ({ ...o, preparado: false })) },
        ...cards,
      ];
    case 'toggle':
      return cards.map((c) =>
        c.id_user_primary !== action.customer
          ? c
          : {
              ...c,
              pedidos: c.pedidos.map((o) => (o.id === action.order ? { ...o, preparado: !o.preparado } : o)),
            },
      );
    case 'remove':
      return cards.filter((c) => c.id_user_primary !== action.customer);
  }
}

export const isListed = (cards: DispatchCard[], customer: number) =>
  cards.some((c) => c.id_user_primary === customer);

/** The `pedidos` an Entregar sends: the prepared orders of the card only. */
export const preparedIds = (card: DispatchCard): number[] =>
  card.pedidos.filter((o) => o.preparado).map((o) => o.id);

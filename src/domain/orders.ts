/**
 * Orders (pedidos) of the cafeteria and the stationery shop: the wire contract of a sale.
 * The server recomputes prices and totals from the catalog; client prices are ignored.
 */
import { z } from 'zod';
import { ALLERGY_OVERRIDE_MESSAGES, foodPolicyAnswerSchema, OVERRIDE_REASON_MAX } from './foodRules';
import type { FoodLabels } from './foodLabels';
import { UPDATED } from './resource';
import { SALE_STORES, STORE_REGISTRY, type SaleSegment } from './stores';

/** The stores with a point of sale (the registry's `sale`), by their route segment. */
export const POS_STORES = SALE_STORES;
export type PosStore = SaleSegment;
/** Their segments, in the registry's order. */
export const POS_SEGMENTS = Object.keys(POS_STORES) as PosStore[];
export const isSaleSegment = (segment: string): segment is PosStore => segment in POS_STORES;

/**
 * `complete` as the boards read it: '1' waits for preparation, '2' is ready (spec: complete
 * '2'), '3' delivered, '4' reversed. An order handed over on the spot is '3' at once.
 */
export const ORDER_STATUS = { pending: '1', ready: '2', delivered: '3', reversed: '4' } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  '1': 'En preparación',
  '2': 'Listo para entregar',
  '3': 'Entregado',
  '4': 'Reversado',
};

/** Turn numbers run 1..59 per store, the smallest free one first; past 59 numbering goes on. */
export const MAX_TURN = 59;

/** Database ids are 32-bit: a larger number names nothing. */
const MAX_ID = 2_147_483_647;
const id = (label: string, required = `El campo ${label} es requerido`) =>
  z
    .number({ error: required })
    .int({ error: `El campo ${label} debe ser un número entero` })
    .positive({ error: `El campo ${label} debe ser un número entero positivo` })
    .max(MAX_ID, { error: `El campo ${label} no corresponde a ningún registro` });

const flag = z.union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
  error: 'El valor debe ser 1 o 0',
});
const lines = z
  .array(
    z.object({
      id: id('id del producto', 'Cada producto necesita su id'),
      count: z
        .number({ error: 'La cantidad de cada producto debe ser un número entero' })
        .int({ error: 'La cantidad de cada producto debe ser un número entero' })
        .min(1, { error: 'La cantidad de cada producto debe ser mayor a 0' })
        .max(1000, { error: 'La cantidad de un producto no puede superar 1000' }),
    }),
    { error: 'Debe agregar por lo menos un producto al pedido' },
  )
  .min(1, { error: 'Debe agregar por lo menos un producto al pedido' })
  .max(100, { error: 'Un pedido admite máximo 100 productos distintos' });

/** `POST /api/cafeteria/requests` as the old client sends it (price and more per line are ignored). */
/**
 * Issue 35: a supervisor's reason to sell despite the student's allergy (their key is checked:
 * src/domain/foodRules.ts). Empty or left out: none, and an allergy refuses the sale.
 */
const allergyOverride = z
  .string({ error: ALLERGY_OVERRIDE_MESSAGES.reasonRequired })
  .trim()
  .max(OVERRIDE_REASON_MAX, { error: ALLERGY_OVERRIDE_MESSAGES.reasonTooLong })
  .nullish();

export const cafeteriaOrderSchema = z.object({
  id_user: id('id_user'),
  products: lines,
  enlistment: flag.optional(),
  inmediate: flag.optional(),
  total: z.number().optional(),
  comment: z.string().trim().max(500, { error: 'El comentario admite máximo 500 caracteres' }).nullish(),
  date_program: z.string().max(30).nullish(),
  autorizacion_alergia: allergyOverride,
});

/** `POST /api/papeleria/requests` (name, saldo and total are ignored). */
export const papeleriaOrderSchema = z.object({
  idStudent: id('idStudent'),
  products: lines,
  immediate: flag.optional(),
  enlistment: flag.optional(),
  name: z.string().optional(),
  saldo: z.number().optional(),
  total: z.number().optional(),
  comment: z.string().trim().max(500, { error: 'El comentario admite máximo 500 caracteres' }).nullish(),
  autorizacion_alergia: allergyOverride,
});

const storeIdSchema = z.literal(STORE_REGISTRY.map((s) => s.id));
/** Whole money, as a number. */
const moneyNumber = z.number();
const flagSchema = z.literal([0, 1]);

export const orderLineSchema = z.object({
  id: z.number().int(),
  id_product: z.number().int(),
  name: z.string(),
  price: moneyNumber,
  count: z.number().int(),
  total: moneyNumber,
  enlistment: flagSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as the lists answer it: without its lines. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  store: storeIdSchema,
  id_user: z.number().int(),
  customer: z.string(),
  num_doc: z.string(),
  url: z.string().nullable(),
  id_carnet: z.number().int(),
  total: moneyNumber,
  comment: z.string().nullable(),
  immediate: flagSchema,
  enlistment: flagSchema,
  complete: z.enum(ORDER_STATUS),
  /** Null for an order delivered on the spot. */
  turn: z.number().int().nullable(),
  id_staff: z.number().int().nullable(),
  funcionario: z.string().nullable(),
  created_at: z.string(),
  /** "2 x Empanada, 1 x Jugo…" as the boards show it. */
  products: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSchema = orderSummarySchema.extend({ lines: z.array(orderLineSchema) });
export type Order = z.infer<typeof orderSchema>;

/** The answer to a purchase: the order and the customer's money after it. */
export const purchaseResultSchema = z.object({ order: orderSchema, saldo: z.number(), purchase: z.number() });
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

const urlSchema = z.string().nullable();
/**
 * `GET /api/<store>/pos/catalog`: what the cashier's screen loads once; each product with what its
 * label says (`sellos`, `alergenos`: src/domain/foodLabels.ts), shown on its card.
 */
export const posProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  enlistment: flagSchema,
  url: urlSchema,
  id_category: z.number().int(),
  id_subcategory: z.number().int().nullable(),
  sellos: z.array(z.string()),
  alergenos: z.array(z.string()),
}) satisfies z.ZodType<FoodLabels>;
export type PosProduct = z.infer<typeof posProductSchema>;
export const posCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: urlSchema,
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string(), url: urlSchema })),
});
export type PosCategory = z.infer<typeof posCategorySchema>;
export const posCatalogSchema = z.object({
  categories: z.array(posCategorySchema),
  products: z.array(posProductSchema),
  /** The school's seal policy as the till applies it (issue 35); a catalog cached before it existed has none. */
  politica: foodPolicyAnswerSchema.pick({ sellos_bloqueados: true, conjunto_sellos: true }).optional(),
});
export type PosCatalog = z.infer<typeof posCatalogSchema>;

/** Refusals of the order flow (server and screens say the same). */
export const ORDER_ALREADY_REVERSED = 'El pedido ya fue reversado';
export const ORDER_NOT_PENDING = 'El pedido no está en preparación';
export const ORDER_NOT_READY = 'El pedido aún no está listo para entregar';
export const ORDER_ALREADY_DELIVERED = 'El pedido ya fue entregado';
export const REVERSE_CONFIRM =
  '¿Confirma que desea reversar el pedido? El valor vuelve al carnet y los productos al inventario.';
export const reversedMessage = (saldo: string) => `Pedido reversado. Nuevo saldo disponible ${saldo}`;

/** `POST <store>/requests/{id}/reverse` and the old client's `POST <store>/reporteRevDelete` `{id}`. */
export const reverseSchema = z.object({ id: id('id del pedido').optional() });
/** `POST <store>/requests/dispatch` and the external dispatch: the order ids handed over. */
export const dispatchSchema = z.object({
  pedidos: z
    .array(id('pedidos'), { error: 'Debe seleccionar por lo menos un articulo para entregar' })
    .min(1, { error: 'Debe seleccionar por lo menos un articulo para entregar' })
    .max(100, { error: 'Máximo 100 pedidos por entrega' }),
});

/** Alternate request edit (spec part 1 §2, §3, §5). */
export const DUPLICATE_PRODUCT = 'Ya has ingresado el producto.';
export const OVER_BALANCE = 'No puedes superar el saldo.';
/** An order's edit says what any edit says. */
export const ORDER_EDITED = UPDATED;
export const EDIT_CHARGE_NEEDS_SALE_KEY =
  'Cobrar más en un pedido requiere el permiso para vender en esta tienda';
export const EDIT_REFUND_NEEDS_REVERSAL_KEY =
  'Devolver dinero de un pedido requiere el permiso de reversiones de esta tienda';

/**
 * `PUT <store>/requests/{id}`: the order's lines as they should be. The old client sends
 * idCategory, idSubCategory, idProduct, the name, price, count and total per line, and the
 * order's total, immediate, enlistment and saldo: only idProduct (or id) and count are read;
 * prices come from the order (products already in it keep the price they were sold at) or the
 * catalog (products added now).
 */
export const orderEditSchema = z.object({
  products: z
    .array(
      z
        .object({
          idProduct: id('producto', 'Cada producto necesita su id').optional(),
          id: id('producto', 'Cada producto necesita su id').optional(),
          count: z
            .number({ error: 'La cantidad de cada producto debe ser un número entero' })
            .int({ error: 'La cantidad de cada producto debe ser un número entero' })
            .min(1, { error: 'La cantidad de cada producto debe ser mayor a 0' })
            .max(1000, { error: 'La cantidad de un producto no puede superar 1000' }),
        })
        .refine((line) => line.idProduct !== undefined || line.id !== undefined, {
          error: 'Cada producto necesita su id',
        }),
      { error: 'Debe agregar por lo menos un producto al pedido' },
    )
    .min(1, { error: 'Debe agregar por lo menos un producto al pedido' })
    .max(100, { error: 'Un pedido admite máximo 100 productos distintos' }),
  idStudent: z.number().optional(),
  total: z.number().optional(),
  immediate: flag.optional(),
  enlistment: flag.optional(),
  saldo: z.number().optional(),
  comment: z.string().trim().max(500, { error: 'El comentario admite máximo 500 caracteres' }).nullish(),
});
export type OrderEdit = z.infer<typeof orderEditSchema>;

/** The product ids of an edit, in order; the first one listed twice, if any. */
export function editedLines(edit: Pick<OrderEdit, 'products'>): {
  lines: { id: number; count: number }[];
  duplicate: number | null;
} {
  const seen = new Set<number>();
  const lines: { id: number; count: number }[] = [];
  for (const line of edit.products) {
    const productId = (line.idProduct ?? line.id)!;
    if (seen.has(productId)) return { lines, duplicate: productId };
    seen.add(productId);
    lines.push({ id: productId, count: line.count });
  }
  return { lines, duplicate: null };
}

/** The answer to a reversal: the order (complete '4'), the balance after and what came back. */
export const reverseResultSchema = z.object({ order: orderSchema, saldo: z.number(), amount: z.number() });
export type ReverseResult = z.infer<typeof reverseResultSchema>;

/** The answer to an order edit: `difference` is what the credential paid (> 0) or got back (< 0). */
export const editResultSchema = z.object({ order: orderSchema, saldo: z.number(), difference: z.number() });
export type EditResult = z.infer<typeof editResultSchema>;

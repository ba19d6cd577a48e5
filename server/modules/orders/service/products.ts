/**
 * The products of a sale or an order edit: locked in one order, each checked the one way both
 * doors check it (it exists, is of this store and on sale; enough stock; not restricted for the
 * student), with the refusals naming the product under the products field.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { NOT_ENOUGH_PRODUCTS, productLockedMessage } from '../../../../src/domain/cart';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeLabel } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import { productLocks, products } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';

export const productMissing = (id: number) => `El producto ${id} no existe`;
export const productDisabled = (name: string) => `El producto ${name} no está disponible para la venta`;
export const productOfOtherStore = (name: string, store: StoreId) =>
  `El producto ${name} no se vende en ${storeLabel(store).toLowerCase()}`;
export const notEnoughProducts = (name: string) => `${NOT_ENOUGH_PRODUCTS}: ${name}`;

const refusedProduct = (message: string) => badRequest(message, { products: message });

/** The products of a sale or an order edit, locked FOR UPDATE in id order (as `moveStocks` locks them), by id. */
export async function lockProducts(tx: Db, ids: readonly number[]) {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      store: products.store,
      enable: products.enable,
      enlistment: products.enlistment,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export type LockedProduct = Awaited<ReturnType<typeof lockProducts>> extends Map<number, infer P> ? P : never;

/**
 * The locked product `id`: 400 when it does not exist or, for a product the order does not hold
 * yet (`alreadySold` false), when it is of another store or not on sale. What an order already
 * holds stays as it was sold.
 */
export function sellableProduct(byId: Map<number, LockedProduct>, id: number, store: StoreId, alreadySold = false): LockedProduct {
  const product = byId.get(id);
  if (!product) throw refusedProduct(productMissing(id));
  if (!alreadySold) {
    if (product.store !== store) throw refusedProduct(productOfOtherStore(product.name, store));
    if (product.enable !== 1) throw refusedProduct(productDisabled(product.name));
  }
  return product;
}

/** 409 out_of_stock naming the product when `more` units are more than its stock. */
export function refuseShortStock(product: Pick<LockedProduct, 'name' | 'stock'>, more: number): void {
  if (more > product.stock) {
    const message = notEnoughProducts(product.name);
    throw conflict(message, 'out_of_stock', { products: message });
  }
}

/** 409 product_locked naming the first of `wanted` that the student may not buy. */
export async function refuseLockedProducts(tx: Db, userId: number, wanted: readonly { id: number; name: string }[]): Promise<void> {
  if (wanted.length === 0) return;
  const locked = await tx
    .select({ id: productLocks.id_product })
    .from(productLocks)
    .where(and(eq(productLocks.id_user, userId), inArray(productLocks.id_product, wanted.map((p) => p.id))));
  if (locked.length === 0) return;
  const lockedIds = new Set(locked.map((l) => l.id));
  const message = productLockedMessage(wanted.find((p) => lockedIds.has(p.id))!.name);
  throw conflict(message, 'product_locked', { products: message });
}

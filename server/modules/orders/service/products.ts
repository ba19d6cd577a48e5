/**
 * The products of a sale or an order edit: locked in one order, each checked the one way both
 * doors check it (it exists, is of this store and on sale; enough stock; not restricted for the
 * student), with the refusals naming the product under the products field.
 */
import { NOT_ENOUGH_PRODUCTS, productLockedMessage } from '../../../../src/domain/cart';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeLabel } from '../../../../src/domain/stores';
import { allergensHit, allergyMessage, blockedSealsOf, sealBlockedMessage } from '../../../../src/domain/foodRules';
import { badRequest, conflict } from '../../../http/errors';
import type { FoodRules, LockedProduct } from '../../../sale';

export const productMissing = (id: number) => `El producto ${id} no existe`;
export const productDisabled = (name: string) => `El producto ${name} no está disponible para la venta`;
export const productOfOtherStore = (name: string, store: StoreId) =>
  `El producto ${name} no se vende en ${storeLabel(store).toLowerCase()}`;
export const notEnoughProducts = (name: string) => `${NOT_ENOUGH_PRODUCTS}: ${name}`;

const refusedProduct = (message: string) => badRequest(message, { products: message });

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

/** 409 product_locked naming the first of `wanted` that the student may not buy (`restricted`, as `lockProducts` read it). */
export function refuseLockedProducts(restricted: ReadonlySet<number>, wanted: readonly { id: number; name: string }[]): void {
  const first = wanted.find((p) => restricted.has(p.id));
  if (!first) return;
  const message = productLockedMessage(first.name);
  throw conflict(message, 'product_locked', { products: message });
}

/** A product the student is allergic to, and which of its allergens. */
export interface AllergyHit {
  product: Pick<LockedProduct, 'id' | 'name'>;
  allergens: string[];
}

/**
 * Issue 35's rules on what is sold now: 409 seal_blocked naming the first product carrying a seal
 * the school does not sell (no one may let it through), then the products holding an allergen of
 * the student's. Those are refused (409 allergy, naming the allergens, `data` saying which product)
 * unless `overridden`: then they are answered, for the caller to record with the supervisor's reason.
 */
export function refuseFood(
  food: FoodRules,
  sold: readonly Pick<LockedProduct, 'id' | 'name' | 'sellos' | 'alergenos'>[],
  overridden = false,
): AllergyHit[] {
  for (const product of sold) {
    const seals = blockedSealsOf(product.sellos, food.blocked);
    if (seals.length > 0) {
      const message = sealBlockedMessage(product.name, seals, food.set);
      throw conflict(message, 'seal_blocked', { products: message }, { id_product: product.id, sellos: seals });
    }
  }
  const hits = sold
    .map((product) => ({ product: { id: product.id, name: product.name }, allergens: allergensHit(product.alergenos, food.allergies) }))
    .filter((hit) => hit.allergens.length > 0);
  if (hits.length > 0 && !overridden) {
    const [{ product, allergens }] = hits;
    const message = allergyMessage(allergens);
    throw conflict(message, 'allergy', { products: message }, { id_product: product.id, alergenos: allergens });
  }
  return hits;
}

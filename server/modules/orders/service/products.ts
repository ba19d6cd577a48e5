/**
 * The products of a sale or an order edit: locked in one order, each checked the one way both
 * doors check it (it exists, is of this store and on sale; enough stock; not restricted for the
 * student), with the refusals naming the product under the products field.
 */
import { asc, sql } from 'drizzle-orm';
import { NOT_ENOUGH_PRODUCTS, productLockedMessage } from '../../../../src/domain/cart';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeLabel } from '../../../../src/domain/stores';
import { DEFAULT_SEAL_SET, type SealSetId } from '../../../../src/domain/foodLabels';
import { allergensHit, allergyMessage, blockedSealsOf, sealBlockedMessage } from '../../../../src/domain/foodRules';
import type { Db } from '../../../db/client';
import { foodPolicy, products, studentRestrictions, students } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import { consumptionBetweenSql } from '../../../money';
import { arrayPlaceholder, preparedStatement } from '../../../db/prepared';
import { schoolToday } from '../../../time';

export const productMissing = (id: number) => `El producto ${id} no existe`;
export const productDisabled = (name: string) => `El producto ${name} no está disponible para la venta`;
export const productOfOtherStore = (name: string, store: StoreId) =>
  `El producto ${name} no se vende en ${storeLabel(store).toLowerCase()}`;
export const notEnoughProducts = (name: string) => `${NOT_ENOUGH_PRODUCTS}: ${name}`;

const refusedProduct = (message: string) => badRequest(message, { products: message });

/**
 * A sale's lines with a product listed twice merged (counts added, in the order first listed), and
 * their ids in the order the products are locked.
 */
export function mergedLines(lines: readonly { id: number; count: number }[]) {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.count);
  return { wanted, ids: [...wanted.keys()].sort((a, b) => a - b) };
}

/** Whose money a sale or an edit spends: the holder and their credential, locked already. */
export interface Buyer {
  userId: number;
  credentialId: number;
  /** TZ_SCHOOL and the server clock's instant: their school day is "today" of the daily cap. */
  timezone: string;
  now: Date;
}

/** The lock of a sale also takes the new order's id (`newOrderId`), so its writes can go in one statement. */
const productsLock = (name: string, newOrder: boolean) =>
  preparedStatement(name, (db) =>
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        store: products.store,
        enable: products.enable,
        enlistment: products.enlistment,
        sellos: products.sellos,
        alergenos: products.alergenos,
        // The outer id qualified by hand: Drizzle may write a bare "id", which the subquery would take for its own.
        restricted: sql<boolean>`exists (select 1 from ${studentRestrictions} r where r.id_user = ${sql.placeholder('userId')} and r.id_product = ${sql.raw('"products"."id"')})`,
        consumedToday: consumptionBetweenSql(sql.placeholder('credentialId'), sql.placeholder('dayStart'), sql.placeholder('dayEnd')),
        // Issue 35's rules, uncorrelated subqueries (read once per statement): the student's
        // allergies, the seals the school blocks and its seal set (for the refusal's words).
        allergies: sql<string[] | null>`(select s.alergias from ${students} s where s.id_user = ${sql.placeholder('userId')})`,
        blockedSeals: sql<string[] | null>`(select p.sellos_bloqueados from ${foodPolicy} p where p.id = 1)`,
        sealSet: sql<SealSetId | null>`(select p.conjunto_sellos from ${foodPolicy} p where p.id = 1)`,
        // An uncorrelated subquery: one number per statement, not per product.
        newOrderId: newOrder ? sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id'))::integer)` : sql<null>`null::integer`,
      })
      .from(products)
      .where(sql`${products.id} = any(${arrayPlaceholder('ids', 'integer')})`)
      .orderBy(asc(products.id))
      .for('update', { of: products }),
  );
const forEdit = productsLock('lock_products_for_edit', false);
const forSale = productsLock('lock_products_for_sale', true);

/**
 * The products of a sale or an order edit, locked FOR UPDATE in id order (as `moveStocks` locks
 * them), by id, with what the buyer's checks need, in the same statement: which of them the
 * student may not buy (academic's restrictions) and the credential's consumption today. Both are
 * read after the credential's lock (the caller took it first), so neither can change before commit.
 * A sale's lock (`sale`) also draws its order's id from the orders' sequence.
 */
export async function lockProducts(tx: Db, ids: readonly number[], buyer: Buyer, { sale = false } = {}) {
  const { start, end } = schoolToday(buyer.timezone, buyer.now);
  const rows = await (sale ? forSale : forEdit).execute(tx, {
    ids: [...ids],
    userId: buyer.userId,
    credentialId: buyer.credentialId,
    dayStart: start.toISOString(),
    dayEnd: end.toISOString(),
  });
  const first = rows[0];
  return {
    byId: new Map(
      rows.map(({ restricted: _r, consumedToday: _c, newOrderId: _o, allergies: _a, blockedSeals: _b, sealSet: _s, ...row }) => [row.id, row]),
    ),
    restricted: new Set(rows.filter((row) => row.restricted).map((row) => row.id)),
    food: { allergies: first?.allergies ?? [], blocked: first?.blockedSeals ?? [], set: first?.sealSet ?? DEFAULT_SEAL_SET } satisfies FoodRules,
    consumedToday: rows[0]?.consumedToday ?? 0,
    /** The id the sale's order will have (a sale's lock only; null without products or for an edit). */
    newOrderId: rows[0]?.newOrderId ?? null,
  };
}

export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>['byId'] extends Map<number, infer P> ? P : never;

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

/** What issue 35's rules need of the buyer and the school, as the products' lock read them. */
export interface FoodRules {
  allergies: readonly string[];
  blocked: readonly string[];
  set: SealSetId;
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

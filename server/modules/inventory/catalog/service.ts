/**
 * The catalog's rules: which stores a staff member manages (`storesFor`, src/domain/inventory.ts),
 * and what a category, subcategory or product write must respect across tables. Each runs in
 * the write's transaction (the generic CRUD's `validate` and `afterWrite`), on the record as
 * it will be; a refusal is an AppError and nothing is written. A new product's initial stock moves
 * only through the stock core (server/stock).
 */
import { eq } from 'drizzle-orm';
import { STOCK_REASON, storesFor, type CatalogPart, type StoreId } from '../../../../src/domain/inventory';
import { FOOD_POLICY_MESSAGES } from '../../../../src/domain/foodPolicy';
import { foreignSeals } from '../../../../src/domain/foodLabels';
import { readFoodPolicy } from '../foodPolicy';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { categories, products, subcategories } from '../../../db/schema';
import type { WriteContext } from '../../../http/crud';
import { conflict, fieldError, forbidden } from '../../../http/errors';
import type { Staff } from '../../../http/types';
import { moveStock, type ProductRow } from '../../../stock';

export const STORE_FORBIDDEN = {
  products: 'No tiene permiso para gestionar productos de esa tienda',
  categories: 'No tiene permiso para gestionar categorías de esa tienda',
  subcategories: 'No tiene permiso para gestionar subcategorías de esa tienda',
} as const satisfies Record<CatalogPart, string>;

export const CATEGORY_IN_USE = 'No se puede eliminar la categoría: tiene subcategorías o productos';
export const SUBCATEGORY_IN_USE = 'No se puede eliminar la subcategoría: tiene productos';
export const PROVIDER_IN_USE = 'No se puede eliminar el proveedor: tiene productos';
export const PRODUCT_DISABLED = 'El producto tiene movimientos: se deshabilitó en lugar de eliminarse';
export const CATEGORY_NOT_IN_STORE = 'La categoría no pertenece a la tienda del producto';
export const SUBCATEGORY_NOT_IN_CATEGORY = 'La subcategoría no pertenece a la categoría del producto';
export const CATEGORY_STORE_LOCKED = 'No se puede cambiar la tienda de la categoría: tiene productos';
export const SUBCATEGORY_CATEGORY_LOCKED =
  'No se puede cambiar la categoría de la subcategoría: tiene productos';
export const CATEGORY_MISSING = 'El valor seleccionado en Categoría no existe';
export const SUBCATEGORY_MISSING = 'El valor seleccionado en Subcategoría no existe';

type Row = Record<string, unknown>;

/** The stores a staff member reaches through any of these catalog parts. */
export function storesOf(staff: Staff, parts: readonly CatalogPart[]): StoreId[] {
  return [...new Set(parts.flatMap((part) => storesFor(staff.permissions, part)))].sort((a, b) => a - b);
}

/** A category is written only in a store the staff member manages; it keeps its store once it has products. */
export async function checkCategoryWrite(
  record: Row,
  { db: tx, staff, mode, existing }: WriteContext,
): Promise<void> {
  const store = Number(record.store) as StoreId;
  if (!storesOf(staff, ['categories']).includes(store)) throw forbidden(STORE_FORBIDDEN.categories);
  if (mode === 'update' && existing && existing.store !== store) {
    // The row is locked by the update: no product can join it meanwhile (products lock it FOR SHARE).
    const [used] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id_category, Number(existing.id)))
      .limit(1);
    if (used) throw conflict(CATEGORY_STORE_LOCKED, 'in_use', { store: CATEGORY_STORE_LOCKED });
  }
}

/**
 * The record's category, read FOR SHARE: it cannot change store until the write commits;
 * a missing one is refused on `id_category`.
 */
async function lockedCategory(tx: Db, id: unknown): Promise<{ store: number }> {
  const [category] = await tx
    .select({ store: categories.store })
    .from(categories)
    .where(eq(categories.id, Number(id)))
    .for('share')
    .limit(1);
  if (!category) throw fieldError('id_category', CATEGORY_MISSING);
  return category;
}

/** A subcategory's category exists and is in a managed store; it keeps its category once it has products. */
export async function checkSubcategoryWrite(
  record: Row,
  { db: tx, staff, mode, existing }: WriteContext,
): Promise<void> {
  const category = await lockedCategory(tx, record.id_category);
  if (!storesOf(staff, ['subcategories']).includes(category.store as StoreId)) {
    throw forbidden(STORE_FORBIDDEN.subcategories);
  }
  if (mode === 'update' && existing && existing.id_category !== Number(record.id_category)) {
    const [used] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id_subcategory, Number(existing.id)))
      .limit(1);
    if (used)
      throw conflict(SUBCATEGORY_CATEGORY_LOCKED, 'in_use', { id_category: SUBCATEGORY_CATEGORY_LOCKED });
  }
}

/** A product is in a managed store, its category in that store, its subcategory (if any) in that category. */
export async function checkProductWrite(record: Row, { db: tx, staff }: WriteContext): Promise<void> {
  const store = Number(record.store) as StoreId;
  if (!storesOf(staff, ['products']).includes(store)) throw forbidden(STORE_FORBIDDEN.products);
  // FOR SHARE: the category cannot change store, nor the subcategory category, until this commits.
  const category = await lockedCategory(tx, record.id_category);
  if (category.store !== store) throw fieldError('id_category', CATEGORY_NOT_IN_STORE);
  if (record.id_subcategory !== null && record.id_subcategory !== undefined) {
    const [sub] = await tx
      .select({ id_category: subcategories.id_category })
      .from(subcategories)
      .where(eq(subcategories.id, Number(record.id_subcategory)))
      .for('share')
      .limit(1);
    if (!sub) throw fieldError('id_subcategory', SUBCATEGORY_MISSING);
    if (sub.id_category !== Number(record.id_category)) {
      throw fieldError('id_subcategory', SUBCATEGORY_NOT_IN_CATEGORY);
    }
  }
  // Issue 35: a product carries the seals of its school's law only.
  if (Array.isArray(record.sellos) && record.sellos.length > 0) {
    const set = (await readFoodPolicy(tx, { share: true })).conjunto_sellos;
    const foreign = foreignSeals(record.sellos as string[], set);
    if (foreign.length > 0) throw fieldError('sellos', FOOD_POLICY_MESSAGES.unknownSeal(foreign[0], set));
  }
}

/** The product as a stock movement left it (the movement itself writes without reading it back). */
export async function productAfterMove(tx: Db, id: number): Promise<ProductRow> {
  const [product] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
  return product;
}

/** A new product's initial stock, written through the stock log at `clock`'s time; the product as it is after. */
export async function writeInitialStock(
  row: Row,
  { db: tx, staff, mode, input }: WriteContext & { input: Row },
  clock: Clock,
) {
  const initial = Number(input.stock ?? 0);
  if (mode !== 'create' || initial <= 0) return;
  await moveStock(tx, clock, {
    productId: Number(row.id),
    quantity: initial,
    reason: STOCK_REASON.inicial,
    staffId: staff.id,
  });
  return productAfterMove(tx, Number(row.id));
}

/** A child's blocked products and categories as the family sees them, and what the family may block. */
import { and, asc, eq } from 'drizzle-orm';
import type { FamilyBlock, FamilyCatalog } from '../../../../../src/domain/family';
import type { Db } from '../../../../db/client';
import { categories, categoryLocks, productLocks, products } from '../../../../db/schema';

const byName = (a: FamilyBlock, b: FamilyBlock) => a.name.localeCompare(b.name, 'es') || a.id - b.id;

/** The products and categories blocked for the student, the school's and the family's. */
export async function blocksOf(
  db: Db,
  studentId: number,
): Promise<{ productos: FamilyBlock[]; categorias: FamilyBlock[] }> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        store: products.store,
        por_familia: productLocks.by_family,
      })
      .from(productLocks)
      .innerJoin(products, eq(products.id, productLocks.id_product))
      .where(eq(productLocks.id_user, studentId)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        store: categories.store,
        por_familia: categoryLocks.by_family,
      })
      .from(categoryLocks)
      .innerJoin(categories, eq(categories.id, categoryLocks.id_category))
      .where(eq(categoryLocks.id_user, studentId)),
  ]);
  return { productos: productRows.sort(byName), categorias: categoryRows.sort(byName) };
}

/** The stores' categories and products on sale: what a family may block. */
export async function familyCatalog(db: Db): Promise<FamilyCatalog> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, store: categories.store })
      .from(categories)
      .where(eq(categories.enable, 1))
      .orderBy(asc(categories.store), asc(categories.name)),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        store: products.store,
        id_category: products.id_category,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.id_category))
      .where(and(eq(products.enable, 1), eq(categories.enable, 1)))
      .orderBy(asc(products.store), asc(products.name)),
  ]);
  return { categorias: categoryRows, productos: productRows.map((p) => ({ ...p, price: Number(p.price) })) };
}

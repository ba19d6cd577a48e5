/** The restaurant's products offered at a student's age (`POST restaurant/getproductstudents`). */
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { STORE } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { rowSchema } from '../../../http/row-schema';

/** A product as the restaurant's products for an age answer it: the whole row. */
export const productRowSchema = rowSchema(products);

/** Enabled restaurant products whose age range [edad_min, edad_max] holds `age` (a null bound is open). */
export async function productsForAge(db: Db, age: number) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.store, STORE.restaurant),
        eq(products.enable, 1),
        or(isNull(products.edad_min), lte(products.edad_min, age)),
        or(isNull(products.edad_max), gte(products.edad_max, age)),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

/** The lunch line's reads: the meal a scan answers about with its label (issue 35). */
import { eq } from 'drizzle-orm';
import type { ScannedMeal } from '../../../../src/domain/restaurant';
import type { Db } from '../../../db/client';
import { orderLines, products } from '../../../db/schema';

/** A meal's columns with its label: the scan's answer and the roster's meals. */
export const MEAL_COLUMNS = {
  id: products.id,
  name: products.name,
  sellos: products.sellos,
  alergenos: products.alergenos,
};

/** The meal a scan answers about, with its seals and allergens: a product, or an order's (a meal is its one line). */
export async function scannedMeal(
  db: Db,
  by: { product: number } | { order: number },
): Promise<ScannedMeal | null> {
  const [meal] =
    'product' in by
      ? await db.select(MEAL_COLUMNS).from(products).where(eq(products.id, by.product)).limit(1)
      : await db
          .select(MEAL_COLUMNS)
          .from(orderLines)
          .innerJoin(products, eq(products.id, orderLines.id_product))
          .where(eq(orderLines.id_order, by.order))
          .orderBy(orderLines.id)
          .limit(1);
  return meal ?? null;
}

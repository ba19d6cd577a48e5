/**
 * A stock step from inventory (in or out, `POST inventory/products/{id}/add` and `/minus`) on a
 * product of a store the staff member manages, in the route's transaction. Stock moves only through
 * the stock core (server/stock); the store refusal and the product's read after are the catalog's.
 */
import { eq } from 'drizzle-orm';
import { storesFor, type StockReason, type StoreId } from '../../../../src/domain/inventory';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import type { Staff } from '../../../http/types';
import { moveStock, PRODUCT_NOT_FOUND, type ProductRow } from '../../../stock';
import { productAfterMove, STORE_FORBIDDEN } from '../catalog';

/** One stock step from inventory (in or out) on a product of a store the staff member manages; the product after. */
export async function stepStock(
  tx: Db,
  clock: Clock,
  staff: Staff,
  step: { productId: number; quantity: number; reason: StockReason },
): Promise<ProductRow> {
  const stores = storesFor(staff.permissions, 'products');
  const [product] = await tx
    .select({ store: products.store })
    .from(products)
    .where(eq(products.id, step.productId))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!stores.includes(product.store as StoreId)) throw forbidden(STORE_FORBIDDEN.products);
  await moveStock(tx, clock, { ...step, staffId: staff.id });
  return productAfterMove(tx, step.productId);
}

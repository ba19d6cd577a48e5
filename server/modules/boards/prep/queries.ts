/** What the preparation board reads: the store's orders waiting to be prepared. */
import { and, asc, eq } from 'drizzle-orm';
import type { PrepOrder } from '../../../../src/domain/boards';
import type { StoreId } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { cashier, customer, orderColumns, orderUnits, toOrderSummary, type OrderRow } from '../../orders';

/** The store's orders to prepare (complete 1), the oldest first, with their number of units. */
export async function prepOrders(db: Db, store: StoreId): Promise<PrepOrder[]> {
  const rows = await db
    .select({ ...orderColumns, count: orderUnits })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .leftJoin(cashier, eq(cashier.id, orders.id_staff))
    .where(and(eq(orders.store, store), eq(orders.status, 1)))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(500);
  return rows.map(({ count, ...row }): PrepOrder => ({ ...toOrderSummary(row as OrderRow), count }));
}

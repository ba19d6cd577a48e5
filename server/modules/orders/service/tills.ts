/**
 * Tills (issue 33): a browser that sells registers the code it made, once per store, and reads its
 * allowance back each time it reads its roster; the administrator names it and sets the allowance
 * (the generic CRUD, server/modules/resources). A new till starts with DEFAULT_ALLOWANCE.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_ALLOWANCE, type Till } from '../../../../src/domain/offline';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeLabel } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import { tills } from '../../../db/schema';

const TILL_COLUMNS = {
  id: tills.id,
  codigo: tills.code,
  nombre: tills.name,
  max_venta: tills.maxSale,
  max_total: tills.maxTotal,
  max_horas: tills.maxHours,
  sobregiro: tills.overdraft,
  activa: tills.active,
};

/** The till of this code at this store, registered now if it is new; its last visit is now. */
export async function registerTill(tx: Db, code: string, store: StoreId): Promise<Till> {
  const [seen] = await tx
    .update(tills)
    .set({ seen_at: sql`now()` })
    .where(and(eq(tills.code, code), eq(tills.store, store)))
    .returning(TILL_COLUMNS);
  if (seen) return seen;
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::integer` }).from(tills).where(eq(tills.store, store));
  const [created] = await tx
    .insert(tills)
    .values({
      code,
      store,
      name: `Caja ${storeLabel(store).toLowerCase()} ${n + 1}`,
      maxSale: DEFAULT_ALLOWANCE.max_venta,
      maxTotal: DEFAULT_ALLOWANCE.max_total,
      maxHours: DEFAULT_ALLOWANCE.max_horas,
      overdraft: DEFAULT_ALLOWANCE.sobregiro,
      seen_at: sql`now()`,
    })
    .onConflictDoUpdate({ target: [tills.code, tills.store], set: { seen_at: sql`now()` } })
    .returning(TILL_COLUMNS);
  return created;
}

/** The till a late sale names, or null when this store has none of that code. */
export async function findTill(tx: Db, code: string, store: StoreId): Promise<Till | null> {
  const [till] = await tx.select(TILL_COLUMNS).from(tills).where(and(eq(tills.code, code), eq(tills.store, store))).limit(1);
  return till ?? null;
}

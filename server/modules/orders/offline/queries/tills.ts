/** The tills a browser may choose at a store (src/domain/tillChoice.ts): the active ones, by name. */
import { and, asc, eq } from 'drizzle-orm';
import type { StoreId } from '../../../../../src/domain/inventory';
import type { TillChoice } from '../../../../../src/domain/tillChoice';
import type { Db } from '../../../../db/client';
import { tills } from '../../../../db/schema';

export async function activeTills(db: Db, store: StoreId): Promise<TillChoice[]> {
  const rows = await db
    .select({ codigo: tills.codigo, nombre: tills.nombre, visto_en: tills.visto_en })
    .from(tills)
    .where(and(eq(tills.store, store), eq(tills.activa, 1)))
    .orderBy(asc(tills.nombre), asc(tills.id));
  return rows.map((row) => ({ ...row, visto_en: row.visto_en?.toISOString() ?? null }));
}

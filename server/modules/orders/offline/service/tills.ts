/**
 * Tills (issue 33): a browser that sells registers the code it made, once per store, and reads its
 * allowance back each time it reads its roster; the administrator names it and sets the allowance
 * (the generic CRUD, server/modules/resources). A new till starts with DEFAULT_ALLOWANCE.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_ALLOWANCE, type Till } from '../../../../../src/domain/offline';
import type { StoreId } from '../../../../../src/domain/inventory';
import { storeLabel } from '../../../../../src/domain/stores';
import type { Db } from '../../../../db/client';
import { tillRosterReads, tills } from '../../../../db/schema';

const TILL_COLUMNS = {
  id: tills.id,
  codigo: tills.codigo,
  nombre: tills.nombre,
  max_venta: tills.max_venta,
  max_total: tills.max_total,
  max_horas: tills.max_horas,
  sobregiro: tills.sobregiro,
  activa: tills.activa,
};

/** The till of this code at this store, registered now if it is new; its last visit is `now` (the server's clock). */
export async function registerTill(tx: Db, code: string, store: StoreId, now: Date): Promise<Till> {
  const [seen] = await tx
    .update(tills)
    .set({ visto_en: now })
    .where(and(eq(tills.codigo, code), eq(tills.store, store)))
    .returning(TILL_COLUMNS);
  if (seen) return seen;
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(tills)
    .where(eq(tills.store, store));
  const [created] = await tx
    .insert(tills)
    .values({
      codigo: code,
      store,
      nombre: `Caja ${storeLabel(store).toLowerCase()} ${n + 1}`,
      ...DEFAULT_ALLOWANCE,
      visto_en: now,
      created_at: now,
    })
    .onConflictDoUpdate({ target: [tills.codigo, tills.store], set: { visto_en: now } })
    .returning(TILL_COLUMNS);
  return created;
}

/** The till a late sale names, with its last contact (a roster read, a registration), or null when this store has none of that code. */
export async function findTill(tx: Db, code: string, store: StoreId): Promise<KnownTill | null> {
  const [till] = await tx
    .select({ ...TILL_COLUMNS, visto_en: tills.visto_en })
    .from(tills)
    .where(and(eq(tills.codigo, code), eq(tills.store, store)))
    .limit(1);
  return till ?? null;
}

export type KnownTill = Till & { visto_en: Date | null };

/**
 * A roster read by this till, recorded so that its late sales are judged by what it said (issue 48);
 * the read is also the till's last contact. Nothing is recorded for a till the server does not know.
 */
export async function recordRosterRead(tx: Db, code: string, store: StoreId, at: Date): Promise<void> {
  const [till] = await tx
    .update(tills)
    .set({ visto_en: at })
    .where(and(eq(tills.codigo, code), eq(tills.store, store)))
    .returning({ id: tills.id });
  if (till) await tx.insert(tillRosterReads).values({ id_till: till.id, read_at: at }).onConflictDoNothing();
}

/**
 * The roster read a late sale is judged by: `named`, when the server gave that roster to this till;
 * without a name (a sale queued by an older page), the last this till read at or before `madeAt`.
 * Null: none such.
 */
export async function rosterReadOf(
  tx: Db,
  tillId: number,
  named: Date | null,
  madeAt: Date,
): Promise<Date | null> {
  const [read] = await tx
    .select({ at: tillRosterReads.read_at })
    .from(tillRosterReads)
    .where(
      and(
        eq(tillRosterReads.id_till, tillId),
        named ? eq(tillRosterReads.read_at, named) : lte(tillRosterReads.read_at, madeAt),
      ),
    )
    .orderBy(desc(tillRosterReads.read_at))
    .limit(1);
  return read?.at ?? null;
}

/**
 * Tills (issue 33; src/domain/tillChoice.ts): made at a point of sale by whoever holds admin.tills,
 * named, with a code the server makes and DEFAULT_ALLOWANCE; a browser that chose one says it is
 * alive and reads its allowance back each time it reads its roster. Nothing else makes a till: an
 * unknown code is refused here, a roster read records nothing for it and a late sale from it is
 * refused. The administrator renames, sets the allowance and retires (the generic CRUD).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_ALLOWANCE, type Till } from '../../../../../src/domain/offline';
import type { StoreId } from '../../../../../src/domain/inventory';
import {
  TILL_GONE,
  TILL_RETIRED,
  tillNameTaken,
  type TillChoice,
} from '../../../../../src/domain/tillChoice';
import type { Db } from '../../../../db/client';
import { tillRosterReads, tills } from '../../../../db/schema';
import { AppError, conflict, notFound } from '../../../../http/errors';

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

/**
 * The chosen till of this code at this store says it is alive at `now` (the server's clock): its
 * allowance. An unknown code is 404 and a retired till 410, both changing nothing: the browser
 * forgets its choice and asks again.
 */
export async function visitTill(tx: Db, code: string, store: StoreId, now: Date): Promise<Till> {
  const [seen] = await tx
    .update(tills)
    .set({ visto_en: now })
    .where(and(eq(tills.codigo, code), eq(tills.store, store), eq(tills.activa, 1)))
    .returning(TILL_COLUMNS);
  if (seen) return seen;
  if (await findTill(tx, code, store)) throw new AppError(410, TILL_RETIRED, 'inactive');
  throw notFound(TILL_GONE);
}

/**
 * A new till of `store` named `nombre` (trimmed by its schema), with a code of its own and the
 * default allowance, never connected yet; a name another till of the store has (whatever its case,
 * active or not) is refused under `nombre`, nothing written.
 */
export async function createTill(tx: Db, store: StoreId, nombre: string, now: Date): Promise<TillChoice> {
  // Two browsers naming the same till at once: the second waits and finds the name taken.
  await tx.execute(sql`lock table ${tills} in share row exclusive mode`);
  // Compared here, not by SQL lower(): the database's locale may leave «Í» as it is.
  const same = (name: string) => name.trim().toLocaleLowerCase('es') === nombre.toLocaleLowerCase('es');
  const taken = (await tx.select({ nombre: tills.nombre }).from(tills).where(eq(tills.store, store))).some(
    (till) => same(till.nombre),
  );
  if (taken) {
    const message = tillNameTaken(nombre);
    throw conflict(message, 'duplicate', { nombre: message });
  }
  const [created] = await tx
    .insert(tills)
    .values({
      codigo: randomBytes(16).toString('hex'),
      store,
      nombre,
      ...DEFAULT_ALLOWANCE,
      created_at: now,
    })
    .returning({ codigo: tills.codigo, nombre: tills.nombre });
  return { ...created, visto_en: null };
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

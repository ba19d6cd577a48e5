/**
 * Reads of the permits: permits as listed (with who wrote them and when the gate used them), which
 * ones the screen lists, and the active person of a document (the permits' and the reports' lookup).
 */
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PASSAGE_TYPES, type PassageType } from '../../../../src/domain/access';
import type { PermitPerson, PermitRow } from '../../../../src/domain/accessPermits';
import type { Db } from '../../../db/client';
import { passages, permits, users } from '../../../db/schema';

const author = alias(users, 'author');
const used = alias(passages, 'used');

/** Permits under `where`, by day and time, with who wrote them and when they were used. */
export async function permitRows(db: Db, where: SQL | undefined): Promise<PermitRow[]> {
  const rows = await db
    .select({
      id: permits.id,
      id_user: permits.id_user,
      nombre: users.name,
      num_doc: users.num_doc,
      fecha: permits.fecha,
      hora: permits.hora,
      tipo: permits.tipo,
      observaciones: permits.observaciones,
      creado_por: author.name,
      usado: used.created_at,
    })
    .from(permits)
    .innerJoin(users, eq(users.id, permits.id_user))
    .leftJoin(author, eq(author.id, permits.created_by))
    .leftJoin(used, eq(used.id_permit, permits.id))
    .where(where)
    .orderBy(asc(permits.fecha), asc(permits.hora), asc(permits.id));
  return rows.map((r) => ({
    ...r,
    tipo: r.tipo as PassageType,
    tipo_nombre: PASSAGE_TYPES[r.tipo as PassageType],
    usado: r.usado ? r.usado.toISOString() : null,
  }));
}

/** The active person of document `numDoc` (the permits' and the reports' lookup); undefined when there is none. */
export async function activePersonByDocument(db: Db, numDoc: string): Promise<PermitPerson | undefined> {
  const [person] = await db
    .select({ id: users.id, name: users.name, num_doc: users.num_doc })
    .from(users)
    .where(and(eq(users.num_doc, numDoc), eq(users.active, 1)))
    .limit(1);
  return person;
}

/** The permit `id`, for permitRows. */
export const permitById = (id: number) => eq(permits.id, id);
/** The permits of day `day` and later (the permits screen's list). */
export const permitsFrom = (day: string) => gte(permits.fecha, day);

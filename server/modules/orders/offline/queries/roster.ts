/**
 * A till's roster (issue 33): every credential holder its store may sell to, as the till needs them
 * to sell while the server does not answer. Codes and documents travel only as salted hashes
 * (`rosterHash`, the salt new on every read), so a till's copy never holds a code that opens a
 * card. The lunch line adds its meal (server/modules/restaurant).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StoreId } from '../../../../../src/domain/inventory';
import type { RosterEntry } from '../../../../../src/domain/offline';
import type { Db } from '../../../../db/client';
import { credentials, products, studentRestrictions, students, users } from '../../../../db/schema';
import { weekStartDate, type SaleWindow } from '../../../../../src/domain/saleWindows';
import { consumptionBetweenSql, consumptionTodaySql } from '../../../../money';
import { localDate, schoolToday, zonedInstant } from '../../../../time';

/** Monday 00:00 of the week holding `now`, school time (ISO). */
const weekStart = (timezone: string, now: Date) =>
  zonedInstant(weekStartDate(localDate(now, timezone)), '00:00:00', timezone).toISOString();

/** Hex characters of each hash: 80 bits, no collision among a school's cards, a fifth of the full size. */
export const ROSTER_HASH_LENGTH = 20;

/** The hash a till compares with what it read: sha256 of `${salt}:${value}`, cut to ROSTER_HASH_LENGTH. */
export const rosterHash = (salt: string, value: string) =>
  createHash('sha256').update(`${salt}:${value}`).digest('hex').slice(0, ROSTER_HASH_LENGTH);

export interface RosterRow {
  code: string;
  document: string | null;
  id_user: number;
  name: string;
  url: string | null;
  saldo: number;
  consumo: number;
  tope: number;
  activo: number;
  bloqueados: number[];
  alergias: string[];
  tope_semanal: number;
  consumo_semana: number;
  horarios: SaleWindow[];
}

/** The store's roster rows (codes and documents in clear: hashed by `toRoster` before they leave), today's consumption as of `now`. */
export async function rosterRows(db: Db, store: StoreId, timezone: string, now: Date): Promise<RosterRow[]> {
  return db
    .select({
      code: credentials.code,
      document: users.num_doc,
      id_user: users.id,
      name: users.name,
      url: users.url,
      saldo: credentials.saldo,
      consumo: consumptionTodaySql(credentials.id, timezone, now),
      tope: credentials.lockSaldo,
      tope_semanal: credentials.weeklyCap,
      consumo_semana: consumptionBetweenSql(
        credentials.id,
        weekStart(timezone, now),
        schoolToday(timezone, now).end.toISOString(),
      ),
      horarios: credentials.saleWindows,
      activo: sql<number>`(${credentials.active} = 1 and ${users.active} = 1)::integer`,
      bloqueados: sql<
        number[]
      >`coalesce((select array_agg(distinct r.id_product) from ${studentRestrictions} r
        join ${products} p on p.id = r.id_product where r.id_user = ${users.id} and p.store = ${store}), '{}')`,
      alergias: sql<
        string[]
      >`coalesce((select s.alergias from ${students} s where s.id_user = ${users.id}), '{}'::text[])`,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .orderBy(users.id);
}

/** The rows as they leave, read `now`: a fresh salt, each code (upper-cased) and document (trimmed) hashed with it. */
export function toRoster(
  rows: readonly RosterRow[],
  timezone: string,
  now: Date,
  extra: (row: RosterRow) => Partial<RosterEntry> = () => ({}),
) {
  const sal = randomBytes(12).toString('hex');
  const entries: RosterEntry[] = rows.map((row) => ({
    h: rosterHash(sal, row.code.toUpperCase()),
    d: row.document?.trim() ? rosterHash(sal, row.document.trim()) : null,
    id_user: row.id_user,
    name: row.name,
    url: row.url,
    saldo: Number(row.saldo),
    consumo: Number(row.consumo),
    tope: Number(row.tope),
    activo: Number(row.activo),
    bloqueados: (row.bloqueados ?? []).map(Number),
    alergias: row.alergias ?? [],
    tope_semanal: Number(row.tope_semanal ?? 0),
    consumo_semana: Number(row.consumo_semana ?? 0),
    horarios: row.horarios ?? [],
    ...extra(row),
  }));
  return { sal, leido_en: now.toISOString(), zona: timezone, entries };
}

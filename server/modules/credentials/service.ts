/**
 * Reading credentials as the API answers them (`Carnet` of src/domain/carnets.ts) and
 * making their codes. The points of sale reuse these to validate a customer's credential.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CODE_ALPHABET, type Carnet, type CarnetLookup } from '../../../src/domain/carnets';
import type { Db } from '../../db/client';
import { carnetMovements, carnets, users } from '../../db/schema';
import { schoolToday } from '../../time';

/** 'CRN' + 24 characters of the 32-letter alphabet, from a cryptographic source (120 bits). */
export function newCarnetCode(): string {
  let code = 'CRN';
  // 256 is a multiple of 32: every character is equally likely.
  for (const byte of randomBytes(24)) code += CODE_ALPHABET[byte & 31];
  return code;
}

/**
 * Today's consumption for the daily cap (DESIGN §5), the one definition: per order, what the
 * ledger charged it today less what it gave back today, never below zero, summed. So a
 * reversal or an edit refund of today's purchases makes room again, while a refund of an
 * earlier day's order gives the money back but no room today (it cannot go below zero).
 * `carnetId` is a credential id or a column (the credential lists correlate on carnets.id).
 */
export function consumptionTodaySql(carnetId: number | AnyPgColumn, timezone: string, now = new Date()): SQL<number> {
  const { start, end } = schoolToday(timezone, now);
  return sql<number>`coalesce((
    select sum(greatest(per_order.net, 0)) from (
      select -sum(m.amount) as net from ${carnetMovements} m
      where m.id_carnet = ${carnetId} and m.kind in ('compra', 'reversion') and m.id_order is not null
        and m.created_at >= ${start.toISOString()}::timestamptz and m.created_at < ${end.toISOString()}::timestamptz
      group by m.id_order
    ) per_order
  ), 0)::bigint`.mapWith(Number);
}

/**
 * Today's consumption of one credential (`consumptionTodaySql`). Read after locking the
 * credential (ledger.ts `lockCarnet`), it cannot change until the caller commits.
 */
export async function consumptionToday(db: Db, carnetId: number, timezone: string, now = new Date()): Promise<number> {
  const [row] = await db.select({ total: consumptionTodaySql(carnetId, timezone, now) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/** The columns of a `Carnet`, from carnets joined to their holder (`users`). */
export function carnetColumns(timezone: string) {
  return {
    id: carnets.id,
    id_user_primary: carnets.id_user_primary,
    name_user_primary: users.name,
    num_doc: users.num_doc,
    url: users.url,
    code: carnets.code,
    saldo: carnets.saldo,
    active: carnets.active,
    lockSaldo: carnets.lockSaldo,
    purchase: consumptionTodaySql(carnets.id, timezone),
    created_at: carnets.created_at,
  };
}

type CarnetRow = { [K in keyof ReturnType<typeof carnetColumns>]: unknown } & { created_at: Date };

export function toCarnet(row: CarnetRow): Carnet {
  return {
    id: Number(row.id),
    id_user_primary: Number(row.id_user_primary),
    name_user_primary: String(row.name_user_primary),
    num_doc: String(row.num_doc),
    url: (row.url as string | null) ?? null,
    code: String(row.code),
    saldo: Number(row.saldo),
    active: Number(row.active) === 1 ? 1 : 0,
    lockSaldo: Number(row.lockSaldo),
    purchase: Number(row.purchase),
    created_at: row.created_at.toISOString(),
  };
}

/** Credentials matching `where` (over carnets and their holder), as `Carnet`s. */
export async function selectCarnets(db: Db, timezone: string, where: SQL | undefined): Promise<Carnet[]> {
  const rows = await db
    .select(carnetColumns(timezone))
    .from(carnets)
    .innerJoin(users, eq(users.id, carnets.id_user_primary))
    .where(where);
  return rows.map(toCarnet);
}

export async function findCarnet(db: Db, timezone: string, where: SQL): Promise<Carnet | null> {
  const [carnet] = await selectCarnets(db, timezone, where);
  return carnet ?? null;
}

const lookupUserColumns = {
  id: users.id,
  name: users.name,
  num_doc: users.num_doc,
  type_doc: users.type_doc,
  url: users.url,
};

/** An active user by document (exact, trimmed) and their credential, if any; null if no active user has it. */
export async function lookupByDocument(
  db: Db,
  timezone: string,
  document: string,
): Promise<CarnetLookup | null> {
  const [user] = await db
    .select(lookupUserColumns)
    .from(users)
    .where(and(eq(users.num_doc, document.trim()), eq(users.active, 1)))
    .limit(1);
  if (!user) return null;
  return { user, carnet: await findCarnet(db, timezone, eq(carnets.id_user_primary, user.id)) };
}

/** A credential by its code (case-insensitive) with its holder; null if no credential has it. */
export async function lookupByCode(
  db: Db,
  timezone: string,
  code: string,
): Promise<(CarnetLookup & { carnet: Carnet; userActive: boolean }) | null> {
  const carnet = await findCarnet(db, timezone, eq(carnets.code, code.trim().toUpperCase()));
  if (!carnet) return null;
  const [user] = await db
    .select({ ...lookupUserColumns, active: users.active })
    .from(users)
    .where(eq(users.id, carnet.id_user_primary))
    .limit(1);
  const { active, ...holder } = user;
  return { user: holder, carnet, userActive: active === 1 };
}

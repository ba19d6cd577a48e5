/**
 * The block records of the restrictions screen (an active student holding a credential, with today's
 * consumption and the number of restricted products) and a student's restricted products.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BlockRecord, RestrictedProduct } from '../../../../../src/domain/restrictions';
import { looksLikeCode, maskCode } from '../../../../../src/domain/credentials';
import type { Db } from '../../../../db/client';
import {
  categories,
  credentials,
  products,
  studentRestrictions,
  students,
  users,
} from '../../../../db/schema';
import { escapeLike } from '../../../../http/list';
import { consumptionTodaySql } from '../../../../money';

/** Every product the student may not buy, listed or through its category. */
const countProducts =
  sql<number>`(select count(distinct r.id_product) from ${studentRestrictions} r where r.id_user = ${credentials.id_user_primary})::integer`.mapWith(
    Number,
  );

/** The record's columns; `purchase` is the consumption of the school's day holding `now`. */
const recordColumns = (timezone: string, now: Date) => ({
  id: credentials.id,
  id_user_primary: credentials.id_user_primary,
  name: users.name,
  num_doc: users.num_doc,
  code: credentials.code,
  url: users.url,
  saldo: credentials.saldo,
  lockSaldo: credentials.lockSaldo,
  purchase: consumptionTodaySql(credentials.id, timezone, now),
  countproducts: countProducts,
});

/** Active students holding a credential: the rows of this area. */
export const inArea = eq(users.active, 1);

function recordsFrom(db: Db, timezone: string, now: Date) {
  return db
    .select(recordColumns(timezone, now))
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .innerJoin(students, eq(students.id_user, users.id));
}

const toRecord = (row: BlockRecord): BlockRecord => ({
  ...row,
  code: maskCode(row.code),
  saldo: Number(row.saldo),
  lockSaldo: Number(row.lockSaldo),
  purchase: Number(row.purchase),
  countproducts: Number(row.countproducts),
});

export async function findBlockRecord(
  db: Db,
  timezone: string,
  now: Date,
  where: SQL,
): Promise<BlockRecord | null> {
  const [row] = await recordsFrom(db, timezone, now).where(and(inArea, where)).limit(1);
  return row ? toRecord(row) : null;
}

/** One block record by credential code (CRN…) or document number. */
export function findBlockRecordByCredential(
  db: Db,
  timezone: string,
  now: Date,
  value: string,
): Promise<BlockRecord | null> {
  return findBlockRecord(
    db,
    timezone,
    now,
    looksLikeCode(value) ? eq(credentials.code, value.toUpperCase()) : eq(users.num_doc, value),
  );
}

/** Whether a user with this id exists. */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(user);
}

/**
 * Every product a student may not buy, by name: listed itself, or through its category (then
 * `por_categoria` names it; a product both listed and in a blocked category is said listed).
 */
export async function restrictedProducts(db: Db, userId: number): Promise<RestrictedProduct[]> {
  const rows = await db
    .selectDistinctOn([products.id], {
      id: products.id,
      name: products.name,
      price: products.price,
      url: products.url,
      store: products.store,
      id_category: products.id_category,
      id_subcategory: products.id_subcategory,
      blockingId: studentRestrictions.id_category,
      blockingName: categories.name,
      por_familia: studentRestrictions.by_family,
    })
    .from(studentRestrictions)
    .innerJoin(products, eq(products.id, studentRestrictions.id_product))
    .leftJoin(categories, eq(categories.id, studentRestrictions.id_category))
    .where(eq(studentRestrictions.id_user, userId))
    .orderBy(products.id, sql`${studentRestrictions.id_category} nulls first`);
  return rows
    .map(({ blockingId, blockingName, ...p }) => ({
      ...p,
      price: Number(p.price),
      por_categoria: blockingId === null ? null : { id: blockingId, name: blockingName ?? '' },
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
}

/** One page of the grid: q searches the name (anywhere) or the document (its start). */
export async function listBlockRecords(
  db: Db,
  timezone: string,
  now: Date,
  { q, page, perPage }: { q?: string; page: number; perPage: number },
): Promise<{ rows: BlockRecord[]; total: number }> {
  const text = q?.trim();
  const where = and(
    inArea,
    text
      ? or(ilike(users.name, `%${escapeLike(text)}%`), ilike(users.num_doc, `${escapeLike(text)}%`))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    recordsFrom(db, timezone, now)
      .where(where)
      .orderBy(asc(users.name), asc(credentials.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .innerJoin(students, eq(students.id_user, users.id))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: Number(total) };
}

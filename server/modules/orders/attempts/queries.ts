/**
 * What an attempt's record reads (issue 55): the products tried and their names, who blocked a
 * product, whose order an edit touches, who a lunch-line scan names, the same attempt a moment ago;
 * and the attempts as a source of the student's timeline.
 */
import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { looksLikeCode } from '../../../../src/domain/credentials';
import type { Db } from '../../../db/client';
import {
  credentials,
  orderLines,
  orders,
  products,
  saleAttempts,
  studentRestrictions,
  students,
  users,
} from '../../../db/schema';

/**
 * The student's attempts as a timeline source: the rule as its kind, the product tried as its
 * detail, the store, and the cashier (the staff's file shows them; the family's timeline never does).
 */
export const attemptTimeline = (userId: number): SQL => sql`
  select sa.id as row_id, sa.at as at, 'attempts' as source, sa.rule as kind,
    null::bigint as amount, null::bigint as balance, sa.product_name as detail,
    staff.name as staff, sa.store::integer as store, null::integer as ref
  from ${saleAttempts} sa
  left join ${users} staff on staff.id = sa.id_staff
  where sa.id_user = ${userId}`;

/** The names of `ids`, by id. */
export async function productNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Why the student may not buy the product: each block that holds it, the family's or the school's, itself or its category. */
export async function blocksOf(db: Db, userId: number, productId: number) {
  return db
    .select({
      byFamily: studentRestrictions.by_family,
      byCategory: sql<boolean>`${studentRestrictions.id_category} is not null`,
    })
    .from(studentRestrictions)
    .where(and(eq(studentRestrictions.id_user, userId), eq(studentRestrictions.id_product, productId)));
}

/** An order of `store`: its student (the credential's holder) and what it held, by product. */
export async function orderBuyer(db: Db, orderId: number, store: number) {
  const [order] = await db
    .select({ userId: credentials.id_user_primary })
    .from(orders)
    .innerJoin(credentials, eq(credentials.id, orders.id_carnet))
    .where(and(eq(orders.id, orderId), eq(orders.store, store)))
    .limit(1);
  if (!order) return null;
  const held = await db
    .select({ id: orderLines.id_product, count: orderLines.count })
    .from(orderLines)
    .where(eq(orderLines.id_order, orderId));
  return { userId: order.userId, held: new Map(held.map((l) => [l.id, l.count])) };
}

/** The holder of the credential a lunch-line scan read (its code, any case, or a document number), and their own meal. */
export async function scannedHolder(db: Db, scanned: string) {
  const [row] = await db
    .select({ userId: users.id, meal: students.id_product_default })
    .from(users)
    .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
    .leftJoin(students, eq(students.id_user, users.id))
    .where(looksLikeCode(scanned) ? eq(credentials.code, scanned.toUpperCase()) : eq(users.num_doc, scanned))
    .limit(1);
  return row ?? null;
}

/** What makes two records one attempt: the student, the store, the door, the cashier, the rule and the product. */
export interface AttemptSameness {
  userId: number;
  store: number;
  door: string;
  staffId: number | null;
  rule: string;
  productId: number | null;
  productName: string | null;
}

/** Whether the same attempt was recorded from `since` up to `until`. */
export async function sameAttemptBetween(
  db: Db,
  same: AttemptSameness,
  since: Date,
  until: Date,
): Promise<boolean> {
  const a = saleAttempts;
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.id_user, same.userId),
        eq(a.store, same.store),
        eq(a.door, same.door),
        eq(a.rule, same.rule),
        same.staffId === null ? isNull(a.id_staff) : eq(a.id_staff, same.staffId),
        same.productId === null ? isNull(a.id_product) : eq(a.id_product, same.productId),
        same.productName === null ? isNull(a.product_name) : eq(a.product_name, same.productName),
        gte(a.at, since),
        lte(a.at, until),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The lunch-rush benchmark's students: the demo school's who can eat now (active credential and holder,
 * no daily cap, no allergy, a default meal of the restaurant they may buy), and new ones up to `count`, each with a
 * credential and a demo meal as their default; every credential gets a top-up and every meal enough
 * stock, through the ledger and the stock log, so the books start right. Answers them and the figures
 * the books are checked against afterwards.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { STOCK_REASON } from '../../src/domain/inventory';
import { STORE } from '../../src/domain/stores';
import { systemClock } from '../../server/clock';
import type { Db } from '../../server/db/client';
import {
  credentialMovements,
  credentials,
  orders,
  productLocks,
  products,
  students,
  users,
} from '../../server/db/schema';
import { topUp } from '../../server/money';
import { moveStocks } from '../../server/stock';
import { addStudents } from '../database';
import { CASH_PAYMENT } from '../../src/domain/payments';

export type LunchStudents = Awaited<ReturnType<typeof lunchStudents>>;
export type LunchStudent = LunchStudents['rush'][number];

export async function lunchStudents(db: Db, count: number, topUpAmount: number) {
  // The demo's students who can eat now, then new ones with a demo meal as their default.
  const demo = await db
    .select({ userId: users.id, credentialId: credentials.id, code: credentials.code, meal: products.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
    .innerJoin(products, eq(products.id, students.id_product_default))
    .where(
      and(
        eq(users.active, 1),
        eq(credentials.active, 1),
        eq(credentials.lockSaldo, 0),
        eq(products.store, STORE.restaurant),
        eq(products.enable, 1),
        // An allergic student may be served the alternative meal instead (issue 35): the books
        // below expect each student's own meal, so the rush takes students without allergies.
        sql`cardinality(${students.alergias}) = 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(productLocks)
            .where(and(eq(productLocks.id_user, users.id), eq(productLocks.id_product, products.id))),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(count);
  const meals = [...new Set(demo.map((s) => s.meal))];
  const added = count - demo.length;
  const newCredentials = await addStudents(db, added, '97', (i) => meals[i % meals.length]);
  const rush = [...demo, ...newCredentials.map((c, i) => ({ ...c, meal: meals[i % meals.length] }))];

  // Every credential a top-up and every meal a student's worth of stock each, through the ledger and the log.
  await db.transaction(async (tx) => {
    for (const s of rush) {
      await topUp(tx, systemClock, {
        credentialId: s.credentialId,
        amount: topUpAmount,
        staffId: null,
        detalle: 'Benchmark',
        payment: CASH_PAYMENT,
      });
    }
    await moveStocks(
      tx,
      systemClock,
      meals.map((id) => ({
        productId: id,
        quantity: count,
        reason: STOCK_REASON.ingreso,
        staffId: null,
        detalle: 'Benchmark',
      })),
    );
  });
  const initialSaldo = new Map(
    (
      await db
        .select({ id: credentials.id, saldo: credentials.saldo })
        .from(credentials)
        .where(
          inArray(
            credentials.id,
            rush.map((s) => s.credentialId),
          ),
        )
    ).map((c) => [c.id, c.saldo]),
  );
  const mealRows = await db
    .select({ id: products.id, price: products.price, stock: products.stock })
    .from(products)
    .where(inArray(products.id, meals));
  const priceOf = new Map(mealRows.map((p) => [p.id, p.price]));
  const [{ lastOrder }] = await db
    .select({ lastOrder: sql<number>`coalesce(max(${orders.id}), 0)`.mapWith(Number) })
    .from(orders);
  const [{ lastMovement }] = await db
    .select({ lastMovement: sql<number>`coalesce(max(${credentialMovements.id}), 0)`.mapWith(Number) })
    .from(credentialMovements);
  return { demo, added, meals, rush, initialSaldo, mealRows, priceOf, lastOrder, lastMovement };
}

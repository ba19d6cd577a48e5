/**
 * The lunch-rush benchmark's books: each student charged exactly once (one order not reversed, one
 * ledger row), every balance = initial − their meal, every stock = initial − meals served, the orders
 * marked Listo ready, and the school's books (balance = ledger, stock = log, order = lines = −ledger,
 * live turns unique). Adds what is wrong to `problems`; answers how many of the marked orders are ready.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../src/domain/orders';
import { STORE } from '../../src/domain/stores';
import type { Db } from '../../server/db/client';
import { credentialMovements, credentials, orders, products } from '../../server/db/schema';
import { bookProblems } from '../database';
import type { LunchStudents } from './students';

export async function checkLunchBooks(
  db: Db,
  { rush, meals, mealRows, priceOf, initialSaldo, lastOrder, lastMovement }: LunchStudents,
  served: Map<number, unknown>,
  toMark: number[],
  problems: string[],
) {
  const mealsOf = new Map(
    (
      await db
        .select({ user: orders.id_user, n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(
          and(
            gt(orders.id, lastOrder),
            eq(orders.store, STORE.restaurant),
            sql`${orders.status} <> ${Number(ORDER_STATUS.reversed)}`,
          ),
        )
        .groupBy(orders.id_user)
    ).map((r) => [r.user, r.n]),
  );
  const chargesOf = new Map(
    (
      await db
        .select({ carnet: credentialMovements.id_carnet, n: sql<number>`count(*)`.mapWith(Number) })
        .from(credentialMovements)
        .where(gt(credentialMovements.id, lastMovement))
        .groupBy(credentialMovements.id_carnet)
    ).map((r) => [r.carnet, r.n]),
  );
  const saldos = new Map(
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
  const servedOf = new Map<number, number>();
  for (const [i, s] of rush.entries()) {
    const eaten = served.has(i) ? 1 : 0;
    servedOf.set(s.meal, (servedOf.get(s.meal) ?? 0) + eaten);
    if ((mealsOf.get(s.userId) ?? 0) !== eaten)
      problems.push(`estudiante ${s.userId}: ${mealsOf.get(s.userId) ?? 0} almuerzos, esperado ${eaten}`);
    if ((chargesOf.get(s.credentialId) ?? 0) !== eaten)
      problems.push(
        `carnet ${s.credentialId}: ${chargesOf.get(s.credentialId) ?? 0} movimientos, esperado ${eaten}`,
      );
    const expected = initialSaldo.get(s.credentialId)! - eaten * priceOf.get(s.meal)!;
    if (saldos.get(s.credentialId) !== expected)
      problems.push(`carnet ${s.credentialId}: saldo ${saldos.get(s.credentialId)}, esperado ${expected}`);
  }
  const rushUsers = new Set(rush.map((s) => s.userId));
  const others = [...mealsOf.keys()].filter((user) => !rushUsers.has(user));
  if (others.length) problems.push(`almuerzos de usuarios fuera del benchmark: ${others.join(', ')}`);
  for (const row of await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, meals))) {
    const expected = mealRows.find((p) => p.id === row.id)!.stock - (servedOf.get(row.id) ?? 0);
    if (row.stock !== expected) problems.push(`producto ${row.id}: stock ${row.stock}, esperado ${expected}`);
  }
  const [{ ready }] = await db
    .select({ ready: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(inArray(orders.id, toMark.length ? toMark : [0]), eq(orders.status, Number(ORDER_STATUS.ready))),
    );
  if (ready !== toMark.length) problems.push(`${ready} pedidos listos de ${toMark.length} marcados Listo`);

  problems.push(...(await bookProblems(db)));
  return ready;
}

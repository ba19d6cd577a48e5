/** The lunch line's roster for selling offline (issue 33; routes.ts). */
import { and, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { ageOn } from '../../../../src/domain/inventory';
import type { RosterMeal } from '../../../../src/domain/offline';
import { ORDER_STATUS } from '../../../../src/domain/orders';
import { categoryMealOf, type ServiceWindow } from '../../../../src/domain/restaurant';
import { STORE } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import { orders, products, restaurantExtras, restaurantServices, students, users } from '../../../db/schema';
import { localDate, schoolToday } from '../../../time';
import { readFoodPolicy } from '../../inventory';
import { rosterRows, toRoster } from '../../orders';
import { MEAL_COLUMNS } from '../line';
import { planPayersOn } from '../plans';
import { waitingPreordersOn } from '../preorders';
import { userCategories } from '../meals';

/**
 * The lunch line's roster (issue 33): the points of sale's (orders' `rosterRows`), plus what the line
 * needs to sell a meal offline once per service: each student's meal (their own, else their user
 * category's: `categoryMealOf`), the start of the meal they already had today (the school day of
 * `now`), and the service windows of each schedule.
 */
export async function lunchRoster(db: Db, timezone: string, now: Date) {
  const today = localDate(now, timezone);
  const day = schoolToday(timezone, now);
  const [rows, people, categories, services, served, policy, preordered, planned] = await Promise.all([
    rosterRows(db, STORE.restaurant, timezone, now),
    db
      .select({
        id: users.id,
        shift: users.turno,
        meal: students.id_product_default,
        course: students.id_course,
        birth: students.fecha_nacimiento,
      })
      .from(users)
      .innerJoin(students, eq(students.id_user, users.id)),
    userCategories(db),
    db
      .select({
        shift: restaurantServices.turno,
        h_start: restaurantServices.h_start,
        h_end: restaurantServices.h_end,
        alternativo: restaurantServices.id_product_alternativo,
      })
      .from(restaurantServices),
    db
      .select({ id_user: orders.id_user, at: sql<string>`max(${orders.created_at})` })
      .from(orders)
      .where(
        and(
          eq(orders.store, STORE.restaurant),
          ne(orders.status, Number(ORDER_STATUS.reversed)),
          gte(orders.created_at, day.start),
          lt(orders.created_at, day.end),
          notExists(
            db
              .select({ one: sql`1` })
              .from(restaurantExtras)
              .where(eq(restaurantExtras.id_order, orders.id)),
          ),
        ),
      )
      .groupBy(orders.id_user),
    readFoodPolicy(db),
    // Issue 56: what pays today's meal ahead, so the till charges it nothing offline.
    waitingPreordersOn(db, today),
    planPayersOn(db, today),
  ]);
  const mealIds = new Set<number>();
  const mealOf = new Map<number, number | null>();
  for (const p of people) {
    const meal =
      preordered.get(p.id) ??
      p.meal ??
      categoryMealOf(categories, { course: p.course, age: p.birth ? ageOn(p.birth, today) : null });
    mealOf.set(p.id, meal);
    if (meal !== null) mealIds.add(meal);
  }
  // Issue 35: the alternatives too, so an allergic student is served one offline as online.
  const alternatives = [policy.id_almuerzo_alternativo, ...services.map((s) => s.alternativo)].filter(
    (id): id is number => id !== null,
  );
  for (const id of alternatives) mealIds.add(id);
  const meals = mealIds.size
    ? await db
        .select({ ...MEAL_COLUMNS, price: products.price, enable: products.enable })
        .from(products)
        .where(inArray(products.id, [...mealIds]))
    : [];
  // With its label (issue 35), so a meal served offline shows its chips too.
  const mealById = new Map(
    meals.map(({ enable: _enable, ...m }) => [m.id, { ...m, price: Number(m.price) }]),
  );
  const enabled = new Set(meals.filter((m) => m.enable === 1).map((m) => m.id));
  const servedAt = new Map(served.map((s) => [s.id_user, new Date(s.at).toISOString()]));
  const servicios: Record<string, ServiceWindow[]> = {};
  for (const s of services)
    (servicios[String(s.shift)] ??= []).push({
      h_start: s.h_start.slice(0, 5),
      h_end: s.h_end.slice(0, 5),
      alternativo: s.alternativo,
    });
  const alternativos: Record<string, RosterMeal> = {};
  for (const id of alternatives) {
    const meal = mealById.get(id);
    // A disabled alternative is not served online either.
    if (meal && enabled.has(id)) alternativos[String(id)] = meal;
  }
  const turnos: Record<string, number | null> = {};
  for (const p of people) turnos[String(p.id)] = p.shift;
  const roster = toRoster(rows, timezone, now, (row) => {
    const meal = mealOf.get(row.id_user) ?? null;
    const almuerzo = meal === null ? null : (mealById.get(meal) ?? null);
    const pagado = preordered.has(row.id_user) ? 'pedido' : planned.get(row.id_user);
    return {
      almuerzo: almuerzo && pagado ? { ...almuerzo, price: 0 } : almuerzo,
      servido: servedAt.get(row.id_user) ?? null,
      ...(pagado ? { pagado } : {}),
    };
  });
  return { ...roster, servicios, turnos, alternativo: policy.id_almuerzo_alternativo, alternativos };
}

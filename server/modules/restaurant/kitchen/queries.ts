/**
 * The kitchen's reads (issue 56; what each figure means is src/domain/kitchen.ts): a day's menus with
 * their pre-orders and the children served without one, counted per menu and per service.
 */
import { and, asc, eq, gte, inArray, lt, lte, ne, notExists, sql } from 'drizzle-orm';
import type { CountMenu } from '../../../../src/domain/kitchenCount';
import { ORDER_STATUS } from '../../../../src/domain/orders';
import { STORE } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import {
  courses,
  dayMenus,
  orderLines,
  orders,
  preorders,
  products,
  restaurantExtras,
  restaurantServices,
  students,
  users,
} from '../../../db/schema';
import { localDate, localTime, schoolDaysRange } from '../../../time';

/** A day's menus with what the kitchen needs of each. */
export function dayMenusOf(db: Db, day: string) {
  return db
    .select({
      id: dayMenus.id,
      id_servicio: dayMenus.id_servicio,
      servicio: restaurantServices.name,
      turno: restaurantServices.turno,
      h_end: restaurantServices.h_end,
      id_product: dayMenus.id_product,
      producto: products.name,
      platos: dayMenus.platos,
      extra: dayMenus.extra,
      porciones: dayMenus.porciones,
      sobrantes: dayMenus.sobrantes,
    })
    .from(dayMenus)
    .innerJoin(products, eq(products.id, dayMenus.id_product))
    .leftJoin(restaurantServices, eq(restaurantServices.id, dayMenus.id_servicio))
    .where(eq(dayMenus.fecha, day))
    .orderBy(asc(restaurantServices.h_start), asc(products.name), asc(dayMenus.id));
}

/** A day's pre-orders that stood at the cut-off (every state but the families' cancellations), with the diner's course. */
export function dayPreordersOf(db: Db, day: string) {
  return db
    .select({
      id: preorders.id,
      id_menu: preorders.id_menu,
      id_user: preorders.id_user,
      nombre: users.name,
      curso: courses.name,
      producto: products.name,
      alergenos: preorders.alergenos,
      estado: preorders.estado,
    })
    .from(preorders)
    .innerJoin(users, eq(users.id, preorders.id_user))
    .innerJoin(products, eq(products.id, preorders.id_product))
    .leftJoin(students, eq(students.id_user, preorders.id_user))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .where(and(eq(preorders.fecha, day), ne(preorders.estado, 'cancelado')))
    .orderBy(asc(courses.name), asc(users.name));
}

/** The restaurant's orders between two instants that count as a meal: not reversed, not a second helping. */
const mealOrdersBetween = (db: Db, start: Date, end: Date) =>
  and(
    eq(orders.store, STORE.restaurant),
    ne(orders.status, Number(ORDER_STATUS.reversed)),
    gte(orders.created_at, start),
    lt(orders.created_at, end),
    notExists(
      db
        .select({ one: sql`1` })
        .from(restaurantExtras)
        .where(eq(restaurantExtras.id_order, orders.id)),
    ),
  );

/** Of those, the meals served without a pre-order (walk-ins). */
const walkInsBetween = (db: Db, start: Date, end: Date) =>
  and(
    mealOrdersBetween(db, start, end),
    notExists(
      db
        .select({ one: sql`1` })
        .from(preorders)
        .where(eq(preorders.id_order, orders.id)),
    ),
  );

/**
 * The day's meals served at the line without a pre-order (walk-ins): the day's restaurant orders that
 * count as a meal (not reversed, not a second helping) and serve no pre-order, with the diner's
 * schedule (its service) and the meal's product.
 */
export async function walkInsOf(db: Db, day: string, timezone: string) {
  const { start, end } = schoolDaysRange(day, day, timezone);
  return db
    .select({
      id_user: orders.id_user,
      turno: users.turno,
      id_product: sql<
        number | null
      >`(select l.id_product from ${orderLines} l where l.id_order = ${orders.id} order by l.id limit 1)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.id_user))
    .where(walkInsBetween(db, start, end));
}

/** A day's rows for the count (src/domain/kitchenCount.ts), each menu saying whether its service is over at `now`. */
export async function countRowsOf(db: Db, day: string, { now, timezone }: { now: Date; timezone: string }) {
  const [menus, preorderRows, walkIns] = await Promise.all([
    dayMenusOf(db, day),
    dayPreordersOf(db, day),
    walkInsOf(db, day, timezone),
  ]);
  const today = localDate(now, timezone);
  const time = localTime(now, timezone);
  const countMenus: CountMenu[] = menus.map(({ h_end, ...menu }) => ({
    ...menu,
    over: day < today || (day === today && h_end !== null && h_end.slice(0, 5) <= time),
  }));
  return { menus: countMenus, preorders: preorderRows, walkIns };
}

/**
 * Whether the day has menus for a service (a menu of `serviceId`, or one of every student), and how
 * many portions it has spare (null before the cut-off fixed them): its menus' portions less their
 * active pre-orders and the meals served without one to its schedule's students (every student's
 * for a day without services). One statement: the lunch line asks it at a scan.
 */
export async function serviceSpare(
  db: Db,
  day: string,
  serviceId: number | null,
  { timezone }: { timezone: string },
): Promise<{ menus: boolean; spare: number | null }> {
  const { start, end } = schoolDaysRange(day, day, timezone);
  const own = sql`(select m.id, m.porciones from ${dayMenus} m
    where m.fecha = ${day} and (m.id_servicio is null or m.id_servicio = ${serviceId}))`;
  const shift = sql`(select rs.turno from ${restaurantServices} rs where rs.id = ${serviceId})`;
  const [row] = await db
    .select({
      menus: sql<number>`(select count(*) from ${own} o)`.mapWith(Number),
      unfixed: sql<number>`(select count(*) from ${own} o where o.porciones is null)`.mapWith(Number),
      portions: sql<number>`(select coalesce(sum(o.porciones), 0) from ${own} o)`.mapWith(Number),
      taken: sql<number>`(select count(*) from ${preorders} p
        where p.id_menu in (select o.id from ${own} o) and p.estado in ('pedido', 'servido'))`.mapWith(
        Number,
      ),
      walkIns: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.id_user))
    .where(
      and(walkInsBetween(db, start, end), serviceId === null ? undefined : sql`${users.turno} = ${shift}`),
    );
  if (row.menus === 0) return { menus: false, spare: null };
  if (row.unfixed > 0) return { menus: true, spare: null };
  return { menus: true, spare: Math.max(0, row.portions - row.taken - row.walkIns) };
}

/** Meals served per school day (not reversed, not a second helping) between two days, by day. */
export async function servedPerDay(
  db: Db,
  from: string,
  to: string,
  timezone: string,
): Promise<Map<string, number>> {
  const { start, end } = schoolDaysRange(from, to, timezone);
  const day = sql<string>`to_char(${orders.created_at} at time zone ${timezone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(mealOrdersBetween(db, start, end))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Active pre-orders per day between two days. */
export async function preordersPerDay(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: preorders.fecha, n: sql<number>`count(*)`.mapWith(Number) })
    .from(preorders)
    .where(
      and(
        gte(preorders.fecha, from),
        lte(preorders.fecha, to),
        inArray(preorders.estado, ['pedido', 'servido']),
      ),
    )
    .groupBy(preorders.fecha);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The days with menus between two days. */
export async function daysWithMenus(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: dayMenus.fecha })
    .from(dayMenus)
    .where(and(gte(dayMenus.fecha, from), lte(dayMenus.fecha, to)))
    .orderBy(asc(dayMenus.fecha));
  return rows.map((r) => r.day);
}

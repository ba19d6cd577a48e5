/**
 * The published menus' reads (issue 56): a range of days with why each has no classes, and the
 * menus of those days with their product and their active pre-orders.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { NO_SCHOOL_DAY, isWeekend } from '../../../../src/domain/access';
import { noClassesOn } from '../../../../src/domain/calendar';
import { daysBetween } from '../../../../src/domain/spending';
import type { DayMenu } from '../../../../src/domain/lunchMenus';
import type { Db } from '../../../db/client';
import { dayMenus, preorders, products, restaurantServices } from '../../../db/schema';
import { daysOffNamedBetween } from '../../admin';

/** Why each day of the range has no classes (a weekend, the calendar's day off), or null on a school day. */
export async function noClassesBetween(
  db: Db,
  desde: string,
  hasta: string,
): Promise<Map<string, string | null>> {
  const off = await daysOffNamedBetween(db, desde, hasta);
  return new Map(
    daysBetween(desde, hasta).map((day) => {
      const dayOff = off.get(day);
      return [day, isWeekend(day) ? NO_SCHOOL_DAY : dayOff ? noClassesOn(dayOff) : null];
    }),
  );
}

/** A published menu's columns, with its active pre-orders. */
const MENU_COLUMNS = {
  id: dayMenus.id,
  fecha: dayMenus.fecha,
  id_servicio: dayMenus.id_servicio,
  servicio: restaurantServices.name,
  id_producto: dayMenus.id_product,
  producto: products.name,
  precio: sql<number>`${products.price}`.mapWith(Number),
  sellos: products.sellos,
  alergenos: products.alergenos,
  platos: dayMenus.platos,
  extra: dayMenus.extra,
  pedidos: sql<number>`(select count(*) from ${preorders} p
    where p.id_menu = ${dayMenus.id} and p.estado in ('pedido', 'servido'))`.mapWith(Number),
};

export type DatedMenu = DayMenu & { fecha: string };

/** The menus of the days from `desde` to `hasta`, by day, service and product name. */
export function menusBetween(db: Db, desde: string, hasta: string): Promise<DatedMenu[]> {
  return db
    .select(MENU_COLUMNS)
    .from(dayMenus)
    .innerJoin(products, eq(products.id, dayMenus.id_product))
    .leftJoin(restaurantServices, eq(restaurantServices.id, dayMenus.id_servicio))
    .where(and(gte(dayMenus.fecha, desde), lte(dayMenus.fecha, hasta)))
    .orderBy(asc(dayMenus.fecha), asc(restaurantServices.h_start), asc(products.name), asc(dayMenus.id));
}

/** One published menu, or null. */
export async function menuById(db: Db, id: number): Promise<DatedMenu | null> {
  const [menu] = await db
    .select(MENU_COLUMNS)
    .from(dayMenus)
    .innerJoin(products, eq(products.id, dayMenus.id_product))
    .leftJoin(restaurantServices, eq(restaurantServices.id, dayMenus.id_servicio))
    .where(eq(dayMenus.id, id))
    .limit(1);
  return menu ?? null;
}

/** The menus of some days with how many pre-orders of any state point at each (a menu with one stays). */
export function menusOfDays(db: Db, days: readonly string[]) {
  return db
    .select({
      id: dayMenus.id,
      fecha: dayMenus.fecha,
      id_product: dayMenus.id_product,
      id_servicio: dayMenus.id_servicio,
      producto: products.name,
      orders: sql<number>`(select count(*) from ${preorders} p where p.id_menu = ${dayMenus.id})`.mapWith(
        Number,
      ),
    })
    .from(dayMenus)
    .innerJoin(products, eq(products.id, dayMenus.id_product))
    .where(inArray(dayMenus.fecha, [...days]));
}

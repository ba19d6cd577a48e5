/**
 * The published menus' write (issue 56): the days a `PUT` lists are replaced, each with all its
 * menus; the other days of the range stay. A day is written only from today to MENU_DAYS_AHEAD days
 * ahead and only on a school day (a day off may only be emptied). A menu pre-orders point at keeps
 * its product and its service and is never removed (its courses and extra portions may change). Refusals name the
 * field (`dias.{i}.fecha`, `dias.{i}.menus.{j}.id_producto`) and write nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { shiftDay } from '../../../../src/domain/calendar';
import { STORE } from '../../../../src/domain/stores';
import {
  LUNCH_MESSAGES,
  MENU_DAYS_AHEAD,
  MENU_RANGE_DAYS,
  type MenusWrite,
} from '../../../../src/domain/lunchMenus';
import type { Db } from '../../../db/client';
import { dayMenus, products, restaurantServices } from '../../../db/schema';
import { conflict, fieldError } from '../../../http/errors';
import { menusOfDays, noClassesBetween } from './queries';

/** The range's own refusals: reversed, or longer than MENU_RANGE_DAYS. */
export function checkRange(desde: string, hasta: string): void {
  if (desde > hasta) throw fieldError('desde', LUNCH_MESSAGES.reversed);
  if (shiftDay(desde, MENU_RANGE_DAYS - 1) < hasta) throw fieldError('hasta', LUNCH_MESSAGES.range);
}

export async function saveMenus(
  tx: Db,
  write: MenusWrite,
  { today, staffId, now }: { today: string; staffId: number; now: Date },
): Promise<void> {
  checkRange(write.desde, write.hasta);
  const lastDay = shiftDay(today, MENU_DAYS_AHEAD);
  const noClasses = await noClassesBetween(tx, write.desde, write.hasta);
  const seen = new Set<string>();
  write.dias.forEach((day, i) => {
    const field = `dias.${i}.fecha`;
    if (day.fecha < write.desde || day.fecha > write.hasta)
      throw fieldError(field, LUNCH_MESSAGES.outsideRange);
    if (seen.has(day.fecha)) throw fieldError(field, LUNCH_MESSAGES.repeatedDay);
    seen.add(day.fecha);
    if (day.fecha < today) throw fieldError(field, LUNCH_MESSAGES.pastDay);
    if (day.fecha > lastDay) throw fieldError(field, LUNCH_MESSAGES.tooFarAhead);
    if (day.menus.length > 0 && noClasses.get(day.fecha))
      throw fieldError(field, LUNCH_MESSAGES.notSchoolDay);
  });
  await checkParts(tx, write);

  const days = write.dias.map((d) => d.fecha);
  const existing = days.length ? await menusOfDays(tx, days) : [];
  for (const [i, day] of write.dias.entries()) {
    const mine = existing.filter((m) => m.fecha === day.fecha);
    const kept = new Set(day.menus.map((m) => m.id).filter((id) => id !== undefined));
    for (const [j, menu] of day.menus.entries()) {
      if (menu.id === undefined) continue;
      const before = mine.find((m) => m.id === menu.id);
      if (!before) throw fieldError(`dias.${i}.menus.${j}.id`, LUNCH_MESSAGES.menuNotFound);
      // Its pre-orders were paid for this product and belong to this service.
      const moved =
        before.id_product !== menu.id_producto
          ? 'id_producto'
          : before.id_servicio !== menu.id_servicio
            ? 'id_servicio'
            : null;
      if (before.orders > 0 && moved)
        throw conflict(LUNCH_MESSAGES.menuHasOrders(day.fecha, before.producto), 'conflict', {
          [`dias.${i}.menus.${j}.${moved}`]: LUNCH_MESSAGES.menuHasOrders(day.fecha, before.producto),
        });
    }
    const removed = mine.filter((m) => !kept.has(m.id));
    const held = removed.find((m) => m.orders > 0);
    if (held)
      throw conflict(LUNCH_MESSAGES.menuHasOrders(day.fecha, held.producto), 'conflict', {
        [`dias.${i}.fecha`]: LUNCH_MESSAGES.menuHasOrders(day.fecha, held.producto),
      });
    if (removed.length)
      await tx.delete(dayMenus).where(
        inArray(
          dayMenus.id,
          removed.map((m) => m.id),
        ),
      );
    for (const menu of day.menus) {
      const values = {
        id_servicio: menu.id_servicio,
        id_product: menu.id_producto,
        platos: menu.platos,
        extra: menu.extra,
        updated_at: now,
      };
      if (menu.id === undefined)
        await tx
          .insert(dayMenus)
          .values({ ...values, fecha: day.fecha, created_by: staffId, created_at: now });
      else
        await tx
          .update(dayMenus)
          .set(values)
          .where(and(eq(dayMenus.id, menu.id), eq(dayMenus.fecha, day.fecha)));
    }
  }
}

/** Each menu's product is the restaurant's, its service exists, and no product repeats in a service of the day. */
async function checkParts(tx: Db, write: MenusWrite): Promise<void> {
  const productIds = [...new Set(write.dias.flatMap((d) => d.menus.map((m) => m.id_producto)))];
  const serviceIds = [
    ...new Set(write.dias.flatMap((d) => d.menus.map((m) => m.id_servicio)).filter((id) => id !== null)),
  ];
  const [found, services] = await Promise.all([
    productIds.length
      ? tx
          .select({ id: products.id, store: products.store })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    serviceIds.length
      ? tx
          .select({ id: restaurantServices.id })
          .from(restaurantServices)
          .where(inArray(restaurantServices.id, serviceIds))
      : [],
  ]);
  const storeOf = new Map(found.map((p) => [p.id, p.store]));
  const serviceExists = new Set(services.map((s) => s.id));
  write.dias.forEach((day, i) => {
    const pairs = new Set<string>();
    day.menus.forEach((menu, j) => {
      const at = `dias.${i}.menus.${j}`;
      const store = storeOf.get(menu.id_producto);
      if (store === undefined) throw fieldError(`${at}.id_producto`, LUNCH_MESSAGES.product);
      if (store !== STORE.restaurant)
        throw fieldError(`${at}.id_producto`, LUNCH_MESSAGES.productNotRestaurant);
      if (menu.id_servicio !== null && !serviceExists.has(menu.id_servicio))
        throw fieldError(`${at}.id_servicio`, LUNCH_MESSAGES.service);
      const pair = `${menu.id_servicio ?? 0}:${menu.id_producto}`;
      if (pairs.has(pair)) throw fieldError(`${at}.id_producto`, LUNCH_MESSAGES.repeatedMenu);
      pairs.add(pair);
    });
  });
}

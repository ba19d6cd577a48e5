/**
 * The demo's lunch planned ahead (issue 56): a fortnight of menus from today (three a school day,
 * every student's: the children's, the young people's and the vegetarian, with their courses), and
 * the next school day's pre-orders of some families; Mónica's first child (in the portal) holds a pack
 * of five lunches bought in cash from the administrator with three of them already pre-ordered — two left — and
 * the family chose to hear of it. Written through the restaurant's own services, so the ledger holds every peso.
 * Nothing random: the same clock makes the same demo.
 */
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { isSchoolDay, shiftDay } from '../../src/domain/calendar';
import { MENU_DAYS_AHEAD } from '../../src/domain/lunchMenus';
import { daysBetween } from '../../src/domain/spending';
import { STORE } from '../../src/domain/stores';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  credentials,
  dayMenus,
  familyAccounts,
  guardians,
  noticeChoices,
  products,
  students,
  users,
} from '../db/schema';
import { AppError } from '../http/errors';
import { daysOffBetween } from '../modules/admin';
import { placePreorder, readLunchSettings, sellPlan } from '../modules/restaurant';
import { localDate } from '../time';
import { DEMO_FAMILIES } from './demo-families';

/** The courses of each menu, a school day each in turn. */
const COURSES: Record<string, string[][]> = {
  'Almuerzo infantil': [
    ['Crema de ahuyama', 'Albóndigas con puré', 'Fruta picada'],
    ['Sopa de letras', 'Pollo desmechado con arroz', 'Gelatina'],
    ['Crema de espinaca', 'Pasta boloñesa', 'Banano'],
  ],
  'Almuerzo juvenil': [
    ['Sopa de verduras', 'Pollo asado con arroz', 'Ensalada fresca', 'Jugo de mora'],
    ['Ajiaco', 'Carne en bistec con papa', 'Jugo de lulo'],
    ['Sopa de pasta', 'Pescado apanado con arroz', 'Limonada'],
  ],
  'Almuerzo vegetariano': [
    ['Lentejas', 'Arroz integral', 'Patacón'],
    ['Crema de tomate', 'Tortilla de verduras', 'Ensalada'],
    ['Garbanzos guisados', 'Arroz con coco', 'Fruta'],
  ],
};
const EXTRA: Record<string, number> = {
  'Almuerzo infantil': 5,
  'Almuerzo juvenil': 10,
  'Almuerzo vegetariano': 3,
};
/** How many generated students pre-order the next school day's lunch. */
const PREORDERING = 40;

export async function seedDemoLunch(
  tx: Db,
  {
    adminId,
    timezone,
    clock,
    fixedDocs,
  }: { adminId: number; timezone: string; clock: Clock; fixedDocs: readonly string[] },
): Promise<void> {
  const now = clock.now();
  const today = localDate(now, timezone);
  const last = shiftDay(today, MENU_DAYS_AHEAD);
  const off = await daysOffBetween(tx, today, last);
  const days = daysBetween(today, last).filter((day) => isSchoolDay(day, off));
  const meals = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.store, STORE.restaurant), inArray(products.name, Object.keys(COURSES))))
    .orderBy(asc(products.name));
  await tx.insert(dayMenus).values(
    days.flatMap((fecha, i) =>
      meals.map((meal) => ({
        fecha,
        id_servicio: null,
        id_product: meal.id,
        platos: COURSES[meal.name][i % COURSES[meal.name].length],
        extra: EXTRA[meal.name],
        created_by: adminId,
        created_at: now,
        updated_at: now,
      })),
    ),
  );
  const ahead = days.filter((day) => day > today);
  if (ahead.length < 3) return;
  const menus = await tx
    .select({ id: dayMenus.id, fecha: dayMenus.fecha, product: dayMenus.id_product })
    .from(dayMenus);
  const menuOf = (fecha: string, product: number | null) =>
    menus.find((m) => m.fecha === fecha && m.product === product) ?? menus.find((m) => m.fecha === fecha)!;
  const at = { clock, timezone, today, settings: await readLunchSettings(tx) };

  // Mónica's first child: a pack of five at the desk, three lunches of it pre-ordered by her.
  const [holder] = await tx
    .select({ id: users.id, meal: students.id_product_default, family: familyAccounts.id })
    .from(users)
    .innerJoin(students, eq(students.id_user, users.id))
    .innerJoin(guardians, eq(guardians.id, students.id_attendant))
    .innerJoin(familyAccounts, eq(familyAccounts.id_guardian, guardians.id))
    .where(eq(guardians.email, DEMO_FAMILIES[1]))
    .orderBy(asc(users.id))
    .limit(1);
  await sellPlan(tx, clock, {
    studentId: holder.id,
    choice: { tipo: 'paquete', cantidad: 5 },
    method: 'efectivo',
    // Sold by the administrator: the secretary's drawer starts the demo empty.
    staffId: adminId,
    familyId: null,
    today,
  });
  for (const fecha of ahead.slice(0, 3))
    await placePreorder(
      tx,
      { studentId: holder.id, fecha, menuId: menuOf(fecha, holder.meal).id },
      { familyId: holder.family, staffId: null },
      at,
    );

  // She chose to hear of the pack from now on: its next lunches tell her (the demo's own lunches told nobody).
  await tx
    .insert(noticeChoices)
    .values({ id_family: holder.family, id_user: holder.id, lunches: true, updated_at: now })
    .onConflictDoUpdate({
      target: [noticeChoices.id_family, noticeChoices.id_user],
      set: { lunches: true, updated_at: now },
    });

  // Some families ordered the next school day's lunch from the balance; one it does not pay is left out.
  const next = ahead[0];
  const buyers = await tx
    .select({ id: users.id, meal: students.id_product_default })
    .from(users)
    .innerJoin(students, eq(students.id_user, users.id))
    .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
    .where(and(eq(credentials.active, 1), notInArray(users.num_doc, [...fixedDocs]), ne(users.id, holder.id)))
    .orderBy(asc(users.id))
    .limit(PREORDERING);
  for (const buyer of buyers) {
    try {
      await placePreorder(
        tx,
        { studentId: buyer.id, fecha: next, menuId: menuOf(next, buyer.meal).id },
        { familyId: null, staffId: adminId },
        at,
      );
    } catch (err) {
      // Refused before any write (the balance, an allergy without an alternative): that family did not order.
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/**
 * The *Almuerzos* tab's rules, free of React (tests/unit/familyLunchWeek.test.ts): the weeks a
 * family browses, which days still take a pre-order, each service's current pre-order, and the
 * plan of "every day the same". Days are 'YYYY-MM-DD' counted in UTC, so no zone or summer time
 * moves them. The domain's lunch files carry zod: only their types are imported here, and the
 * numbers and months from the zod-free src/domain/lunchRules.ts.
 */
import type { ChildLunch, Preorder } from '../../domain/lunchMenus';
import { MENU_DAYS_AHEAD as DAYS_AHEAD, PACK_SIZES as PACK } from '../../domain/lunchRules';

export { DAYS_AHEAD, PACK };
export { monthOf, nextMonth } from '../../domain/lunchRules';

export type LunchDay = ChildLunch['dias'][number];
export type LunchMenu = LunchDay['menus'][number];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => utc(day).getUTCDay();

/** The Monday of the day's week. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

export interface WeekRange {
  desde: string;
  hasta: string;
}

/** The week `offset` weeks after today's (0: this week), Monday to Sunday. */
export function weekOf(today: string, offset = 0): WeekRange {
  const desde = addDays(mondayOf(today), 7 * offset);
  return { desde, hasta: addDays(desde, 6) };
}

/** The last week worth browsing: the one holding the furthest day menus may be published for. */
export const lastWeekOffset = (today: string) =>
  Math.round(
    (utc(mondayOf(addDays(today, DAYS_AHEAD))).getTime() - utc(mondayOf(today)).getTime()) / (7 * 86_400_000),
  );

/** 'HH:MM' of a clock reading, as the cut-off is written. */
export const hhmm = (at: Date) =>
  `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * Whether the day still takes a pre-order, a change or a cancellation: the server's `abierto` when
 * the week was read, narrowed by the phone's clock (a page left open past the cut-off says so
 * before the server has to refuse).
 */
export function isOpen(day: LunchDay, today: string, now: string, cutoff: string): boolean {
  if (!day.abierto || day.sin_clases !== null || day.menus.length === 0) return false;
  return day.fecha > today || (day.fecha === today && now < cutoff);
}

/** The days a card shows: every school day, and a weekday without classes (a holiday, said why). */
export const shownDays = (days: LunchDay[]) =>
  days.filter((d) => d.sin_clases === null || (weekdayOf(d.fecha) >= 1 && weekdayOf(d.fecha) <= 5));

const ACTIVE: Preorder['estado'][] = ['pedido', 'servido'];
export const isActive = (p: Preorder) => ACTIVE.includes(p.estado);

/** A day's services, in the order their menus come: one choice (and one pre-order) each. */
export function servicesOf(day: LunchDay): { id: number | null; name: string | null; menus: LunchMenu[] }[] {
  const services: { id: number | null; name: string | null; menus: LunchMenu[] }[] = [];
  for (const menu of day.menus) {
    const found = services.find((s) => s.id === menu.id_servicio);
    if (found) found.menus.push(menu);
    else services.push({ id: menu.id_servicio, name: menu.servicio, menus: [menu] });
  }
  return services;
}

/** The service's pre-order to show: the active one, else the latest cancelled or annulled. */
export function currentPreorder(day: LunchDay, service: number | null): Preorder | null {
  const mine = day.pedidos.filter((p) => p.id_servicio === service);
  return mine.find(isActive) ?? [...mine].sort((a, b) => b.id - a.id)[0] ?? null;
}

/** A menu "every day the same" may order: a product of a service, and on how many open days. */
export interface SameChoice {
  key: string;
  id_producto: number;
  id_servicio: number | null;
  producto: string;
  servicio: string | null;
  precio: number;
  days: number;
}

export const choiceKey = (menu: Pick<LunchMenu, 'id_producto' | 'id_servicio'>) =>
  `${menu.id_servicio ?? 0}:${menu.id_producto}`;

/** The products offered on the open days, most offered first. */
export function sameChoices(openDays: LunchDay[]): SameChoice[] {
  const choices = new Map<string, SameChoice>();
  for (const day of openDays)
    for (const menu of day.menus) {
      const key = choiceKey(menu);
      const found = choices.get(key);
      if (found) found.days += 1;
      else
        choices.set(key, {
          key,
          id_producto: menu.id_producto,
          id_servicio: menu.id_servicio,
          producto: menu.producto,
          servicio: menu.servicio,
          precio: menu.precio,
          days: 1,
        });
    }
  return [...choices.values()].sort((a, b) => b.days - a.days);
}

/**
 * One open day of "every day the same": order that day's menu (`replaces` an active pre-order of
 * another menu), nothing to do (already ordered), or the day does not offer the product.
 */
export type SameStep =
  | { fecha: string; kind: 'order'; id_menu: number; replaces: boolean }
  | { fecha: string; kind: 'already' }
  | { fecha: string; kind: 'missing' };

export function planSameEveryDay(
  openDays: LunchDay[],
  choice: Pick<SameChoice, 'id_producto' | 'id_servicio'>,
): SameStep[] {
  return openDays.map((day): SameStep => {
    const menu = day.menus.find(
      (m) => m.id_producto === choice.id_producto && m.id_servicio === choice.id_servicio,
    );
    if (!menu) return { fecha: day.fecha, kind: 'missing' };
    const held = day.pedidos.find((p) => p.id_servicio === choice.id_servicio && isActive(p));
    if (held?.id_menu === menu.id) return { fecha: day.fecha, kind: 'already' };
    return { fecha: day.fecha, kind: 'order', id_menu: menu.id, replaces: Boolean(held) };
  });
}

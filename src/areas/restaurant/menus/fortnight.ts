/**
 * The fortnight's menus as the screen edits them (issue 56): the days read from the API become
 * drafts (courses one a line, the extra portions as typed), a week may be filled from the one
 * before, and only the days that changed are written back, in one `PUT`. The server's refusals
 * name `dias.{i}…` of what was sent; they are read back to the day and the menu they mean.
 */
import { shiftDay } from '../../../domain/calendar';
import {
  COURSE_NAME_MAX,
  COURSES_MAX,
  MENU_DAYS_AHEAD,
  type DayMenu,
  type MenuInput,
  type MenusAnswer,
  type MenusWrite,
} from '../../../domain/lunchMenus';

export interface DraftMenu {
  /** React's key: the menu's id, or a fresh one for a menu not saved yet. */
  key: string;
  id?: number;
  id_servicio: number | null;
  id_producto: number | null;
  /** The product's name as read (shown while the catalog is loading or no longer lists it). */
  producto: string | null;
  /** The courses, one a line. */
  platos: string;
  extra: string;
  /** Its active pre-orders (0 for a new menu). */
  pedidos: number;
}

export interface DraftDay {
  fecha: string;
  sin_clases: string | null;
  menus: DraftMenu[];
}

/** The days the screen reads: the week before today (to copy from), today and MENU_DAYS_AHEAD days ahead. */
export function fortnightRange(today: string) {
  return { from: shiftDay(today, -7), first: today, last: shiftDay(today, MENU_DAYS_AHEAD) };
}

let sequence = 0;
const freshKey = () => `new-${(sequence += 1)}`;

const draftMenu = (menu: DayMenu): DraftMenu => ({
  key: `menu-${menu.id}`,
  id: menu.id,
  id_servicio: menu.id_servicio,
  id_producto: menu.id_producto,
  producto: menu.producto,
  platos: menu.platos.join('\n'),
  extra: String(menu.extra),
  pedidos: menu.pedidos,
});

export const draftOf = (answer: MenusAnswer): DraftDay[] =>
  answer.dias.map((d) => ({ fecha: d.fecha, sin_clases: d.sin_clases, menus: d.menus.map(draftMenu) }));

export const emptyMenu = (): DraftMenu => ({
  key: freshKey(),
  id_servicio: null,
  id_producto: null,
  producto: null,
  platos: '',
  extra: '0',
  pedidos: 0,
});

/** A day the kitchen may write: a school day from today to the last one published ahead. */
export const isEditable = (day: DraftDay, today: string) =>
  day.sin_clases === null && day.fecha >= today && day.fecha <= shiftDay(today, MENU_DAYS_AHEAD);

/** The Monday of a day's week (the screen's weeks, as the waste report's). */
export function mondayOf(fecha: string): string {
  const weekday = new Date(`${fecha}T12:00:00Z`).getUTCDay();
  return shiftDay(fecha, -((weekday + 6) % 7));
}

/** The days from `first` on, by week (Monday first), in order. */
export function weeksOf(days: readonly DraftDay[], first: string): { monday: string; days: DraftDay[] }[] {
  const weeks = new Map<string, DraftDay[]>();
  for (const day of days.filter((d) => d.fecha >= first)) {
    const monday = mondayOf(day.fecha);
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  return [...weeks.entries()].map(([monday, list]) => ({ monday, days: list }));
}

/**
 * The week of `monday` filled from the week before: each editable day without menus takes the
 * menus of the same weekday a week earlier, as new menus (no pre-orders). A day that has menus keeps
 * them: copying never removes a menu families ordered. Answers the days and how many were filled.
 */
export function copyPreviousWeek(
  days: readonly DraftDay[],
  monday: string,
  today: string,
): { days: DraftDay[]; copied: number } {
  const byDay = new Map(days.map((d) => [d.fecha, d]));
  let copied = 0;
  const next = days.map((day) => {
    if (mondayOf(day.fecha) !== monday || !isEditable(day, today) || day.menus.length > 0) return day;
    const source = byDay.get(shiftDay(day.fecha, -7));
    if (!source || source.menus.length === 0) return day;
    copied += 1;
    return {
      ...day,
      menus: source.menus.map(({ id: _id, ...menu }) => ({ ...menu, key: freshKey(), pedidos: 0 })),
    };
  });
  return { days: next, copied };
}

export const coursesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What a menu sends: its courses listed, its extra portions a number. */
const inputOf = (menu: DraftMenu): MenuInput => ({
  ...(menu.id === undefined ? {} : { id: menu.id }),
  id_servicio: menu.id_servicio,
  id_producto: menu.id_producto ?? 0,
  platos: coursesOf(menu.platos),
  extra: Number(menu.extra.trim() || '0'),
});

const sameMenus = (a: DraftDay, b: DraftDay) =>
  JSON.stringify(a.menus.map(inputOf)) === JSON.stringify(b.menus.map(inputOf));

/** The editable days whose menus differ from what was read. */
export function changedDays(
  read: readonly DraftDay[],
  draft: readonly DraftDay[],
  today: string,
): DraftDay[] {
  const before = new Map(read.map((d) => [d.fecha, d]));
  return draft.filter((day) => {
    const was = before.get(day.fecha);
    return isEditable(day, today) && (!was || !sameMenus(was, day));
  });
}

/** The `PUT` of the changed days: the range they span, each with all its menus. */
export function writeOf(changed: readonly DraftDay[]): MenusWrite | null {
  if (changed.length === 0) return null;
  const dates = changed.map((d) => d.fecha).sort();
  return {
    desde: dates[0],
    hasta: dates[dates.length - 1],
    dias: changed.map((d) => ({ fecha: d.fecha, menus: d.menus.map(inputOf) })),
  };
}

/** The catalog keys of a menu's problems, by field, before anything is sent. */
export type MenuProblems = Partial<Record<'id_servicio' | 'id_producto' | 'platos' | 'extra', string>>;

export function menuProblems(menu: DraftMenu, day: DraftDay): MenuProblems {
  const problems: MenuProblems = {};
  if (menu.id_producto === null) problems.id_producto = 'restaurant.menus.errors.product';
  else if (
    day.menus.some(
      (other) =>
        other.key !== menu.key &&
        other.id_producto === menu.id_producto &&
        other.id_servicio === menu.id_servicio,
    )
  )
    problems.id_producto = 'restaurant.menus.errors.repeated';
  const courses = coursesOf(menu.platos);
  if (courses.length === 0 || courses.length > COURSES_MAX)
    problems.platos = 'restaurant.menus.errors.courses';
  else if (courses.some((c) => c.length > COURSE_NAME_MAX))
    problems.platos = 'restaurant.menus.errors.course_long';
  const extra = menu.extra.trim();
  if (extra !== '' && !(/^\d+$/.test(extra) && Number(extra) <= 500))
    problems.extra = 'restaurant.menus.errors.extra';
  return problems;
}

/** Every problem of the days sent, keyed `fecha/menuKey`. */
export function problemsOf(changed: readonly DraftDay[]): Map<string, MenuProblems> {
  const found = new Map<string, MenuProblems>();
  for (const day of changed)
    for (const menu of day.menus) {
      const problems = menuProblems(menu, day);
      if (Object.keys(problems).length > 0) found.set(`${day.fecha}/${menu.key}`, problems);
    }
  return found;
}

/** A refusal's field messages read back: per day, per menu (by its key) and field, and the rest. */
export interface PlacedErrors {
  days: Map<string, string>;
  menus: Map<string, Partial<Record<string, string>>>;
  other: string[];
}

export function placeErrors(errors: Record<string, string>, sent: readonly DraftDay[]): PlacedErrors {
  const placed: PlacedErrors = { days: new Map(), menus: new Map(), other: [] };
  for (const [field, message] of Object.entries(errors)) {
    const menu = /^dias\.(\d+)\.menus\.(\d+)\.(\w+)/.exec(field);
    const day = /^dias\.(\d+)/.exec(field);
    const sentDay = day ? sent[Number(day[1])] : undefined;
    const sentMenu = menu && sentDay ? sentDay.menus[Number(menu[2])] : undefined;
    if (menu && sentDay && sentMenu) {
      const key = `${sentDay.fecha}/${sentMenu.key}`;
      // `id` names the menu itself: shown on its product, the field that says which menu it is.
      const name = menu[3] === 'id' ? 'id_producto' : menu[3];
      placed.menus.set(key, { ...placed.menus.get(key), [name]: message });
    } else if (sentDay) placed.days.set(sentDay.fecha, message);
    else placed.other.push(message);
  }
  return placed;
}

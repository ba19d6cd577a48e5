/**
 * Issue 55: the hours a store may sell to a student, and the week's cap. A window holds its first
 * minute and not its last ('09:30'–'10:00' sells from 9:30:00 to 9:59:59), never crosses midnight,
 * and is read on the school's clock (TZ_SCHOOL). A store with no window sells at any hour. The week
 * runs Monday 00:00 to the next Monday 00:00, school time.
 */
import { formatMoney } from './money';
import { SALE_STORES, storeLabel } from './stores';

export interface SaleWindow {
  /** The store (src/domain/stores.ts). */
  tienda: number;
  /** 'HH:MM', 24 h, school time. */
  desde: string;
  hasta: string;
}

/**
 * The stores a family may give hours: those with a point of sale (the lunch line keeps its own
 * service windows).
 */
export const WINDOW_STORES: readonly number[] = Object.values(SALE_STORES);

/** At most this many windows per store: a school day has few breaks. */
export const MAX_WINDOWS_PER_STORE = 4;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const WINDOW_TIME_INVALID = 'La hora debe tener la forma HH:MM (de 00:00 a 23:59)';
export const WINDOW_EMPTY = 'La hora final debe ser posterior a la inicial';
export const WINDOW_OVERLAP = 'Los horarios de una tienda no pueden cruzarse';
export const TOO_MANY_WINDOWS = `Cada tienda admite a lo sumo ${MAX_WINDOWS_PER_STORE} horarios`;
export const WINDOW_STORE_UNKNOWN = 'La tienda no existe';

export const isClockTime = (value: string) => HHMM.test(value);

/** The first problem of a list of windows, with the index of the window it is about; null: valid. */
export function windowsProblem(
  windows: readonly SaleWindow[],
  stores: readonly number[],
): { index: number; message: string } | null {
  for (const [index, w] of windows.entries()) {
    if (!stores.includes(w.tienda)) return { index, message: WINDOW_STORE_UNKNOWN };
    if (!isClockTime(w.desde) || !isClockTime(w.hasta)) return { index, message: WINDOW_TIME_INVALID };
    if (w.hasta <= w.desde) return { index, message: WINDOW_EMPTY };
  }
  for (const store of stores) {
    const own = windows
      .map((w, index) => ({ ...w, index }))
      .filter((w) => w.tienda === store)
      .sort((a, b) => a.desde.localeCompare(b.desde));
    if (own.length > MAX_WINDOWS_PER_STORE)
      return { index: own[MAX_WINDOWS_PER_STORE]!.index, message: TOO_MANY_WINDOWS };
    for (let i = 1; i < own.length; i++) {
      if (own[i]!.desde < own[i - 1]!.hasta) return { index: own[i]!.index, message: WINDOW_OVERLAP };
    }
  }
  return null;
}

/** A store's windows, earliest first. */
export const windowsOf = (windows: readonly SaleWindow[], store: number) =>
  windows.filter((w) => w.tienda === store).sort((a, b) => a.desde.localeCompare(b.desde));

/** Whether a store may sell at 'HH:MM' (school time): no window for it, or one holding that minute. */
export function sellsAt(windows: readonly SaleWindow[], store: number, time: string): boolean {
  const own = windowsOf(windows, store);
  return own.length === 0 || own.some((w) => w.desde <= time && time < w.hasta);
}

/** '9:30–10:00': the hour without a leading zero, as people write it. */
export const windowLabel = (w: Pick<SaleWindow, 'desde' | 'hasta'>) =>
  `${w.desde.replace(/^0(\d)/, '$1')}–${w.hasta.replace(/^0(\d)/, '$1')}`;

/** 'a y b', 'a, b y c'. */
const spanishList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** The refusal of a sale outside the store's windows: which store and which hours it sells. */
export const outsideWindowMessage = (store: number, windows: readonly SaleWindow[]) => {
  const own = windowsOf(windows, store).map(windowLabel);
  return `A esta hora no se le vende en ${storeLabel(store).toLowerCase()}: su familia lo permite de ${spanishList(own)}`;
};

/** The refusal of a sale over the week's cap: the cap and what the week holds already. */
export const weeklyCapMessage = (cap: number, spent: number) =>
  `Supera el tope semanal de ${formatMoney(cap)}: esta semana lleva ${formatMoney(spent)}`;

/** How a change record and the portal name the windows: 'Cafetería 9:30–10:00 y 12:00–13:00; …', or none. */
export function windowsLabel(windows: readonly SaleWindow[], none: string): string {
  const stores = [...new Set(windows.map((w) => w.tienda))].sort((a, b) => a - b);
  if (stores.length === 0) return none;
  return stores
    .map((store) => `${storeLabel(store)} ${spanishList(windowsOf(windows, store).map(windowLabel))}`)
    .join('; ');
}
export const NO_WINDOWS_LABEL = 'A cualquier hora';

/** The week's cap: 0 (none) or whole pesos from MIN_WEEKLY_CAP to MAX_WEEKLY_CAP. */
export const MIN_WEEKLY_CAP = 1000;
export const MAX_WEEKLY_CAP = 5_000_000;
export const WEEKLY_CAP_PROBLEM = `El tope semanal debe ser 0 (sin tope) o de ${formatMoney(MIN_WEEKLY_CAP)} a ${formatMoney(MAX_WEEKLY_CAP)}`;
export const weeklyCapProblem = (value: number): string | null =>
  Number.isSafeInteger(value) && (value === 0 || (value >= MIN_WEEKLY_CAP && value <= MAX_WEEKLY_CAP))
    ? null
    : WEEKLY_CAP_PROBLEM;
export const weeklyCapLabel = (value: number) => (value > 0 ? formatMoney(value) : 'Sin tope');

/**
 * The Monday that starts the week holding 'YYYY-MM-DD' (a calendar day, no zone: the caller took
 * the school's day of the instant), as 'YYYY-MM-DD'.
 */
export function weekStartDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return d.toISOString().slice(0, 10);
}

/**
 * Lunch planned ahead's numbers and months (issue 56), zod-free: the portal's *Almuerzos* tab reads
 * them without loading the wire's schemas (./lunchMenus.ts, ./lunchPlans.ts say what they mean).
 */

/** How many days ahead the restaurant publishes menus and families pre-order. */
export const MENU_DAYS_AHEAD = 14;

/** A pack's size bounds; the family hears at `PACK_LOW` lunches left, and at none. */
export const PACK_SIZES = { min: 5, max: 100 } as const;
export const PACK_LOW = 2;

/** The month `YYYY-MM` of a `YYYY-MM-DD` day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month after `YYYY-MM`. */
export function nextMonth(mes: string): string {
  const [y, m] = mes.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

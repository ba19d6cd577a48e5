/**
 * The kitchen's writes (issue 56): the portions fixed at the cut-off (the cut-off's round) and the
 * portions left after the service (the kitchen's waste form).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LUNCH_MESSAGES } from '../../../../src/domain/lunchMenus';
import type { WasteInput } from '../../../../src/domain/kitchen';
import type { Db } from '../../../db/client';
import { dayMenus, preorders } from '../../../db/schema';
import { fieldError } from '../../../http/errors';

/** Fixes the portions of the day's menus not fixed yet: their active pre-orders now, plus their extra. */
export async function fixPortions(tx: Db, day: string, now: Date): Promise<number> {
  const fixed = await tx
    .update(dayMenus)
    .set({
      porciones: sql`${dayMenus.extra} + (select count(*) from ${preorders} p
        where p.id_menu = ${dayMenus.id} and p.estado in ('pedido', 'servido'))::integer`,
      updated_at: now,
    })
    .where(and(eq(dayMenus.fecha, day), isNull(dayMenus.porciones)))
    .returning({ id: dayMenus.id });
  return fixed.length;
}

/** Records the portions left of the day's menus listed; a menu of another day is refused by its field. */
export async function saveWaste(tx: Db, input: WasteInput, now: Date): Promise<void> {
  for (const [i, menu] of input.menus.entries()) {
    const saved = await tx
      .update(dayMenus)
      .set({ sobrantes: menu.sobrantes, updated_at: now })
      .where(and(eq(dayMenus.id, menu.id_menu), eq(dayMenus.fecha, input.fecha)))
      .returning({ id: dayMenus.id });
    if (saved.length === 0) throw fieldError(`menus.${i}.id_menu`, LUNCH_MESSAGES.menuNotFound);
  }
}

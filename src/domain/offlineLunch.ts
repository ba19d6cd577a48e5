/**
 * The lunch line offline (issues 33 and 35): whether a meal would be a second one in its service
 * (by the windows of the student's schedule), and the meal a student is served, an allergic one the
 * alternative, as the server's scan would (./offline holds the till's roster and rules).
 */
import { allergensHit, allergyMessage } from './foodRules';
import { z } from 'zod';
import { serviceAt, serviceWindowSchema, type ServiceWindow } from './restaurant';
import {
  rosterEntrySchema,
  rosterMealSchema,
  type Roster,
  type RosterEntry,
  type RosterMeal,
} from './offline';
import { zonedClock } from './zonedClock';

/**
 * `GET /api/restaurant/roster`: the points of sale's roster (./offline's Roster) with what the
 * lunch line needs offline: each schedule's service windows, each student's schedule, and the
 * alternative meals (issue 35).
 */
export const lunchRosterSchema = z.object({
  sal: z.string(),
  leido_en: z.string(),
  zona: z.string(),
  entries: z.array(rosterEntrySchema),
  servicios: z.record(z.string(), z.array(serviceWindowSchema)),
  turnos: z.record(z.string(), z.number().int().nullable()),
  alternativo: z.number().int().nullable(),
  alternativos: z.record(z.string(), rosterMealSchema),
});

/**
 * Whether a meal made at `at` would be a second one in its service, offline: the roster's meal of
 * today (`servido`) or one this till queued falls in the same service — the window of the student's
 * schedule holding `at` (start included, end excluded), or the whole school day without windows or
 * outside them. The server decides again when the sale arrives (`lateMealRefusal`).
 */
export function mealTakenOffline(
  at: number,
  zone: string,
  windows: readonly ServiceWindow[],
  meals: readonly number[],
): boolean {
  const now = zonedClock(at, zone);
  const open = serviceAt(windows, now.time);
  return meals.some((meal) => {
    const then = zonedClock(meal, zone);
    if (then.date !== now.date) return false;
    return !open || (open.h_start.slice(0, 5) <= then.time && then.time < open.h_end.slice(0, 5));
  });
}

/** The service windows of the student's schedule, as the lunch line's roster has them (none: the whole day). */
export function windowsOf(
  entry: Pick<RosterEntry, 'id_user'>,
  roster: Pick<Roster, 'servicios' | 'turnos'>,
): ServiceWindow[] {
  const shift = roster.turnos?.[String(entry.id_user)];
  return shift === null || shift === undefined ? [] : (roster.servicios?.[String(shift)] ?? []);
}

/**
 * The meal the lunch line serves a student offline, as the server's scan would (issue 35): their
 * meal, or — allergic to it — the open window's alternative, else the school's, with the allergy
 * that made the swap. Without an alternative (or when it is the same meal) their own meal, which
 * the till's rules then refuse with the allergy's words; an alternative the student is allergic to
 * is refused the same way.
 */
export function offlineLunchMeal(
  entry: RosterEntry,
  roster: Pick<Roster, 'zona' | 'servicios' | 'turnos' | 'alternativo' | 'alternativos'>,
  at: number,
): { meal: RosterMeal; allergy: string | null } | null {
  const meal = entry.almuerzo;
  if (!meal) return null;
  const hit = allergensHit(meal.alergenos, entry.alergias);
  if (hit.length === 0) return { meal, allergy: null };
  const open = serviceAt(windowsOf(entry, roster), zonedClock(at, roster.zona).time);
  const chosen = open?.alternativo ?? roster.alternativo ?? null;
  const alternative =
    chosen === null || chosen === meal.id ? undefined : roster.alternativos?.[String(chosen)];
  return alternative ? { meal: alternative, allergy: allergyMessage(hit) } : { meal, allergy: null };
}

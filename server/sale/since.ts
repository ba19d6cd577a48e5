/**
 * Since when each of a sale's rules has held (issue 48), for the late offline sale's door: a rule
 * its till's roster already carried when the till read it is refused; one that came after is charged
 * and flagged. Read only by that door, after the credential's lock, so none of it can change meanwhile.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Problem } from '../http/problems';
import { arrayPlaceholder, preparedStatement } from '../db/prepared';
import { categoryLocks, foodPolicy, limitChanges, productLocks, products, students } from '../db/schema';

export interface RulesSince {
  /** Per product the student may not buy: when its oldest block (its own or its category's) was set. */
  restrictions: ReadonlyMap<number, Date>;
  /** When each of the student's allergens was recorded (a key missing: held all along). */
  allergies: Readonly<Record<string, string>>;
  /** When each blocked seal was blocked (a key missing: held all along). */
  seals: Readonly<Record<string, string>>;
  /** When the daily cap was last changed (null: never, since the records began). */
  cap: Date | null;
  /** Issue 55: when the store's hours and the weekly cap were last changed (null: never). */
  windows: Date | null;
  weekly: Date | null;
}

const restrictionsSince = preparedStatement('late_sale_restrictions_since', (db) =>
  db
    .select({
      id: products.id,
      since: sql<string | null>`least(
        (select min(pl.created_at) from ${productLocks} pl where pl.id_user = ${sql.placeholder('userId')} and pl.id_product = ${sql.raw('"products"."id"')}),
        (select min(cl.created_at) from ${categoryLocks} cl where cl.id_user = ${sql.placeholder('userId')} and cl.id_category = ${sql.raw('"products"."id_category"')})
      )`,
    })
    .from(products)
    .where(sql`${products.id} = any(${arrayPlaceholder('ids', 'integer')})`),
);

export async function rulesSince(tx: Db, userId: number, productIds: readonly number[]): Promise<RulesSince> {
  // One statement at a time: a transaction is one connection, which runs one query at once.
  const restricted = await restrictionsSince.execute(tx, { userId, ids: [...productIds] });
  const [student] = await tx
    .select({ since: students.alergias_desde })
    .from(students)
    .where(eq(students.id_user, userId))
    .limit(1);
  const [policy] = await tx.select({ since: foodPolicy.sellos_desde }).from(foodPolicy).limit(1);
  const changed = await tx
    .select({ kind: limitChanges.kind, at: sql<string | null>`max(${limitChanges.created_at})` })
    .from(limitChanges)
    .where(
      and(eq(limitChanges.id_user, userId), inArray(limitChanges.kind, ['tope', 'horarios', 'tope_semanal'])),
    )
    .groupBy(limitChanges.kind);
  const lastChange = (kind: string) => {
    const at = changed.find((row) => row.kind === kind)?.at;
    return at ? new Date(at) : null;
  };
  return {
    restrictions: new Map(restricted.filter((r) => r.since !== null).map((r) => [r.id, new Date(r.since!)])),
    allergies: student?.since ?? {},
    seals: policy?.since ?? {},
    cap: lastChange('tope'),
    windows: lastChange('horarios'),
    weekly: lastChange('tope_semanal'),
  };
}

/** Whether a list's key (an allergen, a seal) held at `at`: recorded then or before, or before times were kept. */
export const keyHeldAt = (since: Readonly<Record<string, string>>, key: string, at: Date) =>
  !since[key] || new Date(since[key]) <= at;

/**
 * Whether the rule behind `problem` (a restriction, a blocked seal, an allergy) already held at `at`,
 * by `since`. Any other problem: false (the daily cap's is the late door's own: it needs that day's
 * consumption as of `at`).
 */
export function listRuleHeldAt(problem: Problem, since: RulesSince, at: Date): boolean {
  const data = (problem.data ?? {}) as { sellos?: string[]; alergenos?: string[] };
  switch (problem.reason) {
    case 'product_locked': {
      const set = problem.productId === undefined ? undefined : since.restrictions.get(problem.productId);
      return !set || set <= at;
    }
    case 'seal_blocked':
      return (data.sellos ?? []).some((seal) => keyHeldAt(since.seals, seal, at));
    case 'allergy':
      return (data.alergenos ?? []).some((allergen) => keyHeldAt(since.allergies, allergen, at));
    // Issue 55: the roster carried the hours and the weekly cap as they were when it was read.
    case 'outside_window':
      return !since.windows || since.windows <= at;
    case 'over_weekly_cap':
      return !since.weekly || since.weekly <= at;
    default:
      return false;
  }
}

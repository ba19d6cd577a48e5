/**
 * A CRUD resource's marks (ResourceDef `marks`: a till unused for 30 days): yes/no facts worked out
 * in SQL for each listed row at the server clock's now, answered as 1 or 0 and filtered by (1: the
 * rows where the mark holds, 0: the others). The definition names and labels them; the resource's
 * CRUD options give each its condition, checked to match when the routes are registered.
 */
import { not, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ResourceDef } from '../../src/domain/resource';
import type { Clock } from '../clock';
import { badRequest } from './errors';
import { joinedList, type JoinedList, type JoinedListSpec } from './joined-list';

/** A record's schema as the generic CRUD answers it (row-schema.ts). */
type ListedRecord = z.ZodObject<Record<string, z.ZodType>>;

/** Each mark's condition on the list's row, at `now` (the server's clock). */
export type MarkConditions = Record<string, (now: Date) => SQL>;

export function crudMarks(def: ResourceDef, conditions: MarkConditions = {}) {
  const keys = Object.keys(def.marks ?? {});
  const missing = [
    ...keys.filter((key) => !Object.hasOwn(conditions, key)),
    ...Object.keys(conditions).filter((key) => !keys.includes(key)),
  ];
  if (missing.length)
    throw new Error(`${def.name}: marcas sin definición o sin condición: ${missing.join(', ')}`);
  const each = <T>(value: (key: string) => T): Record<string, T> =>
    Object.fromEntries(keys.map((key) => [key, value(key)]));
  // In parentheses: `not` and the list's `and` apply to the whole condition.
  const holds = (key: string, now: Date) => sql`(${conditions[key](now)})`;
  /** The marks as values of each listed row (1 or 0). */
  const select = (now: Date) =>
    each((key) => sql<number>`(case when ${holds(key, now)} then 1 else 0 end)`.mapWith(Number));
  /** The marks as filter keys of the list: 1 (or true) where the mark holds, 0 (or false) where it does not. */
  const filters = (now: Date) =>
    each((key) => (value: unknown) => {
      if (value === 1 || value === '1' || value === true) return holds(key, now);
      if (value === 0 || value === '0' || value === false) return not(holds(key, now));
      const message = `El filtro ${def.marks?.[key]?.label ?? key} debe ser 1 o 0`;
      throw badRequest(message, { filter: message });
    });
  return {
    /**
     * The list of `spec` with the marks: built once when there are none, else at each request with
     * the clock's now.
     */
    list<T>(spec: JoinedListSpec<T>, clock: Clock): JoinedList<T> {
      if (!keys.length) return joinedList(spec);
      return (db, query, scope) => {
        const now = clock.now();
        return joinedList({
          ...spec,
          select: { ...spec.select, ...select(now) },
          extraFilters: { ...spec.extraFilters, ...filters(now) },
        })(db, query, scope);
      };
    },
    /** A listed record's schema: the table's row and each mark. */
    record: (record: ListedRecord): ListedRecord => record.extend(each(() => z.number().int())),
  };
}

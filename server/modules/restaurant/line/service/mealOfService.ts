/**
 * The lunch line's services (src/domain/restaurant.ts states the rule): the window of the student's
 * schedule a scan falls in, and the student's meal of that service, which allows one meal per service.
 * The scans (line.ts) and the offline till's late meals read them.
 */
import { and, desc, eq, gte, lt, ne, notExists, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../../../src/domain/orders';
import { noServiceNow, serviceAt, type ServiceWindow } from '../../../../../src/domain/restaurant';
import { STORE } from '../../../../../src/domain/stores';
import { lateSaleRejected } from '../../../../../src/domain/offline';
import type { Db } from '../../../../db/client';
import { preparedStatement } from '../../../../db/prepared';
import { orders, restaurantExtras, restaurantServices, shifts, users } from '../../../../db/schema';
import { conflict } from '../../../../http/errors';
import { localDate, localTime, schoolToday, zonedInstant } from '../../../../time';

/** A service window of a schedule, as the database writes times ('12:00:00'), with its alternative meal and its id (issue 56: its pre-orders). */
export type Window = Required<ServiceWindow> & { id: number };

/** The service windows of the user's schedule, as JSON. */
export const windowsOfShift = sql<
  Window[]
>`(select coalesce(json_agg(json_build_object('id', rs.id, 'h_start', rs.h_start, 'h_end', rs.h_end, 'alternativo', rs.id_product_alternativo) order by rs.h_start), '[]'::json)
  from ${restaurantServices} rs where rs.turno = ${users.turno})`;

/**
 * The service the scan falls in: the window of the student's schedule holding `now` (the
 * earliest-starting one if windows overlap), or the whole school day when their schedule has
 * none. Outside every window of their schedule: refused, naming the windows.
 */
export async function currentService(
  tx: Db,
  { shift, windows }: { shift: number | null; windows: readonly Window[] },
  timezone: string,
  now: Date,
): Promise<{ start: Date; end: Date; alternative?: number | null; id?: number }> {
  if (shift === null || windows.length === 0) return schoolToday(timezone, now);
  const time = localTime(now, timezone);
  const open = serviceAt(windows, time);
  if (!open) {
    const [schedule] = await tx.select({ name: shifts.name }).from(shifts).where(eq(shifts.id, shift));
    throw conflict(
      noServiceNow(
        schedule?.name ?? '',
        windows.map((w) => `${w.h_start.slice(0, 5)} a ${w.h_end.slice(0, 5)}`),
      ),
      'no_service',
    );
  }
  const today = localDate(now, timezone);
  return {
    start: zonedInstant(today, `${open.h_start.slice(0, 5)}:00`, timezone),
    end: zonedInstant(today, `${open.h_end.slice(0, 5)}:00`, timezone),
    alternative: open.alternativo ?? null,
    id: open.id,
  };
}

/** The student's meal of the service that still counts (not reversed, not a second helping), if any. */
const mealOfServiceStatement = preparedStatement('lunch_meal_of_service', (db) =>
  db
    .select({ id: orders.id, turn: orders.turn })
    .from(orders)
    .where(
      and(
        eq(orders.store, STORE.restaurant),
        eq(orders.id_user, sql.placeholder('userId')),
        ne(orders.status, Number(ORDER_STATUS.reversed)),
        gte(orders.created_at, sql.placeholder('start')),
        lt(orders.created_at, sql.placeholder('end')),
        notExists(
          db
            .select({ one: sql`1` })
            .from(restaurantExtras)
            .where(eq(restaurantExtras.id_order, orders.id)),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1),
);

export async function mealOfService(tx: Db, userId: number, service: { start: Date; end: Date }) {
  const [order] = await mealOfServiceStatement.execute(tx, {
    userId,
    start: service.start.toISOString(),
    end: service.end.toISOString(),
  });
  return order ?? null;
}

/**
 * The lunch line's rule for a meal made offline and sent late (issue 33): refused when the student
 * already has a meal in the service it was made in (the whole school day when it was made outside
 * every window: it was served, so it counts).
 */
export async function lateMealRefusal(
  tx: Db,
  userId: number,
  madeAt: Date,
  timezone: string,
): Promise<string | null> {
  const [student] = await tx
    .select({ shift: users.turno, windows: windowsOfShift })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!student) return null;
  const service = await currentService(tx, student, timezone, madeAt).catch(() =>
    schoolToday(timezone, madeAt),
  );
  return (await mealOfService(tx, userId, service)) ? lateSaleRejected.meal : null;
}

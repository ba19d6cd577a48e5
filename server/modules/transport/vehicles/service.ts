/**
 * The seats rule's one guard (issue 29 item 9): a vehicle's riders on each weekday of each shift,
 * over every route it serves then, fit its seats. The pure decision is `seatsOverflow`
 * (src/domain/transport.ts); this file counts the loads and refuses. Every door that can break
 * the rule calls `checkSeats` inside its transaction, after the route writes advisory lock:
 *   - a route created or replaced (riders, days, shift or vehicle changed: moving a route to a
 *     smaller vehicle), busRoutes/service.ts `saveRoute`;
 *   - a student assigned to a route, busRoutes/service.ts `assignStudent`;
 *   - a vehicle's seats edited (generic PUT and the old `actualizaVehiculo`), vehicles/routes.ts `validate`.
 * A refusal throws before the transaction commits, so nothing it wrote stays.
 */
import { eq, sql } from 'drizzle-orm';
import { seatsExceeded, seatsOverflow, type SeatLoad } from '../../../../src/domain/transport';
import type { Db } from '../../../db/client';
import { routes, routeStudents, vehicles } from '../../../db/schema';
import { conflict } from '../../../http/errors';

/** The advisory-lock key space of route writes (the turns' is TURN_LOCK, 727002). */
const ROUTES_LOCK = 727003;

/**
 * One writer of routes, riders or seats at a time. Whoever also locks a vehicle row takes that
 * row first (the generic vehicle update locks it before its `validate`), then this lock.
 */
export async function lockRoutes(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUTES_LOCK}::integer, 0)`);
}

/** The riders of a vehicle per shift and weekday, over all the routes it serves, as stored now. */
export async function seatLoads(tx: Db, vehicleId: number): Promise<SeatLoad[]> {
  const result = await tx.execute(sql`
    select r.id_jornada, d.day as dia, count(*)::integer as riders
    from ${routes} r
    join ${routeStudents} s on s.id_route = r.id
    cross join lateral unnest(s.dias) as d(day)
    where r.id_vehicle = ${vehicleId}
    group by r.id_jornada, d.day`);
  return (result as unknown as { rows: SeatLoad[] }).rows.map((l) => ({
    id_jornada: Number(l.id_jornada),
    dia: Number(l.dia),
    riders: Number(l.riders),
  }));
}

/**
 * Refuses (409, the message on `field`) when the vehicle's riders of some shift and weekday do
 * not fit its seats. `seats` and `placa` are the vehicle as it will be (an edit not yet written);
 * by default, as stored. A route without a vehicle has nothing to check.
 */
export async function checkSeats(
  tx: Db,
  vehicleId: number | null | undefined,
  field: string,
  asWillBe: { sillas?: number; placa?: string } = {},
): Promise<void> {
  if (!vehicleId) return;
  const [stored] = await tx
    .select({ placa: vehicles.placa, sillas: vehicles.sillas })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!stored) return;
  const sillas = asWillBe.sillas ?? stored.sillas;
  const over = seatsOverflow(sillas, await seatLoads(tx, vehicleId));
  if (!over) return;
  const message = seatsExceeded(
    asWillBe.placa ?? stored.placa,
    sillas,
    over.id_jornada,
    over.dia,
    over.riders,
  );
  throw conflict(message, 'conflict', { [field]: message });
}

/** The run alarms' reads: those not resolved yet and those raised since a day's start, newest first; or one. */
import { desc, eq, gte, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RunAlarm } from '../../../../src/domain/transportRuns';
import type { Db } from '../../../db/client';
import { runAlarms, runs, users } from '../../../db/schema';

const resolver = alias(users, 'resolver');

export async function runAlarmsOf(db: Db, which: { since: Date } | { id: number }): Promise<RunAlarm[]> {
  const rows = await db
    .select({
      id: runAlarms.id,
      id_recorrido: runAlarms.id_run,
      ruta: runs.ruta,
      sentido: runs.sentido,
      fecha: runs.fecha,
      tipo: runAlarms.tipo,
      detalle: runAlarms.detalle,
      raised_at: runAlarms.raised_at,
      resolved_at: runAlarms.resolved_at,
      resuelta_por: resolver.name,
    })
    .from(runAlarms)
    .innerJoin(runs, eq(runs.id, runAlarms.id_run))
    .leftJoin(resolver, eq(resolver.id, runAlarms.resolved_by))
    .where(
      'id' in which
        ? eq(runAlarms.id, which.id)
        : or(isNull(runAlarms.resolved_at), gte(runAlarms.raised_at, which.since)),
    )
    .orderBy(desc(runAlarms.raised_at), desc(runAlarms.id));
  return rows.map(({ raised_at, resolved_at, ...a }) => ({
    ...a,
    levantada: raised_at.toISOString(),
    resuelta: resolved_at ? resolved_at.toISOString() : null,
  }));
}

/** Whether the alarm exists. */
export async function alarmExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: runAlarms.id }).from(runAlarms).where(eq(runAlarms.id, id));
  return Boolean(row);
}

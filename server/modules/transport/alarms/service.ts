/** Resolving a run alarm: the coordinator has seen to it (once; a second resolve changes nothing). */
import { and, eq, isNull } from 'drizzle-orm';
import { NO_ALARM } from '../../../../src/domain/transportRuns';
import type { Db } from '../../../db/client';
import { runAlarms } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { alarmExists } from './queries';

/** Marks the alarm resolved by `staffId` at `now`; whether it changed (404 when there is none). */
export async function resolveAlarm(tx: Db, id: number, staffId: number, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(runAlarms)
    .set({ resolved_at: now, resolved_by: staffId })
    .where(and(eq(runAlarms.id, id), isNull(runAlarms.resolved_at)))
    .returning({ id: runAlarms.id });
  if (done) return true;
  if (!(await alarmExists(tx, id))) throw new AppError(404, NO_ALARM, 'not_found', { id: NO_ALARM });
  return false;
}

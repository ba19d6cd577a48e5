/**
 * Writing boardings: a student read getting on or off a bus, in the boarding route's transaction,
 * with the families' notice; the route publishes it on the boardings' topic after commit.
 */
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { boardings } from '../../../db/schema';
import { BOARDING_CODE } from '../../../../src/domain/transportBoarding';

/**
 * A student read getting on or off a bus at `now` (the route's name kept as it was then); the
 * caller publishes it after commit.
 */
export async function recordBoarding(
  tx: Db,
  boarding: Omit<typeof boardings.$inferInsert, 'created_at'>,
  now: Date,
): Promise<void> {
  await tx.insert(boardings).values({ ...boarding, created_at: now });
  // The families who asked to be told of this child's bus.
  const data = { hora: now.toISOString(), ruta: boarding.ruta };
  await notifyFamilies(tx, {
    studentId: boarding.id_user,
    kind: boarding.kind === BOARDING_CODE.on ? 'subio' : 'bajo',
    data,
    at: now,
    choices: ['bus'],
  });
}

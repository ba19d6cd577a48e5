/**
 * Permits' writes (spec part 2 §2 'permiss'), in the route's transaction: a permit is written for an
 * active person only, and deleted only while the gate has not used it (the gate's service uses it).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PERMIT_NOT_FOUND, PERMIT_USED } from '../../../../src/domain/access';
import type { permitSchema } from '../../../../src/domain/accessPermits';
import { NO_USER } from '../../../../src/domain/credentials';
import type { Db } from '../../../db/client';
import { passages, permits, users } from '../../../db/schema';
import { AppError, conflict } from '../../../http/errors';

/** Writes the permit `input` by `staffId` at `now` in `tx`; 404 'No Existe Usuario' on `idUser` unless the person is active. Answers its id. */
export async function createPermit(
  tx: Db,
  input: z.output<typeof permitSchema>,
  staffId: number,
  now: Date,
): Promise<number> {
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.idUser), eq(users.active, 1)));
  if (!person) throw new AppError(404, NO_USER, 'not_found', { idUser: NO_USER });
  const [created] = await tx
    .insert(permits)
    .values({
      id_user: input.idUser,
      fecha: input.fecha,
      hora: input.hora,
      tipo: input.tipo,
      observaciones: input.observaciones,
      created_by: staffId,
      created_at: now,
    })
    .returning({ id: permits.id });
  return created.id;
}

/** Deletes permit `id` in `tx`: 404 when there is none, 409 once a passage used it (the lock keeps the gate from using it meanwhile). */
export async function deletePermit(tx: Db, id: number): Promise<void> {
  const [permit] = await tx.select({ id: permits.id }).from(permits).where(eq(permits.id, id)).for('update');
  if (!permit) throw new AppError(404, PERMIT_NOT_FOUND, 'not_found');
  const [usedBy] = await tx
    .select({ id: passages.id })
    .from(passages)
    .where(eq(passages.id_permit, id))
    .limit(1);
  if (usedBy) throw conflict(PERMIT_USED, 'in_use');
  await tx.delete(permits).where(eq(permits.id, id));
}

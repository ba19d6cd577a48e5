/** Marking a family's notices read, and its choices per child: in the route's transaction. */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { NoticeChoices } from '../../../../src/domain/notices';
import type { Db } from '../../../db/client';
import { familyNotices, noticeChoices } from '../../../db/schema';

/** Marks the family's notices read at `now`, up to the id `upTo` when given. */
export async function markRead(tx: Db, familyId: number, now: Date, upTo?: number): Promise<void> {
  await tx
    .update(familyNotices)
    .set({ read_at: now })
    .where(
      and(
        eq(familyNotices.id_family, familyId),
        isNull(familyNotices.read_at),
        upTo === undefined ? undefined : lte(familyNotices.id, upTo),
      ),
    );
}

export async function saveChoices(
  tx: Db,
  familyId: number,
  studentId: number,
  choices: NoticeChoices,
  now: Date,
): Promise<void> {
  const values = {
    gate: choices.porteria,
    late: choices.tarde,
    bus: choices.ruta,
    absence: choices.ausencia,
    noExit: choices.sin_salida,
    attempts: choices.intentos,
    lunches: choices.almuerzos,
    updated_at: now,
  };
  await tx
    .insert(noticeChoices)
    .values({ id_family: familyId, id_user: studentId, ...values })
    .onConflictDoUpdate({ target: [noticeChoices.id_family, noticeChoices.id_user], set: values });
}

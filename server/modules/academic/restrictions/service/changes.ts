/** The record of a change of a student's limits, which the student's history shows (../queries/timeline.ts). */
import type { LimitKind } from '../../../../../src/domain/limitKinds';
import type { Db } from '../../../../db/client';
import { limitChanges } from '../../../../db/schema';

/** Who changes: a staff member, or a family's portal account. */
export type LimitAuthor = { staffId: number } | { familyId: number };

/** Records one change of a student's limits made at `at` (the product lists' changes come through here too). */
export async function recordLimitChange(
  tx: Db,
  userId: number,
  kind: LimitKind,
  before: string,
  after: string,
  by: LimitAuthor,
  at: Date,
) {
  await tx.insert(limitChanges).values({
    id_user: userId,
    kind,
    before,
    after,
    id_staff: 'staffId' in by ? by.staffId : null,
    id_family: 'familyId' in by ? by.familyId : null,
    created_at: at,
  });
}

/**
 * A family's change of a child's allergies (issue 35): always allowed (health information the
 * school must know, no school switch), for a child of theirs only (404 otherwise, before anything
 * else is said), through academic's one door, which records it on the child's history.
 */
import {
  CHILD_NOT_FOUND,
  type FamilyAllergies,
  type FamilyAllergiesInput,
} from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { FamilyMember } from '../../../http/types';
import { setStudentAllergies } from '../../academic';
import { isChildOf } from '../children';

export async function setFamilyAllergies(
  tx: Db,
  family: FamilyMember,
  studentId: number,
  input: FamilyAllergiesInput,
  now: Date,
): Promise<FamilyAllergies> {
  if (!(await isChildOf(tx, family.guardianId, studentId))) throw notFound(CHILD_NOT_FOUND);
  return setStudentAllergies(tx, {
    userId: studentId,
    alergias: input.alergias,
    nota: input.alergias_nota,
    by: { familyId: family.accountId },
    at: now,
    seen: input.alergias_vistas,
  });
}

/** A child's allergies as the family reads them. */
import { eq } from 'drizzle-orm';
import type { FamilyAllergies } from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';

/** A child's allergies as the family sees them (the caller checked the child is theirs); null for no student. */
export async function allergiesOf(db: Db, studentId: number): Promise<FamilyAllergies | null> {
  const [row] = await db
    .select({ alergias: students.alergias, alergias_nota: students.alergias_nota })
    .from(students)
    .where(eq(students.id_user, studentId));
  return row ?? null;
}

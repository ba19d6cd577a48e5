/**
 * The one door for a student's allergies (issue 35), used by the staff's student form and the
 * families' portal: the row is locked, the new values written, and each real change recorded
 * with who made it and the texts before and after, which the student's history shows.
 */
import { eq } from 'drizzle-orm';
import { ALLERGY_HISTORY, allergyListLabel } from '../../../../src/domain/resources';
import type { Db } from '../../../db/client';
import { students } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { recordLimitChange, type LimitAuthor } from '../locks/changes';

export interface StudentAllergies {
  alergias: string[];
  alergias_nota: string | null;
}

export interface AllergiesChange {
  userId: number;
  /** Allergen keys, already checked and in the list's order (the field's schema); absent: unchanged; null: none. */
  alergias?: readonly string[] | null;
  /** Absent: unchanged; empty or null: none. */
  nota?: string | null;
  by: LimitAuthor;
}

/** A history entry holds a short note: the file shows it whole. */
const NOTE_IN_HISTORY = 120;
const noteLabel = (note: string | null) =>
  !note ? ALLERGY_HISTORY.noNote : note.length > NOTE_IN_HISTORY ? `${note.slice(0, NOTE_IN_HISTORY - 1)}…` : note;

/** Sets what `change` names, inside the caller's transaction; answers the allergies after. 404 for no student. */
export async function setStudentAllergies(tx: Db, change: AllergiesChange): Promise<StudentAllergies> {
  // Locked: two changes at once each record the other's result as their "before".
  const [before] = await tx
    .select({ alergias: students.alergias, alergias_nota: students.alergias_nota })
    .from(students)
    .where(eq(students.id_user, change.userId))
    .for('update');
  if (!before) throw notFound('El estudiante no existe');
  const alergias = change.alergias === undefined ? before.alergias : [...(change.alergias ?? [])];
  const nota = change.nota === undefined ? before.alergias_nota : change.nota?.trim() || null;
  const listChanged = alergias.join(',') !== before.alergias.join(',');
  const noteChanged = nota !== before.alergias_nota;
  if (!listChanged && !noteChanged) return { alergias, alergias_nota: nota };
  await tx.update(students).set({ alergias, alergias_nota: nota, updated_at: new Date() }).where(eq(students.id_user, change.userId));
  if (listChanged) await recordLimitChange(tx, change.userId, 'alergias', allergyListLabel(before.alergias), allergyListLabel(alergias), change.by);
  if (noteChanged) await recordLimitChange(tx, change.userId, 'alergias_nota', noteLabel(before.alergias_nota), noteLabel(nota), change.by);
  return { alergias, alergias_nota: nota };
}

/**
 * The one door for a student's allergies (issue 35), used by the staff's student form and the
 * families' portal: the row is locked, the new values written, and each real change recorded
 * with who made it and the texts before and after, which the student's history shows.
 */
import { eq } from 'drizzle-orm';
import {
  ALLERGIES_CHANGED_MESSAGES,
  ALLERGY_HISTORY,
  allergyListLabel,
  type SeenAllergies,
} from '../../../../../src/domain/resources';
import type { Db } from '../../../../db/client';
import { students } from '../../../../db/schema';
import { sinceOf } from '../../../../../src/domain/foodRules';
import { AppError, notFound } from '../../../../http/errors';
import { recordLimitChange, type LimitAuthor } from '../../restrictions';

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
  /** When (the server's clock): the student's update and each change's record. */
  at: Date;
  /** What the form read before this change (`seenAllergiesSchema`); absent: the change is written as sent. */
  seen?: SeenAllergies;
}

/** A history entry holds a short note: the file shows it whole. */
const NOTE_IN_HISTORY = 120;
const noteLabel = (note: string | null) =>
  !note
    ? ALLERGY_HISTORY.noNote
    : note.length > NOTE_IN_HISTORY
      ? `${note.slice(0, NOTE_IN_HISTORY - 1)}…`
      : note;

const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

/** 409 under the field changed by someone else since the form read it, naming what it holds now. */
function changedMeanwhile(field: keyof typeof ALLERGIES_CHANGED_MESSAGES, now: string) {
  const message = ALLERGIES_CHANGED_MESSAGES[field](now);
  return new AppError(409, message, 'conflict', { [field]: message });
}

/** Sets what `change` names, inside the caller's transaction; answers the allergies after. 404 for no student. */
export async function setStudentAllergies(tx: Db, change: AllergiesChange): Promise<StudentAllergies> {
  // Locked: two changes at once each record the other's result as their "before".
  const [before] = await tx
    .select({
      alergias: students.alergias,
      alergias_nota: students.alergias_nota,
      since: students.alergias_desde,
    })
    .from(students)
    .where(eq(students.id_user, change.userId))
    .for('update');
  if (!before) throw notFound('El estudiante no existe');
  let alergias = change.alergias === undefined ? before.alergias : [...(change.alergias ?? [])];
  let nota = change.nota === undefined ? before.alergias_nota : change.nota?.trim() || null;
  if (change.seen) {
    const seenNote = change.seen.alergias_nota?.trim() || null;
    // Left as read: what is there now stands (the family may have changed it meanwhile).
    if (sameList(alergias, change.seen.alergias)) alergias = before.alergias;
    else if (!sameList(before.alergias, change.seen.alergias) && !sameList(alergias, before.alergias)) {
      throw changedMeanwhile('alergias', allergyListLabel(before.alergias));
    }
    if (nota === seenNote) nota = before.alergias_nota;
    else if (before.alergias_nota !== seenNote && nota !== before.alergias_nota) {
      throw changedMeanwhile('alergias_nota', noteLabel(before.alergias_nota));
    }
  }
  const listChanged = !sameList(alergias, before.alergias);
  const noteChanged = nota !== before.alergias_nota;
  if (!listChanged && !noteChanged) return { alergias, alergias_nota: nota };
  // When each allergen was recorded: a late offline sale is judged by what its till's roster already held.
  const alergias_desde = sinceOf(before.alergias, before.since, alergias, change.at);
  await tx
    .update(students)
    .set({ alergias, alergias_nota: nota, alergias_desde, updated_at: change.at })
    .where(eq(students.id_user, change.userId));
  if (listChanged)
    await recordLimitChange(
      tx,
      change.userId,
      'alergias',
      allergyListLabel(before.alergias),
      allergyListLabel(alergias),
      change.by,
      change.at,
    );
  if (noteChanged)
    await recordLimitChange(
      tx,
      change.userId,
      'alergias_nota',
      noteLabel(before.alergias_nota),
      noteLabel(nota),
      change.by,
      change.at,
    );
  return { alergias, alergias_nota: nota };
}

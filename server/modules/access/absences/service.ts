/**
 * The cut-off's writes (issue 53): a round of the absence timer, the answer an entry or exit gives
 * to the day's alert, and the excuses. The alert row is the claim: a round inserts it with
 * `on conflict do nothing` and tells the families only of the rows it inserted, so a rerun, or
 * another node's round at the same instant, tells nobody twice. Every instant is the server's clock.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ABSENCE_MESSAGES, EXCUSE_WINDOW_DAYS, type ExcuseInput } from '../../../../src/domain/absences';
import { isSchoolDay, previousSchoolDay, shiftDay } from '../../../../src/domain/calendar';
import { ABSENT_TOPIC } from '../../../../src/domain/topics';
import type { Db } from '../../../db/client';
import { notifyFamilies, notifyStaff } from '../../../db/notices';
import { dayAlerts, excuses } from '../../../db/schema';
import type { EventBus } from '../../../http/events';
import { conflict, fieldError, PG_UNIQUE_VIOLATION, pgCode } from '../../../http/errors';
import { decodeImage } from '../../../http/images';
import { localDate } from '../../../time';
import { daysOffBetween } from '../../admin';
import { absentOn, absentUnexcused, missingExitsOn } from './queries';

export interface AbsenceRound {
  absent: number;
  noExit: number;
  consecutive: number;
}

/** Days off around `day`: enough to find the school day before it and to judge it. */
const daysOffAround = (db: Db, day: string) => daysOffBetween(db, shiftDay(day, -21), day);

/**
 * At `now`, in the caller's transaction: the absent students of every shift whose cut-off passed
 * and the students with no exit an hour after their shift, each told once; the second absence in a
 * row to the coordination. The caller flushes `bus` after commit.
 */
export async function absenceRound(
  tx: Db,
  now: Date,
  timezone: string,
  bus?: EventBus,
): Promise<AbsenceRound> {
  const counts: AbsenceRound = { absent: 0, noExit: 0, consecutive: 0 };
  const day = localDate(now, timezone);
  const daysOff = await daysOffAround(tx, day);
  if (!isSchoolDay(day, daysOff)) return counts;
  const absent = (await absentOn(tx, day, now, timezone)).filter((a) => !a.excusada && a.llegada === null);
  const missing = await missingExitsOn(tx, day, now, timezone);
  if (absent.length === 0 && missing.length === 0) return counts;
  const yesterday = previousSchoolDay(day, daysOff);
  {
    for (const a of absent) {
      const [claimed] = await tx
        .insert(dayAlerts)
        .values({
          fecha: day,
          id_user: a.id_estudiante,
          tipo: 'ausente',
          id_turno: a.id_turno,
          detected_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: dayAlerts.id });
      if (!claimed) continue;
      counts.absent++;
      await notifyFamilies(tx, {
        studentId: a.id_estudiante,
        kind: 'ausente',
        data: { hora: a.cutoffAt.toISOString() },
        at: now,
        unlessOff: 'absence',
      });
      if (yesterday && (await absentUnexcused(tx, a.id_estudiante, yesterday))) {
        counts.consecutive++;
        await tx.update(dayAlerts).set({ consecutiva: 1 }).where(eq(dayAlerts.id, claimed.id));
        await notifyStaff(tx, {
          key: 'access.coordination',
          kind: 'ausencias_seguidas',
          data: { fechas: [yesterday, day], curso: a.curso },
          at: now,
          studentId: a.id_estudiante,
        });
      }
    }
    for (const m of missing) {
      const [claimed] = await tx
        .insert(dayAlerts)
        .values({ fecha: day, id_user: m.id_estudiante, tipo: 'sin_salida', detected_at: now })
        .onConflictDoNothing()
        .returning({ id: dayAlerts.id });
      if (!claimed) continue;
      counts.noExit++;
      await notifyFamilies(tx, {
        studentId: m.id_estudiante,
        kind: 'sin_salida',
        data: { hora: m.enteredAt.toISOString() },
        at: now,
        choices: ['noExit'],
      });
    }
    if (bus && counts.absent + counts.noExit > 0)
      await bus.enqueue(tx, { topic: ABSENT_TOPIC, data: { fecha: day } });
  }
  return counts;
}

/**
 * An entry (or exit) answers the day's open absence (or missing exit) of the student: true when
 * there was one, so the gate tells the family the child arrived after all.
 */
export async function answerAlert(
  tx: Db,
  studentId: number,
  day: string,
  kind: 'ausente' | 'sin_salida',
  now: Date,
): Promise<boolean> {
  const answered = await tx
    .update(dayAlerts)
    .set({ resolved_at: now })
    .where(
      and(
        eq(dayAlerts.id_user, studentId),
        eq(dayAlerts.fecha, day),
        eq(dayAlerts.tipo, kind),
        isNull(dayAlerts.resolved_at),
      ),
    )
    .returning({ id: dayAlerts.id });
  return answered.length > 0;
}

/**
 * Records an excuse for a school day within EXCUSE_WINDOW_DAYS of `today`, by the family or the
 * office; one per student and day. Refusals name the field and write nothing.
 */
export async function saveExcuse(
  db: Db,
  excuse: ExcuseInput & { studentId: number; familyId?: number; staffId?: number },
  today: string,
  now: Date,
): Promise<number> {
  if (excuse.fecha > shiftDay(today, EXCUSE_WINDOW_DAYS))
    throw fieldError('fecha', ABSENCE_MESSAGES.tooFarAhead);
  if (excuse.fecha < shiftDay(today, -EXCUSE_WINDOW_DAYS)) throw fieldError('fecha', ABSENCE_MESSAGES.tooOld);
  const off = await daysOffBetween(db, excuse.fecha, excuse.fecha);
  if (!isSchoolDay(excuse.fecha, off)) throw fieldError('fecha', ABSENCE_MESSAGES.notSchoolDay);
  const photo = excuse.foto ? decodeImage(excuse.foto, 'foto') : null;
  try {
    const [row] = await db
      .insert(excuses)
      .values({
        fecha: excuse.fecha,
        id_user: excuse.studentId,
        motivo: excuse.motivo,
        foto: photo?.bytes ?? null,
        foto_tipo: photo?.mime ?? null,
        id_family: excuse.familyId ?? null,
        created_by: excuse.staffId ?? null,
        created_at: now,
      })
      .returning({ id: excuses.id });
    return row.id;
  } catch (err) {
    if (pgCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict(ABSENCE_MESSAGES.alreadyExcused, 'conflict', { fecha: ABSENCE_MESSAGES.alreadyExcused });
    throw err;
  }
}

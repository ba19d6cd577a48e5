/**
 * Reads of the day's absences (src/domain/absences.ts): every active student of a shift with the
 * day's first entry (at the gate, or left at school by a bus run), permit, excuse and alert, from which the cut-off rule says who is absent; the
 * students inside with no exit; an excuse's photo.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  cutoffOf,
  noExitAt,
  type AbsentStudent,
  type Excuse,
  type MissingExit,
} from '../../../../src/domain/absences';
import { ENTRY } from '../../../../src/domain/access';
import type { Db } from '../../../db/client';
import {
  boardings,
  dayAlerts,
  excuses,
  passages,
  permits,
  shifts,
  studentProfiles,
  students,
  users,
} from '../../../db/schema';
import { localTime, schoolDaysRange, zonedInstant } from '../../../time';

type Rows<T> = { rows: T[] };

interface DayRow {
  id: number;
  nombre: string;
  num_doc: string;
  curso: string | null;
  jornada: string;
  id_turno: number;
  h_start: string;
  h_corte: string | null;
  acudiente: string | null;
  telefono_acudiente: string | null;
  first_entry: Date | string | null;
  motivo: string | null;
  consecutiva: number | null;
}

/** An absent student with what the timers need: the shift and the cut-off's instant. */
export type Absent = AbsentStudent & { id_turno: number; cutoffAt: Date };

/**
 * The students absent on `day` at `now`: of each shift whose cut-off has passed, the active
 * students with no entry before it and no permit that day, by course then name. An excused one is
 * listed (`excusada`); one who entered after the cut-off too, with the hour (`llegada`).
 */
export async function absentOn(db: Db, day: string, now: Date, timezone: string): Promise<Absent[]> {
  const { start, end } = schoolDaysRange(day, day, timezone);
  const result = (await db.execute(sql`
    select u.id, u.name as nombre, u.num_doc, sp.curso, sh.name as jornada, sh.id as id_turno, sh.h_start, sh.h_corte,
      sp.acudiente, sp.telefono_acudiente, e.motivo, da.consecutiva,
      -- A child the morning bus left at school came in, whether or not the gate read them.
      least(
        (select min(p.created_at) from ${passages} p
          where p.id_user = u.id and p.tipo = ${ENTRY} and p.created_at >= ${start} and p.created_at < ${end}),
        (select min(b.created_at) from ${boardings} b
          where b.id_user = u.id and b.id_run is not null and b.lugar = 'colegio'
            and b.created_at >= ${start} and b.created_at < ${end})
      ) as first_entry
    from ${students} s
    join ${users} u on u.id = s.id_user
    join ${shifts} sh on sh.id = u.turno
    left join ${studentProfiles} sp on sp.id_user = s.id_user
    left join ${excuses} e on e.id_user = u.id and e.fecha = ${day}
    left join ${dayAlerts} da on da.id_user = u.id and da.fecha = ${day} and da.tipo = 'ausente'
    where u.active = 1
      and not exists (select 1 from ${permits} pe where pe.id_user = u.id and pe.fecha = ${day})
    order by sp.id_course nulls last, u.name`)) as unknown as Rows<DayRow>;
  const absent: Absent[] = [];
  for (const row of result.rows) {
    const corte = cutoffOf(row);
    const cutoffAt = zonedInstant(day, corte, timezone);
    if (now < cutoffAt) continue;
    const entry = row.first_entry === null ? null : new Date(row.first_entry);
    if (entry && entry < cutoffAt) continue;
    absent.push({
      id_estudiante: Number(row.id),
      nombre: row.nombre,
      num_doc: row.num_doc,
      curso: row.curso,
      jornada: row.jornada,
      corte,
      acudiente: row.acudiente,
      telefono_acudiente: row.telefono_acudiente,
      excusada: row.motivo !== null,
      motivo: row.motivo,
      llegada: entry && entry <= now ? localTime(entry, timezone) : null,
      consecutiva: Number(row.consecutiva ?? 0) === 1,
      id_turno: Number(row.id_turno),
      cutoffAt,
    });
  }
  return absent;
}

/** The shifts with their cut-off on `day` and whether it has passed at `now`. */
export async function cutoffsOn(db: Db, day: string, now: Date, timezone: string) {
  const rows = await db
    .select({ jornada: shifts.name, h_start: shifts.h_start, h_corte: shifts.h_corte })
    .from(shifts)
    .orderBy(shifts.h_start);
  return rows.map((s) => {
    const corte = cutoffOf(s);
    return { jornada: s.jornada, corte, pasado: now >= zonedInstant(day, corte, timezone) };
  });
}

interface InsideRow {
  id: number;
  nombre: string;
  curso: string | null;
  jornada: string;
  h_end: string;
  acudiente: string | null;
  telefono_acudiente: string | null;
  entered: Date | string;
}

/**
 * The students whose last passage on `day` is an entry, an hour after their shift's end at `now`,
 * who rode no bus run since that entry: inside with no exit recorded.
 */
export async function missingExitsOn(
  db: Db,
  day: string,
  now: Date,
  timezone: string,
): Promise<(MissingExit & { enteredAt: Date })[]> {
  const { start, end } = schoolDaysRange(day, day, timezone);
  const result = (await db.execute(sql`
    select u.id, u.name as nombre, sp.curso, sh.name as jornada, sh.h_end, sp.acudiente, sp.telefono_acudiente,
      last.created_at as entered
    from ${students} s
    join ${users} u on u.id = s.id_user
    join ${shifts} sh on sh.id = u.turno
    left join ${studentProfiles} sp on sp.id_user = s.id_user
    join lateral (select p.tipo, p.created_at from ${passages} p
      where p.id_user = u.id and p.created_at >= ${start} and p.created_at < ${end}
      order by p.created_at desc, p.id desc limit 1) last on last.tipo = ${ENTRY}
    where u.active = 1
      and not exists (select 1 from ${boardings} b where b.id_user = u.id and b.id_run is not null
        and b.created_at >= last.created_at and b.created_at < ${end})
    order by sp.id_course nulls last, u.name`)) as unknown as Rows<InsideRow>;
  return result.rows
    .filter((row) => now >= zonedInstant(day, noExitAt(row), timezone))
    .map((row) => {
      const enteredAt = new Date(row.entered);
      return {
        id_estudiante: Number(row.id),
        nombre: row.nombre,
        curso: row.curso,
        jornada: row.jornada,
        entrada: localTime(enteredAt, timezone),
        acudiente: row.acudiente,
        telefono_acudiente: row.telefono_acudiente,
        enteredAt,
      };
    });
}

/** Whether the student was absent on `day` without excuse and never came (the consecutive rule's yesterday). */
export async function absentUnexcused(db: Db, studentId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dayAlerts.id })
    .from(dayAlerts)
    .where(
      and(
        eq(dayAlerts.id_user, studentId),
        eq(dayAlerts.fecha, day),
        eq(dayAlerts.tipo, 'ausente'),
        sql`${dayAlerts.resolved_at} is null`,
        sql`not exists (select 1 from ${excuses} e where e.id_user = ${studentId} and e.fecha = ${day})`,
      ),
    );
  return row !== undefined;
}

/** The excuses of a day, or of a student (newest first), as the staff and the family see them. */
export async function excusesWhere(db: Db, where: { day?: string; studentId?: number }): Promise<Excuse[]> {
  const rows = await db
    .select({
      id: excuses.id,
      id_estudiante: excuses.id_user,
      estudiante: users.name,
      fecha: excuses.fecha,
      motivo: excuses.motivo,
      con_foto: sql<boolean>`${excuses.foto} is not null`,
      id_family: excuses.id_family,
      created_at: excuses.created_at,
    })
    .from(excuses)
    .innerJoin(users, eq(users.id, excuses.id_user))
    .where(
      and(
        where.day === undefined ? undefined : eq(excuses.fecha, where.day),
        where.studentId === undefined ? undefined : eq(excuses.id_user, where.studentId),
      ),
    )
    .orderBy(desc(excuses.fecha), asc(users.name))
    .limit(200);
  return rows.map(({ id_family, ...row }) => ({
    ...row,
    con_foto: Boolean(row.con_foto),
    origen: id_family === null ? 'colegio' : 'familia',
    created_at: row.created_at.toISOString(),
  }));
}

/** An excuse's photo, or null. */
export async function excusePhoto(db: Db, id: number) {
  const [row] = await db
    .select({ bytes: excuses.foto, mime: excuses.foto_tipo, id_user: excuses.id_user })
    .from(excuses)
    .where(eq(excuses.id, id));
  return row?.bytes && row.mime ? { bytes: row.bytes, mime: row.mime, studentId: row.id_user } : null;
}

/** Whether `id` is a student (active or not): who an excuse can be for. */
export async function isStudent(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: students.id_user }).from(students).where(eq(students.id_user, id));
  return row !== undefined;
}

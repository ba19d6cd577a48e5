/**
 * The roll call's writes (src/domain/rollCall.ts): open it over everyone inside now, mark a person
 * safe, close it; and its report as an Excel workbook. One open roll call at a time is the
 * database's rule (the partial unique index access_rollcalls_open_idx), so two staff pressing the
 * button at once get the same one; a person is counted once by the primary key (id_rollcall,
 * id_user) and the first mark is kept by `update … where safe_at is null`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODE_UNKNOWN, ENTRY } from '../../../../src/domain/access';
import { looksLikeCode, NO_USER } from '../../../../src/domain/credentials';
import {
  ROLLCALL_MESSAGES,
  ROLLCALL_SHEET,
  type RollCall,
  type RollCallKind,
  type RollCallMarkBody,
} from '../../../../src/domain/rollCall';
import type { Db } from '../../../db/client';
import {
  courses,
  credentials,
  passages,
  rollCallPeople,
  rollCalls,
  roles,
  students,
  users,
} from '../../../db/schema';
import { ExcelWriter } from '../../../http/excel-stream';
import { AppError, conflict, notFound } from '../../../http/errors';
import { schoolToday } from '../../../time';

/** A person's group: the student's course, the staff member's role (visitors are not registered: none). */
const groupSql = sql<string>`case when ${students.id_user} is not null
  then coalesce(${courses.name}, ${ROLLCALL_MESSAGES.noCourse})
  else coalesce(${roles.name}, ${ROLLCALL_MESSAGES.noRole}) end`;
const kindSql = sql<RollCallKind>`case when ${students.id_user} is not null then 'estudiante' else 'personal' end`;

/**
 * Opens a roll call at `now` over everyone whose last passage of the school day is an entry, or
 * answers the one already open (`created` false).
 */
export async function openRollCall(
  tx: Db,
  input: { staffId: number; now: Date; timezone: string },
): Promise<{ id: number; created: boolean }> {
  // A second staff member pressing at the same instant waits here on the open index, then finds the first's.
  const [created] = await tx
    .insert(rollCalls)
    .values({ started_at: input.now, started_by: input.staffId })
    .onConflictDoNothing()
    .returning({ id: rollCalls.id });
  if (!created) {
    const [open] = await tx.select({ id: rollCalls.id }).from(rollCalls).where(isNull(rollCalls.closed_at));
    // Closed between the two statements: open a new one.
    return open ? { id: open.id, created: false } : openRollCall(tx, input);
  }
  const { start, end } = schoolToday(input.timezone, input.now);
  await tx.execute(sql`
    insert into ${rollCallPeople} (id_rollcall, id_user, tipo, grupo)
    select ${created.id}::int, last.id_user, ${kindSql}, ${groupSql}
    from (
      select distinct on (p.id_user) p.id_user, p.tipo
      from ${passages} p where p.created_at >= ${start} and p.created_at < ${end}
      order by p.id_user, p.created_at desc, p.id desc
    ) last
    join ${users} on ${users.id} = last.id_user
    left join ${roles} on ${roles.id} = ${users.id_rol}
    left join ${students} on ${students.id_user} = last.id_user
    left join ${courses} on ${courses.id} = ${students.id_course}
    where last.tipo = ${ENTRY}`);
  return { id: created.id, created: true };
}

const notFoundOn = (field: string, message: string) =>
  new AppError(404, message, 'not_found', { [field]: message });

/** Who a tap (`id_persona`) or a read (`code`: a credential's code or a document) names, with their group. */
async function personOf(tx: Db, who: RollCallMarkBody) {
  const read = who.code?.trim() ?? '';
  const where =
    who.id_persona !== undefined
      ? eq(users.id, who.id_persona)
      : looksLikeCode(read)
        ? eq(credentials.code, read.toUpperCase())
        : eq(users.num_doc, read);
  const [person] = await tx
    .select({ id: users.id, name: users.name, tipo: kindSql, grupo: groupSql })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.id_rol))
    .leftJoin(students, eq(students.id_user, users.id))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
    .where(where)
    .limit(1);
  if (person) return person;
  if (who.id_persona !== undefined) throw notFoundOn('id_persona', NO_USER);
  throw notFoundOn('code', looksLikeCode(read) ? CODE_UNKNOWN : NO_USER);
}

/**
 * Marks a person of roll call `id` safe at `now` by `staffId`. A second mark keeps the first
 * (`already`); a person not on the list (came in after it opened) is added, safe (`added`).
 */
export async function markSafe(
  tx: Db,
  input: { id: number; who: RollCallMarkBody; staffId: number; now: Date },
): Promise<{ personId: number; name: string; already: boolean; added: boolean }> {
  // Shared: marks from many phones go together, a close waits for them (and they for it).
  const [rollCall] = await tx
    .select({ closed_at: rollCalls.closed_at })
    .from(rollCalls)
    .where(eq(rollCalls.id, input.id))
    .for('share');
  if (!rollCall) throw notFound(ROLLCALL_MESSAGES.notFound);
  if (rollCall.closed_at) throw conflict(ROLLCALL_MESSAGES.closed);
  const person = await personOf(tx, input.who);
  const safe = { safe_at: input.now, safe_by: input.staffId };
  const [marked] = await tx
    .update(rollCallPeople)
    .set(safe)
    .where(
      and(
        eq(rollCallPeople.id_rollcall, input.id),
        eq(rollCallPeople.id_user, person.id),
        isNull(rollCallPeople.safe_at),
      ),
    )
    .returning({ id: rollCallPeople.id_user });
  const answer = { personId: person.id, name: person.name };
  if (marked) return { ...answer, already: false, added: false };
  // Not waiting to be marked: either marked already (the insert meets their row) or not on the list.
  const [added] = await tx
    .insert(rollCallPeople)
    .values({ id_rollcall: input.id, id_user: person.id, tipo: person.tipo, grupo: person.grupo, ...safe })
    .onConflictDoNothing()
    .returning({ id: rollCallPeople.id_user });
  return { ...answer, already: !added, added: !!added };
}

/** Closes roll call `id` at `now`; `closed` false when it was closed already (its first close kept). */
export async function closeRollCall(
  tx: Db,
  input: { id: number; staffId: number; now: Date },
): Promise<{ closed: boolean }> {
  const [closed] = await tx
    .update(rollCalls)
    .set({ closed_at: input.now, closed_by: input.staffId })
    .where(and(eq(rollCalls.id, input.id), isNull(rollCalls.closed_at)))
    .returning({ id: rollCalls.id });
  if (closed) return { closed: true };
  const [exists] = await tx.select({ id: rollCalls.id }).from(rollCalls).where(eq(rollCalls.id, input.id));
  if (!exists) throw notFound(ROLLCALL_MESSAGES.notFound);
  return { closed: false };
}

const COLUMNS = [
  { key: 'grupo', title: 'Curso o grupo' },
  { key: 'tipo', title: 'Tipo' },
  { key: 'nombre', title: 'Nombre' },
  { key: 'num_doc', title: 'Documento' },
  { key: 'estado', title: 'Estado' },
  { key: 'a_salvo_en', title: 'Marcado a salvo', kind: 'datetime' },
  { key: 'marcado_por', title: 'Marcado por' },
] as const;
const KIND_NAMES: Record<RollCallKind, string> = { estudiante: 'Estudiante', personal: 'Personal' };

/** The report as a workbook: one row per person, the never marked first, as the screen lists them. */
export function rollCallWorkbook(rollCall: RollCall, timezone: string): Buffer {
  const writer = new ExcelWriter({ sheet: ROLLCALL_SHEET, columns: COLUMNS, timezone });
  const people = rollCall.grupos.flatMap((g) => g.personas);
  const missingFirst = [...people.filter((p) => !p.a_salvo_en), ...people.filter((p) => p.a_salvo_en)];
  writer.add(
    missingFirst.map((p) => ({
      ...p,
      tipo: KIND_NAMES[p.tipo],
      estado: p.a_salvo_en ? 'A salvo' : 'Sin marcar',
    })),
  );
  writer.finish();
  return Buffer.concat(writer.take());
}

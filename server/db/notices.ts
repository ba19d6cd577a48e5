/**
 * The notices' one writer (issue 32, item 6): a notice to every family with live portal access to
 * a student (the guardian's account, activated and not revoked), in the caller's transaction, so
 * it commits — or vanishes — with what it tells. The table is the outbox: the portal reads it as
 * its feed, the notices worker e-mails it. The gate's and the bus's notices go only to the
 * families that chose them for that child (notice_choices); the money notices always.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NoticeData, NoticeKind } from '../../src/domain/notices';
import type { StaffNoticeData, StaffNoticeKind } from '../../src/domain/staffNotices';
import type { Db } from './client';
import { familyAccounts, familyNotices, noticeChoices, roles, staffNotices, students, users } from './schema';

/** Which of the family's choices a notice needs: none for the money notices. */
export type NoticeChoice = 'gate' | 'late' | 'bus' | 'noExit' | 'attempts' | 'lunches';
const CHOICE_COLUMN = {
  gate: noticeChoices.gate,
  late: noticeChoices.late,
  bus: noticeChoices.bus,
  noExit: noticeChoices.noExit,
  attempts: noticeChoices.attempts,
  lunches: noticeChoices.lunches,
} as const;

/** The live family accounts of the student `studentId` (an SQL expression), as `fa`. */
export const liveFamiliesOf = (studentId: SQL) => sql`
  from ${students} s
  join ${familyAccounts} fa on fa.id_guardian = s.id_attendant
  where s.id_user = ${studentId} and fa.password_hash is not null and fa.revoked_at is null`;

/**
 * Writes the notice for each family that should get it, dated `notice.at` (the server's clock: it
 * is also when the worker may first e-mail it); how many.
 */
export async function notifyFamilies(
  tx: Db,
  notice: {
    studentId: number;
    kind: NoticeKind;
    data: NoticeData;
    at: Date;
    choices?: readonly NoticeChoice[];
    /** A notice the family gets unless it turned it off for the child (an absence). */
    unlessOff?: 'absence';
  },
): Promise<number> {
  // A family gets it when it chose any of `choices` for the child (a late entry: the gate's or the
  // late arrivals'), or, for `unlessOff`, when it did not turn that off; with neither, always.
  const ifChosen = notice.choices?.map(
    (c) =>
      sql`exists (select 1 from ${noticeChoices} nc where nc.id_family = fa.id and nc.id_user = s.id_user and nc.${sql.identifier(CHOICE_COLUMN[c].name)})`,
  );
  const ifNotOff = notice.unlessOff
    ? [
        sql`not exists (select 1 from ${noticeChoices} nc where nc.id_family = fa.id and nc.id_user = s.id_user and not nc.${sql.identifier(noticeChoices[notice.unlessOff].name)})`,
      ]
    : [];
  const ways = [...(ifChosen ?? []), ...ifNotOff];
  const chosen = ways.length > 0 ? sql`and (${sql.join(ways, sql` or `)})` : sql``;
  const at = notice.at.toISOString();
  const rows = (await tx.execute(sql`
    insert into ${familyNotices} (id_family, id_user, tipo, datos, created_at, email_siguiente_at)
    select fa.id, s.id_user, ${notice.kind}, ${JSON.stringify(notice.data)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
    ${liveFamiliesOf(sql`${notice.studentId}::integer`)} ${chosen}
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.length;
}

/**
 * Writes a staff notice (issue 53) to every active user whose role holds `key` (a course's
 * coordinator, the transport coordinator), in the caller's transaction; how many.
 */
export async function notifyStaff(
  tx: Db,
  notice: { key: string; kind: StaffNoticeKind; data: StaffNoticeData; at: Date; studentId?: number },
): Promise<number> {
  const at = notice.at.toISOString();
  const rows = (await tx.execute(sql`
    insert into ${staffNotices} (id_user, id_estudiante, tipo, datos, created_at, email_siguiente_at)
    select u.id, ${notice.studentId ?? null}::integer, ${notice.kind}, ${JSON.stringify(notice.data)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
    from ${users} u join ${roles} r on r.id = u.id_rol
    where u.active = 1 and r.function @> ${JSON.stringify([notice.key])}::jsonb
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.length;
}

/** A family's notices (its feed, newest first, and how many it has not read) and its choices per child; the writes in service.ts. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  NO_CHOICES,
  type FamilyNotice,
  type NoticeChoices,
  type NoticeData,
  type NoticeKind,
} from '../../../../src/domain/notices';
import type { Db } from '../../../db/client';
import { familyNotices, noticeChoices, users } from '../../../db/schema';

export const NOTICES_PAGE = 20;

export async function noticeFeed(
  db: Db,
  familyId: number,
  page: number,
): Promise<{ rows: FamilyNotice[]; total: number }> {
  const n = familyNotices;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: n.id,
        tipo: n.kind,
        id_estudiante: n.id_user,
        estudiante: users.name,
        datos: n.data,
        created_at: n.created_at,
        read_at: n.read_at,
      })
      .from(n)
      .leftJoin(users, eq(users.id, n.id_user))
      .where(eq(n.id_family, familyId))
      .orderBy(desc(n.id))
      .limit(NOTICES_PAGE)
      .offset((page - 1) * NOTICES_PAGE),
    db.select({ total: count() }).from(n).where(eq(n.id_family, familyId)),
  ]);
  return {
    rows: rows.map(({ read_at, ...row }) => ({
      ...row,
      id: Number(row.id),
      tipo: row.tipo as NoticeKind,
      datos: row.datos as NoticeData,
      created_at: row.created_at.toISOString(),
      leido: read_at !== null,
    })),
    total: Number(total),
  };
}

export async function unreadCount(db: Db, familyId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(familyNotices)
    .where(and(eq(familyNotices.id_family, familyId), isNull(familyNotices.read_at)));
  return Number(n);
}

export async function choicesOf(db: Db, familyId: number, studentId: number): Promise<NoticeChoices> {
  const [row] = await db
    .select({
      porteria: noticeChoices.gate,
      tarde: noticeChoices.late,
      ruta: noticeChoices.bus,
      ausencia: noticeChoices.absence,
      sin_salida: noticeChoices.noExit,
      intentos: noticeChoices.attempts,
      almuerzos: noticeChoices.lunches,
    })
    .from(noticeChoices)
    .where(and(eq(noticeChoices.id_family, familyId), eq(noticeChoices.id_user, studentId)));
  return row ?? NO_CHOICES;
}

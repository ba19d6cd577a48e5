/**
 * The notices worker (issue 32, item 6): e-mails the families' notices (family_notices, written in
 * the transaction of what they tell) and the staff's (staff_notices, issue 53) through SMTP_URL. A round claims a batch of pending notices
 * for a few minutes (FOR UPDATE SKIP LOCKED: several nodes never take the same one), sends them
 * outside any transaction (a slow mail server holds no lock and, on the embedded database, never
 * stalls the product), then records each one's state: sent; or tried again later, the wait
 * doubling from a minute, and given up after EMAIL_ATTEMPTS; or not sent (no address, e-mail off).
 * A node that dies while sending leaves its claim to expire and the notice to the next round.
 */
import fp from 'fastify-plugin';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { EMAIL_ATTEMPTS, type NoticeData, type NoticeKind } from '../../src/domain/notices';
import { noticeMessage } from '../../src/domain/notice-texts';
import { staffNoticeText, type StaffNoticeData, type StaffNoticeKind } from '../../src/domain/staffNotices';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { familyAccounts, familyNotices, guardians, staffNotices, users } from '../db/schema';
import { smtpTransport } from '../http/mail';
import { localTime } from '../time';
import { everyRound } from '../http/rounds';

const BATCH = 20;
/** How long a claimed notice waits before another round may take it again. */
const CLAIM_MINUTES = 5;

export interface NoticeMailer {
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
  timezone: string;
}

export interface NoticesRound {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** The notice as a Spanish e-mail says it, at the school's clock. */
export function noticeEmail(kind: NoticeKind, data: NoticeData, student: string | null, timezone: string) {
  const { title, body } = noticeMessage('es', kind, data, student, (iso) =>
    localTime(new Date(iso), timezone),
  );
  return { subject: `${title}: ${student ?? ''}`.trim(), text: body };
}

/** A claimed notice, ready to send: its address, subject and text. */
interface Outgoing {
  id: number;
  attempts: number;
  email: string | null;
  subject: string;
  text: string;
}

type NoticeTable = typeof familyNotices | typeof staffNotices;

/** Claims, in `table`, the notices due at `now` for CLAIM_MINUTES (several nodes never take the same one): their ids. */
async function claimIds(tx: Db, table: NoticeTable, now: Date): Promise<number[]> {
  const claimed = (await tx.execute(sql`
    update ${table} set email_siguiente_at = ${new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString()}::timestamptz
    where id in (select id from ${table}
      where email_estado = 'pendiente' and email_siguiente_at <= ${now.toISOString()}::timestamptz
      order by id limit ${BATCH} for update skip locked)
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return claimed.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The families' notices due at `now`, claimed: to the guardian's address. */
async function claimFamilies(db: Db, now: Date, timezone: string): Promise<Outgoing[]> {
  const n = familyNotices;
  const rows = await db.transaction(async (tx) => {
    const ids = await claimIds(tx, n, now);
    if (ids.length === 0) return [];
    return tx
      .select({
        id: n.id,
        kind: n.kind,
        data: n.data,
        attempts: n.email_attempts,
        email: guardians.email,
        student: users.name,
      })
      .from(n)
      .innerJoin(familyAccounts, eq(familyAccounts.id, n.id_family))
      .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
      .leftJoin(users, eq(users.id, n.id_user))
      .where(inArray(n.id, ids))
      .orderBy(n.id);
  });
  return rows.map((row) => {
    const { subject, text } = noticeEmail(
      row.kind as NoticeKind,
      row.data as NoticeData,
      row.student,
      timezone,
    );
    return { id: row.id, attempts: row.attempts, email: row.email, subject, text };
  });
}

/** The staff's notices due at `now` (issue 53), claimed: to the staff member's own address. */
async function claimStaff(db: Db, now: Date, timezone: string): Promise<Outgoing[]> {
  const n = staffNotices;
  const student = alias(users, 'student');
  const rows = await db.transaction(async (tx) => {
    const ids = await claimIds(tx, n, now);
    if (ids.length === 0) return [];
    return tx
      .select({
        id: n.id,
        kind: n.kind,
        data: n.data,
        attempts: n.email_attempts,
        email: users.email,
        student: student.name,
      })
      .from(n)
      .innerJoin(users, eq(users.id, n.id_user))
      .leftJoin(student, eq(student.id, n.id_student))
      .where(inArray(n.id, ids))
      .orderBy(n.id);
  });
  return rows.map((row) => {
    const { subject, text } = staffNoticeText(
      row.kind as StaffNoticeKind,
      row.data as StaffNoticeData,
      row.student,
      (iso) => localTime(new Date(iso), timezone),
    );
    return { id: row.id, attempts: row.attempts, email: row.email, subject, text };
  });
}

type Settled = Partial<
  Pick<
    typeof familyNotices.$inferInsert,
    'email_state' | 'email_attempts' | 'email_error' | 'email_sent_at' | 'email_next_at'
  >
>;

const settleIn = (db: Db, table: NoticeTable) => (id: number, values: Settled) =>
  table === familyNotices
    ? db.update(familyNotices).set(values).where(eq(familyNotices.id, id))
    : db.update(staffNotices).set(values).where(eq(staffNotices.id, id));

/** Sends the claimed notices of one table, recording each one's state in `counts`. */
async function send(
  notices: Outgoing[],
  settle: ReturnType<typeof settleIn>,
  mailer: NoticeMailer,
  clock: Clock,
  counts: NoticesRound,
  noAddress: string,
) {
  for (const notice of notices) {
    const address = notice.email?.trim();
    if (!mailer.transport || !address) {
      await settle(notice.id, {
        email_state: 'omitido',
        email_error: mailer.transport ? noAddress : 'Correo apagado (sin SMTP_URL)',
      });
      counts.skipped++;
      continue;
    }
    try {
      await mailer.transport.sendMail({
        from: mailer.from,
        to: address,
        subject: notice.subject,
        text: notice.text,
      });
      await settle(notice.id, {
        email_state: 'enviado',
        email_sent_at: clock.now(),
        email_error: null,
        email_attempts: notice.attempts + 1,
      });
      counts.sent++;
    } catch (err) {
      const attempts = notice.attempts + 1;
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
      if (attempts >= EMAIL_ATTEMPTS) {
        await settle(notice.id, { email_state: 'fallido', email_attempts: attempts, email_error: error });
        counts.failed++;
      } else {
        const wait = 60_000 * 2 ** (attempts - 1);
        await settle(notice.id, {
          email_attempts: attempts,
          email_error: error,
          email_next_at: new Date(clock.nowMs() + wait),
        });
        counts.retried++;
      }
    }
  }
}

/** One round by `clock` (the server's), the families' notices then the staff's: what was sent, retried later, given up, or not sent. */
export async function noticesRound(db: Db, mailer: NoticeMailer, clock: Clock): Promise<NoticesRound> {
  const counts: NoticesRound = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const now = clock.now();
  await send(
    await claimFamilies(db, now, mailer.timezone),
    settleIn(db, familyNotices),
    mailer,
    clock,
    counts,
    'El acudiente no tiene correo',
  );
  await send(
    await claimStaff(db, now, mailer.timezone),
    settleIn(db, staffNotices),
    mailer,
    clock,
    counts,
    'El funcionario no tiene correo',
  );
  return counts;
}

/** Every `seconds`, a round; the transport from SMTP_URL, or none (e-mail off: notices are marked not sent). */
export const familyNoticesWorker = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; smtpUrl: string | null; from: string; seconds: number; timezone: string },
  ) => {
    const mailer: NoticeMailer = {
      transport: opts.smtpUrl ? smtpTransport(opts.smtpUrl) : null,
      from: opts.from,
      timezone: opts.timezone,
    };
    everyRound(
      app,
      opts.seconds * 1000,
      async () => {
        const counts = await noticesRound(opts.db, mailer, app.clock);
        if (counts.sent + counts.retried + counts.failed > 0)
          app.log.info({ notices: counts }, 'Avisos a las familias por correo');
      },
      {
        failed: 'El envío de avisos por correo falló; se intentará en la próxima ronda',
        onClose: () => {
          if (mailer.transport && 'close' in mailer.transport) (mailer.transport as Transporter).close();
        },
      },
    );
  },
);

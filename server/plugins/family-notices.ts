/**
 * The notices worker (issue 32, item 6): e-mails the families' notices (family_notices, written in
 * the transaction of what they tell) through SMTP_URL. A round claims a batch of pending notices
 * for a few minutes (FOR UPDATE SKIP LOCKED: several nodes never take the same one), sends them
 * outside any transaction (a slow mail server holds no lock and, on the embedded database, never
 * stalls the product), then records each one's state: sent; or tried again later, the wait
 * doubling from a minute, and given up after EMAIL_ATTEMPTS; or not sent (no address, e-mail off).
 * A node that dies while sending leaves its claim to expire and the notice to the next round.
 */
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { EMAIL_ATTEMPTS, type NoticeData, type NoticeKind } from '../../src/domain/notices';
import { noticeMessage } from '../../src/domain/notice-texts';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { familyAccounts, familyNotices, guardians, users } from '../db/schema';
import { localTime } from '../time';

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

/** The notices due at `now` (the server's clock, which dated them), claimed for CLAIM_MINUTES. */
async function claim(db: Db, now: Date) {
  const n = familyNotices;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: n.id })
      .from(n)
      .where(sql`${n.email_state} = 'pendiente' and ${n.email_next_at} <= ${now.toISOString()}::timestamptz`)
      .orderBy(n.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(n)
      .set({ email_next_at: new Date(now.getTime() + CLAIM_MINUTES * 60_000) })
      .where(sql`${n.id} in (${due})`)
      .returning({ id: n.id });
    if (claimed.length === 0) return [];
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
      .where(
        sql`${n.id} in (${sql.join(
          claimed.map((c) => sql`${c.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(n.id);
  });
}

const settle = (db: Db, id: number, values: Partial<typeof familyNotices.$inferInsert>) =>
  db.update(familyNotices).set(values).where(eq(familyNotices.id, id));

/** One round by `clock` (the server's): what was sent, retried later, given up, or not sent. */
export async function noticesRound(db: Db, mailer: NoticeMailer, clock: Clock): Promise<NoticesRound> {
  const counts: NoticesRound = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  for (const notice of await claim(db, clock.now())) {
    const address = notice.email?.trim();
    if (!mailer.transport || !address) {
      await settle(db, notice.id, {
        email_state: 'omitido',
        email_error: mailer.transport ? 'El acudiente no tiene correo' : 'Correo apagado (sin SMTP_URL)',
      });
      counts.skipped++;
      continue;
    }
    const { subject, text } = noticeEmail(
      notice.kind as NoticeKind,
      notice.data as NoticeData,
      notice.student,
      mailer.timezone,
    );
    try {
      await mailer.transport.sendMail({ from: mailer.from, to: address, subject, text });
      await settle(db, notice.id, {
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
        await settle(db, notice.id, { email_state: 'fallido', email_attempts: attempts, email_error: error });
        counts.failed++;
      } else {
        const wait = 60_000 * 2 ** (attempts - 1);
        await settle(db, notice.id, {
          email_attempts: attempts,
          email_error: error,
          email_next_at: new Date(clock.nowMs() + wait),
        });
        counts.retried++;
      }
    }
  }
  return counts;
}

/** The SMTP transport of `url`, with timeouts short enough for a round. */
export const smtpTransport = (url: string) =>
  createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as object);

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
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const counts = await noticesRound(opts.db, mailer, app.clock);
        if (counts.sent + counts.retried + counts.failed > 0)
          app.log.info({ notices: counts }, 'Avisos a las familias por correo');
      } catch (err) {
        app.log.warn({ err }, 'El envío de avisos por correo falló; se intentará en la próxima ronda');
      } finally {
        running = false;
      }
    };
    const every = setInterval(run, opts.seconds * 1000);
    every.unref();
    app.addHook('onClose', async () => {
      clearInterval(every);
      if (mailer.transport && 'close' in mailer.transport) (mailer.transport as Transporter).close();
    });
  },
);

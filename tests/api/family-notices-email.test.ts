/**
 * Notices to families by e-mail (issue 32, item 6): the worker's rounds mark them not sent without
 * SMTP, try a failing server again and then give up, with a state per notice; and deliver to a real
 * SMTP server started here, in Spanish, once; the staff's notices (issue 53) in the same rounds.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_ATTEMPTS } from '../../src/domain/notices';
import { familyNotices, staffNotices } from '../../server/db/schema';
import { notifyStaff } from '../../server/db/notices';
import { noticesRound } from '../../server/plugins/family-notices';
import { activatedFamily, buildTestApp, EMILIANO, MARIA, signIn, userIdByDocument } from './fixtures';
import {
  admin,
  mariaAccount,
  openNoticesSchool,
  PNG,
  reportTransfer,
  schoolToday,
  t,
} from './fixtures/family-notices-school';
import { startSmtp } from './fixtures/smtp';

openNoticesSchool();

describe('e-mail', () => {
  it('without SMTP a round marks them not sent; a failing server is tried again, then given up', async () => {
    // A notice of its own: a transfer rejected.
    expect(
      (
        await admin.post(`/api/admin/transfers/${await reportTransfer('AVISO-6')}/reject`, {
          motivo: 'No llegó al banco',
        })
      ).status,
    ).toBe(200);
    const [notice] = await t.db
      .select()
      .from(familyNotices)
      .where(eq(familyNotices.id_family, mariaAccount))
      .orderBy(desc(familyNotices.id))
      .limit(1);
    expect(notice).toMatchObject({
      kind: 'recarga_rechazada',
      data: { referencia: 'AVISO-6' },
      email_state: 'pendiente',
    });
    const skipped = await noticesRound(
      t.db,
      { transport: null, from: 'a@b.c', timezone: 'America/Bogota' },
      t.clock,
    );
    expect(skipped.skipped).toBeGreaterThan(0);
    const states = await t.db.select({ state: familyNotices.email_state }).from(familyNotices);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['omitido']));
    // A new notice and a server that refuses: tried again later, EMAIL_ATTEMPTS times in all.
    await t.db
      .update(familyNotices)
      .set({ email_state: 'pendiente', email_attempts: 0, email_next_at: new Date(0) })
      .where(eq(familyNotices.id, notice.id));
    const failing = { sendMail: async () => Promise.reject(new Error('550 buzón lleno')) };
    for (let attempt = 1; attempt <= EMAIL_ATTEMPTS; attempt++) {
      const round = await noticesRound(
        t.db,
        { transport: failing, from: 'a@b.c', timezone: 'America/Bogota' },
        t.clock,
      );
      expect(round, `intento ${attempt}`).toMatchObject(
        attempt < EMAIL_ATTEMPTS ? { retried: 1 } : { failed: 1 },
      );
      const [row] = await t.db.select().from(familyNotices).where(eq(familyNotices.id, notice.id));
      expect(row).toMatchObject({
        email_attempts: attempt,
        email_error: '550 buzón lleno',
        email_state: attempt < EMAIL_ATTEMPTS ? 'pendiente' : 'fallido',
      });
      if (attempt < EMAIL_ATTEMPTS)
        expect(row.email_next_at.getTime()).toBeGreaterThan(t.clock.nowMs() + 50_000 * 2 ** (attempt - 1));
      await t.db
        .update(familyNotices)
        .set({ email_next_at: new Date(0) })
        .where(eq(familyNotices.id, notice.id));
    }
  });

  it('the worker delivers to a real SMTP server, in Spanish, once', async () => {
    const smtp = await startSmtp();
    const { received } = smtp;
    const mailed = await buildTestApp({
      SMTP_URL: smtp.url,
      NOTICES_SECONDS: '1',
      SMTP_FROM: 'Colegio <avisos@colegio.demo>',
    });
    try {
      const staff = await signIn(mailed.app, 'admin@colegio.demo', 'Demo2026!');
      const family = await activatedFamily(mailed, staff.api, MARIA.num_doc);
      const id = await userIdByDocument(mailed, EMILIANO);
      const res = await family.api.post<{ id: number }>('/api/family/transfers', {
        id_estudiante: id,
        valor: 15_000,
        fecha: schoolToday(),
        referencia: 'CORREO-1',
        soporte: PNG,
      });
      expect((await staff.api.post(`/api/admin/transfers/${res.body.data.id}/approve`)).status).toBe(200);
      await expect.poll(() => received.length, { timeout: 15_000, interval: 250 }).toBe(1);
      expect(received[0].to).toBe(MARIA.email);
      const mail = received[0].text.replace(/=\r\n/g, '');
      expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: Recarga aprobada/);
      expect(mail).toContain('Emiliano Moreno Silva');
      const [row] = await mailed.db
        .select()
        .from(familyNotices)
        .where(eq(familyNotices.id_family, family.session.id));
      await expect
        .poll(
          async () =>
            (await mailed.db.select().from(familyNotices).where(eq(familyNotices.id, row.id)))[0].email_state,
        )
        .toBe('enviado');
      // Rounds go on: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 2500));
      expect(received).toHaveLength(1);
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });

  it('the staff’s notices go out in the same rounds, to the staff member’s address, once', async () => {
    const student = await userIdByDocument(t, EMILIANO);
    const written = await t.db.transaction((tx) =>
      notifyStaff(tx, {
        key: 'access.coordination',
        kind: 'ausencias_seguidas',
        data: { fechas: ['2026-03-09', '2026-03-10'], curso: 'Quinto' },
        at: t.clock.now(),
        studentId: student,
      }),
    );
    // The demo's administrator holds every key.
    expect(written).toBeGreaterThan(0);
    const sent: { to: string; subject: string; text: string }[] = [];
    const recording = {
      sendMail: async (mail: { to: string; subject: string; text: string }) => {
        sent.push(mail);
        return { envelope: { from: 'a@b.c', to: [mail.to] }, messageId: `<${sent.length}@prueba>` };
      },
    };
    const mailer = { transport: recording, from: 'a@b.c', timezone: 'America/Bogota' };
    expect((await noticesRound(t.db, mailer, t.clock)).sent).toBe(written);
    expect(sent).toContainEqual({
      from: 'a@b.c',
      to: 'admin@colegio.demo',
      subject: 'Ausencias seguidas: Emiliano Moreno Silva',
      text: 'Emiliano Moreno Silva (Quinto) no vino al colegio 2026-03-09 y 2026-03-10 sin excusa.',
    });
    const rows = await t.db.select().from(staffNotices).where(eq(staffNotices.id_student, student));
    expect(rows.map((r) => r.email_state)).toEqual(rows.map(() => 'enviado'));
    expect((await noticesRound(t.db, mailer, t.clock)).sent).toBe(0);
  });
});

/**
 * "¿Olvidó su contraseña?" (issue 55, item 3): with SMTP_URL the guardian gets by e-mail a
 * single-use link valid an hour, whether asked by e-mail or document; the answer is the same
 * whether or not the person exists; the sign-in's throttle applies; the old password works until
 * the link is used; a used or expired link is refused. Without SMTP the portal is told to send the
 * family to the school. A real SMTP server started here receives the e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITE_INVALID, RESET_MESSAGES, RESET_MINUTES } from '../../src/domain/family';
import { familyAccounts } from '../../server/db/schema';
import { api, type TestApp } from './fixtures';
import { FAMILY_PASSWORD, guardianIdByDocument, JORGE, MARIA, schoolWithMaria } from './fixtures/family';
import { startSmtp, type SmtpStandIn } from './fixtures/smtp';

const FORGOT = '/api/family/password/forgot';
let smtp: SmtpStandIn;
let received: SmtpStandIn['received'];
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  received = smtp.received;
  ({ t } = await schoolWithMaria({ SMTP_URL: smtp.url, SMTP_FROM: 'Colegio <a@b.co>' }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The link's token in the n-th e-mail (quoted-printable undone). */
async function tokenOfMail(n: number): Promise<string> {
  await expect.poll(() => received.length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(n);
  const text = received[n - 1].text.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  const token = /activar\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

const family = () => api(t.app);

describe('a way back in', () => {
  it('says whether the school sends e-mail', async () => {
    const res = await family().get(FORGOT);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ correo: true });
  });

  it('e-mails a single-use link that sets a new password; the old one works until then', async () => {
    const asked = await family().post(FORGOT, { usuario: MARIA.email.toUpperCase() });
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.message).toBe(RESET_MESSAGES.sent);
    const token = await tokenOfMail(1);
    expect(received[0].to).toBe(MARIA.email);
    expect(received[0].text).toMatch(/Subject: =\?UTF-8\?|Subject: Nueva contrase/);
    // Until the link is used, the password in use still signs in.
    const before = await family().post<{ token: string }>('/api/family/login', {
      usuario: MARIA.num_doc,
      password: FAMILY_PASSWORD,
    });
    expect(before.status).toBe(200);
    const reset = await family().post<{ token: string }>('/api/family/activate', {
      token,
      password: 'Otra-clave-2026',
    });
    expect(reset.status, reset.body.message).toBe(200);
    // Every other session ends with the new password; the old password no longer works.
    expect((await api(t.app, before.body.data.token).get('/api/family/children')).status).toBe(401);
    expect(
      (await family().post('/api/family/login', { usuario: MARIA.num_doc, password: FAMILY_PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (await family().post('/api/family/login', { usuario: MARIA.num_doc, password: 'Otra-clave-2026' }))
        .status,
    ).toBe(200);
    // Used once: the link is refused on its field.
    const again = await family().post('/api/family/activate', { token, password: 'Tercera-clave-2026' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: INVITE_INVALID, errors: { token: INVITE_INVALID } });
  });

  it('answers the same for nobody, sends nothing, and a link expires after an hour', async () => {
    const sent = received.length;
    const nobody = await family().post(FORGOT, { usuario: 'nadie@ninguna.parte' });
    expect(nobody.status).toBe(200);
    expect(nobody.body.message).toBe(RESET_MESSAGES.sent);
    // Jorge has no portal access yet (never invited): nothing to reset either.
    expect((await family().post(FORGOT, { usuario: JORGE.num_doc })).body.message).toBe(RESET_MESSAGES.sent);
    // By document this time: one e-mail, for María only.
    await family().post(FORGOT, { usuario: MARIA.num_doc });
    const token = await tokenOfMail(sent + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.length).toBe(sent + 1);
    const guardianId = await guardianIdByDocument(t, MARIA.num_doc);
    const [account] = await t.db
      .select()
      .from(familyAccounts)
      .where(eq(familyAccounts.id_guardian, guardianId));
    expect(account.invite_expires_at!.getTime() - t.clock.nowMs()).toBeLessThanOrEqual(
      RESET_MINUTES * 60_000,
    );
    // An hour later the link is refused.
    await t.db
      .update(familyAccounts)
      .set({ invite_expires_at: new Date(t.clock.nowMs() - 1) })
      .where(eq(familyAccounts.id, account.id));
    const late = await family().post('/api/family/activate', { token, password: 'Tarde-clave-2026' });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ token: INVITE_INVALID });
  });

  it('refuses a missing user on its field, and throttles as the sign-in does', async () => {
    const empty = await family().post(FORGOT, { usuario: ' ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['usuario']);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await family().post(FORGOT, { usuario: 'otra@persona.co' })).status);
    expect(statuses).toContain(429);
  });
});

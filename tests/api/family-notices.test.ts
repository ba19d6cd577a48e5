/**
 * Notices to families (issue 32, item 6): written in the transaction of what they tell — the
 * balance going below the family's threshold (once per crossing), a transfer decided, and, as each
 * family chose per child, the gate and the bus — read as the portal's feed with its unread count,
 * and e-mailed by the worker to a real SMTP server started here, with retries and a state per notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { desc, eq } from 'drizzle-orm';
import { STORE } from '../../src/domain/inventory';
import { EMAIL_ATTEMPTS, type FamilyNotice, type NoticeChoices } from '../../src/domain/notices';
import type { StaffTransferReport } from '../../src/domain/transfers';
import { credentials, drivers, familyNotices, monitors } from '../../server/db/schema';
import { noticesRound } from '../../server/plugins/family-notices';
import { localDate } from '../../server/time';
import {
  activatedFamily,
  buildTestApp,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  JORGE,
  MARIA,
  NICOLAS,
  productNamed,
  schoolWithMaria,
  sell,
  signIn,
  tinyPng,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let maria: Api;
let mariaAccount: number;
let emiliano: number;
const PNG = `data:image/png;base64,${tinyPng().toString('base64')}`;
// The school's date, not UTC's: from 19:00 in Bogotá UTC is already tomorrow, a transfer's future date.
const schoolToday = () => localDate(t.clock.now(), 'America/Bogota');
const noticesOf = async (account: number) =>
  (await t.db.select().from(familyNotices).where(eq(familyNotices.id_family, account)).orderBy(familyNotices.id)).map((n) => ({ kind: n.kind, data: n.data }));
/** A transfer María reports for Emiliano under `referencia`: its id. */
const reportTransfer = async (referencia: string) => {
  const res = await maria.post<{ id: number }>('/api/family/transfers', { id_estudiante: emiliano, valor: 20_000, fecha: schoolToday(), referencia, soporte: PNG });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.id;
};

beforeAll(async () => {
  // The worker stays out of the way here: rounds are run by hand (the last test lets it run).
  ({ t, admin, maria, mariaAccount, emiliano } = await schoolWithMaria({ NOTICES_SECONDS: '3600', GATE_REPEAT_SECONDS: '0' }));
});
afterAll(() => t?.close());

describe('notices written with what they tell', () => {
  it('the balance going below the threshold: once per crossing, not on a refused sale', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const saldo = (await credentialOf(t, EMILIANO)).saldo;
    // The threshold just under the balance: one water crosses it, the next does not.
    expect((await maria.put(`/api/family/children/${emiliano}/limits`, { aviso_saldo: saldo - 1000 })).status).toBe(200);
    const buy = (count: number) => sell(admin, 'cafeteria', cafeteriaBody(emiliano, [{ id: water.id, count }], { inmediate: 1 }));
    const before = (await noticesOf(mariaAccount)).length;
    const since = async () => (await noticesOf(mariaAccount)).slice(before);
    expect((await buy(1)).status).toBe(201);
    expect((await buy(1)).status).toBe(201);
    expect(await since()).toEqual([{ kind: 'saldo_bajo', data: { saldo: saldo - water.price, aviso: saldo - 1000 } }]);
    // A sale refused (over the balance) writes none.
    expect((await buy(10_000)).status).toBeGreaterThanOrEqual(400);
    // Back above it, then below again: a second crossing, a second notice.
    expect((await admin.put(`/api/admin/carnets/${(await credentialOf(t, EMILIANO)).id}`, { recarga: 10_000 })).status).toBe(200);
    expect((await buy(4)).status).toBe(201);
    expect((await since()).filter((n) => n.kind === 'saldo_bajo')).toHaveLength(2);
  });

  it("a transfer's approval and rejection", async () => {
    const before = (await noticesOf(mariaAccount)).length;
    const first = await reportTransfer('AVISO-1');
    const second = await reportTransfer('AVISO-2');
    expect((await admin.post<StaffTransferReport>(`/api/admin/transfers/${first}/approve`)).status).toBe(200);
    expect((await admin.post<StaffTransferReport>(`/api/admin/transfers/${first}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/transfers/${second}/reject`, { motivo: 'No llegó al banco' })).status).toBe(200);
    const decided = (await noticesOf(mariaAccount)).slice(before).filter((n) => n.kind.startsWith('recarga_'));
    // Approved twice: told once.
    expect(decided).toEqual([
      { kind: 'recarga_aprobada', data: { valor: 20_000, referencia: 'AVISO-1' } },
      { kind: 'recarga_rechazada', data: { valor: 20_000, referencia: 'AVISO-2', motivo: 'No llegó al banco' } },
    ]);
  });

  it('a notice commits or vanishes with what it tells: an approval refused leaves none', async () => {
    const credential = await credentialOf(t, EMILIANO);
    const id = await reportTransfer('AVISO-3');
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));
    const before = await noticesOf(mariaAccount);
    const refused = await admin.post(`/api/admin/transfers/${id}/approve`);
    expect(refused.status).toBe(409);
    expect(await noticesOf(mariaAccount)).toEqual(before);
    await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
    expect((await admin.post(`/api/admin/transfers/${id}/reject`, { motivo: 'Duplicada' })).status).toBe(200);
  });

  it('the gate and the bus only as the family chose, per child', async () => {
    const gate = () => admin.get(`/api/admin/turns/${EMILIANO}/registerstar`);
    const before = (await noticesOf(mariaAccount)).length;
    expect((await gate()).status).toBe(200);
    expect(await noticesOf(mariaAccount)).toHaveLength(before);
    const url = `/api/family/children/${emiliano}/notices`;
    expect((await maria.get<NoticeChoices>(url)).body.data).toEqual({ porteria: false, tarde: false, ruta: false });
    const chosen = await maria.put<NoticeChoices>(url, { porteria: true, tarde: false, ruta: true });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body).toMatchObject({ message: 'Avisos guardados', data: { porteria: true, tarde: false, ruta: true } });
    expect((await gate()).status).toBe(200);
    const [driver] = await t.db.select().from(drivers).limit(1);
    const [watcher] = await t.db.select().from(monitors).limit(1);
    const route = await admin.post<{ id: number }>('/api/schoolroutes/routes', {
      nombreRuta: 'Ruta Avisos',
      hora_inicio: '06:20',
      idConductor: driver.id,
      idMonitor: watcher.id,
      alumnos: [{ id_user: emiliano }],
    });
    expect(route.status, route.body.message).toBe(201);
    const boarded = await admin.post(`/api/schoolroutes/routes/${route.body.data.id}/boardings`, { code: EMILIANO, kind: 'on' });
    expect(boarded.status, boarded.body.message).toBe(200);
    const told = (await noticesOf(mariaAccount)).slice(before).map((n) => n.kind);
    expect(told).toEqual([expect.stringMatching(/^(entrada|salida|tarde)$/), 'subio']);
    // Another child of hers, not chosen: nothing; another family's child: 404.
    const nicolas = await userIdByDocument(t, NICOLAS);
    expect((await maria.put(`/api/family/children/${nicolas}/notices`, { porteria: true, tarde: true, ruta: true })).status).toBe(404);
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    expect((await jorge.get(url)).status).toBe(404);
    expect((await maria.put(url, { porteria: 'sí' })).status).toBe(400);
  });
});

describe('the feed', () => {
  it('newest first with the child, the unread count, and all read at once', async () => {
    // Two notices of its own, the newest last: a transfer rejected, then one approved.
    const rejected = await reportTransfer('AVISO-4');
    expect((await admin.post(`/api/admin/transfers/${rejected}/reject`, { motivo: 'No llegó al banco' })).status).toBe(200);
    const approved = await reportTransfer('AVISO-5');
    expect((await admin.post(`/api/admin/transfers/${approved}/approve`)).status).toBe(200);
    const feed = await maria.get<FamilyNotice[]>('/api/family/notices');
    expect(feed.status, feed.body.message).toBe(200);
    // Every notice of hers: these two and those the other tests left.
    expect(feed.body.total).toBe((await noticesOf(mariaAccount)).length);
    expect(feed.body.total).toBeGreaterThanOrEqual(2);
    expect(feed.body.data[0]).toMatchObject({ tipo: 'recarga_aprobada', estudiante: 'Emiliano Moreno Silva', leido: false });
    expect(feed.body.data[1]).toMatchObject({ tipo: 'recarga_rechazada', estudiante: 'Emiliano Moreno Silva', leido: false });
    expect(feed.body.data.map((n) => n.id)).toEqual([...feed.body.data.map((n) => n.id)].sort((a, b) => b - a));
    const unread = await maria.get<{ sin_leer: number }>('/api/family/notices/unread');
    expect(unread.body.data.sin_leer).toBe(feed.body.total);
    // Up to what the page showed: a notice that came after it stays unread.
    expect((await maria.post('/api/family/notices/read', { hasta: feed.body.data[1].id })).body.data).toEqual({ sin_leer: 1 });
    expect((await maria.post('/api/family/notices/read', { hasta: 'todo' })).status).toBe(400);
    expect((await maria.post('/api/family/notices/read')).body.data).toEqual({ sin_leer: 0 });
    expect((await maria.get<{ sin_leer: number }>('/api/family/notices/unread')).body.data.sin_leer).toBe(0);
    expect((await maria.get<FamilyNotice[]>('/api/family/notices')).body.data.every((n) => n.leido)).toBe(true);
    expect((await admin.get('/api/family/notices')).status).toBe(403);
  });
});

describe('e-mail', () => {
  it('without SMTP a round marks them not sent; a failing server is tried again, then given up', async () => {
    // A notice of its own: a transfer rejected.
    expect((await admin.post(`/api/admin/transfers/${await reportTransfer('AVISO-6')}/reject`, { motivo: 'No llegó al banco' })).status).toBe(200);
    const [notice] = await t.db.select().from(familyNotices).where(eq(familyNotices.id_family, mariaAccount)).orderBy(desc(familyNotices.id)).limit(1);
    expect(notice).toMatchObject({ kind: 'recarga_rechazada', data: { referencia: 'AVISO-6' }, email_state: 'pendiente' });
    const skipped = await noticesRound(t.db, { transport: null, from: 'a@b.c', timezone: 'America/Bogota' }, t.clock);
    expect(skipped.skipped).toBeGreaterThan(0);
    const states = await t.db.select({ state: familyNotices.email_state }).from(familyNotices);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['omitido']));
    // A new notice and a server that refuses: tried again later, EMAIL_ATTEMPTS times in all.
    await t.db.update(familyNotices).set({ email_state: 'pendiente', email_attempts: 0, email_next_at: new Date(0) }).where(eq(familyNotices.id, notice.id));
    const failing = { sendMail: async () => Promise.reject(new Error('550 buzón lleno')) };
    for (let attempt = 1; attempt <= EMAIL_ATTEMPTS; attempt++) {
      const round = await noticesRound(t.db, { transport: failing, from: 'a@b.c', timezone: 'America/Bogota' }, t.clock);
      expect(round, `intento ${attempt}`).toMatchObject(attempt < EMAIL_ATTEMPTS ? { retried: 1 } : { failed: 1 });
      const [row] = await t.db.select().from(familyNotices).where(eq(familyNotices.id, notice.id));
      expect(row).toMatchObject({ email_attempts: attempt, email_error: '550 buzón lleno', email_state: attempt < EMAIL_ATTEMPTS ? 'pendiente' : 'fallido' });
      if (attempt < EMAIL_ATTEMPTS) expect(row.email_next_at.getTime()).toBeGreaterThan(t.clock.nowMs() + 50_000 * 2 ** (attempt - 1));
      await t.db.update(familyNotices).set({ email_next_at: new Date(0) }).where(eq(familyNotices.id, notice.id));
    }
  });

  it('the worker delivers to a real SMTP server, in Spanish, once', async () => {
    const received: { to: string; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const mailed = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTICES_SECONDS: '1', SMTP_FROM: 'Colegio <avisos@colegio.demo>' });
    try {
      const staff = await signIn(mailed.app, 'admin@colegio.demo', 'Demo2026!');
      const family = await activatedFamily(mailed, staff.api, MARIA.num_doc);
      const id = await userIdByDocument(mailed, EMILIANO);
      const res = await family.api.post<{ id: number }>('/api/family/transfers', { id_estudiante: id, valor: 15_000, fecha: schoolToday(), referencia: 'CORREO-1', soporte: PNG });
      expect((await staff.api.post(`/api/admin/transfers/${res.body.data.id}/approve`)).status).toBe(200);
      await expect.poll(() => received.length, { timeout: 15_000, interval: 250 }).toBe(1);
      expect(received[0].to).toBe(MARIA.email);
      const mail = received[0].text.replace(/=\r\n/g, '');
      expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: Recarga aprobada/);
      expect(mail).toContain('Emiliano Moreno Silva');
      const [row] = await mailed.db.select().from(familyNotices).where(eq(familyNotices.id_family, family.session.id));
      await expect.poll(async () => (await mailed.db.select().from(familyNotices).where(eq(familyNotices.id, row.id)))[0].email_state).toBe('enviado');
      // Rounds go on: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 2500));
      expect(received).toHaveLength(1);
    } finally {
      await mailed.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/**
 * Notices to families (issue 32, item 6): written in the transaction of what they tell — the
 * balance going below the family's threshold (once per crossing), a transfer decided, and, as each
 * family chose per child, the gate and the bus — and read as the portal's feed with its unread count.
 * Their e-mail is in family-notices-email.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { FamilyNotice, NoticeChoices } from '../../src/domain/notices';
import type { StaffTransferReport } from '../../src/domain/transfers';
import { credentials, drivers, monitors } from '../../server/db/schema';
import {
  activatedFamily,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  JORGE,
  NICOLAS,
  productNamed,
  sell,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  emiliano,
  maria,
  mariaAccount,
  noticesOf,
  openNoticesSchool,
  reportTransfer,
  t,
} from './fixtures/family-notices-school';

openNoticesSchool();

describe('notices written with what they tell', () => {
  it('the balance going below the threshold: once per crossing, not on a refused sale', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const saldo = (await credentialOf(t, EMILIANO)).saldo;
    // The threshold just under the balance: one water crosses it, the next does not.
    expect(
      (await maria.put(`/api/family/children/${emiliano}/limits`, { aviso_saldo: saldo - 1000 })).status,
    ).toBe(200);
    const buy = (count: number) =>
      sell(admin, 'cafeteria', cafeteriaBody(emiliano, [{ id: water.id, count }], { inmediate: 1 }));
    const before = (await noticesOf(mariaAccount)).length;
    const since = async () => (await noticesOf(mariaAccount)).slice(before);
    expect((await buy(1)).status).toBe(201);
    expect((await buy(1)).status).toBe(201);
    expect(await since()).toEqual([
      { kind: 'saldo_bajo', data: { saldo: saldo - water.price, aviso: saldo - 1000 } },
    ]);
    // A sale refused (over the balance) writes none.
    expect((await buy(10_000)).status).toBeGreaterThanOrEqual(400);
    // Back above it, then below again: a second crossing, a second notice.
    expect(
      (await admin.put(`/api/admin/carnets/${(await credentialOf(t, EMILIANO)).id}`, { recarga: 10_000 }))
        .status,
    ).toBe(200);
    expect((await buy(4)).status).toBe(201);
    expect((await since()).filter((n) => n.kind === 'saldo_bajo')).toHaveLength(2);
  });

  it("a transfer's approval and rejection", async () => {
    const before = (await noticesOf(mariaAccount)).length;
    const first = await reportTransfer('AVISO-1');
    const second = await reportTransfer('AVISO-2');
    expect((await admin.post<StaffTransferReport>(`/api/admin/transfers/${first}/approve`)).status).toBe(200);
    expect((await admin.post<StaffTransferReport>(`/api/admin/transfers/${first}/approve`)).status).toBe(200);
    expect(
      (await admin.post(`/api/admin/transfers/${second}/reject`, { motivo: 'No llegó al banco' })).status,
    ).toBe(200);
    const decided = (await noticesOf(mariaAccount))
      .slice(before)
      .filter((n) => n.kind.startsWith('recarga_'));
    // Approved twice: told once.
    expect(decided).toEqual([
      { kind: 'recarga_aprobada', data: { valor: 20_000, referencia: 'AVISO-1' } },
      {
        kind: 'recarga_rechazada',
        data: { valor: 20_000, referencia: 'AVISO-2', motivo: 'No llegó al banco' },
      },
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
    // Before the family chooses: only the absence at the cut-off (issue 53) is on.
    expect((await maria.get<NoticeChoices>(url)).body.data).toEqual({
      porteria: false,
      tarde: false,
      ruta: false,
      ausencia: true,
      sin_salida: false,
      intentos: false,
      almuerzos: false,
    });
    // A client that sends only the first three keeps the other two as they were.
    const chosen = await maria.put<NoticeChoices>(url, { porteria: true, tarde: false, ruta: true });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body).toMatchObject({
      message: 'Avisos guardados',
      data: { porteria: true, tarde: false, ruta: true, ausencia: true, sin_salida: false },
    });
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
    const boarded = await admin.post(`/api/schoolroutes/routes/${route.body.data.id}/boardings`, {
      code: EMILIANO,
      kind: 'on',
    });
    expect(boarded.status, boarded.body.message).toBe(200);
    const told = (await noticesOf(mariaAccount)).slice(before).map((n) => n.kind);
    expect(told).toEqual([expect.stringMatching(/^(entrada|salida|tarde)$/), 'subio']);
    // Another child of hers, not chosen: nothing; another family's child: 404.
    const nicolas = await userIdByDocument(t, NICOLAS);
    expect(
      (
        await maria.put(`/api/family/children/${nicolas}/notices`, {
          porteria: true,
          tarde: true,
          ruta: true,
        })
      ).status,
    ).toBe(404);
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    expect((await jorge.get(url)).status).toBe(404);
    expect((await maria.put(url, { porteria: 'sí' })).status).toBe(400);
  });
});

describe('the feed', () => {
  it('newest first with the child, the unread count, and all read at once', async () => {
    // Two notices of its own, the newest last: a transfer rejected, then one approved.
    const rejected = await reportTransfer('AVISO-4');
    expect(
      (await admin.post(`/api/admin/transfers/${rejected}/reject`, { motivo: 'No llegó al banco' })).status,
    ).toBe(200);
    const approved = await reportTransfer('AVISO-5');
    expect((await admin.post(`/api/admin/transfers/${approved}/approve`)).status).toBe(200);
    const feed = await maria.get<FamilyNotice[]>('/api/family/notices');
    expect(feed.status, feed.body.message).toBe(200);
    // Every notice of hers: these two and those the other tests left.
    expect(feed.body.total).toBe((await noticesOf(mariaAccount)).length);
    expect(feed.body.total).toBeGreaterThanOrEqual(2);
    expect(feed.body.data[0]).toMatchObject({
      tipo: 'recarga_aprobada',
      estudiante: 'Emiliano Moreno Silva',
      leido: false,
    });
    expect(feed.body.data[1]).toMatchObject({
      tipo: 'recarga_rechazada',
      estudiante: 'Emiliano Moreno Silva',
      leido: false,
    });
    expect(feed.body.data.map((n) => n.id)).toEqual(
      [...feed.body.data.map((n) => n.id)].sort((a, b) => b - a),
    );
    const unread = await maria.get<{ sin_leer: number }>('/api/family/notices/unread');
    expect(unread.body.data.sin_leer).toBe(feed.body.total);
    // Up to what the page showed: a notice that came after it stays unread.
    expect((await maria.post('/api/family/notices/read', { hasta: feed.body.data[1].id })).body.data).toEqual(
      { sin_leer: 1 },
    );
    expect((await maria.post('/api/family/notices/read', { hasta: 'todo' })).status).toBe(400);
    expect((await maria.post('/api/family/notices/read')).body.data).toEqual({ sin_leer: 0 });
    expect((await maria.get<{ sin_leer: number }>('/api/family/notices/unread')).body.data.sin_leer).toBe(0);
    expect((await maria.get<FamilyNotice[]>('/api/family/notices')).body.data.every((n) => n.leido)).toBe(
      true,
    );
    expect((await admin.get('/api/family/notices')).status).toBe(403);
  });
});

/**
 * The staff's side of online payments (issue 54), key `carnets.online`: every family's payments
 * with what Mercado Pago said, a held or pending one asked again (credited once, through the
 * notification's door), and the school's terms that the portal then offers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { externalReferenceOf, type OnlinePaymentTermsAnswer } from '../../src/domain/onlinePayments';
import { ONLINE_STAFF_MESSAGES, type StaffOnlinePayment } from '../../src/domain/onlinePaymentsStaff';
import { credentialMovements, credentials, portalSettings } from '../../server/db/schema';
import { credentialOf, staffWith, unchanged, EMILIANO } from './fixtures';
import { onlinePaymentsSchool, type OnlinePaymentsSchool } from './fixtures/online-payments-school';

const PATH = '/api/admin/online-payments';

let s: OnlinePaymentsSchool;

beforeAll(async () => {
  s = await onlinePaymentsSchool();
});
afterAll(() => s?.close());

const refresh = (id: number) =>
  s.admin.post<{ resultado: string; pago: StaffOnlinePayment }>(`${PATH}/${id}/refresh`);

describe("the staff's list", () => {
  it('lists every family’s payments with their guardian, children and what Mercado Pago said, filtered by state', async () => {
    const created = await s.open([
      { id_estudiante: s.emiliano, valor: 10_000 },
      { id_estudiante: s.nicolas, valor: 5_000 },
    ]);
    const paid = s.mp.pay(externalReferenceOf(created.id), { amount: 1_000 });
    expect((await s.notify(paid)).body.data?.resultado).toBe('held');
    const held = await s.admin.get<StaffOnlinePayment[]>(`${PATH}?estado=retenido`);
    expect(held.status, held.body.message).toBe(200);
    expect(held.body.total).toBe(1);
    expect(held.body.data[0]).toMatchObject({
      id: created.id,
      estado: 'retenido',
      total: 15_000,
      referencia: paid,
      estado_proveedor: 'approved',
      valor_proveedor: 1_000,
      acudiente: expect.any(String),
    });
    expect(held.body.data[0].hijos.map((h) => h.valor)).toEqual([10_000, 5_000]);
    const one = await s.admin.get<StaffOnlinePayment>(`${PATH}/${created.id}`);
    expect(one.body.data).toEqual(held.body.data[0]);
    const bad = await s.admin.get(`${PATH}?estado=pagado`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ estado: ONLINE_STAFF_MESSAGES.stateFilter });
  });

  it('refuses a staff member without the key, and a payment that does not exist', async () => {
    const cashier = await staffWith(s.t, s.admin, ['carnets.transfers']);
    expect((await cashier.api.get(PATH)).status).toBe(403);
    expect((await cashier.api.put(`${PATH}/terms`, {})).status).toBe(403);
    expect((await cashier.api.post(`${PATH}/1/refresh`)).status).toBe(403);
    expect((await s.admin.get(`${PATH}/999999`)).status).toBe(404);
  });
});

describe('asking Mercado Pago again', () => {
  it('credits a held payment once its cause is fixed (a credential reactivated)', async () => {
    const credential = await credentialOf(s.t, EMILIANO);
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 25_000 }]);
    // Blocked while the family was paying.
    await s.t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));
    expect((await s.notify(s.mp.pay(externalReferenceOf(created.id)))).body.data?.resultado).toBe('held');
    // Still blocked: held again, nothing moves.
    await unchanged(s.t, async () => expect((await refresh(created.id)).body.data.resultado).toBe('held'), {
      credentialMovements,
    });
    await s.t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
    const credited = await refresh(created.id);
    expect(credited.status, credited.body.message).toBe(200);
    expect(credited.body.message).toBe(ONLINE_STAFF_MESSAGES.credited);
    expect(credited.body.data.pago.estado).toBe('aprobado');
    expect(await s.balanceOf(EMILIANO)).toBe(credential.saldo + 25_000);
    // Decided: asked again, 409, and nothing moves.
    await unchanged(
      s.t,
      async () => {
        const again = await refresh(created.id);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(ONLINE_STAFF_MESSAGES.notHeld);
      },
      { credentials, credentialMovements },
    );
  });

  it('finds a pending payment’s approved attempt by its reference when no notification came', async () => {
    const before = await s.balanceOf(EMILIANO);
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 11_000 }]);
    expect((await refresh(created.id)).body.data.resultado).toBe('unchanged');
    s.mp.pay(externalReferenceOf(created.id), { status: 'rejected' });
    s.mp.pay(externalReferenceOf(created.id));
    const res = await refresh(created.id);
    expect(res.body.data.resultado).toBe('credited');
    expect(await s.balanceOf(EMILIANO)).toBe(before + 11_000);
  });
});

describe("the school's terms", () => {
  it('sets the minimum, maximum and fee that the portal then offers and charges', async () => {
    const saved = await s.admin.put<OnlinePaymentTermsAnswer>(`${PATH}/terms`, {
      minimo: 20_000,
      maximo: 300_000,
      comision_porcentaje: 2.99,
      comision_fija: 800,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(ONLINE_STAFF_MESSAGES.termsSaved);
    const portal = await s.maria.get<OnlinePaymentTermsAnswer>('/api/family/payments/terms');
    expect(portal.body.data).toEqual({
      habilitado: true,
      minimo: 20_000,
      maximo: 300_000,
      comision_porcentaje: 2.99,
      comision_fija: 800,
    });
    // 2.99 % of 50 000 is 1 495, plus 800.
    expect((await s.open([{ id_estudiante: s.emiliano, valor: 50_000 }])).comision).toBe(2_295);
    const below = await s.maria.post('/api/family/payments', {
      hijos: [{ id_estudiante: s.emiliano, valor: 15_000 }],
    });
    expect(below.status).toBe(400);
  });

  it('refuses a maximum under the minimum or a fee out of range on the field, keeping the terms', async () => {
    await unchanged(
      s.t,
      async () => {
        const reversed = await s.admin.put(`${PATH}/terms`, {
          minimo: 50_000,
          maximo: 40_000,
          comision_porcentaje: 0,
          comision_fija: 0,
        });
        expect(reversed.status).toBe(400);
        expect(reversed.body.errors).toEqual({ maximo: ONLINE_STAFF_MESSAGES.maximumBelowMinimum });
        const fee = await s.admin.put(`${PATH}/terms`, {
          minimo: 10_000,
          maximo: 40_000,
          comision_porcentaje: 25,
          comision_fija: 0,
        });
        expect(fee.status).toBe(400);
        expect(Object.keys(fee.body.errors ?? {})).toEqual(['comision_porcentaje']);
      },
      { portalSettings },
    );
  });
});

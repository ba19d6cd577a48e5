/**
 * Money on a credential: top-ups and deductions through `PUT admin/carnets/{id}`, the amount rules,
 * inactive credentials and balances that would go negative. After every refusal the credentials and
 * their ledger are exactly as before; after the file the ledger invariant holds (the fixtures' close).
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_INACTIVE, TOPUP_TOO_SMALL, type Credential } from '../../src/domain/credentials';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import {
  api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  movementsOf,
  setSaldo,
  unchanged,
} from './fixtures';
import { admin, adminId, adminToken, MATEO, openMoneySchool, saldoOf, t, url } from './fixtures/money-school';

openMoneySchool();

/** Valentina's credential at the balance a test starts from, whatever the file's other tests did to it. */
async function valentinaAt(saldo: number) {
  const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
  await setSaldo(admin, valentina, valentina.saldo, saldo);
  return { ...valentina, saldo };
}

describe('top-up and deduction', () => {
  it('a top-up adds to the balance, writes one ledger row and answers the new balance', async () => {
    const valentina = await valentinaAt(15000);
    const before = (await movementsOf(t, valentina.id)).length;
    const res = await admin.put<Credential>(url(valentina.id), { recarga: 5000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'Nuevo saldo disponible $20.000' });
    expect(res.body.data).toMatchObject({ id: valentina.id, saldo: 20000, active: 1, code: valentina.code });
    const moves = await movementsOf(t, valentina.id);
    expect(moves).toHaveLength(before + 1);
    expect(moves.at(-1)).toMatchObject({
      kind: 'recarga',
      amount: 5000,
      saldo_previo: 15000,
      saldo_nuevo: 20000,
      id_staff: adminId,
      idempotency_key: null,
    });
  });

  it('a deduction (negative recarga) subtracts and is recorded as descarga', async () => {
    const valentina = await valentinaAt(20000);
    const res = await admin.put<Credential>(url(valentina.id), { recarga: -3000 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Nuevo saldo disponible $17.000');
    expect(res.body.data.saldo).toBe(17000);
    const last = (await movementsOf(t, valentina.id)).at(-1);
    expect(last).toMatchObject({ kind: 'descarga', amount: -3000, saldo_previo: 20000, saldo_nuevo: 17000 });
    // Any deduction amount is allowed, also below $1.000, down to exactly zero.
    const small = await admin.put<Credential>(url(valentina.id), { recarga: -1 });
    expect(small.body.data.saldo).toBe(16999);
    const all = await admin.put<Credential>(url(valentina.id), { recarga: -16999 });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Nuevo saldo disponible $0');
    expect(await saldoOf(valentina.id)).toBe(0);
    await admin.put(url(valentina.id), { recarga: 15000 });
  });

  it("ignores the client's saldo, code, id and id_user_primary (the old client sends them all)", async () => {
    const mateo = await credentialOf(t, MATEO);
    const res = await admin.put<Credential>(url(mateo.id), {
      id: 1,
      id_user_primary: 1,
      saldo: 9_999_999,
      code: 'CRNAAAAAAAAAAAAAAAAAAAAAAAA',
      lockSaldo: 77,
      active: 1,
      recarga: 2000,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: mateo.id,
      id_user_primary: mateo.id_user_primary,
      code: mateo.code,
      saldo: mateo.saldo + 2000,
      lockSaldo: 0,
    });
    expect(await credentialOf(t, MATEO)).toMatchObject({
      saldo: mateo.saldo + 2000,
      code: mateo.code,
      lockSaldo: 0,
    });
  });

  it('recarga 0 or absent moves nothing and answers Actualizado', async () => {
    const mateo = await credentialOf(t, MATEO);
    for (const body of [{ recarga: 0 }, {}, { saldo: 1_000_000 }, { active: 1 }, { recarga: -0 }]) {
      const res = await unchanged(t, () => admin.put<Credential>(url(mateo.id), body));
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.message).toBe('Actualizado');
      expect(res.body.data.saldo).toBe(mateo.saldo);
    }
  });

  it('refuses bad amounts with 400 on recarga, changing nothing', async () => {
    const mateo = await credentialOf(t, MATEO);
    const cases: [unknown, string][] = [
      [1500.5, 'El valor debe ser un número entero de pesos'],
      [-1000.25, 'El valor debe ser un número entero de pesos'],
      ['5000', 'El valor debe ser un número entero de pesos'],
      [null, 'El valor debe ser un número entero de pesos'],
      [true, 'El valor debe ser un número entero de pesos'],
      [[5000], 'El valor debe ser un número entero de pesos'],
      [999, TOPUP_TOO_SMALL],
      [1, TOPUP_TOO_SMALL],
      [2_000_001, 'El valor no puede superar $2.000.000'],
      [-2_000_001, 'El valor no puede superar $2.000.000'],
      [1e20, 'El valor debe ser un número entero de pesos'],
    ];
    await unchanged(t, async () => {
      for (const [recarga, message] of cases) {
        const res = await admin.put(url(mateo.id), { recarga });
        expect(res.status, JSON.stringify(recarga)).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'validation',
          message,
          errors: { recarga: message },
        });
      }
      const active = await admin.put(url(mateo.id), { active: 'si' });
      expect(active.status).toBe(400);
      expect(active.body.errors?.active).toBe('El campo Estado es inválido');
      const notJson = await admin.call('PUT', url(mateo.id), '{"recarga": 5000', {
        'content-type': 'application/json',
      });
      expect(notJson.status).toBe(400);
      for (const body of [undefined, [5000], '"5000"']) {
        const res = await admin.call(
          'PUT',
          url(mateo.id),
          body,
          body === undefined ? {} : { 'content-type': 'application/json' },
        );
        expect(res.status, String(body)).toBe(400);
        expect(res.body.message).toBe('La petición debe llevar un objeto JSON');
      }
    });
    // The limits themselves are accepted.
    expect((await admin.put(url(mateo.id), { recarga: 1000 })).status).toBe(200);
    expect((await admin.put(url(mateo.id), { recarga: 2_000_000 })).status).toBe(200);
    expect((await admin.put(url(mateo.id), { recarga: -2_000_000 })).status).toBe(200);
  });

  it('refuses a deduction above the balance with 409 insufficient_funds, changing nothing', async () => {
    const mateo = await credentialOf(t, MATEO);
    const res = await unchanged(t, () => admin.put(url(mateo.id), { recarga: -(mateo.saldo + 1) }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'insufficient_funds',
      message: `El valor a descargar supera el saldo disponible ($${new Intl.NumberFormat('es-CO').format(mateo.saldo)})`,
    });
    const valentina = await valentinaAt(15000);
    const exact = await unchanged(t, () => admin.put(url(valentina.id), { recarga: -15001 }));
    expect(exact.body.message).toBe('El valor a descargar supera el saldo disponible ($15.000)');
  });

  it('refuses a top-up on an inactive credential with 409 inactive, changing nothing; a closing-out deduction goes through', async () => {
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    expect(camila.active).toBe(0);
    const res = await unchanged(t, () => admin.put(url(camila.id), { recarga: 5000 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, reason: 'inactive', message: CREDENTIAL_INACTIVE });
    const out = await admin.put<Credential>(url(camila.id), { recarga: -1000 });
    expect(out.status, out.body.message).toBe(200);
    expect(out.body.data).toMatchObject({ active: 0, saldo: camila.saldo - 1000 });
    // Back to the demo state (a top-up needs the credential active).
    await admin.put(url(camila.id), { active: 1, recarga: 1000 });
    await admin.put(url(camila.id), { active: 0 });
    expect(await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc)).toMatchObject({
      active: 0,
      saldo: camila.saldo,
    });
  });

  it('applies the state first, in the same transaction as the money', async () => {
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    // Reactivate and top up in one request.
    const both = await admin.put<Credential>(url(camila.id), { active: 1, recarga: 2000 });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ active: 1, saldo: 7000 });
    expect(both.body.message).toBe('Nuevo saldo disponible $7.000');
    // Deactivate and top up: the top-up is refused, so the deactivation is rolled back too.
    const refused = await unchanged(t, () => admin.put(url(camila.id), { active: 0, recarga: 2000 }));
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('inactive');
    expect((await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc)).active).toBe(1);
    // Back to the demo state: a deduction, then deactivation alone (true/false are accepted too).
    expect((await admin.put(url(camila.id), { recarga: -2000 })).status).toBe(200);
    const off = await admin.put<Credential>(url(camila.id), { active: false });
    expect(off.body).toMatchObject({ message: 'Actualizado', data: { active: 0, saldo: 5000 } });
  });

  it('answers 404 for an unknown credential and 400 for a malformed id', async () => {
    const res = await unchanged(t, () => admin.put(url(99999), { recarga: 5000 }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El carnet no existe');
    expect((await admin.put('/api/admin/carnets/abc', { recarga: 5000 })).status).toBe(400);
  });

  it('honours MAX_RECARGA', async () => {
    expect(() => loadConfig({ MAX_RECARGA: '500' })).toThrow(/MAX_RECARGA/);
    expect(loadConfig({}).maxMovement).toBe(2_000_000);
    const small: FastifyInstance = await buildApp(
      t.database,
      {
        ...loadConfig({ MAX_RECARGA: '50000' }),
        webRoot: null,
      },
      false,
      { clock: t.clock },
    );
    try {
      await small.ready();
      const client = api(small, adminToken);
      const mateo = await credentialOf(t, MATEO);
      for (const recarga of [50001, -50001]) {
        const res = await unchanged(t, () => client.put(url(mateo.id), { recarga }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('El valor no puede superar $50.000');
      }
      expect((await client.put(url(mateo.id), { recarga: 50000 })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

/**
 * Money on a credential: top-ups and deductions through `PUT admin/carnets/{id}`, the amount
 * rules, who may move money, inactive credentials, balances that would go negative, the
 * Idempotency-Key and concurrent requests. After every refusal the credentials and their
 * ledger are exactly as before; after the file the ledger invariant holds (the fixtures' close).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARNET_INACTIVE, TOPUP_TOO_SMALL, type Credential } from '../../src/domain/credentials';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { credentialMovements, credentials, idempotencyKeys } from '../../server/db/schema';
import { applyMovement } from '../../server/money';
import {
  type Api,
  api,
  credentialOf,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CARNET,
  expectLedgerInvariant,
  login,
  movementsOf,
  type Reply,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
let admin: Api;
let adminToken: string;
let adminId: number;
let cashier: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin, token: adminToken, id: adminId },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
});
afterAll(() => t?.close());

const url = (id: number) => `/api/admin/carnets/${id}`;
const saldoOf = async (id: number) => (await t.db.select().from(credentials).where(eq(credentials.id, id)))[0].saldo;

/** A credential with a known balance, topped up through the API (the student 'Mateo Gómez Rojas'). */
const MATEO = '1098765435';
const NICOLAS = '1098765439';
const SOFIA = '1098765438';

describe('top-up and deduction', () => {
  it('a top-up adds to the balance, writes one ledger row and answers the new balance', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await admin.put<Credential>(url(valentina.id), { recarga: 5000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'Nuevo saldo disponible $20.000' });
    expect(res.body.data).toMatchObject({ id: valentina.id, saldo: 20000, active: 1, code: valentina.code });
    const moves = await movementsOf(t, valentina.id);
    expect(moves).toHaveLength(2);
    expect(moves[1]).toMatchObject({
      kind: 'recarga',
      amount: 5000,
      saldo_previo: 15000,
      saldo_nuevo: 20000,
      id_staff: adminId,
      idempotency_key: null,
    });
  });

  it('a deduction (negative recarga) subtracts and is recorded as descarga', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
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
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    expect(valentina.saldo).toBe(15000);
    const exact = await unchanged(t, () => admin.put(url(valentina.id), { recarga: -15001 }));
    expect(exact.body.message).toBe('El valor a descargar supera el saldo disponible ($15.000)');
  });

  it('refuses a top-up on an inactive credential with 409 inactive, changing nothing; a closing-out deduction goes through', async () => {
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    expect(camila.active).toBe(0);
    const res = await unchanged(t, () => admin.put(url(camila.id), { recarga: 5000 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, reason: 'inactive', message: CARNET_INACTIVE });
    const out = await admin.put<Credential>(url(camila.id), { recarga: -1000 });
    expect(out.status, out.body.message).toBe(200);
    expect(out.body.data).toMatchObject({ active: 0, saldo: camila.saldo - 1000 });
    // Back to the demo state (a top-up needs the credential active).
    await admin.put(url(camila.id), { active: 1, recarga: 1000 });
    await admin.put(url(camila.id), { active: 0 });
    expect(await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc)).toMatchObject({ active: 0, saldo: camila.saldo });
  });

  it('applies the state first, in the same transaction as the money', async () => {
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    // Reactivate and top up in one request.
    const both = await admin.put<Credential>(url(camila.id), { active: 1, recarga: 2000 });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ active: 1, saldo: 7000 });
    expect(both.body.message).toBe('Nuevo saldo disponible $7.000');
    // Deactivate and top up: the top-up is refused, so the deactivation is rolled back too.
    const refused = await unchanged(t, () => admin.put(url(camila.id), { active: 0, recarga: 2000 }));
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('inactive');
    expect((await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc)).active).toBe(1);
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
    const small: FastifyInstance = await buildApp(t.database, {
      ...loadConfig({ MAX_RECARGA: '50000' }),
      webRoot: null,
    });
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

describe('who may move money', () => {
  it('the demo cashier may not top up or deduct', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    for (const body of [{ recarga: 5000 }, { recarga: -1000 }, { active: 0 }, {}]) {
      const res = await unchanged(t, () => cashier.put(url(valentina.id), body));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 0, reason: 'forbidden' });
    }
    expect((await unchanged(t, () => api(t.app).put(url(valentina.id), { recarga: 5000 }))).status).toBe(401);
  });

  it('carnets.recharge only: tops up, may send the unchanged state, cannot deduct or change the state', async () => {
    const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
    const nicolas = await credentialOf(t, NICOLAS);
    const ok = await topper.api.put<Credential>(url(nicolas.id), { recarga: 4000 });
    expect(ok.status).toBe(200);
    expect((await movementsOf(t, nicolas.id)).at(-1)).toMatchObject({
      kind: 'recarga',
      amount: 4000,
      id_staff: topper.id,
    });
    const oldClient = await topper.api.put<Credential>(url(nicolas.id), { ...ok.body.data, recarga: 1000 });
    expect(oldClient.status).toBe(200);
    for (const body of [{ recarga: -1000 }, { active: 0 }, { active: 0, recarga: 1000 }, { active: false }]) {
      const res = await unchanged(t, () => topper.api.put(url(nicolas.id), body));
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.reason).toBe('forbidden');
    }
  });

  it('carnets.discharge only: deducts, cannot top up', async () => {
    const discharger = await staffWith(t, admin, ['carnets', 'carnets.discharge']);
    const nicolas = await credentialOf(t, NICOLAS);
    const ok = await discharger.api.put<Credential>(url(nicolas.id), { recarga: -1000 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.saldo).toBe(nicolas.saldo - 1000);
    const res = await unchanged(t, () => discharger.api.put(url(nicolas.id), { recarga: 1000 }));
    expect(res.status).toBe(403);
  });

  it('carnets.list only: changes the state, moves no money', async () => {
    const manager = await staffWith(t, admin, ['carnets', 'carnets.list']);
    const sofia = await credentialOf(t, SOFIA);
    const off = await manager.api.put<Credential>(url(sofia.id), { active: 0 });
    expect(off.body.data.active).toBe(0);
    const on = await manager.api.put<Credential>(url(sofia.id), { active: 1 });
    expect(on.body.data.active).toBe(1);
    for (const recarga of [1000, -1000]) {
      expect((await unchanged(t, () => manager.api.put(url(sofia.id), { recarga }))).status).toBe(403);
    }
  });

  it('the demo secretary holds every credential key', async () => {
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    const sofia = await credentialOf(t, SOFIA);
    expect((await secretary.put(url(sofia.id), { recarga: 1000 })).status).toBe(200);
    expect((await secretary.put(url(sofia.id), { recarga: -1000 })).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  const withKey = (who: Api, id: number, body: unknown, key: string) =>
    who.call<Credential>('PUT', url(id), body, { 'Idempotency-Key': key });
  const same = (a: Reply, b: Reply) => {
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.raw).toBe(a.raw);
  };

  it('a retry with the same key answers the first answer and moves money once', async () => {
    const mateo = await credentialOf(t, MATEO);
    const before = (await movementsOf(t, mateo.id)).length;
    const first = await withKey(admin, mateo.id, { recarga: 3000 }, 'recarga-mateo-1');
    expect(first.status).toBe(200);
    expect(first.body.data.saldo).toBe(mateo.saldo + 3000);
    const second = await withKey(admin, mateo.id, { recarga: 3000 }, 'recarga-mateo-1');
    same(first, second);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(await saldoOf(mateo.id)).toBe(mateo.saldo + 3000);
    const moves = await movementsOf(t, mateo.id);
    expect(moves).toHaveLength(before + 1);
    expect(moves.at(-1)?.idempotency_key).toBe('recarga-mateo-1');
    // The same body in another key order is the same request.
    const reordered = await withKey(admin, mateo.id, { saldo: 1, recarga: 3000 }, 'recarga-mateo-1');
    same(first, reordered);
    // So is the same route spelled another way (the router decodes `%61` to `a`).
    const respelled = await admin.call<Credential>('PUT', `/%61pi/admin/carnets/${mateo.id}`, { recarga: 3000 }, {
      'Idempotency-Key': 'recarga-mateo-1',
    });
    same(first, respelled);
    expect(await saldoOf(mateo.id)).toBe(mateo.saldo + 3000);
  });

  it('concurrent requests with the same key move money once and all answer the same', async () => {
    const mateo = await credentialOf(t, MATEO);
    const before = (await movementsOf(t, mateo.id)).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withKey(admin, mateo.id, { recarga: -2000 }, 'descarga-concurrente')),
    );
    for (const a of answers) same(answers[0], a);
    expect(answers[0].status).toBe(200);
    expect(answers[0].body.data.saldo).toBe(mateo.saldo - 2000);
    expect(await saldoOf(mateo.id)).toBe(mateo.saldo - 2000);
    expect(await movementsOf(t, mateo.id)).toHaveLength(before + 1);
    expect(answers.filter((a) => a.headers['idempotency-replayed'] === 'true')).toHaveLength(7);
  });

  it('the same key with another body, another credential or another staff member is refused with 409', async () => {
    const mateo = await credentialOf(t, MATEO);
    const nicolas = await credentialOf(t, NICOLAS);
    expect((await withKey(admin, mateo.id, { recarga: 1000 }, 'clave-unica')).status).toBe(200);
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    for (const [who, id, body] of [
      [admin, mateo.id, { recarga: 2000 }],
      [admin, mateo.id, { recarga: -1000 }],
      [admin, nicolas.id, { recarga: 1000 }],
      [secretary, mateo.id, { recarga: 1000 }],
    ] as const) {
      const res = await unchanged(t, () => withKey(who, id, body, 'clave-unica'));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 0,
        reason: 'conflict',
        message: 'La clave de idempotencia ya se usó con otra petición',
      });
    }
  });

  it('a refused request stores no answer: its key can be retried', async () => {
    const mateo = await credentialOf(t, MATEO);
    const tooMuch = { recarga: -(mateo.saldo + 5000) };
    const first = await unchanged(t, () => withKey(admin, mateo.id, tooMuch, 'reintento'));
    expect(first.status).toBe(409);
    expect(first.body.reason).toBe('insufficient_funds');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'reintento'))).toEqual([]);
    // Once the balance allows it, the same key and body go through, once.
    await admin.put(url(mateo.id), { recarga: 5000 });
    const second = await withKey(admin, mateo.id, tooMuch, 'reintento');
    expect(second.status).toBe(200);
    expect(second.body.data.saldo).toBe(0);
    const third = await withKey(admin, mateo.id, tooMuch, 'reintento');
    same(second, third);
    expect(await saldoOf(mateo.id)).toBe(0);
    await admin.put(url(mateo.id), { recarga: 20000 });
    // A forbidden request stores nothing either.
    const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
    expect((await withKey(topper.api, mateo.id, { recarga: -1000 }, 'prohibida')).status).toBe(403);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'prohibida'))).toEqual([]);
  });

  it('refuses an empty key or one over 200 characters with 400', async () => {
    const mateo = await credentialOf(t, MATEO);
    for (const key of ['', 'x'.repeat(201)]) {
      const res = await unchanged(t, () => withKey(admin, mateo.id, { recarga: 1000 }, key));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        reason: 'validation',
        message: 'La clave de idempotencia debe tener entre 1 y 200 caracteres',
      });
    }
    expect((await withKey(admin, mateo.id, { recarga: 1000 }, 'x'.repeat(200))).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('50 top-ups and 50 deductions at once on one credential: exact final balance, never negative', async () => {
    const nicolas = await credentialOf(t, NICOLAS);
    await admin.put(url(nicolas.id), { recarga: 60000 - nicolas.saldo > 0 ? 60000 - nicolas.saldo : 1000 });
    const start = await saldoOf(nicolas.id);
    expect(start).toBeGreaterThanOrEqual(50 * 1000);
    const before = (await movementsOf(t, nicolas.id)).length;
    const calls = Array.from({ length: 100 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: url(nicolas.id),
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { recarga: i % 2 === 0 ? 1500 : -1000 },
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(await saldoOf(nicolas.id)).toBe(start + 50 * 1500 - 50 * 1000);
    const moves = await movementsOf(t, nicolas.id);
    expect(moves).toHaveLength(before + 100);
    for (const m of moves) expect(m.saldo_nuevo).toBeGreaterThanOrEqual(0);
    await expectLedgerInvariant(t.db);
  });

  it('concurrent deductions beyond the balance: exactly as many as it covers succeed, the rest are refused', async () => {
    const sofia = await credentialOf(t, SOFIA);
    if (sofia.saldo > 10000) await admin.put(url(sofia.id), { recarga: -(sofia.saldo - 10000) });
    else await admin.put(url(sofia.id), { recarga: 10000 - sofia.saldo || 1000 });
    const start = await saldoOf(sofia.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => admin.put(url(sofia.id), { recarga: -1000 })),
    );
    const succeeded = answers.filter((a) => a.status === 200).length;
    expect(succeeded).toBe(Math.floor(start / 1000));
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toBe('insufficient_funds');
    }
    expect(await saldoOf(sofia.id)).toBe(start - succeeded * 1000);
    await expectLedgerInvariant(t.db);
  });
});

describe('the ledger service', () => {
  it('refuses amounts of the wrong sign for their operation (a programming error)', async () => {
    const mateo = await credentialOf(t, MATEO);
    await unchanged(t, async () => {
      for (const [operation, amount] of [
        ['topUp', -1000],
        ['deduction', 1000],
        ['sale', 500],
        ['reversal', -500],
        ['topUp', 0],
        ['topUp', 1.5],
      ] as const) {
        await expect(
          t.db.transaction((tx) => applyMovement(tx, { carnetId: mateo.id, operation, amount, staffId: adminId })),
        ).rejects.toThrow(/importe/);
      }
    });
  });

  it('words a purchase beyond the balance for the point of sale', async () => {
    const mateo = await credentialOf(t, MATEO);
    await unchanged(t, async () => {
      await expect(
        t.db.transaction((tx) =>
          applyMovement(tx, {
            carnetId: mateo.id,
            operation: 'sale',
            amount: -(mateo.saldo + 1),
            staffId: adminId,
          }),
        ),
      ).rejects.toMatchObject({
        status: 409,
        reason: 'insufficient_funds',
        message: expect.stringMatching(/^El usuario no posee fondos suficientes/),
      });
    });
  });

  it('the database itself refuses a negative balance or an inconsistent ledger row', async () => {
    const mateo = await credentialOf(t, MATEO);
    await unchanged(t, async () => {
      await expect(t.db.update(credentials).set({ saldo: -1 }).where(eq(credentials.id, mateo.id))).rejects.toThrow();
      await expect(
        t.db
          .insert(credentialMovements)
          .values({ id_carnet: mateo.id, kind: 'recarga', amount: 1000, saldo_previo: 0, saldo_nuevo: 999 }),
      ).rejects.toThrow();
      await expect(
        t.db.insert(credentialMovements).values({
          id_carnet: mateo.id,
          kind: 'descarga',
          amount: 1000,
          saldo_previo: 0,
          saldo_nuevo: 1000,
        }),
      ).rejects.toThrow();
    });
  });
});

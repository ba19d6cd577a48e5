/**
 * The Idempotency-Key of a credential's top-up or deduction: a retry answers the first answer and moves
 * the money once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Credential } from '../../src/domain/credentials';
import { idempotencyKeys } from '../../server/db/schema';
import {
  api,
  type Api,
  credentialOf,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  login,
  movementsOf,
  type Reply,
  staffWith,
  unchanged,
} from './fixtures';
import { admin, MATEO, NICOLAS, openMoneySchool, saldoOf, t, url } from './fixtures/money-school';

openMoneySchool();

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
    const respelled = await admin.call<Credential>(
      'PUT',
      `/%61pi/admin/carnets/${mateo.id}`,
      { recarga: 3000 },
      {
        'Idempotency-Key': 'recarga-mateo-1',
      },
    );
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

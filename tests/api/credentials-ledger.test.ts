/**
 * Money on a credential under concurrent requests, and the ledger service that every movement goes
 * through; after the file the ledger invariant holds (the fixtures' close).
 */
import { describe, expect, it } from 'vitest';
import { credentialMovements } from '../../server/db/schema';
import { applyMovement } from '../../server/money';
import { credentialOf, expectLedgerInvariant, movementsOf, unchanged } from './fixtures';
import {
  admin,
  adminId,
  adminToken,
  MATEO,
  NICOLAS,
  openMoneySchool,
  saldoOf,
  SOFIA,
  t,
  url,
} from './fixtures/money-school';

openMoneySchool();

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
          t.db.transaction((tx) =>
            applyMovement(tx, t.clock, { credentialId: mateo.id, operation, amount, staffId: adminId }),
          ),
        ).rejects.toThrow(/importe/);
      }
    });
  });

  it('words a purchase beyond the balance for the point of sale', async () => {
    const mateo = await credentialOf(t, MATEO);
    await unchanged(t, async () => {
      await expect(
        t.db.transaction((tx) =>
          applyMovement(tx, t.clock, {
            credentialId: mateo.id,
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
      // Below zero only with an overdraft (a late offline sale's, issue 33), and never below minus it.
      const below = {
        id_carnet: mateo.id,
        kind: 'compra' as const,
        amount: -1000,
        saldo_previo: 0,
        saldo_nuevo: -1000,
      };
      await expect(t.db.insert(credentialMovements).values(below)).rejects.toThrow();
      await expect(t.db.insert(credentialMovements).values({ ...below, overdraft: 500 })).rejects.toThrow();
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

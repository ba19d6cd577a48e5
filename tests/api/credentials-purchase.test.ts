/** A credential's `purchase` (today's net consumption) from purchases and reversals on the ledger, on the school's clock. */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Credential } from '../../src/domain/credentials';
import { credentialMovements } from '../../server/db/schema';
import { STORE } from '../../src/domain/inventory';
import type { PurchaseResult } from '../../src/domain/orders';
import { cafeteriaBody, credentialOf, movementsOf, productNamed } from './fixtures';
import { applyMovement } from '../../server/money';
import { admin, adminId, openMoneySchool, t } from './fixtures/money-school';
import { CASH_PAYMENT } from '../../src/domain/payments';

openMoneySchool();

describe("a credential's purchase of the day", () => {
  it("is today's purchases minus what came back of them, on the school's clock; other days do not count", async () => {
    const mateo = await credentialOf(t, '1098765435');
    const get = async () =>
      (await admin.get<Credential>(`/api/admin/carnets/${mateo.id}/edit`)).body.data.purchase;
    expect(await get()).toBe(0);
    // Two sales today, the first partly refunded by an edit; a top-up and a deduction do not count.
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const sale = async (count: number) => {
      const res = await admin.post<PurchaseResult>(
        '/api/cafeteria/requests',
        cafeteriaBody(mateo.id_user_primary, [{ id: water.id, count }]),
      );
      expect(res.status, res.body.message).toBe(201);
      return res.body.data.order.id;
    };
    const first = await sale(3);
    await sale(2);
    expect(
      (await admin.put(`/api/cafeteria/requests/${first}`, { products: [{ id: water.id, count: 1 }] }))
        .status,
    ).toBe(200);
    await t.db.transaction(async (tx) => {
      await applyMovement(tx, t.clock, {
        credentialId: mateo.id,
        operation: 'topUp',
        amount: 5000,
        staffId: adminId,
        payment: CASH_PAYMENT,
      });
      await applyMovement(tx, t.clock, {
        credentialId: mateo.id,
        operation: 'deduction',
        amount: -500,
        staffId: adminId,
        payment: CASH_PAYMENT,
      });
    });
    const expected = 3 * water.price + 2 * water.price - 2 * water.price;
    expect(await get()).toBe(expected);
    const list = await admin.get<Credential[]>(`/api/admin/carnets?q=${mateo.code}`);
    expect(list.body.data[0].purchase).toBe(expected);
    // Moving the whole ledger of this credential to the day before leaves nothing for today.
    const yesterday = new Date(t.clock.nowMs() - 36 * 3600_000);
    const ids = (await movementsOf(t, mateo.id)).map((m) => m.id);
    let at = yesterday.getTime();
    for (const id of ids) {
      await t.db
        .update(credentialMovements)
        .set({ created_at: new Date(at) })
        .where(inArray(credentialMovements.id, [id]));
      at += 1;
    }
    expect(await get()).toBe(0);
  });
});

/**
 * The daily cap at the points of sale: a sale is refused (409 daily_limit) when today's consumption plus
 * its total passes the credential's cap, changing nothing; up to the cap exactly is allowed, funds are
 * checked before it, and 0 is no cap. After the file, the fixtures' close checks the ledger, the stock
 * log and the orders against each other.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import type { CredentialLookup } from '../../src/domain/credentials';
import { credentials } from '../../server/db/schema';
import { cafeteriaBody, credentialOf, NICOLAS, sell, unchanged } from './fixtures';
import { cafe, cashier, openOrdersSchool, t, userOfSync } from './fixtures/orders-school';

openOrdersSchool();

describe('refusals change nothing', () => {
  it("the daily cap: refused when today's consumption plus the total passes it (409 daily_limit)", async () => {
    const credential = await credentialOf(t, NICOLAS);
    const user = await userOfSync(NICOLAS);
    const water = await cafe('Agua en botella 600 ml'); // $2.000
    const crackers = await cafe('Galletas saltinas x 3'); // $1.000
    expect(
      (await sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: crackers.id, count: 1 }]))).status,
    ).toBe(201);
    const consumed = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${NICOLAS}`)).body.data.carnet!
      .purchase;
    expect(consumed).toBeGreaterThan(0); // that sale, and any other of today's
    await t.db
      .update(credentials)
      .set({ lockSaldo: consumed + 3000 })
      .where(eq(credentials.id, credential.id));
    const over = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 2 }])),
    );
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    // Up to the cap exactly is allowed; then not one peso more.
    const upTo = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(user, [
        { id: water.id, count: 1 },
        { id: crackers.id, count: 1 },
      ]),
    );
    expect(upTo.status).toBe(201);
    expect(upTo.body.data.purchase).toBe(consumed + 3000);
    const more = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: crackers.id, count: 1 }])),
    );
    expect(more.body.reason).toBe('daily_limit');
    // Funds are checked before the cap.
    await t.db.update(credentials).set({ lockSaldo: 1 }).where(eq(credentials.id, credential.id));
    const rice = await cafe('Arroz con pollo');
    const both = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: rice.id, count: 5 }])),
    );
    expect(both.body.reason).toBe('insufficient_funds');
    // 0 is no cap.
    await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, credential.id));
    expect(
      (await sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: crackers.id, count: 1 }]))).status,
    ).toBe(201);
  });
});

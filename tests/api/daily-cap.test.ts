/**
 * The daily cap counts what the student bought today less what came back of today's
 * purchases, never below zero: a refund of an earlier day's order (reversal or edit) gives
 * the money back but no room today. The point of sale, the credential lookups and the locks
 * screen show the same value. Then the credential rule table, cell by cell, through the API.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credential, CredentialLookup } from '../../src/domain/credentials';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import {
  CREDENTIAL_RULES,
  type CredentialOperation,
  type CredentialState,
} from '../../src/domain/credentialRules';
import { STORE } from '../../src/domain/inventory';
import type { BlockRecord } from '../../src/domain/restrictions';
import type { EditResult, PurchaseResult } from '../../src/domain/orders';
import { credentialMovements, credentials, orders, users } from '../../server/db/schema';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  ISABELLA,
  MARIANA,
  productNamed,
  schoolWithStaff,
  sell,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let price: number;
let productId: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({
    staff: ['admin', 'cashier'],
    funded: [EMILIANO, ISABELLA, MARIANA],
    saldo: 500_000,
  }));
  const product = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  price = product.price;
  productId = product.id;
  expect((await admin.post(`/api/inventory/products/${productId}/add`, { count: 1000 })).status).toBe(200);
});
afterAll(() => t?.close());

const buy = async (doc: string, count: number) =>
  sell(cashier, 'cafeteria', cafeteriaBody(await userIdByDocument(t, doc), [{ id: productId, count }]));

/**
 * An order bought the day before: sold now, then it and the credential's whole ledger so far
 * moved back 24 hours (the ledger keeps its time order).
 */
async function yesterdaysOrder(doc: string, count: number) {
  const res = await buy(doc, count);
  expect(res.status, res.body.message).toBe(201);
  const { order } = res.body.data as PurchaseResult;
  await t.db
    .update(orders)
    .set({ created_at: sql`${orders.created_at} - interval '24 hours'` })
    .where(eq(orders.id, order.id));
  await t.db
    .update(credentialMovements)
    .set({ created_at: sql`${credentialMovements.created_at} - interval '24 hours'` })
    .where(eq(credentialMovements.id_carnet, order.id_carnet));
  return order.id;
}

/** Today's consumption as each screen reads it: the cashier's lookup, the code validation and the locks screen. */
async function shown(doc: string) {
  const credential = await credentialOf(t, doc);
  const byDocument = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${doc}`)).body.data.carnet!
    .purchase;
  const byCode = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${credential.code}/validate`)).body
    .data.carnet!.purchase;
  const locks = await admin.get<BlockRecord>(`/api/academic/validatecredential/${doc}`);
  expect(locks.status, locks.body.message).toBe(200);
  const edit = (await admin.get<Credential>(`/api/admin/carnets/${credential.id}/edit`)).body.data.purchase;
  expect(
    new Set([byDocument, byCode, locks.body.data.purchase, edit]).size,
    'todas las pantallas muestran el mismo consumo',
  ).toBe(1);
  return byDocument;
}

const setCap = (doc: string, lockSaldo: number) =>
  credentialOf(t, doc).then((c) =>
    t.db.update(credentials).set({ lockSaldo }).where(eq(credentials.id, c.id)),
  );

describe('the daily cap', () => {
  it("a reversal of yesterday's order gives the money back but no room today", async () => {
    await setCap(EMILIANO, 0);
    const old = await yesterdaysOrder(EMILIANO, 10);
    expect(await shown(EMILIANO)).toBe(0);
    await setCap(EMILIANO, 3 * price);
    const before = (await credentialOf(t, EMILIANO)).saldo;
    const back = await cashier.post(`/api/cafeteria/requests/${old}/reverse`, {});
    expect(back.status, back.body.message).toBe(200);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(before + 10 * price);
    // Not −10 units: never negative, and the refund of another day makes no room.
    expect(await shown(EMILIANO)).toBe(0);
    const over = await unchanged(t, () => buy(EMILIANO, 5));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    const upTo = await buy(EMILIANO, 3);
    expect(upTo.status, upTo.body.message).toBe(201);
    expect((upTo.body.data as PurchaseResult).purchase).toBe(3 * price);
    expect(await shown(EMILIANO)).toBe(3 * price);
  });

  it("an edit refund of yesterday's order gives no room either", async () => {
    await setCap(ISABELLA, 0);
    const old = await yesterdaysOrder(ISABELLA, 8);
    await setCap(ISABELLA, 2 * price);
    const edit = await cashier.put<EditResult>(`/api/cafeteria/requests/${old}`, {
      products: [{ id: productId, count: 1 }],
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect(edit.body.data.difference).toBe(-7 * price);
    expect(await shown(ISABELLA)).toBe(0);
    expect((await unchanged(t, () => buy(ISABELLA, 3))).body.reason).toBe('daily_limit');
    expect((await buy(ISABELLA, 2)).status).toBe(201);
  });

  it("a reversal or an edit refund of today's purchase makes room again", async () => {
    await setCap(MARIANA, 0);
    // What Mariana already bought today (the rule table's tests sell to her too).
    const bought = await shown(MARIANA);
    const today = await buy(MARIANA, 4);
    const id = (today.body.data as PurchaseResult).order.id;
    await setCap(MARIANA, bought + 4 * price);
    expect(await shown(MARIANA)).toBe(bought + 4 * price);
    expect((await unchanged(t, () => buy(MARIANA, 1))).body.reason).toBe('daily_limit');
    // Refund one unit by edit: one unit of room.
    expect(
      (await cashier.put(`/api/cafeteria/requests/${id}`, { products: [{ id: productId, count: 3 }] }))
        .status,
    ).toBe(200);
    expect(await shown(MARIANA)).toBe(bought + 3 * price);
    expect((await buy(MARIANA, 1)).status).toBe(201);
    expect(await shown(MARIANA)).toBe(bought + 4 * price);
    // Reverse the first order: its three units of room come back.
    expect((await cashier.post(`/api/cafeteria/requests/${id}/reverse`, {})).status).toBe(200);
    expect(await shown(MARIANA)).toBe(bought + price);
    expect((await buy(MARIANA, 3)).status).toBe(201);
    expect((await unchanged(t, () => buy(MARIANA, 1))).body.reason).toBe('daily_limit');
  });
});

describe('one guard, every door (issue 29, item 9: server/money refuseSpending)', () => {
  it('the sale and the order edit refuse past the cap with the same answer, changing nothing; up to the cap both go', async () => {
    await setCap(ISABELLA, 0);
    const first = await buy(ISABELLA, 2);
    expect(first.status, first.body.message).toBe(201);
    const orderId = (first.body.data as PurchaseResult).order.id;
    // Room for exactly one more unit today.
    await setCap(ISABELLA, (await shown(ISABELLA)) + price);

    const sale = await unchanged(t, () => buy(ISABELLA, 2));
    const edit = await unchanged(t, () =>
      cashier.put(`/api/cafeteria/requests/${orderId}`, { products: [{ id: productId, count: 4 }] }),
    );
    for (const [door, res] of [
      ['venta', sale],
      ['edición', edit],
    ] as const) {
      expect(res.status, door).toBe(409);
      expect(res.body, door).toMatchObject({ code: 0, reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    }

    // One unit more by the edit reaches the cap exactly; then neither door may add a peso.
    const upTo = await cashier.put<EditResult>(`/api/cafeteria/requests/${orderId}`, {
      products: [{ id: productId, count: 3 }],
    });
    expect(upTo.status, upTo.body.message).toBe(200);
    expect(upTo.body.data.difference).toBe(price);
    expect((await unchanged(t, () => buy(ISABELLA, 1))).body.reason).toBe('daily_limit');
    const more = await unchanged(t, () =>
      cashier.put(`/api/cafeteria/requests/${orderId}`, { products: [{ id: productId, count: 4 }] }),
    );
    expect(more.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    // Giving back is never refused by the cap.
    expect(
      (await cashier.put(`/api/cafeteria/requests/${orderId}`, { products: [{ id: productId, count: 1 }] }))
        .status,
    ).toBe(200);
    await setCap(ISABELLA, 0);
  });
});

describe('the credential rule table, through the API', () => {
  /** Puts Mariana's credential and user in `state`; her balance stays on the ledger. */
  async function putIn(state: CredentialState) {
    const credential = await credentialOf(t, MARIANA);
    const credentialActive = state === 'active' || state === 'holderInactive' ? 1 : 0;
    const holderActive = state === 'active' || state === 'credentialInactive' ? 1 : 0;
    await t.db
      .update(credentials)
      .set({ active: credentialActive, lockSaldo: 0 })
      .where(eq(credentials.id, credential.id));
    await t.db.update(users).set({ active: holderActive }).where(eq(users.id, credential.id_user_primary));
  }

  /** An order of Mariana's of 2 units, sold while everything is active. */
  async function anOrder() {
    await putIn('active');
    const res = await buy(MARIANA, 2);
    expect(res.status, res.body.message).toBe(201);
    return (res.body.data as PurchaseResult).order.id;
  }

  // An online payment's take-back has no door of its own: Mercado Pago's refund notification
  // reaches it, in every state (online-payments.test.ts).
  type ApiOperation = Exclude<CredentialOperation, 'paymentTakeBack'>;
  const operations: Record<
    ApiOperation,
    (orderId: number) => Promise<{ status: number; body: { message: string; reason?: unknown } }>
  > = {
    sale: () => buy(MARIANA, 1),
    topUp: async () =>
      admin.put(`/api/admin/carnets/${(await credentialOf(t, MARIANA)).id}`, { recarga: 1000 }),
    deduction: async () =>
      admin.put(`/api/admin/carnets/${(await credentialOf(t, MARIANA)).id}`, { recarga: -1000 }),
    reversal: (orderId) => cashier.post(`/api/cafeteria/requests/${orderId}/reverse`, {}),
    editCharge: (orderId) =>
      cashier.put(`/api/cafeteria/requests/${orderId}`, { products: [{ id: productId, count: 3 }] }),
    editRefund: (orderId) =>
      cashier.put(`/api/cafeteria/requests/${orderId}`, { products: [{ id: productId, count: 1 }] }),
  };

  for (const [operation, row] of Object.entries(CREDENTIAL_RULES).filter(
    ([operation]) => operation !== 'paymentTakeBack',
  ) as [ApiOperation, Record<CredentialState, string | null>][]) {
    for (const [state, refusal] of Object.entries(row) as [CredentialState, string | null][]) {
      it(`${operation} with the credential ${state}: ${refusal ?? 'allowed'}`, async () => {
        const orderId = await anOrder();
        await putIn(state);
        if (refusal) {
          const res = await unchanged(t, () => operations[operation](orderId));
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({ reason: 'inactive', message: refusal });
        } else {
          const res = await operations[operation](orderId);
          expect(res.status, res.body.message).toBeLessThan(300);
        }
        await putIn('active');
      });
    }
  }

  it('leaves the books right', async () => {
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

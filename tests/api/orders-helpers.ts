/** Shared set-up of the point-of-sale test files: sales, snapshots, credentials and waiting orders. */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order, PosStore, PurchaseResult } from '../../src/domain/orders';
import {
  carnetMovements,
  carnets,
  idempotencyKeys,
  orderLines,
  orders,
  products,
  stockMovements,
} from '../../server/db/schema';
import type { AddressInfo } from 'node:net';
import { api, buildTestApp, DEMO_ADMIN, DEMO_CASHIER, DEMO_PASSWORD, login, snapshot, type Reply, type TestApp } from './helpers';
import { carnetOf, type Api } from './credential-helpers';

export { carnetOf, staffWith, userIdByDocument, type Api } from './credential-helpers';
export { productById, productNamed } from './inventory-helpers';

/** Students of the demo with an active credential and no sales history. */
export const EMILIANO = '1098765441';
export const NICOLAS = '1098765439';
export const MARIANA = '1098765440';
export const ISABELLA = '1098765436';
/** One of the demo's buyers (DEMO_BUYERS): has a history of past sales. */
export const MATEO = '1098765435';

export const requestsUrl = (store: PosStore) => `/api/${store}/requests`;

export interface SaleLine {
  id: number;
  count: number;
  [extra: string]: unknown;
}

/** A cafeteria sale body as the old client sends it. */
export const cafeteriaBody = (userId: number, products: SaleLine[], extra: Record<string, unknown> = {}) => ({
  id_user: userId,
  products,
  ...extra,
});

/** A stationery sale body as the old client sends it. */
export const papeleriaBody = (userId: number, products: SaleLine[], extra: Record<string, unknown> = {}) => ({
  idStudent: userId,
  products,
  ...extra,
});

export function sell(
  who: Api,
  store: PosStore,
  body: unknown,
  key?: string,
): Promise<Reply<PurchaseResult>> {
  return who.call<PurchaseResult>('POST', requestsUrl(store), body, key === undefined ? {} : { 'Idempotency-Key': key });
}

/** Everything a sale touches, to prove a refused one changed nothing. */
export async function posSnapshot(t: TestApp) {
  return {
    carnets: await snapshot(t.db, carnets),
    movements: await snapshot(t.db, carnetMovements),
    products: await snapshot(t.db, products),
    stock: await snapshot(t.db, stockMovements),
    orders: await snapshot(t.db, orders),
    lines: await snapshot(t.db, orderLines),
    keys: await snapshot(t.db, idempotencyKeys),
  };
}

/** Calls `fn` and checks that no credential, ledger row, product, stock row, order, line or key changed. */
export async function unchanged<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  const before = await posSnapshot(t);
  const result = await fn();
  expect(await posSnapshot(t), 'una venta rechazada no cambia nada').toEqual(before);
  return result;
}

/** Sets a credential's balance through the ledger (a top-up or a deduction by the administrator). */
export async function setSaldo(admin: Api, carnet: { id: number }, current: number, wanted: number) {
  if (wanted === current) return;
  const res = await admin.put(`/api/admin/carnets/${carnet.id}`, { recarga: wanted - current });
  expect(res.status, res.body.message).toBe(200);
}

/** Marks every waiting order (status 1 or 2) of the store delivered: the delivery route comes later. */
export async function deliverAll(t: TestApp, store: 1 | 2) {
  await t.db
    .update(orders)
    .set({ status: 3, delivered_at: new Date() })
    .where(and(eq(orders.store, store), inArray(orders.status, [1, 2])));
}

export async function setStatus(t: TestApp, orderId: number, status: 1 | 2 | 3 | 4) {
  await t.db
    .update(orders)
    .set(status === 3 ? { status, delivered_at: new Date() } : status === 4 ? { status, reversed_at: new Date() } : { status })
    .where(eq(orders.id, orderId));
}

/** Exactly the keys of `Order` in src/domain/orders.ts. */
export const ORDER_KEYS: (keyof Order)[] = [
  'comment',
  'complete',
  'created_at',
  'customer',
  'enlistment',
  'funcionario',
  'id',
  'id_carnet',
  'id_staff',
  'id_user',
  'immediate',
  'lines',
  'num_doc',
  'products',
  'store',
  'total',
  'turn',
  'url',
];

export interface StoreTest {
  t: TestApp;
  admin: Api;
  cashier: Api;
  cashierToken: string;
  cashierId: number;
}

/**
 * The set-up of the store test files: the app on a fresh demo database, the demo admin and
 * cashier signed in, and the given students' balances set to `saldo` through the ledger.
 */
export async function storeTestApp(funded: readonly string[] = [], saldo = 200_000): Promise<StoreTest> {
  const t = await buildTestApp();
  const admin = api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD));
  const signIn = await api(t.app).post<{ token: string; id: number }>('/api/login', { email: DEMO_CASHIER, password: DEMO_PASSWORD });
  expect(signIn.status, signIn.body.message).toBe(200);
  for (const doc of funded) {
    const carnet = await carnetOf(t, doc);
    await setSaldo(admin, carnet, carnet.saldo, saldo);
  }
  return { t, admin, cashier: api(t.app, signIn.body.data.token), cashierToken: signIn.body.data.token, cashierId: signIn.body.data.id };
}

/** Listens on a loopback port (event streams need a real socket: inject waits for an end that never comes). */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

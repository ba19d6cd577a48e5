/**
 * A child's *Hoy* (issue 55, item 4): `GET /api/family/children/{id}/timeline?hoy=1` answers only
 * what happened since the school's midnight — at 23:30 in Bogotá, already the next day in UTC, it
 * is still that Bogotá day — while the whole history keeps the demo's earlier days. Dated: it runs
 * at both pinned instants (tests/dated-files.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TimelineEvent } from '../../src/domain/timeline';
import { products } from '../../server/db/schema';
import { localDate, zonedInstant } from '../../server/time';
import {
  activatedFamily,
  cafeteriaBody,
  EMILIANO,
  schoolWithStaff,
  sell,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

/** The demo's third guardian; Samuel has an active card and a sales history. */
const LUZ = '41234567';
const SAMUEL = 'Samuel Torres Ruiz';
const TZ = 'America/Bogota';

let t: TestApp;
let cashier: Api;
let luz: Api;
let samuelId: number;

beforeAll(async () => {
  let admin: Api;
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  luz = (await activatedFamily(t, admin, LUZ)).api;
  const children = (await luz.get<{ id: number; name: string }[]>('/api/family/children')).body.data;
  samuelId = children.find((c) => c.name === SAMUEL)!.id;
});
afterAll(() => t?.close());

const timeline = async (query: string) => {
  const res = await luz.get<TimelineEvent[]>(`/api/family/children/${samuelId}/timeline?${query}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body;
};

describe("a child's today", () => {
  it("holds today's purchase and none of the earlier days", async () => {
    const before = await timeline('page=1');
    expect(before.total).toBeGreaterThan(0);
    expect((await timeline('page=1&hoy=1')).total).toBe(0);

    const [water] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.name, 'Agua en botella 600 ml'), eq(products.store, 1)));
    const sale = await sell(cashier, 'cafeteria', cafeteriaBody(samuelId, [{ id: water.id, count: 1 }]));
    expect(sale.status, sale.body.message).toBe(201);

    const today = await timeline('page=1&hoy=1');
    expect(today.total).toBe(1);
    expect(today.data.map((e) => [e.source, e.kind])).toEqual([['ledger', 'compra']]);
    const midnight = zonedInstant(localDate(t.clock.now(), TZ), '00:00:00', TZ);
    expect(today.data.every((e) => new Date(e.at) >= midnight)).toBe(true);
    // The whole history still holds the earlier days, and today's purchase first.
    const all = await timeline('page=1');
    expect(all.total).toBe(before.total! + 1);
    expect(all.data[0].id).toBe(today.data[0].id);
  });

  it('refuses another value of hoy on the field', async () => {
    const res = await luz.get(`/api/family/children/${samuelId}/timeline?hoy=si`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ hoy: 'El parámetro hoy solo admite el valor 1' });
  });

  it("answers 404 for a child who is not the family's", async () => {
    const other = await userIdByDocument(t, EMILIANO);
    const res = await luz.get(`/api/family/children/${other}/timeline?hoy=1`);
    expect(res.status).toBe(404);
  });
});

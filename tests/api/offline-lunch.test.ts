/**
 * The lunch line offline (issue 33): its roster names each student's meal and today's, a meal served
 * offline is charged once when it arrives, and a second meal of the same service (served at another
 * line meanwhile) is recorded but not charged; an online scan afterwards sees the late meal.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LateSaleResult, Roster } from '../../src/domain/offline';
import { STORE } from '../../src/domain/stores';
import { offlineSales } from '../../server/db/schema';
import { credentialOf, EMILIANO, expectLedgerInvariant, expectOrderInvariant, MONEY, ORDERS, setSaldo, unchanged, userIdByDocument } from './fixtures';
import { admin, cashier, line, mealOf, openLunchLineSchool, restaurantOrdersOf, scan, t } from './fixtures/lunch-line-school';

openLunchLineSchool();

const TILL = 'ffeeddccbbaa00998877665544332211';
let n = 0;
const servedAt = new Date(Date.now() - 5 * 60_000).toISOString();
const send = (body: Record<string, unknown>, key = `almuerzo-offline-${++n}`) =>
  line.call<LateSaleResult>('POST', '/api/restaurant/requests/offline', { caja: TILL, hecha_en: servedAt, total: 0, ...body }, { 'Idempotency-Key': key });

describe('the lunch line offline', () => {
  it('reads a roster with each student their meal, and only for who works the line', async () => {
    expect((await cashier.get('/api/restaurant/roster')).status).toBe(403);
    const res = await line.get<Roster>('/api/restaurant/roster');
    expect(res.status, res.body.message).toBe(200);
    const meal = await mealOf(EMILIANO);
    const { sal, entries } = res.body.data;
    const hash = createHash('sha256').update(`${sal}:${EMILIANO}`).digest('hex').slice(0, 20);
    const entry = entries.find((e) => e.d === hash);
    expect(entry).toMatchObject({ almuerzo: { id: meal.id, name: meal.name, price: meal.price }, servido: null });
    expect((await line.put(`/api/restaurant/tills/${TILL}`)).status).toBe(200);
  });

  it('charges a meal served offline once, and refuses a second one of the same service without charging it', async () => {
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 40_000);
    const meal = await mealOf(EMILIANO);
    const userId = await userIdByDocument(t, EMILIANO);
    const body = { id_user: userId, products: [{ id: meal.id, count: 1 }], total: meal.price };
    const first = await send(body, 'almuerzo-1');
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data).toMatchObject({ estado: 'aceptada', saldo: 40_000 - meal.price });
    expect((await send(body, 'almuerzo-1')).body.data.id_order).toBe(first.body.data.id_order);

    // Served again at another line meanwhile: recorded for the supervisor, not charged.
    const second = await unchanged(t, () => send(body, 'almuerzo-2'), { ...MONEY, orders: ORDERS.orders });
    expect(second.body.data).toMatchObject({ estado: 'rechazada', motivo: 'El estudiante ya tenía su almuerzo en ese servicio' });
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.key, 'almuerzo-2'));
    expect(row).toMatchObject({ store: STORE.restaurant, state: 'rechazada' });

    // Back online, a scan sees the late meal: nothing charged again.
    const scanned = await scan(line, EMILIANO);
    expect(scanned.body.data).toMatchObject({ repeated: true });
    expect(await restaurantOrdersOf(EMILIANO)).toHaveLength(1);
    const roster = await line.get<Roster>('/api/restaurant/roster');
    const hash = createHash('sha256').update(`${roster.body.data.sal}:${EMILIANO}`).digest('hex').slice(0, 20);
    expect(roster.body.data.entries.find((e) => e.d === hash)?.servido).not.toBeNull();
  });

  it('leaves the books right', async () => {
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

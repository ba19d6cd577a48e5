/**
 * A cafeteria sale at the points of sale through `POST cafeteria/requests` at catalog prices: what it
 * writes (order, lines, ledger row, stock movements), its status and turn, and the cashier's lookup
 * after it. The stationery's sale is in orders-sale-stationery.test.ts, the daily cap on the day's
 * consumption in orders-sale-daily-cap.test.ts. After the file, the fixtures' close checks the ledger,
 * the stock log and the orders against each other.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskCode, type CredentialLookup } from '../../src/domain/credentials';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { credentialMovements, orders, stockMovements } from '../../server/db/schema';
import {
  cafeteriaBody,
  credentialOf,
  deliverAll,
  EMILIANO,
  MATEO,
  NICOLAS,
  ORDER_KEYS,
  productById,
  sell,
  unchanged,
} from './fixtures';
import {
  cafe,
  cashier,
  cashierId,
  openOrdersSchool,
  saleMessage,
  t,
  userOf,
  userOfSync,
} from './fixtures/orders-school';

openOrdersSchool();

describe('a cafeteria sale', () => {
  it('charges catalog prices (the client price and total are ignored) and writes order, lines, ledger and stock', async () => {
    const water = await cafe('Agua en botella 600 ml');
    const bread = await cafe('Pandebono');
    const credential = await credentialOf(t, EMILIANO);
    const userId = await userOf(EMILIANO);
    // Today's consumption before this sale (other tests of the file sell to Emiliano too).
    const consumed = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${EMILIANO}`)).body.data.carnet!
      .purchase;
    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(
        userId,
        [
          { id: water.id, count: 2, price: 1, name: 'Agua gratis', total: 2 },
          { id: bread.id, count: 1, price: 0 },
        ],
        { total: 3, enlistment: 0, inmediate: 1, comment: '  sin pitillo  ', date_program: '2026-11-23' },
      ),
    );
    expect(res.status, res.body.message).toBe(201);
    const total = 2 * water.price + bread.price;
    expect(total).toBe(5800);
    expect(res.body).toMatchObject({ code: 1, message: saleMessage(credential.saldo - total) });
    const { order, saldo, purchase } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['order', 'purchase', 'saldo']);
    expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
    expect(saldo).toBe(credential.saldo - total);
    expect(purchase).toBe(consumed + total);
    expect(order).toMatchObject({
      store: STORE.cafeteria,
      id_user: userId,
      customer: 'Emiliano Moreno Silva',
      num_doc: EMILIANO,
      url: expect.stringMatching(/^\/images\//), // his demo portrait
      id_carnet: credential.id,
      total,
      comment: 'sin pitillo',
      immediate: 1,
      enlistment: 0,
      complete: '3',
      turn: null,
      id_staff: cashierId,
      funcionario: 'Carlos Cajero',
      products: '2 x Agua en botella 600 ml, 1 x Pandebono',
    });
    expect(t.clock.nowMs() - Date.parse(order.created_at)).toBeLessThan(60_000);
    expect(order.lines.map(({ id: _id, ...l }) => l)).toEqual([
      {
        id_product: water.id,
        name: 'Agua en botella 600 ml',
        price: 2000,
        count: 2,
        total: 4000,
        enlistment: 0,
      },
      { id_product: bread.id, name: 'Pandebono', price: 1800, count: 1, total: 1800, enlistment: 0 },
    ]);

    // The database: balance, one ledger row pointing at the order, stock out with its reason.
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(credential.saldo - total);
    const ledger = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, order.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      id_carnet: credential.id,
      kind: 'compra',
      amount: -total,
      saldo_previo: credential.saldo,
      saldo_nuevo: credential.saldo - total,
      id_staff: cashierId,
      detalle: `Pedido #${order.id} · Cafetería`,
    });
    const stock = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.detalle, `Pedido #${order.id}`))
      .orderBy(stockMovements.id_product);
    expect(stock.map((m) => [m.id_product, m.quantity, m.reason, m.id_staff, m.store])).toEqual(
      [
        [water.id, -2, STOCK_REASON.venta, cashierId, STORE.cafeteria],
        [bread.id, -1, STOCK_REASON.venta, cashierId, STORE.cafeteria],
      ].sort((a, b) => a[0] - b[0]),
    );
    expect((await productById(t, water.id)).stock).toBe(water.stock - 2);
    expect((await productById(t, bread.id)).stock).toBe(bread.stock - 1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 3, date_program: '2026-11-23', idempotency_key: null });
    expect(row.delivered_at).not.toBeNull();
  });

  it("the cashier's credential lookup shows the new balance and today's consumption", async () => {
    const before = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${EMILIANO}`)).body.data.carnet!;
    const water = await cafe('Agua en botella 600 ml');
    const sold = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(EMILIANO), [{ id: water.id, count: 1 }]),
    );
    expect(sold.status, sold.body.message).toBe(201);
    const after = { saldo: before.saldo - water.price, purchase: before.purchase + water.price };
    const res = await cashier.get<CredentialLookup>(`/api/admin/carnets/${EMILIANO}`);
    expect(res.status).toBe(200);
    expect(res.body.data.carnet).toMatchObject({ ...after, lockSaldo: 0 });
    // The lookup names the card masked; the cashier's scanner holds the whole code.
    expect(res.body.data.carnet!.code).toBe(maskCode((await credentialOf(t, EMILIANO)).code));
    const { code } = await credentialOf(t, EMILIANO);
    const validated = await cashier.get<CredentialLookup>(`/api/admin/carnets/${code}/validate`);
    expect(validated.body.data.carnet).toMatchObject(after);
    // The demo's buyers have a history but nothing today.
    const mateo = await cashier.get<CredentialLookup>(`/api/admin/carnets/${MATEO}`);
    expect(mateo.body.data.carnet?.purchase).toBe(0);
  });

  it('merges repeated products into one line, in the order they first appear', async () => {
    const water = await cafe('Agua en botella 600 ml');
    const crackers = await cafe('Galletas saltinas x 3');
    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(NICOLAS), [
        { id: crackers.id, count: 1 },
        { id: water.id, count: 1 },
        { id: crackers.id, count: 2 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.order.lines.map((l) => [l.name, l.count, l.total])).toEqual([
      ['Galletas saltinas x 3', 3, 3000],
      ['Agua en botella 600 ml', 1, 2000],
    ]);
    expect(res.body.data.order.products).toBe('3 x Galletas saltinas x 3, 1 x Agua en botella 600 ml');
    expect(res.body.data.order.total).toBe(5000);
  });

  it('takes the preparation flag from the catalog, not from the client: a hot product waits with a turn', async () => {
    await deliverAll(t, STORE.cafeteria);
    const empanada = await cafe('Empanada de carne');
    expect(empanada.enlistment).toBe(1);
    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(NICOLAS), [{ id: empanada.id, count: 1, enlistment: 0 }], {
        enlistment: 0,
        inmediate: 1,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ enlistment: 1, immediate: 1, complete: '1', turn: 1 });
    expect(res.body.data.order.lines[0].enlistment).toBe(1);
    // Nothing to prepare but not handed over on the spot: ready at the counter, with a turn.
    const water = await cafe('Agua en botella 600 ml');
    const ready = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(NICOLAS), [{ id: water.id, count: 1 }], { enlistment: 1, inmediate: 0 }),
    );
    expect(ready.body.data.order).toMatchObject({ enlistment: 0, immediate: 0, complete: '2', turn: 2 });
    // Absent, 'inmediate' means on the spot; '0' and false are accepted as the old client sends them.
    const spot = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(NICOLAS), [{ id: water.id, count: 1 }]),
    );
    expect(spot.body.data.order).toMatchObject({ immediate: 1, complete: '3', turn: null });
    for (const inmediate of ['0', false]) {
      const waits = await sell(
        cashier,
        'cafeteria',
        cafeteriaBody(await userOf(NICOLAS), [{ id: water.id, count: 1 }], { inmediate }),
      );
      expect(waits.body.data.order.complete, String(inmediate)).toBe('2');
    }
  });

  it('a sale that takes the last units leaves the product sold out', async () => {
    const pear = await cafe('Pera');
    expect(pear.stock).toBeGreaterThan(0);
    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOf(EMILIANO), [{ id: pear.id, count: pear.stock }]),
    );
    expect(res.status).toBe(201);
    expect((await productById(t, pear.id)).stock).toBe(0);
    const emiliano = await userOfSync(EMILIANO);
    const again = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(emiliano, [{ id: pear.id, count: 1 }])),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'out_of_stock',
      message: 'No hay suficientes productos: Pera',
    });
  });
});

/**
 * The points of sale (cafetería and papelería): a sale through `POST <store>/requests` at
 * catalog prices, what it writes (order, lines, ledger row, stock movements), its status and
 * turn, every refusal leaving everything as it was, Idempotency-Key, who may sell or read,
 * the store's order list and one order, the sale form and the cashier's catalog. After the
 * file, the fixtures' close checks the ledger, the stock log and the orders against each other.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARNET_INACTIVE, maskCode, NO_USER, type CredentialLookup } from '../../src/domain/credentials';
import { DAILY_LIMIT_MESSAGE, EMPTY_CART, INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/cart';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { MAX_TURN, type Order, type PosCatalog } from '../../src/domain/orders';
import {
  credentialMovements,
  credentials,
  categories,
  idempotencyKeys,
  orderLines,
  orders,
  products,
  stockMovements,
  users,
} from '../../server/db/schema';
import { DEMO_BUYERS } from '../../server/demo/demo-sales';
import { DEMO_STUDENT_INACTIVE_CARNET, DEMO_STUDENT_NO_CARNET } from '../../server/demo/seed';
import { localDate } from '../../server/time';
import {
  type Api,
  api,
  cafeteriaBody,
  credentialOf,
  deliverAll,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  listUrl,
  MARIANA,
  MATEO,
  NICOLAS,
  ORDER_KEYS,
  papeleriaBody,
  productById,
  productNamed,
  requestsUrl,
  schoolWithStaff,
  sell,
  setSaldo,
  setStatus,
  snapshotTables,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

const TZ = 'America/Bogota';
let t: TestApp;
let admin: Api;
let cashier: Api;
let cashierId: number;
let secretary: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier, id: cashierId },
    secretary: { api: secretary },
  } = await schoolWithStaff());
});
afterAll(() => t?.close());

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const paper = (name: string) => productNamed(t, name, STORE.papeleria);
const userOf = (doc: string) => userIdByDocument(t, doc);
const saleMessage = (saldo: number) => `Compra realizada. Nuevo saldo disponible $${new Intl.NumberFormat('es-CO').format(saldo)}`;

describe('a cafeteria sale', () => {
  it('charges catalog prices (the client price and total are ignored) and writes order, lines, ledger and stock', async () => {
    const water = await cafe('Agua en botella 600 ml');
    const bread = await cafe('Pandebono');
    const carnet = await credentialOf(t, EMILIANO);
    const userId = await userOf(EMILIANO);
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
    expect(res.body).toMatchObject({ code: 1, message: saleMessage(carnet.saldo - total) });
    const { order, saldo, purchase } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['order', 'purchase', 'saldo']);
    expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
    expect(saldo).toBe(carnet.saldo - total);
    expect(purchase).toBe(total);
    expect(order).toMatchObject({
      store: STORE.cafeteria,
      id_user: userId,
      customer: 'Emiliano Moreno Silva',
      num_doc: EMILIANO,
      url: expect.stringMatching(/^\/images\//), // his demo portrait
      id_carnet: carnet.id,
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
    expect(Date.now() - Date.parse(order.created_at)).toBeLessThan(60_000);
    expect(order.lines.map(({ id: _id, ...l }) => l)).toEqual([
      { id_product: water.id, name: 'Agua en botella 600 ml', price: 2000, count: 2, total: 4000, enlistment: 0 },
      { id_product: bread.id, name: 'Pandebono', price: 1800, count: 1, total: 1800, enlistment: 0 },
    ]);

    // The database: balance, one ledger row pointing at the order, stock out with its reason.
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(carnet.saldo - total);
    const ledger = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_order, order.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      id_carnet: carnet.id,
      kind: 'compra',
      amount: -total,
      saldo_previo: carnet.saldo,
      saldo_nuevo: carnet.saldo - total,
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
    const res = await cashier.get<CredentialLookup>(`/api/admin/carnets/${EMILIANO}`);
    expect(res.status).toBe(200);
    expect(res.body.data.carnet).toMatchObject({ saldo: 50000 - 5800, lockSaldo: 0, purchase: 5800 });
    // The lookup names the card masked; the cashier's scanner holds the whole code.
    expect(res.body.data.carnet!.code).toBe(maskCode((await credentialOf(t, EMILIANO)).code));
    const { code } = await credentialOf(t, EMILIANO);
    const validated = await cashier.get<CredentialLookup>(`/api/admin/carnets/${code}/validate`);
    expect(validated.body.data.carnet).toMatchObject({ saldo: 44200, purchase: 5800 });
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
      cafeteriaBody(await userOf(NICOLAS), [{ id: empanada.id, count: 1, enlistment: 0 }], { enlistment: 0, inmediate: 1 }),
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
    const spot = await sell(cashier, 'cafeteria', cafeteriaBody(await userOf(NICOLAS), [{ id: water.id, count: 1 }]));
    expect(spot.body.data.order).toMatchObject({ immediate: 1, complete: '3', turn: null });
    for (const inmediate of ['0', false]) {
      const waits = await sell(cashier, 'cafeteria', cafeteriaBody(await userOf(NICOLAS), [{ id: water.id, count: 1 }], { inmediate }));
      expect(waits.body.data.order.complete, String(inmediate)).toBe('2');
    }
  });

  it('a sale that takes the last units leaves the product sold out', async () => {
    const pear = await cafe('Pera');
    expect(pear.stock).toBeGreaterThan(0);
    const res = await sell(cashier, 'cafeteria', cafeteriaBody(await userOf(EMILIANO), [{ id: pear.id, count: pear.stock }]));
    expect(res.status).toBe(201);
    expect((await productById(t, pear.id)).stock).toBe(0);
    const emiliano = await userOfSync(EMILIANO);
    const again = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(emiliano, [{ id: pear.id, count: 1 }])));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'out_of_stock', message: 'No hay suficientes productos: Pera' });
  });
});

/** The user id resolved beforehand, so `unchanged` wraps only the request. */
const userIds = new Map<string, number>();
async function userOfSync(doc: string) {
  if (!userIds.has(doc)) userIds.set(doc, await userOf(doc));
  return userIds.get(doc)!;
}

describe('a stationery sale', () => {
  it('takes idStudent and immediate, ignores name, saldo and total, and is an order of store 2', async () => {
    const pen = await paper('Lapicero negro');
    const eraser = await paper('Borrador de nata');
    const carnet = await credentialOf(t, ISABELLA);
    const res = await sell(
      cashier,
      'papeleria',
      papeleriaBody(await userOf(ISABELLA), [{ id: pen.id, count: 2, price: 1 }, { id: eraser.id, count: 1 }], {
        name: 'Otro nombre',
        saldo: 9_999_999,
        total: 1,
        immediate: 1,
        enlistment: 1,
      }),
    );
    expect(res.status, res.body.message).toBe(201);
    const total = 2 * pen.price + eraser.price;
    expect(res.body.message).toBe(saleMessage(carnet.saldo - total));
    expect(res.body.data.order).toMatchObject({
      store: STORE.papeleria,
      customer: 'Isabella Pérez Díaz',
      total,
      complete: '3',
      turn: null,
      enlistment: 0,
      products: '2 x Lapicero negro, 1 x Borrador de nata',
    });
    const [ledger] = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_order, res.body.data.order.id));
    expect(ledger.detalle).toBe(`Pedido #${res.body.data.order.id} · Papelería`);
  });

  it('numbers its waiting orders apart from the cafeteria', async () => {
    await deliverAll(t, STORE.papeleria);
    const pen = await paper('Lapicero negro');
    const user = await userOf(ISABELLA);
    const first = await sell(cashier, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }], { immediate: 0 }));
    const second = await sell(cashier, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }], { immediate: false }));
    expect([first.body.data.order.turn, second.body.data.order.turn]).toEqual([1, 2]);
    expect([first.body.data.order.complete, second.body.data.order.complete]).toEqual(['2', '2']);
  });
});

describe('refusals change nothing', () => {
  it('a product of the other store, a disabled one or an unknown id: 400 naming it', async () => {
    const user = await userOfSync(EMILIANO);
    const pen = await paper('Lapicero negro');
    const water = await cafe('Agua en botella 600 ml');
    const lunch = await productNamed(t, 'Almuerzo infantil', STORE.restaurant);
    const energy = await cafe('Bebida energética 250 ml');
    expect(energy.enable).toBe(0);
    const cases: [string, unknown, string][] = [
      ['cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }, { id: pen.id, count: 1 }]), 'El producto Lapicero negro no se vende en cafetería'],
      ['cafeteria', cafeteriaBody(user, [{ id: lunch.id, count: 1 }]), 'El producto Almuerzo infantil no se vende en cafetería'],
      ['papeleria', papeleriaBody(user, [{ id: water.id, count: 1 }]), 'El producto Agua en botella 600 ml no se vende en papelería'],
      ['cafeteria', cafeteriaBody(user, [{ id: energy.id, count: 1 }]), 'El producto Bebida energética 250 ml no está disponible para la venta'],
      ['cafeteria', cafeteriaBody(user, [{ id: 999_999, count: 1 }]), 'El producto 999999 no existe'],
    ];
    for (const [store, body, message] of cases) {
      const res = await unchanged(t, () => sell(cashier, store as 'cafeteria', body));
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ code: 0, reason: 'validation', message, errors: { products: message } });
    }
  });

  it('not enough stock: 409 out_of_stock naming the product, checked before the balance', async () => {
    const user = await userOfSync(MARIANA);
    const gummies = await cafe('Gomitas 50 g');
    expect(gummies.stock).toBe(0);
    const rice = await cafe('Arroz con pollo');
    // Mariana's $7.500 do not cover the rice either: stock is reported first.
    for (const lines of [[{ id: gummies.id, count: 1 }], [{ id: rice.id, count: 1 }, { id: gummies.id, count: 1 }], [{ id: rice.id, count: rice.stock + 1 }]]) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, lines)));
      expect(res.status).toBe(409);
      expect(res.body.reason).toBe('out_of_stock');
      expect(res.body.message).toMatch(/^No hay suficientes productos: (Gomitas 50 g|Arroz con pollo)$/);
    }
  });

  it('not enough balance: 409 insufficient_funds with the old message', async () => {
    const user = await userOfSync(MARIANA);
    const rice = await cafe('Arroz con pollo');
    const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: rice.id, count: 1 }])));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, reason: 'insufficient_funds', message: INSUFFICIENT_FUNDS_MESSAGE, data: null });
    // Exactly the balance is allowed.
    const carnet = await credentialOf(t, MARIANA);
    const bread = await cafe('Buñuelo'); // $1.500
    expect(carnet.saldo % bread.price).toBe(0);
    const all = await sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: bread.id, count: carnet.saldo / bread.price }]));
    expect(all.status).toBe(201);
    expect(all.body.data.saldo).toBe(0);
    expect(all.body.message).toBe('Compra realizada. Nuevo saldo disponible $0');
    await setSaldo(admin, carnet, 0, 7500);
  });

  it("the daily cap: refused when today's consumption plus the total passes it (409 daily_limit)", async () => {
    const carnet = await credentialOf(t, NICOLAS);
    const user = await userOfSync(NICOLAS);
    const consumed = (await cashier.get<CredentialLookup>(`/api/admin/carnets/${NICOLAS}`)).body.data.carnet!.purchase;
    expect(consumed).toBeGreaterThan(0); // the sales above
    await t.db.update(credentials).set({ lockSaldo: consumed + 3000 }).where(eq(credentials.id, carnet.id));
    const water = await cafe('Agua en botella 600 ml'); // $2.000
    const crackers = await cafe('Galletas saltinas x 3'); // $1.000
    const over = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 2 }])));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    // Up to the cap exactly is allowed; then not one peso more.
    const upTo = await sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }, { id: crackers.id, count: 1 }]));
    expect(upTo.status).toBe(201);
    expect(upTo.body.data.purchase).toBe(consumed + 3000);
    const more = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: crackers.id, count: 1 }])));
    expect(more.body.reason).toBe('daily_limit');
    // Funds are checked before the cap.
    await t.db.update(credentials).set({ lockSaldo: 1 }).where(eq(credentials.id, carnet.id));
    const rice = await cafe('Arroz con pollo');
    const both = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: rice.id, count: 5 }])));
    expect(both.body.reason).toBe('insufficient_funds');
    // 0 is no cap.
    await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, carnet.id));
    expect((await sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: crackers.id, count: 1 }]))).status).toBe(201);
  });

  it('an inactive credential (or a deactivated holder) is 409 inactive; no credential or no user is 404', async () => {
    const water = await cafe('Agua en botella 600 ml');
    const lines = [{ id: water.id, count: 1 }];
    const camila = await userOfSync(DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    const inactive = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(camila, lines)));
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({ reason: 'inactive', message: CARNET_INACTIVE });
    const santiago = await userOfSync(DEMO_STUDENT_NO_CARNET.num_doc);
    const pen = await paper('Lapicero negro');
    const none = await unchanged(t, () => sell(cashier, 'papeleria', papeleriaBody(santiago, [{ id: pen.id, count: 1 }])));
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ reason: 'not_found', message: 'El usuario no tiene carnet' });
    const unknown = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(999_999, lines)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    const mariana = await credentialOf(t, MARIANA);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, mariana.id_user_primary));
    try {
      const holder = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(mariana.id_user_primary, lines)));
      expect(holder.status).toBe(409);
      expect(holder.body.reason).toBe('inactive');
    } finally {
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, mariana.id_user_primary));
    }
  });

  it('bad input is 400 with a Spanish message per field', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const cases: [unknown, string, string][] = [
      [{ products: [{ id: water.id, count: 1 }] }, 'id_user', 'El campo id_user es requerido'],
      [{ id_user: 'cinco', products: [{ id: water.id, count: 1 }] }, 'id_user', 'El campo id_user es requerido'],
      [cafeteriaBody(user, []), 'products', EMPTY_CART],
      [{ id_user: user }, 'products', EMPTY_CART],
      [cafeteriaBody(user, [{ id: water.id, count: 0 }]), 'products', 'La cantidad de cada producto debe ser mayor a 0'],
      [cafeteriaBody(user, [{ id: water.id, count: 1.5 }]), 'products', 'La cantidad de cada producto debe ser un número entero'],
      [cafeteriaBody(user, [{ id: water.id, count: '2' as never }]), 'products', 'La cantidad de cada producto debe ser un número entero'],
      [cafeteriaBody(user, [{ id: water.id, count: 1001 }]), 'products', 'La cantidad de un producto no puede superar 1000'],
      [cafeteriaBody(user, [{ count: 1 } as never]), 'products', 'Cada producto necesita su id'],
      [{ id_user: 3_000_000_000, products: [{ id: water.id, count: 1 }] }, 'id_user', 'El campo id_user no corresponde a ningún registro'],
      [cafeteriaBody(user, [{ id: water.id, count: 1 }], { comment: 'x'.repeat(501) }), 'comment', 'El comentario admite máximo 500 caracteres'],
      [cafeteriaBody(user, [{ id: water.id, count: 1 }], { inmediate: 2 }), 'inmediate', 'El valor debe ser 1 o 0'],
    ];
    for (const [body, field, message] of cases) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.reason).toBe('validation');
      expect(res.body.errors?.[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const paperCase = await unchanged(t, () => sell(cashier, 'papeleria', { id_user: user, products: [{ id: water.id, count: 1 }] }));
    expect(paperCase.body.errors?.idStudent).toBe('El campo idStudent es requerido');
    const notJson = await unchanged(t, () =>
      cashier.call('POST', requestsUrl('cafeteria'), '{"id_user": 1', { 'content-type': 'application/json' }),
    );
    expect(notJson.status).toBe(400);
    const ids = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(3_000_000_000, [{ id: water.id, count: 1 }])));
    expect(ids.status).toBe(400);
  });
});

describe('turn numbers', () => {
  const waitingSale = async (store: 'cafeteria' | 'papeleria' = 'cafeteria') => {
    const user = await userOfSync(EMILIANO);
    const body =
      store === 'cafeteria'
        ? cafeteriaBody(user, [{ id: (await cafe('Galletas saltinas x 3')).id, count: 1 }], { inmediate: 0 })
        : papeleriaBody(user, [{ id: (await paper('Borrador de nata')).id, count: 1 }], { immediate: 0 });
    const res = await sell(cashier, store, body);
    expect(res.status, res.body.message).toBe(201);
    return res.body.data.order;
  };

  it('take the smallest free number among waiting orders; a delivered or reversed one frees its number', async () => {
    await setSaldo(admin, await credentialOf(t, EMILIANO), (await credentialOf(t, EMILIANO)).saldo, 500_000);
    for (const product of [await cafe('Galletas saltinas x 3'), await paper('Borrador de nata')]) {
      expect((await admin.post(`/api/inventory/products/${product.id}/add`, { count: 500 })).status).toBe(200);
    }
    await deliverAll(t, STORE.cafeteria);
    const [a, b, c] = [await waitingSale(), await waitingSale(), await waitingSale()];
    expect([a.turn, b.turn, c.turn]).toEqual([1, 2, 3]);
    const delivered = await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [b.id] });
    expect(delivered.status, delivered.body.message).toBe(200);
    expect((await waitingSale()).turn).toBe(2);
    const reversed = await cashier.post(`/api/cafeteria/requests/${a.id}/reverse`, {});
    expect(reversed.status, reversed.body.message).toBe(200);
    expect((await waitingSale()).turn).toBe(1);
    expect((await waitingSale()).turn).toBe(4);
    // A delivered order keeps its number as history; live numbers stay unique.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, b.id));
    expect(row).toMatchObject({ status: 3, turn: 2 });
    await expectOrderInvariant(t.db);
  });

  it(`past ${MAX_TURN} the numbering goes on, and the freed small numbers come back first`, async () => {
    await deliverAll(t, STORE.cafeteria);
    const turns: number[] = [];
    for (let i = 0; i < MAX_TURN + 2; i++) turns.push((await waitingSale()).turn!);
    expect(turns).toEqual(Array.from({ length: MAX_TURN + 2 }, (_, i) => i + 1));
    const [fifth] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.store, STORE.cafeteria), eq(orders.turn, 5), eq(orders.status, 2)));
    await setStatus(t, fifth.id, 3);
    expect((await waitingSale()).turn).toBe(5);
    expect((await waitingSale()).turn).toBe(MAX_TURN + 3);
    // The stationery shop counts on its own.
    await deliverAll(t, STORE.papeleria);
    expect((await waitingSale('papeleria')).turn).toBe(1);
    await expectOrderInvariant(t.db);
  });

  it('the database refuses two waiting orders of a store with the same number', async () => {
    const live = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.store, STORE.cafeteria), eq(orders.status, 2)))
      .limit(2);
    expect(live).toHaveLength(2);
    await expect(t.db.update(orders).set({ turn: live[0].turn }).where(eq(orders.id, live[1].id))).rejects.toThrow();
    // Delivered ones may share it (history).
    await deliverAll(t, STORE.cafeteria);
    await t.db.update(orders).set({ turn: live[0].turn }).where(eq(orders.id, live[1].id));
  });
});

describe('Idempotency-Key', () => {
  it('a retry answers the first answer and charges once; another body with the same key is 409', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const body = cafeteriaBody(user, [{ id: water.id, count: 1 }]);
    const before = await snapshotTables(t);
    const first = await sell(cashier, 'cafeteria', body, 'venta-doble-clic');
    expect(first.status).toBe(201);
    const second = await sell(cashier, 'cafeteria', body, 'venta-doble-clic');
    expect(second.status).toBe(201);
    expect(second.raw).toBe(first.raw);
    expect(second.headers['idempotency-replayed']).toBe('true');
    const after = await snapshotTables(t);
    expect(after.orders.length).toBe(before.orders.length + 1);
    expect(after.movements.length).toBe(before.movements.length + 1);
    expect(after.stock.length).toBe(before.stock.length + 1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.body.data.order.id));
    expect(order.idempotency_key).toBe('venta-doble-clic');
    const [ledger] = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_order, order.id));
    expect(ledger.idempotency_key).toBe('venta-doble-clic');
    const other = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 2 }]), 'venta-doble-clic'),
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('La clave de idempotencia ya se usó con otra petición');
    // The same key on the other store's path is another request.
    const pen = await paper('Lapicero negro');
    const elsewhere = await unchanged(t, () => sell(cashier, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]), 'venta-doble-clic'));
    expect(elsewhere.status).toBe(409);
  });

  it('concurrent clicks with one key make one sale', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const before = await snapshotTables(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]), 'clics-simultaneos')),
    );
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.raw).toBe(answers[0].raw);
    }
    const after = await snapshotTables(t);
    expect(after.orders.length).toBe(before.orders.length + 1);
    expect(after.movements.length).toBe(before.movements.length + 1);
  });

  it('a refused sale stores no key: once possible, the same key sells', async () => {
    const user = await userOfSync(MARIANA);
    const rice = await cafe('Arroz con pollo');
    const body = cafeteriaBody(user, [{ id: rice.id, count: 1 }]);
    const refused = await unchanged(t, () => sell(cashier, 'cafeteria', body, 'reintento-venta'));
    expect(refused.body.reason).toBe('insufficient_funds');
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'reintento-venta'))).toEqual([]);
    const carnet = await credentialOf(t, MARIANA);
    await setSaldo(admin, carnet, carnet.saldo, 20000);
    const sold = await sell(cashier, 'cafeteria', body, 'reintento-venta');
    expect(sold.status).toBe(201);
    expect(sold.body.data.saldo).toBe(20000 - rice.price);
  });
});

describe('who may sell and read', () => {
  it('without a session every route is 401, changing nothing', async () => {
    const anonymous = api(t.app);
    const water = await cafe('Agua en botella 600 ml');
    await unchanged(t, async () => {
      for (const store of ['cafeteria', 'papeleria'] as const) {
        const body = store === 'cafeteria' ? cafeteriaBody(1, [{ id: water.id, count: 1 }]) : papeleriaBody(1, [{ id: water.id, count: 1 }]);
        expect((await sell(anonymous, store, body)).status).toBe(401);
        for (const url of [requestsUrl(store), `${requestsUrl(store)}/create`, `${requestsUrl(store)}/1`, `${requestsUrl(store)}/1/edit`, `/api/${store}/pos/catalog`]) {
          expect((await anonymous.get(url)).status, url).toBe(401);
        }
      }
    });
  });

  it('the secretary holds no point-of-sale key: 403 everywhere, nothing sold', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const pen = await paper('Lapicero negro');
    await unchanged(t, async () => {
      expect((await sell(secretary, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]))).status).toBe(403);
      expect((await sell(secretary, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]))).status).toBe(403);
      for (const store of ['cafeteria', 'papeleria'] as const) {
        for (const url of [requestsUrl(store), `${requestsUrl(store)}/create`, `${requestsUrl(store)}/1`, `/api/${store}/pos/catalog`]) {
          const res = await secretary.get(url);
          expect(res.status, url).toBe(403);
          expect(res.body.reason).toBe('forbidden');
        }
      }
    });
  });

  it("each store's keys reach only that store: a cafeteria seller cannot sell stationery, nor restaurant products", async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const pen = await paper('Lapicero negro');
    const lunch = await productNamed(t, 'Almuerzo juvenil', STORE.restaurant);
    await unchanged(t, async () => {
      const res = await sell(seller.api, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]));
      expect(res.status).toBe(403);
      expect((await seller.api.get('/api/papeleria/pos/catalog')).status).toBe(403);
      expect((await seller.api.get(requestsUrl('papeleria'))).status).toBe(403);
      // The demo cashier (cafetería and papelería) sells no restaurant product anywhere.
      for (const store of ['cafeteria', 'papeleria'] as const) {
        const body = store === 'cafeteria' ? cafeteriaBody(user, [{ id: lunch.id, count: 1 }]) : papeleriaBody(user, [{ id: lunch.id, count: 1 }]);
        expect((await sell(cashier, store, body)).status).toBe(400);
      }
      expect((await cashier.get('/api/inventory/products/indexrestaurant')).status).toBe(403);
    });
    const ok = await sell(seller.api, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]));
    expect(ok.status).toBe(201);
    expect(ok.body.data.order.id_staff).toBe(seller.id);
    // Its catalog and its orders, without any inventory key.
    expect((await seller.api.get('/api/cafeteria/pos/catalog')).status).toBe(200);
    expect((await seller.api.get(requestsUrl('cafeteria'))).status).toBe(200);
    expect((await seller.api.get(`${requestsUrl('cafeteria')}/${ok.body.data.order.id}`)).status).toBe(200);
    expect((await seller.api.get('/api/inventory/products')).status).toBe(403);
  });

  it('the orders key alone reads the list, an order and the catalog (to edit an order) but does not sell', async () => {
    const reader = await staffWith(t, admin, ['papeleria', 'papeleria.requests']);
    const list = await reader.api.get<Order[]>(requestsUrl('papeleria'));
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect((await reader.api.get(`${requestsUrl('papeleria')}/${list.body.data[0].id}/edit`)).status).toBe(200);
    const pen = await paper('Lapicero negro');
    await unchanged(t, async () => {
      expect((await sell(reader.api, 'papeleria', papeleriaBody(await userOfSync(EMILIANO), [{ id: pen.id, count: 1 }]))).status).toBe(403);
      expect((await reader.api.get('/api/papeleria/pos/catalog')).status).toBe(200);
      expect((await reader.api.get('/api/cafeteria/pos/catalog')).status).toBe(403);
      expect((await reader.api.get(`${requestsUrl('papeleria')}/create`)).status).toBe(403);
    });
  });
});

describe('the order list of a store', () => {
  it("pages and sorts in the database; rows are orders without lines, with the products text, of that store only", async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.store, STORE.cafeteria));
    const page1 = await cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { perPage: 5 }));
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(Number(n));
    expect(page1.body.data).toHaveLength(5);
    for (const o of page1.body.data) {
      expect(Object.keys(o).sort()).toEqual(ORDER_KEYS.filter((k) => k !== 'lines'));
      expect(o.store).toBe(STORE.cafeteria);
      expect(o.products).toMatch(/^\d+ x .+/);
    }
    // Newest first by default; pages never overlap.
    const times = page1.body.data.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { perPage: 5, page: 2 }));
    expect(page2.body.data.some((o) => page1.body.data.some((p) => p.id === o.id))).toBe(false);
    const byTotal = await cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { sort: 'total', order: 'DESC', perPage: 1000 }));
    const totals = byTotal.body.data.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const paperList = await cashier.get<Order[]>(listUrl(requestsUrl('papeleria'), { perPage: 1000 }));
    expect(paperList.body.data.length).toBeGreaterThan(0);
    expect(paperList.body.data.every((o) => o.store === STORE.papeleria)).toBe(true);
    expect((await cashier.get(listUrl(requestsUrl('cafeteria'), { sort: 'lines' }))).status).toBe(400);
  });

  it('filters by status (complete), customer, school days and searches the customer', async () => {
    const list = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { filter, perPage: 1000, ...extra }));
    const waiting = await list({ complete: ['1', '2'] });
    expect(waiting.body.data.every((o) => ['1', '2'].includes(o.complete))).toBe(true);
    const delivered = await list({ complete: '3' });
    expect(delivered.body.data.length).toBeGreaterThan(0);
    expect(delivered.body.data.every((o) => o.complete === '3')).toBe(true);
    const all = await list({});
    expect(waiting.body.total! + delivered.body.total! + (await list({ complete: 4 })).body.total!).toBe(all.body.total);
    const mateo = await userOfSync(MATEO);
    const his = await list({ id_user: mateo });
    expect(his.body.data.length).toBeGreaterThan(0);
    expect(his.body.data.every((o) => o.id_user === mateo && o.customer === 'Mateo Gómez Rojas')).toBe(true);
    const search = await list({}, { q: 'mateo gómez' });
    expect(search.body.data.map((o) => o.id).sort()).toEqual(his.body.data.map((o) => o.id).sort());
    // Today holds this file's sales; the demo's history is in the past days.
    const today = localDate(new Date(), TZ);
    const todays = await list({ from: today, to: today });
    expect(todays.body.data.length).toBeGreaterThan(0);
    expect(todays.body.data.every((o) => localDate(new Date(o.created_at), TZ) === today)).toBe(true);
    const past = await list({ to: localDate(new Date(Date.now() - 86_400_000), TZ) });
    expect(past.body.total! + todays.body.total!).toBe(all.body.total);
    expect(past.body.data.every((o) => DEMO_BUYERS.includes(o.num_doc as never))).toBe(true);
    for (const filter of [{ complete: 7 }, { complete: 'x' }, { id_user: 'abc' }, { from: '2026-02-30' }, { from: today, to: '2020-01-01' }, { color: 1 }]) {
      const res = await list(filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(res.body.errors).toHaveProperty('filter');
    }
  });

  it('one order with its lines by id or {id}/edit; 404 for the other store or none; 400 for a malformed id', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.store, STORE.papeleria)).limit(1);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.id_order, order.id));
    for (const url of [`${requestsUrl('papeleria')}/${order.id}`, `${requestsUrl('papeleria')}/${order.id}/edit`]) {
      const res = await cashier.get<Order>(url);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(ORDER_KEYS);
      expect(res.body.data).toMatchObject({ id: order.id, store: STORE.papeleria, total: order.total });
      expect(res.body.data.lines.map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
    }
    for (const url of [`${requestsUrl('cafeteria')}/${order.id}`, `${requestsUrl('cafeteria')}/${order.id}/edit`, `${requestsUrl('papeleria')}/999999`]) {
      const res = await cashier.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ reason: 'not_found', message: 'El pedido no existe' });
    }
    expect((await cashier.get(`${requestsUrl('papeleria')}/abc`)).status).toBe(400);
  });

  it('the sale form lists products, comment and the immediate flag as each store sends it', async () => {
    const cafeForm = await cashier.get<{ fields: { source: string; type: string; required: boolean }[] }>(`${requestsUrl('cafeteria')}/create`);
    expect(cafeForm.status).toBe(200);
    expect(cafeForm.body.data.fields.map((f) => [f.source, f.type, f.required])).toEqual([
      ['products', 'reference', true],
      ['comment', 'textarea', false],
      ['inmediate', 'flag', false],
    ]);
    const paperForm = await cashier.get<{ fields: { source: string }[] }>(`${requestsUrl('papeleria')}/create`);
    expect(paperForm.body.data.fields.map((f) => f.source)).toEqual(['products', 'comment', 'immediate']);
  });
});

describe("the cashier's catalog", () => {
  it('answers the enabled categories of the store with their enabled subcategories and enabled products, in one call', async () => {
    const res = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
    expect(res.status).toBe(200);
    const { categories: cats, products: items } = res.body.data;
    expect(cats.map((c) => c.name).sort()).toEqual(['Almuerzos', 'Bebidas', 'Frutas', 'Postres', 'Snacks']);
    const drinks = cats.find((c) => c.name === 'Bebidas')!;
    expect(Object.keys(drinks).sort()).toEqual(['id', 'name', 'subcategories', 'url']);
    expect(drinks.subcategories.map((s) => s.name)).toEqual(expect.arrayContaining(['Jugos', 'Lácteos']));
    expect(Object.keys(drinks.subcategories[0]).sort()).toEqual(['id', 'name', 'url']);
    expect(Object.keys(items[0]).sort()).toEqual(['enlistment', 'id', 'id_category', 'id_subcategory', 'name', 'price', 'stock', 'url']);
    const dbRows = await t.db.select().from(products).where(and(eq(products.store, STORE.cafeteria), eq(products.enable, 1)));
    expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual(dbRows.map((p) => p.id).sort((a, b) => a - b));
    const water = await cafe('Agua en botella 600 ml');
    expect(items.find((p) => p.id === water.id)).toEqual({
      id: water.id,
      name: water.name,
      price: water.price,
      stock: water.stock,
      enlistment: 0,
      url: water.url,
      id_category: water.id_category,
      id_subcategory: water.id_subcategory,
    });
    expect(items.some((p) => p.name === 'Bebida energética 250 ml')).toBe(false); // disabled
    expect(items.find((p) => p.name === 'Gomitas 50 g')?.stock).toBe(0); // sold out, still shown
    expect(items.find((p) => p.name === 'Empanada de carne')?.enlistment).toBe(1);
  });

  it('hides a disabled category with its products; the stationery catalog is its own', async () => {
    const drinks = (await t.db.select().from(categories).where(and(eq(categories.name, 'Bebidas'), eq(categories.store, STORE.cafeteria))))[0];
    await t.db.update(categories).set({ enable: 0 }).where(eq(categories.id, drinks.id));
    try {
      const res = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
      expect(res.body.data.categories.some((c) => c.id === drinks.id)).toBe(false);
      expect(res.body.data.products.some((p) => p.id_category === drinks.id)).toBe(false);
    } finally {
      await t.db.update(categories).set({ enable: 1 }).where(eq(categories.id, drinks.id));
    }
    const paperCatalog = await cashier.get<PosCatalog>('/api/papeleria/pos/catalog');
    expect(paperCatalog.body.data.categories.map((c) => c.name).sort()).toEqual(['Arte', 'Cuadernos', 'Escritura', 'Papelería general']);
    const paperIds = new Set((await t.db.select().from(products).where(eq(products.store, STORE.papeleria))).map((p) => p.id));
    expect(paperCatalog.body.data.products.every((p) => paperIds.has(p.id))).toBe(true);
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
    const snap = await snapshotTables(t);
    expect(snap.orders.length).toBeGreaterThan(80);
  });
});

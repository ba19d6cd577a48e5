/**
 * The demo's sales history (loaded by seedDemo after the credentials and the catalog): a few
 * sales on each school day (Monday to Friday) of the last two weeks, today excluded, in both
 * points of sale, by four students, all delivered. Every sale goes through `purchase`, so the
 * orders, the ledger and the stock log agree; then their rows are moved back to the day they
 * belong to. The buyers' credentials start two weeks ago (their initial top-up and a top-up
 * that pays for the history are moved there too), so each ledger stays in time order and
 * every balance ends where the demo's facts say. Valentina (DEMO_STUDENT) buys nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STOCK_REASON, STORE, type StoreId } from '../../src/domain/inventory';
import { ORDER_STATUS } from '../../src/domain/orders';
import { topUp } from '../money';
import { CASH_PAYMENT } from '../../src/domain/payments';
import { purchase } from '../modules/orders';
import { localDate, nextDate, zonedInstant } from '../time';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { credentialMovements, credentials, orders, products, stockMovements, users } from '../db/schema';

/** Documents of the students with a sales history (Mateo, Samuel, Sofía, Antonella). */
export const DEMO_BUYERS = ['1098765435', '1098765437', '1098765438', '1098765442'] as const;
/** Days of history before today. */
export const DEMO_HISTORY_DAYS = 13;

type Basket = readonly (readonly [name: string, count: number])[];

const CAFETERIA: Basket[] = [
  [
    ['Empanada de carne', 2],
    ['Agua en botella 600 ml', 1],
  ],
  [
    ['Pandebono', 1],
    ['Leche chocolatada 200 ml', 1],
  ],
  [
    ['Sándwich de jamón y queso', 1],
    ['Jugo en caja 200 ml', 1],
  ],
  [
    ['Chocolate caliente', 1],
    ['Buñuelo', 2],
  ],
  [
    ['Arepa con queso', 1],
    ['Gaseosa cola 350 ml', 1],
  ],
  [
    ['Banano', 1],
    ['Galletas saltinas x 3', 2],
  ],
];
const PAPELERIA: Basket[] = [
  [
    ['Lapicero azul', 2],
    ['Borrador de nata', 1],
  ],
  [['Cuaderno cosido 100 hojas rayado', 1]],
  [
    ['Regla 30 cm', 1],
    ['Lápiz rojo', 2],
  ],
  [
    ['Cartulina blanca pliego', 2],
    ['Pegante en barra 21 g', 1],
  ],
];
/** Local times of a day's sales: the morning break, then lunch. */
const TIMES = ['09:32:00', '12:41:00'];

interface PlannedSale {
  buyer: number;
  store: StoreId;
  basket: Basket;
  at: Date;
}

/** The school days (Monday to Friday) of the last `DEMO_HISTORY_DAYS` days, oldest first. */
function historyDays(timezone: string, now: Date): string[] {
  const days: string[] = [];
  let day = localDate(new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000), timezone);
  const today = localDate(now, timezone);
  while (day < today) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
    day = nextDate(day);
  }
  return days;
}

function plan(timezone: string, now: Date): PlannedSale[] {
  const sales: PlannedSale[] = [];
  const next = { [STORE.cafeteria]: 0, [STORE.papeleria]: 0 } as Record<StoreId, number>;
  for (const [d, day] of historyDays(timezone, now).entries()) {
    const count = d % 3 === 1 ? 1 : 2;
    for (let k = 0; k < count; k++) {
      const paper = k === 1 && d % 2 === 0;
      const store = paper ? STORE.papeleria : STORE.cafeteria;
      const baskets = paper ? PAPELERIA : CAFETERIA;
      sales.push({
        buyer: (d + k) % DEMO_BUYERS.length,
        store,
        basket: baskets[next[store]++ % baskets.length],
        at: zonedInstant(day, TIMES[k], timezone),
      });
    }
  }
  return sales;
}

/** Loads the sales history inside the caller's transaction, before `opts.clock`'s today (see the file comment). */
export async function seedDemoSales(
  tx: Db,
  opts: { adminId: number; cashierId: number; timezone: string; clock: Clock },
): Promise<void> {
  const { clock } = opts;
  const now = clock.now();
  const sales = plan(opts.timezone, now);
  if (sales.length === 0) return;
  const start = historyDays(opts.timezone, now)[0];
  const historyStart = zonedInstant(start, '06:30:00', opts.timezone);

  const buyers = await tx
    .select({ userId: users.id, credentialId: credentials.id, num_doc: users.num_doc })
    .from(users)
    .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
    .where(inArray(users.num_doc, [...DEMO_BUYERS]));
  const buyerOf = (i: number) => {
    const found = buyers.find((b) => b.num_doc === DEMO_BUYERS[i]);
    if (!found) throw new Error(`demo: el comprador ${DEMO_BUYERS[i]} no tiene carnet`);
    return found;
  };
  const names = [...new Set([...CAFETERIA, ...PAPELERIA].flat().map(([name]) => name))];
  const catalog = await tx
    .select({ id: products.id, name: products.name, store: products.store, price: products.price })
    .from(products)
    .where(inArray(products.name, names));
  const productOf = (name: string, store: StoreId) => {
    const found = catalog.find((p) => p.name === name && p.store === store);
    if (!found) throw new Error(`demo: no existe el producto ${name}`);
    return found;
  };

  // What each buyer will spend, topped up before the history starts: balances end as they began.
  const spend = new Map<number, number>();
  for (const s of sales) {
    const total = s.basket.reduce((sum, [name, count]) => sum + productOf(name, s.store).price * count, 0);
    spend.set(s.buyer, (spend.get(s.buyer) ?? 0) + total);
  }
  for (const [buyer, amount] of [...spend.entries()].sort(([a], [b]) => a - b)) {
    await topUp(tx, clock, {
      credentialId: buyerOf(buyer).credentialId,
      amount,
      staffId: opts.adminId,
      detalle: 'Recarga de demostración',
      payment: CASH_PAYMENT,
    });
  }

  const sold: { id: number; at: Date; handedOver: Date }[] = [];
  for (const s of sales) {
    const { order } = await purchase(tx, {
      store: s.store,
      userId: buyerOf(s.buyer).userId,
      lines: s.basket.map(([name, count]) => ({ id: productOf(name, s.store).id, count })),
      immediate: true,
      staffId: opts.cashierId,
      timezone: opts.timezone,
      clock,
    });
    // Delivered before the next sale, so the board's numbers start again from 1.
    if (order.turn !== null)
      await tx
        .update(orders)
        .set({ status: Number(ORDER_STATUS.delivered) })
        .where(eq(orders.id, order.id));
    // What needed preparing was handed over a few minutes later.
    sold.push({
      id: order.id,
      at: s.at,
      handedOver: new Date(s.at.getTime() + (order.enlistment ? 6 : 0) * 60_000),
    });
  }

  // Each sale's order, ledger row and stock rows move back to its moment, in three statements;
  // every order is delivered (its turn, if it had one, is history).
  type Sold = (typeof sold)[number];
  /** CASE <column> WHEN <the sale's key> THEN <its instant> … END. */
  const instants = (
    column: AnyPgColumn,
    at: (x: Sold) => Date,
    key: (id: number) => number | string = (id) => id,
  ) =>
    sql`case ${column} ${sql.join(
      sold.map((x) => sql`when ${key(x.id)} then ${at(x).toISOString()}::timestamptz`),
      sql` `,
    )} end`;
  const ids = sold.map((x) => x.id);
  await tx
    .update(orders)
    .set({
      created_at: instants(orders.id, (x) => x.at),
      delivered_at: instants(orders.id, (x) => x.handedOver),
      status: Number(ORDER_STATUS.delivered),
    })
    .where(inArray(orders.id, ids));
  await tx
    .update(credentialMovements)
    .set({ created_at: instants(credentialMovements.id_order, (x) => x.at) })
    .where(inArray(credentialMovements.id_order, ids));
  await tx
    .update(stockMovements)
    .set({
      created_at: instants(
        stockMovements.detalle,
        (x) => x.at,
        (id) => `Pedido #${id}`,
      ),
    })
    .where(
      and(
        eq(stockMovements.reason, STOCK_REASON.venta),
        inArray(
          stockMovements.detalle,
          ids.map((id) => `Pedido #${id}`),
        ),
      ),
    );

  // The buyers' first movements (initial top-up, then the history's top-up) and the catalog's
  // initial stock move to the start of the history, before every sale.
  const credentialIds = buyers.map((b) => b.credentialId);
  await tx
    .update(credentialMovements)
    .set({
      created_at: sql`${historyStart.toISOString()}::timestamptz + case ${credentialMovements.detalle}
        when 'Saldo inicial de demostración' then interval '0 minutes' else interval '1 minute' end`,
    })
    .where(
      and(
        inArray(credentialMovements.id_carnet, credentialIds),
        eq(credentialMovements.kind, 'recarga'),
        inArray(credentialMovements.detalle, ['Saldo inicial de demostración', 'Recarga de demostración']),
      ),
    );
  await tx
    .update(stockMovements)
    .set({ created_at: new Date(historyStart.getTime() - 30 * 60_000) })
    .where(
      and(
        eq(stockMovements.reason, STOCK_REASON.inicial),
        eq(stockMovements.detalle, 'Inventario inicial de demostración'),
      ),
    );
}

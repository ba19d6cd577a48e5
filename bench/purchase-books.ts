/**
 * The books of the purchases benchmark (bench/purchases.ts) at its end: each customer's balance is
 * the initial one less the sales answered 201, each product's stock the initial one less the units
 * sold and the sum of its log, one order per sale; and the rules every benchmark checks
 * (server/db/books.ts). One line per problem found.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { credentials, orderLines, products, stockMovements } from '../server/db/schema';
import { STOCK_REASON } from '../src/domain/inventory';
import { bookProblems } from './database';

/** What the run sold: its customers' credentials and products, the sales answered 201 per customer and per product (index). */
export interface PurchaseRun {
  credentials: readonly { id: number }[];
  items: readonly { id: number }[];
  soldTo: readonly number[];
  soldOf: readonly number[];
  /** Each customer's initial balance, each product's initial stock, and the price of every product. */
  saldo: number;
  stock: number;
  price: number;
}

export async function purchaseBookProblems(db: Db, run: PurchaseRun): Promise<string[]> {
  const problems: string[] = [];
  const saldos = await db
    .select({ id: credentials.id, saldo: credentials.saldo })
    .from(credentials)
    .where(
      inArray(
        credentials.id,
        run.credentials.map((c) => c.id),
      ),
    );
  for (const [i, c] of run.credentials.entries()) {
    const row = saldos.find((s) => s.id === c.id)!;
    const expected = run.saldo - run.soldTo[i] * run.price;
    if (row.saldo !== expected) problems.push(`carnet ${c.id}: saldo ${row.saldo}, esperado ${expected}`);
  }
  const stocks = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        run.items.map((p) => p.id),
      ),
    );
  for (const [i, p] of run.items.entries()) {
    const row = stocks.find((s) => s.id === p.id)!;
    const expected = run.stock - run.soldOf[i];
    if (row.stock !== expected) problems.push(`producto ${p.id}: stock ${row.stock}, esperado ${expected}`);
  }
  // Each product's stock log, summed here for the bench's products (the shared one above all):
  // = initial − units sold, and one sale movement per unit sold (every sale is of one unit).
  const logs = await db
    .select({
      id: stockMovements.id_product,
      sum: sql<number>`sum(${stockMovements.quantity})`.mapWith(Number),
      sales: sql<number>`count(*) filter (where ${stockMovements.reason} = ${STOCK_REASON.venta})`.mapWith(
        Number,
      ),
    })
    .from(stockMovements)
    .where(
      inArray(
        stockMovements.id_product,
        run.items.map((p) => p.id),
      ),
    )
    .groupBy(stockMovements.id_product);
  for (const [i, p] of run.items.entries()) {
    const log = logs.find((l) => l.id === p.id);
    const expected = run.stock - run.soldOf[i];
    if (log?.sum !== expected)
      problems.push(`producto ${p.id}: su registro de stock suma ${log?.sum ?? 0}, esperado ${expected}`);
    if (log?.sales !== run.soldOf[i])
      problems.push(
        `producto ${p.id}: ${log?.sales ?? 0} salidas por venta, ${run.soldOf[i]} ventas respondidas 201`,
      );
  }
  problems.push(...(await bookProblems(db)));
  const answered = run.soldTo.reduce((a, b) => a + b, 0);
  const [{ benchOrders }] = await db
    .select({ benchOrders: sql<number>`count(distinct ${orderLines.id_order})`.mapWith(Number) })
    .from(orderLines)
    .where(
      inArray(
        orderLines.id_product,
        run.items.map((p) => p.id),
      ),
    );
  if (benchOrders !== answered)
    problems.push(`${benchOrders} pedidos para ${answered} ventas respondidas 201`);
  return problems;
}

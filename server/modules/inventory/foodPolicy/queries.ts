/**
 * The food policy's reads (issue 35): the policy (the defaults when the school saved none), what
 * its page shows besides it (how many products each seal takes off the tills, the restaurant's
 * meals), and the inspector's export: the products carrying a seal and their sales per month.
 */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_FOOD_POLICY, type FoodPolicyCatalog } from '../../../../src/domain/foodPolicy';
import type { SealSetId } from '../../../../src/domain/foodLabels';
import type { FoodPolicy } from '../../../../src/domain/foodRules';
import { STORE } from '../../../../src/domain/inventory';
import { ORDER_STATUS } from '../../../../src/domain/orders';
import type { Db } from '../../../db/client';
import { categories, foodPolicy, orderLines, orders, products } from '../../../db/schema';

const REVERSED = Number(ORDER_STATUS.reversed);
/** A product carrying at least one warning seal. */
const sealed = sql`cardinality(${products.sellos}) > 0`;

export async function readFoodPolicy(db: Db, { share = false } = {}): Promise<FoodPolicy> {
  const read = db
    .select({
      conjunto_sellos: foodPolicy.conjunto_sellos,
      sellos_bloqueados: foodPolicy.sellos_bloqueados,
      id_almuerzo_alternativo: foodPolicy.id_almuerzo_alternativo,
    })
    .from(foodPolicy)
    .limit(1);
  // `share`: a product's write holds the set it checked until it commits (the policy's save waits).
  const [row] = share ? await read.for('share') : await read;
  if (!row) return { ...DEFAULT_FOOD_POLICY, sellos_bloqueados: [] };
  return { ...row, conjunto_sellos: row.conjunto_sellos as SealSetId };
}

export async function foodPolicyCatalog(db: Db): Promise<FoodPolicyCatalog> {
  const counts = await db
    .select({ sello: sql<string>`unnest(${products.sellos})`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(eq(products.enable, 1))
    .groupBy(sql`1`);
  const almuerzos = await db
    .select({ id: products.id, name: products.name, enable: products.enable })
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.name), asc(products.id));
  return { productos_por_sello: Object.fromEntries(counts.map((c) => [c.sello, c.n])), almuerzos };
}

export interface SealedProductRow {
  store: number;
  category: string;
  name: string;
  price: number;
  sellos: string[];
  alergenos: string[];
  enable: number;
}

/** Every product carrying a seal, by store, category and name. */
export function sealedProducts(db: Db): Promise<SealedProductRow[]> {
  return db
    .select({
      store: products.store,
      category: categories.name,
      name: products.name,
      price: products.price,
      sellos: products.sellos,
      alergenos: products.alergenos,
      enable: products.enable,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.id_category))
    .where(sealed)
    .orderBy(asc(products.store), asc(categories.name), asc(products.name), asc(products.id));
}

export interface MonthSales {
  /** 1..12 on the school's calendar. */
  month: number;
  units: number;
  amount: number;
}

/** Units and pesos sold per month (school's clock) of products carrying a seal; reversed orders left out. */
export async function sealedSalesByMonth(
  db: Db,
  range: { start: Date; end: Date },
  timezone: string,
): Promise<MonthSales[]> {
  return (
    db
      .select({
        month: sql<number>`extract(month from ${orders.created_at} at time zone ${timezone})::int`.mapWith(
          Number,
        ),
        units: sql<number>`sum(${orderLines.count})::bigint`.mapWith(Number),
        amount: sql<number>`sum(${orderLines.total})::bigint`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.id_order))
      .innerJoin(products, eq(products.id, orderLines.id_product))
      .where(
        and(
          sealed,
          ne(orders.status, REVERSED),
          gte(orders.created_at, range.start),
          lt(orders.created_at, range.end),
        ),
      )
      // By position: the zone is a parameter, and two parameters never count as the same expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** How many products carry a seal outside the set `keys`, and the first few names (a set's change refuses them). */
export async function productsWithForeignSeals(
  db: Db,
  keys: readonly string[],
): Promise<{ count: number; names: string[] }> {
  const set = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  // The count over every such product rides on each of the first three rows: one statement.
  const rows = await db
    .select({ name: products.name, count: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(sql`not (${products.sellos} <@ ${set})`)
    .orderBy(products.name)
    .limit(3);
  return { count: rows[0]?.count ?? 0, names: rows.map((r) => r.name) };
}

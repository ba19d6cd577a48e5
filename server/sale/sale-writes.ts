/**
 * A sale's writes in one statement (issue 31): the order and its lines (here), the stock and its
 * log (the stock core's STOCK_WRITES) and the balance and its ledger row (the money core's
 * MOVEMENT_WRITES), each home's rules having run in TypeScript first (`planStocks`,
 * `planCharge`) and its CTEs written where its rules are. One round trip where there were four.
 *
 * The statement's CTEs all run (data-modifying CTEs do whether read or not), on one snapshot:
 * none of them reads what another writes, and the foreign keys (lines → order, log and ledger →
 * order) are checked at the statement's end, when every row is there. The order's id comes
 * from the sale's product lock (`lockProducts(…, { sale: true })`), so every part knows it.
 *
 * What the statement answers of the order is the caller's (`saleWriter(returning)`): the orders
 * area answers the order as its reads show it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { arrayPlaceholder, preparedSql } from '../db/prepared';
import { orderLines, orders } from '../db/schema';
import { MOVEMENT_WRITES, type PlannedMovement } from '../money';
import { STOCK_WRITES, type PlannedStocks } from '../stock';
import { ORDER_STATUS } from '../../src/domain/orders';

export interface OrderValues {
  id: number;
  store: number;
  userId: number;
  credentialId: number;
  total: number;
  comment: string | null;
  immediate: 0 | 1;
  enlistment: 0 | 1;
  status: number;
  staffId: number | null;
  dateProgram: string | null;
  key: string | null;
  /**
   * The order's time (and its hand-over's when delivered at once): the sale's instant, read from the
   * server's clock after the locks as the ledger's and the stock log's are; a late offline sale's
   * when it was made (issue 33).
   */
  at: Date;
  lines: readonly {
    productId: number;
    name: string;
    price: number;
    count: number;
    total: number;
    enlistment: number;
  }[];
}

/**
 * The order row (stamped `order_at`, answering `returning`) and its lines in the order given, under
 * the `order_` prefix.
 */
const orderWrites = (returning: SQL) => {
  const p = (name: string) => sql.placeholder(`order_${name}`);
  const a = (name: string, type: string) => arrayPlaceholder(`order_${name}`, type);
  return sql`order_row as (
      insert into ${orders} (id, store, id_user, id_carnet, total, comment, immediate, enlistment, status, id_staff, date_program,
        idempotency_key, created_at, delivered_at)
      values (${p('id')}::integer, ${p('store')}::smallint, ${p('user')}::integer, ${p('credential')}::integer, ${p('total')}::bigint,
        ${p('comment')}, ${p('immediate')}::smallint, ${p('enlistment')}::smallint, ${p('status')}::smallint, ${p('staff')}::integer,
        ${p('date_program')}, ${p('key')}, ${p('at')}::timestamptz,
        case when ${p('delivered')}::boolean then ${p('at')}::timestamptz end)
      returning ${returning}
    ),
    order_lines_written as (
      insert into ${orderLines} (id_order, id_product, name, price, count, total, enlistment)
      select ${p('id')}::integer, l.id_product, l.name, l.price, l.count, l.total, l.enlistment
      from unnest(${a('products', 'integer')}, ${a('names', 'text')}, ${a('prices', 'bigint')}, ${a('counts', 'integer')},
        ${a('totals', 'bigint')}, ${a('enlistments', 'smallint')}) with ordinality as l(id_product, name, price, count, total, enlistment, n)
      order by l.n
      returning id, id_product, name, price, count, total, enlistment
    )`;
};

/** A sold line as written (money as the driver gives it). */
export interface SoldLineRow {
  id: number;
  id_product: number;
  name: string;
  price: number | string;
  count: number;
  total: number | string;
  enlistment: number;
}

function orderValues(o: OrderValues): Record<string, unknown> {
  return {
    order_id: o.id,
    order_store: o.store,
    order_user: o.userId,
    order_credential: o.credentialId,
    order_total: o.total,
    order_comment: o.comment,
    order_immediate: o.immediate,
    order_enlistment: o.enlistment,
    order_status: o.status,
    order_staff: o.staffId,
    order_date_program: o.dateProgram,
    order_key: o.key,
    order_at: o.at.toISOString(),
    order_delivered: o.status === Number(ORDER_STATUS.delivered),
    order_products: o.lines.map((l) => l.productId),
    order_names: o.lines.map((l) => l.name),
    order_prices: o.lines.map((l) => l.price),
    order_counts: o.lines.map((l) => l.count),
    order_totals: o.lines.map((l) => l.total),
    order_enlistments: o.lines.map((l) => l.enlistment),
  };
}

/**
 * The sale's writer, answering the order row as `returning` projects it (built once per process:
 * its statements are prepared under fixed names) and its lines by id. A free order (every price 0)
 * moves no money: the ledger has no zero movements.
 */
export function saleWriter<OrderRow>(returning: SQL) {
  type Row = OrderRow & { lines: SoldLineRow[] };
  // The order as written, with its lines (by id) as JSON.
  const answer = sql`select o.*, (select json_agg(l order by l.id) from order_lines_written l) as lines from order_row o`;
  const writeSale = preparedSql<Row>(
    'write_sale',
    () => sql`with ${orderWrites(returning)}, ${STOCK_WRITES}, ${MOVEMENT_WRITES} ${answer}`,
  );
  const writeFreeSale = preparedSql<Row>(
    'write_free_sale',
    () => sql`with ${orderWrites(returning)}, ${STOCK_WRITES} ${answer}`,
  );
  return async function writeSaleOnce(
    tx: Db,
    parts: { order: OrderValues; stock: PlannedStocks; money: PlannedMovement | null },
  ): Promise<{ order: OrderRow; lines: SoldLineRow[] }> {
    const values = { ...orderValues(parts.order), ...parts.stock.values, ...parts.money?.values };
    const [row] = await (parts.money ? writeSale : writeFreeSale).execute(tx, values);
    const { lines, ...order } = row;
    return { order: order as OrderRow, lines };
  };
}

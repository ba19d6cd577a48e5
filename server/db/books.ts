/**
 * The books, checked in the database (docs/architecture.md: Ledgers) by set-based queries that stay quick on a
 * year of sales: each check counts the rows that break it. Used after a large seed, after a
 * restore (backup.ts) and at the end of every benchmark; the tests'
 * invariants (tests/api/fixtures/invariants.ts) check the same rules row by row in the test.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

export interface BooksCheck {
  rule: string;
  broken: number;
}

/**
 * The rows of `table` whose cached `cached` is not the sum of their log's `amount`, or is negative
 * where it may not be (a balance may: a late offline sale's or a refunded online payment's overdraft,
 * checked on its ledger row).
 */
const cacheIsSumOfLog = (n: {
  table: string;
  cached: string;
  log: string;
  key: string;
  amount: string;
  mayBeNegative?: boolean;
}) =>
  sql.raw(`select count(*) from ${n.table} t
    left join (select ${n.key}, sum(${n.amount}) as total from ${n.log} group by ${n.key}) l on l.${n.key} = t.id
    where t.${n.cached} <> coalesce(l.total, 0)${n.mayBeNegative ? '' : ` or t.${n.cached} < 0`}`);

/** Each rule, with the query counting the rows that break it (a restore also runs them in its transaction: backup.ts). */
export const BOOK_RULES: readonly { rule: string; count: SQL }[] = [
  {
    rule: 'saldo del carnet = suma de su libro de movimientos',
    count: cacheIsSumOfLog({
      table: 'carnets',
      cached: 'saldo',
      log: 'carnet_movements',
      key: 'id_carnet',
      amount: 'amount',
      mayBeNegative: true,
    }),
  },
  {
    rule: 'cada movimiento parte del saldo que dejó el anterior, y no antes en el tiempo; bajo cero solo una venta fuera de línea o un reembolso en línea, hasta su sobregiro',
    count: sql`select count(*) from (
      select saldo_previo, saldo_nuevo, amount, created_at, sobregiro, kind, id_order, metodo_pago,
        lag(saldo_nuevo, 1, 0::bigint) over w as before, lag(created_at) over w as before_at
      from carnet_movements window w as (partition by id_carnet order by id)) m
      where saldo_previo <> before or saldo_nuevo <> saldo_previo + amount or saldo_nuevo < -coalesce(sobregiro, 0) or created_at < before_at
        or (sobregiro is not null
          and not (kind = 'compra' and exists (select 1 from offline_sales s where s.id_order = m.id_order))
          and not (kind = 'descarga' and metodo_pago = 'en_linea' and sobregiro = -amount))`,
  },
  {
    rule: 'stock del producto = suma de sus movimientos',
    count: cacheIsSumOfLog({
      table: 'products',
      cached: 'stock',
      log: 'stock_movements',
      key: 'id_product',
      amount: 'quantity',
    }),
  },
  {
    rule: 'cada movimiento de stock deja el stock anterior más su cantidad',
    count: sql`select count(*) from (
      select quantity, stock_after, lag(stock_after, 1, 0) over (partition by id_product order by id) as before
      from stock_movements) s
      where stock_after <> before + quantity or stock_after < 0`,
  },
  {
    rule: 'pedido = suma de sus líneas = −su movimiento del carnet (0 si se reversó)',
    count: sql`select count(*) from orders o
      left join (select id_order, count(*) as n, sum(total) as total, count(*) filter (where total <> price * count) as bad
                 from order_lines group by id_order) l on l.id_order = o.id
      left join (select id_order, -sum(amount) as paid, count(distinct id_carnet) as carnets, min(id_carnet) as carnet
                 from carnet_movements where id_order is not null group by id_order) m on m.id_order = o.id
      where l.n is null or l.bad > 0 or o.total <> l.total
        or (case when o.status = 4 then 0 else o.total end) <> coalesce(m.paid, 0)
        or m.carnets > 1 or m.carnet <> o.id_carnet`,
  },
  {
    rule: 'las salidas de stock de un pedido = sus líneas (0 si se reversó)',
    count: sql`select count(*) from (
      select l.id_order, l.id_product, sum(l.count) as n from order_lines l group by l.id_order, l.id_product) l
      join orders o on o.id = l.id_order
      full join (select id_order, id_product, -sum(quantity) as n from stock_movements
                 where id_order is not null group by id_order, id_product) s using (id_order, id_product)
      where (case when o.status = 4 then 0 else coalesce(l.n, 0) end) <> coalesce(s.n, 0)`,
  },
  {
    // Issue 34: a close's expected amounts are its movements', all its author's desk movements
    // or the online top-ups no one at the desk made (issue 54: the first close after them takes them).
    rule: 'cierre de caja = suma por método de sus movimientos, todos de caja y de quien cerró o en línea',
    count: sql`select count(*) from cash_closes z
      left join (select c.id_cierre, count(*) as n,
          count(*) filter (where (m.id_staff is distinct from z2.id_staff
            and not (m.id_staff is null and m.metodo_pago = 'en_linea')) or m.kind not in ('recarga', 'descarga')) as foreign_rows,
          coalesce(sum(m.amount) filter (where m.metodo_pago = 'efectivo'), 0) as efectivo,
          coalesce(sum(m.amount) filter (where m.metodo_pago = 'transferencia'), 0) as transferencia,
          coalesce(sum(m.amount) filter (where m.metodo_pago = 'tarjeta'), 0) as tarjeta,
          coalesce(sum(m.amount) filter (where m.metodo_pago = 'portal'), 0) as portal,
          coalesce(sum(m.amount) filter (where m.metodo_pago = 'en_linea'), 0) as en_linea
        from cash_close_movements c join carnet_movements m on m.id = c.id_movement join cash_closes z2 on z2.id = c.id_cierre
        group by c.id_cierre) s on s.id_cierre = z.id
      where coalesce(s.n, 0) <> z.movimientos or s.foreign_rows > 0 or z.esperado_efectivo <> coalesce(s.efectivo, 0)
        or z.esperado_transferencia <> coalesce(s.transferencia, 0) or z.esperado_tarjeta <> coalesce(s.tarjeta, 0)
        or z.esperado_portal <> coalesce(s.portal, 0) or z.esperado_en_linea <> coalesce(s.en_linea, 0)`,
  },
  {
    rule: 'dos pedidos en espera de una tienda no comparten turno',
    count: sql`select count(*) from (select store, turn from orders where status in (1, 2) group by store, turn having count(*) > 1) x`,
  },
];

/** Every rule with the number of rows that break it (0 everywhere: the books close). */
export async function checkBooks(db: Db): Promise<BooksCheck[]> {
  const results: BooksCheck[] = [];
  for (const { rule, count } of BOOK_RULES) {
    const rows = (await db.execute(sql`select (${count})::int as broken`)) as unknown as {
      rows: { broken: number }[];
    };
    results.push({ rule, broken: Number(rows.rows[0].broken) });
  }
  return results;
}

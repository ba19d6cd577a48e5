/**
 * The large school's sales (run by large-school.ts): generated products, a school year of orders
 * and their lines, and the books they leave: the credentials' ledger and the stock log, each
 * balance and stock the sum of its chain.
 */
import { sql } from 'drizzle-orm';
import { STORE } from '../../src/domain/inventory';
import { storeLabel } from '../../src/domain/stores';
import { PRODUCT_LINES } from './large-school-names';
import { int, type LargeRun, pick, textArray } from './large-school-run';

/** How the stores share the generated products and the orders. */
const PRODUCT_SHARE = { [STORE.cafeteria]: 0.5, [STORE.papeleria]: 0.4, [STORE.restaurant]: 0.1 };
const ORDER_SHARE = { [STORE.cafeteria]: 0.6, [STORE.papeleria]: 0.15, [STORE.restaurant]: 0.25 };
/** Share of the orders reversed the same day. */
const REVERSED = 0.004;

/** The generated products of each store. */
export async function generatedProducts(run: LargeRun): Promise<void> {
  const { exec, days, newProducts } = run;
  const stores = Object.entries(PRODUCT_SHARE).map(([store, share]) => ({
    store: Number(store),
    n: Math.max(2, Math.round(newProducts * share)),
  }));
  for (const { store, n } of stores) {
    const line = PRODUCT_LINES[store];
    await exec(sql`insert into products (name, price, store, id_category, enlistment, created_at, updated_at)
      select ${pick(textArray(line.nouns))} || ' ' || ${pick(textArray(line.kinds))} || ' ' || p,
        (round((${line.price[0]} + random() * ${line.price[1] - line.price[0]}) / 100) * 100)::bigint, ${store},
        (select id from categories where store = ${store} order by id offset floor(random() * (select count(*) from categories where store = ${store})) limit 1),
        case when ${store} = ${int(STORE.restaurant)} or (${store} = ${int(STORE.cafeteria)} and random() < 0.2) then 1 else 0 end,
        ${days[0]}::date - 30, ${days[0]}::date - 30
      from generate_series(1, ${n}) as p`);
  }
  await exec(sql`create temporary table large_products on commit drop as
    select id, store, name, price, enlistment, row_number() over (partition by store order by id)::int - 1 as k
    from products where id > (select max(id) from products) - ${stores.reduce((a, s) => a + s.n, 0)}`);
  await exec(sql`create index on large_products (store, k)`);
}

/** A school year of orders and their lines. */
export async function orderLinesOfTheYear(run: LargeRun): Promise<void> {
  const { exec, at, ctx, days, orderLines } = run;
  const shares = ORDER_SHARE;
  // Each line starts a new order with probability ½: two lines per order on average.
  await exec(sql`create temporary table large_order_no on commit drop as
    select l, sum(case when l = 1 or random() < 0.5 then 1 else 0 end) over (order by l)::int as o
    from generate_series(1, ${orderLines}) as l`);
  await exec(sql`create temporary table large_orders on commit drop as
    with o as materialized (
      select o, random() as r_store, random() as r_carnet, 1 + floor(random() * ${days.length})::int as d,
        random() as r_time, random() as r_rev
      from (select distinct o from large_order_no) x)
    select o.o,
      case when r_store < ${int(shares[STORE.cafeteria], 4)} then ${int(STORE.cafeteria)}
           when r_store < ${int(shares[STORE.cafeteria] + shares[STORE.papeleria], 4)} then ${int(STORE.papeleria)}
           else ${int(STORE.restaurant)} end::smallint as store,
      c.id as carnet, c.id_user,
      ${at(sql`dd.day`, sql`time '06:45' + (r_time * interval '8 hours')`)} as at,
      dd.month, r_rev < ${REVERSED} as reversed
    from o join large_days dd on dd.d = o.d
    -- Some students buy much more than others.
    join large_carnets c on c.k = floor(power(r_carnet, 1.3) * (select count(*) from large_carnets))::int`);
  await exec(sql`create temporary table large_store_sizes on commit drop as
    select store, count(*)::int as n from large_products group by store`);
  await exec(sql`create temporary table large_line_draws on commit drop as
    select n.l, n.o, o.store, floor(random() * s.n)::int as k,
      case when random() < 0.8 then 1 when random() < 0.75 then 2 else 3 end as count
    from large_order_no n join large_orders o using (o) join large_store_sizes s on s.store = o.store`);
  await exec(sql`create temporary table large_lines on commit drop as
    select d.l, d.o, p.id as product, p.name, p.price, p.enlistment, d.count
    from large_line_draws d join large_products p on p.store = d.store and p.k = d.k`);
  // Ids in time order, so that each credential's and each product's chain runs in id order.
  await exec(sql`create temporary table large_order_ids on commit drop as
    select o, (select coalesce(max(id), 0) from orders) + row_number() over (order by at, o)::int as id from large_orders`);
  await exec(sql`insert into orders (id, store, id_user, id_carnet, total, immediate, enlistment, status, turn, id_staff,
      created_at, ready_at, delivered_at, delivered_by, reversed_at, reversed_by)
    select i.id, o.store, o.id_user, o.carnet, t.total, 1 - t.enlistment, t.enlistment,
      case when o.reversed then 4 else 3 end,
      case when t.enlistment = 1 then row_number() over (partition by o.store, o.at::date order by o.at) end,
      case when o.store = ${int(STORE.restaurant)} then ${int(ctx.admin)} else ${int(ctx.cashier)} end,
      o.at,
      case when t.enlistment = 1 then o.at + interval '6 minutes' end,
      case when t.enlistment = 1 then o.at + interval '9 minutes' else o.at end,
      case when t.enlistment = 1 then ${int(ctx.cashier)} end,
      case when o.reversed then o.at + interval '25 minutes' end,
      case when o.reversed then ${int(ctx.admin)} end
    from large_orders o join large_order_ids i using (o)
    join (select o, sum(price * count)::bigint as total, max(enlistment)::smallint as enlistment from large_lines group by o) t using (o)
    order by i.id`);
  await exec(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await exec(sql`insert into order_lines (id_order, id_product, name, price, count, total, enlistment)
    select i.id, l.product, l.name, l.price, l.count, l.price * l.count, l.enlistment
    from large_lines l join large_order_ids i using (o) order by i.id, l.l`);
}

/** The credentials' ledger: top-ups, purchases and reversals, each balance the sum of its chain. */
export async function credentialLedger(run: LargeRun): Promise<void> {
  const { exec, at, topUpTime, ctx, days } = run;
  // A month's purchases are covered by a top-up on its first school day, before the shops open
  // (spread from 05:00 to 06:40, as families top up one by one); a credential with no
  // purchases has one top-up. Reversals give the money back the same day.
  await exec(sql`create temporary table large_moves on commit drop as
    with spend as (
      select o.carnet, o.month, sum(t.total)::bigint as total
      from large_orders o join (select o, sum(price * count) as total from large_lines group by o) t using (o)
      group by o.carnet, o.month),
    first_day as (select month, min(day) as day from large_days group by month)
    select s.carnet, ${at(sql`f.day`, topUpTime(sql`s.carnet`))} as at, 0 as ord, 0 as id_order, 'recarga' as kind,
      (ceil(s.total / 10000.0) * 10000 + case when random() < 0.3 then 10000 else 0 end)::bigint as amount,
      ${int(ctx.secretary)} as staff, 'Recarga en secretaría' as detalle
    from spend s join first_day f using (month)
    union all
    select c.id, ${at(sql`${days[0]}::date`, topUpTime(sql`c.id`))}, 0, 0, 'recarga', 20000, ${int(ctx.secretary)}, 'Recarga en secretaría'
    from large_carnets c where not exists (select 1 from large_orders o where o.carnet = c.id)
    union all
    select o.carnet, o.at, 1, i.id, 'compra', -t.total, case when o.store = ${int(STORE.restaurant)} then ${int(ctx.admin)} else ${int(ctx.cashier)} end,
      'Pedido #' || i.id || ' · ' || (${textArray(Object.values(STORE).map(storeLabel))})[o.store]
    from large_orders o join large_order_ids i using (o) join orders t on t.id = i.id
    where t.total > 0
    union all
    select o.carnet, o.at + interval '25 minutes', 2, i.id, 'reversion', t.total, ${int(ctx.admin)}, 'Reversión del pedido #' || i.id
    from large_orders o join large_order_ids i using (o) join orders t on t.id = i.id
    where o.reversed and t.total > 0`);
  // The desk's top-ups were paid in cash (issue 34: every desk movement says how).
  await exec(sql`insert into carnet_movements (id, id_carnet, kind, amount, saldo_previo, saldo_nuevo, id_staff, detalle, id_order, metodo_pago, created_at)
    select (select coalesce(max(id), 0) from carnet_movements) + row_number() over (order by at, ord, carnet, id_order),
      carnet, kind, amount, balance - amount, balance, staff, detalle, nullif(id_order, 0),
      case when kind = 'recarga' then 'efectivo' end, at
    from (select *, sum(amount) over (partition by carnet order by at, ord, id_order rows unbounded preceding) as balance from large_moves) m
    order by 1`);
  await exec(
    sql`select setval(pg_get_serial_sequence('carnet_movements', 'id'), (select max(id) from carnet_movements))`,
  );
  await exec(sql`update carnets c set saldo = m.total
    from (select carnet, sum(amount) as total from large_moves group by carnet) m where m.carnet = c.id`);
  // A few lost cards, switched off (their balance waits for a new one).
  await exec(
    sql`update carnets set active = 0 where id in (select id from large_carnets where random() < 0.01)`,
  );
}

/** The stock log: an initial stock, each month's restocking and the sales and reversals. */
export async function stockLog(run: LargeRun): Promise<void> {
  const { exec, at, ctx, days } = run;
  // An initial stock before the year; each month, before its first sale, as much as it will sell.
  await exec(sql`create temporary table large_stock on commit drop as
    with sold as (
      select l.product, o.month, sum(l.count)::int as n
      from large_lines l join large_orders o using (o) group by l.product, o.month),
    first_day as (select month, min(day) as day from large_days group by month)
    select p.id as product, p.store, ${at(sql`${days[0]}::date - 1`, sql`time '17:00'`)} as at, 0 as ord, 0 as id_order,
      (20 + floor(random() * 80))::int as quantity, 1 as reason, 'Inventario inicial' as detalle, ${int(ctx.admin)} as staff, 0 as seq
    from large_products p
    union all
    select s.product, p.store, ${at(sql`f.day`, sql`time '05:30'`)}, 0, 0, (ceil(s.n / 12.0) * 12)::int, 2, 'Compra al proveedor', ${int(ctx.admin)}, 0
    from sold s join first_day f using (month) join large_products p on p.id = s.product
    union all
    select l.product, o.store, o.at, 1, i.id, -l.count, 4, 'Pedido #' || i.id,
      case when o.store = ${int(STORE.restaurant)} then ${int(ctx.admin)} else ${int(ctx.cashier)} end, l.l
    from large_lines l join large_orders o using (o) join large_order_ids i using (o)
    union all
    select l.product, o.store, o.at + interval '25 minutes', 2, i.id, l.count, 5, 'Reversión del pedido #' || i.id, ${int(ctx.admin)}, l.l
    from large_lines l join large_orders o using (o) join large_order_ids i using (o) where o.reversed`);
  await exec(sql`insert into stock_movements (id, id_product, store, quantity, stock_after, reason, id_staff, detalle, id_order, created_at)
    select (select coalesce(max(id), 0) from stock_movements) + row_number() over (order by at, ord, id_order, product, seq),
      product, store, quantity, stock, reason, staff, detalle, nullif(id_order, 0), at
    from (select *, sum(quantity) over (partition by product order by at, ord, id_order, seq rows unbounded preceding) as stock from large_stock) s
    order by 1`);
  await exec(
    sql`select setval(pg_get_serial_sequence('stock_movements', 'id'), (select max(id) from stock_movements))`,
  );
  await exec(sql`update products p set stock = s.total
    from (select product, sum(quantity) as total from large_stock group by product) s where s.product = p.id`);
}

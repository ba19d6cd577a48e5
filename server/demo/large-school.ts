/**
 * A large school (issue 17): the demo school (its staff accounts, catalog and people) plus, at
 * scale 1, enough generated people and history to reach 100 000 users, 60 000 students with
 * credentials, guardians and courses, 2 000 products, a school year of sales (1 000 000 order
 * lines), top-ups and reversals, and the last weeks at the gate and on the buses.
 *
 * Everything is written by set-based SQL (generate_series, window functions), in one
 * transaction with the demo, so a failure leaves the database empty. The books are built as the
 * product builds them: every balance is the sum of its ledger (top-ups before each month's
 * purchases, so no balance is ever negative), every stock the sum of its movements (an initial
 * stock and each month's restocking before that month's sales), each chain in id order and in
 * time. Generated rows touch only generated credentials and products, so the demo's own
 * history stays as it was. `random()` is seeded, so runs of one scale on one engine are alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STORE } from '../../src/domain/inventory';
import { storeLabel } from '../../src/domain/stores';
import { CODE_ALPHABET } from '../../src/domain/credentials';
import { hashPassword } from '../security/passwords';
import { localDate } from '../time';
import type { Db } from '../db/client';
import { gradeBirthYear, schoolYearOf } from './demo-people';
import { DEMO_COURSES, DEMO_PASSWORD, seedDemo } from './seed';
import { isEmpty, STUDENT_ROLE } from '../db/seed';

/** What scale 1 makes (totals, the demo's included, except order lines: those are generated). */
export const LARGE_SCHOOL = {
  users: 100_000,
  students: 60_000,
  products: 2_000,
  orderLines: 1_000_000,
  /** School days before today with gate passages and bus boardings. */
  gateDays: 20,
  /** Share of the students who ride a bus. */
  busRiders: 0.03,
} as const;

export interface LargeSchoolCounts {
  users: number;
  students: number;
  guardians: number;
  courses: number;
  products: number;
  orders: number;
  orderLines: number;
  movements: number;
  topUps: number;
  reversals: number;
  stockMovements: number;
  passages: number;
  boardings: number;
}

export interface LargeSchoolOptions {
  scale: number;
  timezone: string;
  now?: Date;
  /** Each step as it ends, with its time. */
  log?: (line: string) => void;
}

const STUDENTS_PER_GROUP = 38;

const FIRST_NAMES = [
  'Valeria',
  'Daniela',
  'Juliana',
  'Laura',
  'Manuela',
  'Natalia',
  'Paula',
  'Gabriela',
  'Sara',
  'Luciana',
  'Salomé',
  'Catalina',
  'Victoria',
  'Martina',
  'Emilia',
  'Renata',
  'Julieta',
  'Violeta',
  'Sebastián',
  'Alejandro',
  'Juan José',
  'Juan David',
  'Daniel',
  'David',
  'Felipe',
  'Jerónimo',
  'Martín',
  'Gabriel',
  'Simón',
  'Julián',
  'Esteban',
  'Diego',
  'Jacobo',
  'Thiago',
  'Matías',
  'Joaquín',
  'Agustín',
  'Isaac',
  'Benjamín',
  'Maximiliano',
];
const ADULT_NAMES = [
  'Claudia',
  'Sandra',
  'Adriana',
  'Liliana',
  'Paola',
  'Carolina',
  'Diana',
  'Marcela',
  'Andrea',
  'Gloria',
  'Patricia',
  'Johanna',
  'Carlos',
  'Jorge',
  'Luis',
  'Javier',
  'Andrés',
  'Fabián',
  'Mauricio',
  'Óscar',
  'Hernán',
  'Edwin',
  'Ricardo',
  'Fernando',
];
const SURNAMES = [
  'Rodríguez',
  'Martínez',
  'García',
  'Gómez',
  'López',
  'González',
  'Hernández',
  'Sánchez',
  'Ramírez',
  'Pérez',
  'Díaz',
  'Muñoz',
  'Rojas',
  'Moreno',
  'Jiménez',
  'Vargas',
  'Torres',
  'Castro',
  'Suárez',
  'Ortiz',
  'Rueda',
  'Serrano',
  'Duarte',
  'Mantilla',
  'Ardila',
  'Pinzón',
  'Quintero',
  'Sepúlveda',
  'Prada',
  'Arenas',
  'Blanco',
  'Cáceres',
  'Navas',
  'Villamizar',
  'Jaimes',
  'Parra',
];
/** Per store: what its generated products are called, and their price range in pesos. */
const PRODUCT_LINES: Record<number, { nouns: string[]; kinds: string[]; price: [number, number] }> = {
  [STORE.cafeteria]: {
    nouns: [
      'Empanada',
      'Pastel',
      'Jugo',
      'Galletas',
      'Yogur',
      'Sándwich',
      'Arepa',
      'Buñuelo',
      'Avena',
      'Malteada',
      'Ensalada de frutas',
      'Papas',
      'Agua',
      'Té frío',
      'Croissant',
      'Muffin',
    ],
    kinds: [
      'de pollo',
      'de carne',
      'de queso',
      'de mora',
      'de mango',
      'de fresa',
      'de lulo',
      'integral',
      'de avena',
      'de vainilla',
      'de chocolate',
      'natural',
      'light',
      'con arequipe',
    ],
    price: [800, 9000],
  },
  [STORE.papeleria]: {
    nouns: [
      'Cuaderno',
      'Lápiz',
      'Esfero',
      'Borrador',
      'Regla',
      'Carpeta',
      'Marcador',
      'Colores',
      'Cartulina',
      'Pegante',
      'Tijeras',
      'Block',
      'Resaltador',
      'Compás',
      'Calculadora',
      'Corrector',
    ],
    kinds: [
      'rojo',
      'azul',
      'negro',
      'verde',
      'cuadriculado',
      'rayado',
      'argollado',
      'escolar',
      'de 30 cm',
      'x 12',
      'x 24',
      'tamaño carta',
      'tamaño oficio',
      'pastel',
    ],
    price: [300, 28000],
  },
  [STORE.restaurant]: {
    nouns: ['Almuerzo', 'Sopa', 'Bandeja', 'Menú', 'Porción', 'Postre', 'Arroz', 'Pasta', 'Crema', 'Seco'],
    kinds: [
      'del día',
      'infantil',
      'juvenil',
      'vegetariano',
      'de pollo',
      'de res',
      'de cerdo',
      'de pescado',
      'especial',
      'ejecutivo',
    ],
    price: [4000, 16000],
  },
};
/** How the stores share the generated products and the orders. */
const PRODUCT_SHARE = { [STORE.cafeteria]: 0.5, [STORE.papeleria]: 0.4, [STORE.restaurant]: 0.1 };
const ORDER_SHARE = { [STORE.cafeteria]: 0.6, [STORE.papeleria]: 0.15, [STORE.restaurant]: 0.25 };
/** Share of the orders reversed the same day. */
const REVERSED = 0.004;

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
/** A random element of a text[] expression. */
const pick = (array: SQL) => sql`(${array})[1 + floor(random() * cardinality(${array}))::int]`;
/** A number written into the statement: these are the generator's own figures and ids, typed as the column needs. */
const int = (value: number, decimals = 0) =>
  sql.raw(decimals ? value.toFixed(decimals) : String(Math.trunc(value)));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const NOT_EMPTY =
  'La base de datos no está vacía: el colegio grande solo se carga en una base de datos vacía';

/** The database was not empty: nothing was written. */
export class LargeSchoolRefused extends Error {}

/** Weekdays from February to November in the year before `today` (the school's calendar A), oldest first. */
export function schoolDaysOfLastYear(today: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${today}T12:00:00Z`);
  for (let t = end - 365 * 86_400_000; t < end; t += 86_400_000) {
    const d = new Date(t);
    const month = d.getUTCMonth() + 1;
    const weekday = d.getUTCDay();
    if (month >= 2 && month <= 11 && weekday >= 1 && weekday <= 5) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/** The large school into an empty database; the counts written. */
export async function seedLargeSchool(db: Db, opts: LargeSchoolOptions): Promise<LargeSchoolCounts> {
  if (!(await isEmpty(db))) throw new LargeSchoolRefused(NOT_EMPTY);
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const tz = opts.timezone;
  const scale = opts.scale;
  const total = (n: number) => Math.max(1, Math.round(n * scale));
  const staffHash = await hashPassword(DEMO_PASSWORD);
  const days = schoolDaysOfLastYear(localDate(now, tz));
  const gateDays = days.slice(-LARGE_SCHOOL.gateDays);
  const year = schoolYearOf(localDate(now, tz));

  return db.transaction(async (tx) => {
    const exec = (query: SQL) => tx.execute(query);
    const one = async <T>(query: SQL) => rowsOf<T>(await exec(query))[0];
    const step = async (name: string, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    const at = (day: SQL, time: SQL) => sql`((${day})::timestamp + (${time})) at time zone ${tz}`;
    /** A credential's top-up time on a morning: between 05:00 and 06:40, before the first sale at 06:45. */
    const topUpTime = (carnet: SQL) =>
      sql`time '05:00' + ((${carnet}) % 6000 + random()) * interval '1 second'`;

    await step('Colegio de demostración', () => seedDemo(tx, { timezone: tz }));
    await exec(sql`select setseed(${0.17 + Math.min(scale, 10) / 100})`);

    // What the demo made, that the generated rows hang from.
    const ctx = await one<Record<string, number>>(sql`select
      (select id from roles where name = ${STUDENT_ROLE}) as student_role,
      (select id from roles where name = 'Administrador') as admin_role,
      (select id from users where email = 'admin@colegio.demo') as admin,
      (select id from users where email = 'cajero@colegio.demo') as cashier,
      (select id from users where email = 'secretaria@colegio.demo') as secretary,
      (select id from users where email = 'porteria@colegio.demo') as guard,
      (select min(id) from turns) as morning,
      (select max(id) from turns) as afternoon,
      (select count(*) from users)::int as users,
      (select count(*) from students)::int as students,
      (select count(*) from products)::int as products`);
    const newStudents = Math.max(total(LARGE_SCHOOL.students) - ctx.students, 0);
    const newUsers = Math.max(total(LARGE_SCHOOL.users) - ctx.users - newStudents, 0);
    const newProducts = Math.max(total(LARGE_SCHOOL.products) - ctx.products, 6);
    const orderLines = total(LARGE_SCHOOL.orderLines);

    await exec(sql`create temporary table large_days on commit drop as
      select d::int as d, day::date as day, to_char(day::date, 'YYYY-MM') as month
      from unnest(${textArray(days)}) with ordinality as t(day, d)`);

    await step(`Cursos y acudientes`, async () => {
      const groups = Math.max(1, Math.ceil(newStudents / STUDENTS_PER_GROUP / DEMO_COURSES.length));
      await exec(sql`create temporary table large_courses on commit drop as
        with made as (
          insert into courses (name)
          select g.name || ' ' || (g.n * 100 + k)::text
          from unnest(${textArray(DEMO_COURSES)}) with ordinality as g(name, n), generate_series(1, ${groups}) as k
          returning id, name)
        -- 'Sexto 603' is the sixth grade's third group.
        select id, row_number() over (order by id)::int - 1 as k, split_part(name, ' ', 2)::int / 100 - 1 as grade from made`);
      await exec(sql`insert into guardians (type_doc, num_doc, name, cellphone, email, address)
        select 1, '40' || lpad(g::text, 8, '0'),
          ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
          '31' || (floor(random() * 10))::int || ' ' || lpad((g % 10000000)::text, 7, '0'),
          'acudiente' || g || '@familias.colegio.demo',
          'Calle ' || (1 + floor(random() * 100))::int || ' # ' || (1 + floor(random() * 45))::int || '-' || (2 + floor(random() * 97))::int || ', Bucaramanga'
        from generate_series(1, ${Math.max(1, Math.ceil(newStudents / 1.7))}) as g`);
    });

    await step(`${newStudents} estudiantes con carnet`, async () => {
      await exec(sql`create temporary table large_students on commit drop as
        select s, ${pick(textArray(FIRST_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))} as name,
          case when random() < 0.55 then ${int(ctx.morning)} else ${int(ctx.afternoon)} end as shift,
          floor(random() * (select count(*) from large_courses))::int as course_k,
          1 + floor(random() * ${Math.max(1, Math.ceil(newStudents / 1.7))})::int as family
        from generate_series(1, ${newStudents}) as s`);
      await exec(sql`create temporary table large_student_users on commit drop as
        with made as (
          insert into users (name, email, type_doc, num_doc, id_rol, turno, cellphone, password_hash, created_at, updated_at)
          select name, 'estudiante' || s || '@estudiantes.colegio.demo', 2, '11' || lpad(s::text, 8, '0'),
            ${int(ctx.student_role)}, shift, '32' || lpad((s * 7919 % 100000000)::text, 8, '0'), '!',
            ${days[0]}::date - 30, ${days[0]}::date - 30
          from large_students order by s
          returning id, num_doc)
        select id, substr(num_doc, 3)::int as s from made`);
      await exec(sql`insert into students (id_user, id_attendant, id_course, fecha_nacimiento, created_at, updated_at)
        select u.id,
          (select min(id) from guardians where num_doc like '40%') + st.family - 1,
          c.id,
          make_date(${gradeBirthYear(year, 0)} - c.grade, 4, 1) + floor(random() * 365)::int,
          ${days[0]}::date - 30, ${days[0]}::date - 30
        from large_student_users u join large_students st using (s) join large_courses c on c.k = st.course_k`);
      await exec(sql`create temporary table large_carnets on commit drop as
        with made as (
          insert into carnets (id_user_primary, code, created_at, updated_at)
          select id, 'CRN' || substr(translate(md5('carnet-' || s) || md5('qr-' || s), '0123456789abcdef', ${CODE_ALPHABET.slice(0, 16)}), 1, 24),
            ${days[0]}::date - 30, ${days[0]}::date - 30
          from large_student_users order by id
          returning id, id_user_primary)
        select id, id_user_primary as id_user, row_number() over (order by id)::int - 1 as k from made`);
    });

    await step(`${newUsers} usuarios más (egresados y personal)`, async () => {
      const staff = Math.round(newUsers * 0.05);
      const [teacherRole] = rowsOf<{ id: number }>(
        await exec(sql`insert into roles (name, description, function)
          values ('Docente', 'Consulta del tablero', ${JSON.stringify(['dashboard'])}::jsonb) returning id`),
      );
      await exec(sql`insert into users (name, email, type_doc, num_doc, id_rol, turno, password_hash, active, created_at, updated_at)
        select ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
          'docente' || u || '@colegio.demo', 1, '80' || lpad(u::text, 8, '0'), ${teacherRole.id},
          case when random() < 0.5 then ${int(ctx.morning)} else ${int(ctx.afternoon)} end, ${staffHash}, 1, now(), now()
        from generate_series(1, ${staff}) as u`);
      // Students who left: kept (their history refers to them), inactive, without a credential.
      await exec(sql`insert into users (name, email, type_doc, num_doc, id_rol, turno, password_hash, active, created_at, updated_at)
        select ${pick(textArray(FIRST_NAMES))} || ' ' || ${pick(textArray(SURNAMES))} || ' ' || ${pick(textArray(SURNAMES))},
          'egresado' || u || '@estudiantes.colegio.demo', 2, '12' || lpad(u::text, 8, '0'), ${int(ctx.student_role)},
          ${int(ctx.morning)}, '!', 0, now() - interval '2 years', now() - interval '1 year'
        from generate_series(1, ${newUsers - staff}) as u`);
    });

    await step(`${newProducts} productos`, async () => {
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
    });

    await step(`${orderLines} líneas de pedido`, async () => {
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
    });

    await step('Libro de movimientos (recargas, compras, reversiones)', async () => {
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
      await exec(sql`insert into carnet_movements (id, id_carnet, kind, amount, saldo_previo, saldo_nuevo, id_staff, detalle, id_order, created_at)
        select (select coalesce(max(id), 0) from carnet_movements) + row_number() over (order by at, ord, carnet, id_order),
          carnet, kind, amount, balance - amount, balance, staff, detalle, nullif(id_order, 0), at
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
    });

    await step('Movimientos de inventario', async () => {
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
    });

    await step(`Portería (${gateDays.length} días)`, async () => {
      // Most students come every day: in before their shift starts (a few late), out after it ends.
      await exec(sql`create temporary table large_gates on commit drop as
        select id, name, row_number() over (order by id)::int - 1 as k from access_gates`);
      await exec(sql`create temporary table large_presence on commit drop as
        select c.id_user, d.day::date as day, t.h_start::time as h_start, t.h_end::time as h_end,
          random() < 0.05 as late, random() as r_in, random() as r_out, random() as r_via,
          floor(random() * (select count(*) from large_gates))::int as gate
        from large_carnets c join users u on u.id = c.id_user join turns t on t.id = u.turno
        cross join unnest(${textArray(gateDays)}) as d(day)
        where random() < 0.95`);
      await exec(sql`insert into access_passages (id_user, tipo, id_gate, porteria, via, late, created_by, created_at)
        select p.id_user, w.tipo, g.id, g.name,
          case when r_via < 0.9 then 'carnet' when r_via < 0.95 then 'app' else 'documento' end,
          case when w.tipo = 1 and p.late then 1 else 0 end, ${int(ctx.guard)},
          case when w.tipo = 2 then ${at(sql`p.day`, sql`p.h_end + floor(r_out * 30) * interval '1 minute'`)}
               when p.late then ${at(sql`p.day`, sql`p.h_start + (1 + floor(r_in * 30)) * interval '1 minute'`)}
               else ${at(sql`p.day`, sql`p.h_start - (1 + floor(r_in * 40)) * interval '1 minute'`)} end as at
        from large_presence p join large_gates g on g.k = p.gate cross join (values (1), (2)) as w(tipo)
        order by at`);
    });

    await step('Rutas y abordajes', async () => {
      const riders = Math.max(1, Math.round(newStudents * LARGE_SCHOOL.busRiders));
      const routes = Math.max(1, Math.ceil(riders / 30));
      await exec(sql`insert into transport_drivers (num_doc, name, cellphone, licencia_categoria, licencia_vence)
        select '91' || lpad(r::text, 8, '0'), ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))}, '300' || lpad(r::text, 7, '0'),
          'C2', current_date + 200 + r from generate_series(1, ${routes}) r`);
      await exec(sql`insert into transport_monitors (num_doc, name, cellphone)
        select '63' || lpad(r::text, 8, '0'), ${pick(textArray(ADULT_NAMES))} || ' ' || ${pick(textArray(SURNAMES))}, '315' || lpad(r::text, 7, '0')
        from generate_series(1, ${routes}) r`);
      await exec(sql`insert into transport_vehicles (placa, nombre_ruta, sillas, marca, categoria, observaciones)
        select 'GR' || lpad(r::text, 4, '0'), 'Ruta ' || r, 35, 'Chevrolet NPR', 'Buseta', 'Revisión técnico-mecánica vigente'
        from generate_series(1, ${routes}) r`);
      await exec(sql`insert into transport_routes (nombre, hora_inicio, id_driver, id_monitor, id_vehicle, id_jornada)
        select 'Ruta ' || r, '05:45',
          (select id from transport_drivers where num_doc = '91' || lpad(r::text, 8, '0')),
          (select id from transport_monitors where num_doc = '63' || lpad(r::text, 8, '0')),
          (select id from transport_vehicles where placa = 'GR' || lpad(r::text, 4, '0')), 1
        from generate_series(1, ${routes}) r`);
      // The morning shift's riders, thirty to a route.
      await exec(sql`create temporary table large_riders on commit drop as
        select c.id_user, (select min(id) from transport_routes where nombre like 'Ruta %' and hora_inicio = '05:45') + (n - 1) / 30 as route, (n - 1) % 30 + 1 as position
        from (select c.id_user, row_number() over (order by random())::int as n
              from large_carnets c join users u on u.id = c.id_user where u.turno = ${int(ctx.morning)}) c
        where n <= ${riders}`);
      await exec(sql`insert into transport_route_students (id_route, id_user, position, dias)
        select route, id_user, position, array[1, 2, 3, 4, 5]::smallint[] from large_riders`);
      await exec(sql`insert into transport_boardings (id_route, ruta, id_user, kind, created_by, created_at)
        select r.route, 'Ruta ' || (r.route - (select min(route) from large_riders) + 1), r.id_user, k.kind, ${int(ctx.admin)},
          ${at(sql`d.day::date`, sql`k.at + r.position * interval '1 minute'`)}
        from large_riders r cross join unnest(${textArray(gateDays)}) as d(day)
        cross join (values (1, time '05:30'), (2, time '06:00')) as k(kind, at)
        order by 6`);
    });

    await step('Estadísticas del planificador (ANALYZE)', () => exec(sql`analyze`));

    return one<LargeSchoolCounts>(sql`select
      (select count(*) from users)::int as users,
      (select count(*) from students)::int as students,
      (select count(*) from guardians)::int as guardians,
      (select count(*) from courses)::int as courses,
      (select count(*) from products)::int as products,
      (select count(*) from orders)::int as orders,
      (select count(*) from order_lines)::int as "orderLines",
      (select count(*) from carnet_movements)::int as movements,
      (select count(*) from carnet_movements where kind = 'recarga')::int as "topUps",
      (select count(*) from carnet_movements where kind = 'reversion')::int as reversals,
      (select count(*) from stock_movements)::int as "stockMovements",
      (select count(*) from access_passages)::int as passages,
      (select count(*) from transport_boardings)::int as boardings`);
  });
}

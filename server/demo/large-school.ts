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
import { hashPassword } from '../security/passwords';
import { localDate } from '../time';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { schoolYearOf } from './demo-people';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { isEmpty, STUDENT_ROLE } from '../db/seed';
import { LARGE_SCHOOL, type LargeRun, rowsOf, textArray } from './large-school-run';
import {
  busRoutesAndBoardings,
  coursesAndGuardians,
  gatePassages,
  moreUsers,
  studentsWithCredentials,
} from './large-school-people';
import { credentialLedger, generatedProducts, orderLinesOfTheYear, stockLog } from './large-school-sales';

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
  /** The server's clock: the history is the year before its today, the demo's days the ones before it. */
  clock: Clock;
  /** Each step as it ends, with its time. */
  log?: (line: string) => void;
}

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
  const now = opts.clock.now();
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
    const topUpTime = (credential: SQL) =>
      sql`time '05:00' + ((${credential}) % 6000 + random()) * interval '1 second'`;

    await step('Colegio de demostración', () => seedDemo(tx, { timezone: tz, clock: opts.clock }));
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

    const run: LargeRun = {
      exec,
      at,
      topUpTime,
      ctx,
      now: sql`${now.toISOString()}::timestamptz`,
      today: sql`${localDate(now, tz)}::date`,
      days,
      gateDays,
      year,
      staffHash,
      newStudents,
      newUsers,
      newProducts,
      orderLines,
    };

    await exec(sql`create temporary table large_days on commit drop as
      select d::int as d, day::date as day, to_char(day::date, 'YYYY-MM') as month
      from unnest(${textArray(days)}) with ordinality as t(day, d)`);

    await step(`Cursos y acudientes`, () => coursesAndGuardians(run));
    await step(`${newStudents} estudiantes con carnet`, () => studentsWithCredentials(run));
    await step(`${newUsers} usuarios más (egresados y personal)`, () => moreUsers(run));
    await step(`${newProducts} productos`, () => generatedProducts(run));
    await step(`${orderLines} líneas de pedido`, () => orderLinesOfTheYear(run));
    await step('Libro de movimientos (recargas, compras, reversiones)', () => credentialLedger(run));
    await step('Movimientos de inventario', () => stockLog(run));
    await step(`Portería (${gateDays.length} días)`, () => gatePassages(run));
    await step('Rutas y abordajes', () => busRoutesAndBoardings(run));

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

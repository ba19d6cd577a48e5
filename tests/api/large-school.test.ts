/**
 * The large school (issue 17 item 1), at a hundredth of its size: the demo's staff and people
 * plus generated students, products and a school year of history, in the proportions of scale
 * 1; the books close (checked by the database's set-based check here and row by row when the
 * file closes); the product works on it; a database that is not empty is refused untouched.
 */
import { and, count, eq, gte, like, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from '../../server/db/books';
import { LARGE_SCHOOL } from '../../server/demo/large-school-run';
import {
  NOT_EMPTY,
  schoolDaysOfLastYear,
  seedLargeSchool,
  type LargeSchoolCounts,
} from '../../server/demo/large-school';
import {
  boardings,
  credentials,
  orderLines,
  orders,
  passages,
  products,
  stockMovements,
  students,
  users,
} from '../../server/db/schema';
import { LIST_COUNT_LIMIT } from '../../src/domain/envelope';
import { REPORT_ROW_LIMIT } from '../../src/domain/reports';
import { localDate, schoolDaysRange } from '../../server/time';
import {
  buildTestApp,
  cafeteriaBody,
  DEFAULT_TABLES,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  listUrl,
  postExcel,
  sell,
  signIn,
  type TestApp,
  unchanged,
} from './fixtures';

const SCALE = 0.01;
const TZ = 'America/Bogota';
let t: TestApp;
let counts: LargeSchoolCounts;
/** When the seed was done: what a test sells comes after it. */
let seeded: Date;

beforeAll(async () => {
  t = await buildTestApp({}, async (db, clock) => {
    counts = await seedLargeSchool(db, { scale: SCALE, timezone: TZ, clock });
  });
  seeded = t.clock.now();
}, 240_000);
afterAll(() => t?.close(), 120_000);

/** The generated students' credentials: their documents start with 11. */
const generated = like(users.num_doc, '11%');
const scalar = async (query: Promise<{ n: number }[]>) => Number((await query)[0].n);

describe('seedLargeSchool', () => {
  it('makes the totals of the scale, the demo staff included', async () => {
    expect(counts.users).toBe(LARGE_SCHOOL.users * SCALE);
    expect(counts.students).toBe(LARGE_SCHOOL.students * SCALE);
    expect(counts.products).toBeGreaterThanOrEqual(LARGE_SCHOOL.products * SCALE);
    // Every generated student has a credential and a guardian and a course.
    const withAll = await scalar(
      t.db
        .select({ n: count() })
        .from(users)
        .innerJoin(students, eq(students.id_user, users.id))
        .innerJoin(credentials, eq(credentials.id_user_primary, users.id))
        .where(
          and(generated, sql`${students.id_attendant} is not null and ${students.id_course} is not null`),
        ),
    );
    expect(withAll).toBeGreaterThan(0);
    expect(withAll).toBe(await scalar(t.db.select({ n: count() }).from(users).where(generated)));
    for (const email of [DEMO_ADMIN, DEMO_CASHIER, 'secretaria@colegio.demo', 'porteria@colegio.demo']) {
      expect((await signIn(t.app, email, DEMO_PASSWORD)).id).toBeGreaterThan(0);
    }
  });

  it('writes a school year of order lines, top-ups, reversals, passages and boardings', async () => {
    const lines = await scalar(
      t.db
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.id_order))
        .innerJoin(users, eq(users.id, orders.id_user))
        .where(and(generated, lt(orders.created_at, seeded))),
    );
    expect(lines).toBe(LARGE_SCHOOL.orderLines * SCALE);
    const today = localDate(t.clock.now(), TZ);
    const days = schoolDaysOfLastYear(today);
    const months = await t.db.execute(
      sql`select count(distinct to_char(created_at at time zone ${TZ}, 'YYYY-MM'))::int as n from orders`,
    );
    // February to November, and the weeks of last November the year reaches back to.
    expect(Number((months as unknown as { rows: { n: number }[] }).rows[0].n)).toBeGreaterThanOrEqual(10);
    expect(counts.topUps).toBeGreaterThan(0);
    expect(counts.reversals).toBeGreaterThan(0);
    expect(
      await scalar(t.db.select({ n: count() }).from(orders).where(eq(orders.status, 4))),
    ).toBeGreaterThanOrEqual(counts.reversals);
    // Passages on the last school days only, before today.
    const since = new Date(`${days[days.length - LARGE_SCHOOL.gateDays]}T00:00:00-05:00`);
    const passed = await scalar(
      t.db.select({ n: count() }).from(passages).where(gte(passages.created_at, since)),
    );
    expect(passed).toBeGreaterThan(LARGE_SCHOOL.students * SCALE * LARGE_SCHOOL.gateDays);
    expect(counts.boardings).toBe(await scalar(t.db.select({ n: count() }).from(boardings)));
    expect(counts.boardings).toBeGreaterThan(0);
  });

  it('leaves books that close: balances, stock and orders against their ledgers', async () => {
    const books = await checkBooks(t.db);
    expect(books.length).toBeGreaterThanOrEqual(6);
    expect(books.filter((b) => b.broken > 0)).toEqual([]);
  });

  it('gives the product a school it can work in: a generated student buys at the cafeteria', async () => {
    const cashier = await signIn(t.app, DEMO_CASHIER, DEMO_PASSWORD);
    const [buyer] = await t.db
      .select({ id: users.id, saldo: credentials.saldo })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .where(and(generated, eq(credentials.active, 1), gte(credentials.saldo, 20_000)))
      .limit(1);
    const [product] = await t.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.store, 1),
          eq(products.enlistment, 0),
          gte(products.stock, 2),
          sql`${products.price} <= 10000`,
        ),
      )
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    const res = await sell(cashier.api, 'cafeteria', cafeteriaBody(buyer.id, [{ id: product.id, count: 2 }]));
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.saldo).toBe(buyer.saldo - 2 * product.price);
  });

  it('pages a list longer than it counts: at least so many, and whether a page follows; a narrower one is counted', async () => {
    const admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const all = await scalar(t.db.select({ n: count() }).from(stockMovements));
    // Every generated order line moved the stock once: more than the list counts.
    expect(all).toBeGreaterThan(LIST_COUNT_LIMIT);
    type Page = { data: { id: number }[]; total?: number; totalAtLeast?: number; hasNextPage?: boolean };
    const page = async (query: Record<string, unknown>) =>
      (await admin.api.get<Page['data']>(listUrl('/api/inventory/reports', query))).body as unknown as Page;
    const first = await page({ perPage: 25, page: 1, sort: 'id', order: 'ASC' });
    expect(first).toMatchObject({ totalAtLeast: LIST_COUNT_LIMIT, hasNextPage: true });
    expect(first.total).toBeUndefined();
    expect(first.data).toHaveLength(25);
    const lastPage = Math.ceil(all / 25);
    const last = await page({ perPage: 25, page: lastPage, sort: 'id', order: 'ASC' });
    expect(last.hasNextPage).toBe(false);
    expect(last.data).toHaveLength(all - (lastPage - 1) * 25);
    const [{ maxId }] = await t.db
      .select({ maxId: sql<number>`max(${stockMovements.id})`.mapWith(Number) })
      .from(stockMovements);
    expect(last.data.at(-1)?.id).toBe(maxId);
    // One store's initial stock is few rows: counted exactly.
    const initial = await scalar(
      t.db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.reason, 1)),
    );
    const narrow = await page({ perPage: 25, filter: JSON.stringify({ reason: 1 }) });
    expect(narrow.total).toBe(initial);
    expect(narrow.hasNextPage).toBeUndefined();
  });

  it('answers the first rows of a report longer than a report answers, and says so', async () => {
    const admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const days = schoolDaysOfLastYear(localDate(t.clock.now(), TZ));
    const body = { fechaIniES: days[days.length - LARGE_SCHOOL.gateDays], fechafinES: days[days.length - 1] };
    const res = await admin.api.post<{ id: number; fecha: string }[]>('/api/admin/reporteES', body);
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(true);
    expect(res.body.data).toHaveLength(REPORT_ROW_LIMIT);
    // The first, in the report's order: the oldest passages of those days.
    const [first] = await t.db
      .select({ id: passages.id })
      .from(passages)
      .where(gte(passages.created_at, new Date(res.body.data[0].fecha)))
      .orderBy(passages.created_at, passages.id)
      .limit(1);
    expect(res.body.data[0].id).toBe(first.id);
    const fechas = res.body.data.map((r) => r.fecha);
    expect([...fechas].sort()).toEqual(fechas);
    // One day is whole.
    const day = await admin.api.post<unknown[]>('/api/admin/reporteES', {
      fechaIniES: days[days.length - 1],
      fechafinES: days[days.length - 1],
    });
    expect(day.body.truncated).toBeUndefined();
    expect(day.body.data.length).toBeGreaterThan(0);
  });

  it("exports every row of that report to Excel, past what the screen shows, in the report's order", async () => {
    const admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const days = schoolDaysOfLastYear(localDate(t.clock.now(), TZ));
    const range = schoolDaysRange(days[days.length - LARGE_SCHOOL.gateDays], days[days.length - 1], TZ);
    const body = { fechaIniES: days[days.length - LARGE_SCHOOL.gateDays], fechafinES: days[days.length - 1] };
    const excel = await postExcel(t.app, admin.token, '/api/admin/reporteES/excel', body);
    expect(excel.status).toBe(200);
    const rows = excel.names.flatMap((name) => excel.sheets[name].slice(1));
    const all = await t.db
      .select({ num_doc: users.num_doc })
      .from(passages)
      .innerJoin(users, eq(users.id, passages.id_user))
      .where(and(gte(passages.created_at, range.start), lt(passages.created_at, range.end)))
      .orderBy(passages.created_at, passages.id);
    expect(all.length).toBeGreaterThan(REPORT_ROW_LIMIT);
    // Whose passage each row is (its fourth column), in the order of the passages' times.
    expect(rows.map((r) => String(r[3]))).toEqual(all.map((p) => p.num_doc));
    const times = rows.map((r) => Number(r[0]));
    expect(times.every((time, i) => i === 0 || time >= times[i - 1])).toBe(true);
  });

  it('refuses a database that is not empty and writes nothing', async () => {
    await unchanged(
      t,
      () =>
        expect(seedLargeSchool(t.db, { scale: SCALE, timezone: TZ, clock: t.clock })).rejects.toThrow(
          NOT_EMPTY,
        ),
      {
        ...DEFAULT_TABLES,
        students,
        passages: passages,
      },
    );
  });
});

describe('schoolDaysOfLastYear', () => {
  it('takes the weekdays of February to November in the year before today', () => {
    const days = schoolDaysOfLastYear('2026-11-24');
    expect(days[0]).toBe('2025-11-24');
    expect(days.at(-1)).toBe('2026-11-23');
    expect(days.some((d) => d.slice(5, 7) === '12' || d.slice(5, 7) === '01')).toBe(false);
    expect(days.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(days).toHaveLength(216);
  });
});

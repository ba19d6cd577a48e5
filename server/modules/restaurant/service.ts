/**
 * A scan at the restaurant's order board: the student's default meal, sold through the points
 * of sale's `purchase` (every money rule: inactive credential or holder, restrictions, stock,
 * balance, daily cap), once per service (src/domain/restaurant.ts states the rule). Also the
 * day's menu picture's write.
 */
import { and, desc, eq, gte, lt, ne, notExists, sql } from 'drizzle-orm';
import { looksLikeCode, NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../src/domain/credentials';
import { ORDER_STATUS, type Order } from '../../../src/domain/orders';
import {
  EXTRA_NEEDS_MEAL,
  extraRegistered,
  mealAlreadyRegistered,
  mealRegistered,
  NO_DEFAULT_MEAL,
  noServiceNow,
  serviceAt,
  type ScanResult,
  categoryMealOf,
  alternativeMealServed,
  type ServiceWindow,
} from '../../../src/domain/restaurant';
import { STORE } from '../../../src/domain/stores';
import { lateSaleRejected } from '../../../src/domain/offline';
import { ageOn } from '../../../src/domain/inventory';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  credentials,
  orderLines,
  orders,
  restaurantExtras,
  restaurantMenus,
  restaurantServices,
  restaurantUserCategories,
  shifts,
  students,
  users,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { storeImage, type CheckedImage } from '../../http/images';
import { localDate, localTime, schoolToday, zonedInstant } from '../../time';
import { lockCredential } from '../../money';
import { purchase, type Sale } from '../orders';
import { readFoodPolicy } from '../inventory';
import { scannedMeal } from './queries';

export interface ScanInput {
  /** What the reader read: a credential code (any case) or a document number. */
  scanned: string;
  staffId: number;
  timezone: string;
  /** The server's clock: the service the scan falls in, and the sale's time. */
  clock: Clock;
  /** The request's Idempotency-Key, recorded on the ledger (the second helping). */
  key?: string | null;
}

/** A service window of a schedule, as the database writes times ('12:00:00'), with its alternative meal. */
type Window = Required<ServiceWindow>;

/** The service windows of the user's schedule, as JSON. */
const windowsOfShift = sql<Window[]>`(select coalesce(json_agg(json_build_object('h_start', rs.h_start, 'h_end', rs.h_end, 'alternativo', rs.id_product_alternativo) order by rs.h_start), '[]'::json)
  from ${restaurantServices} rs where rs.turno = ${users.turno})`;

/**
 * The holder of the scanned credential (by its code, or by the typed document), with their default
 * meal and their schedule's service windows (read in the same statement: one round trip less).
 */
const studentBy = (by: 'code' | 'document') =>
  preparedStatement(`lunch_student_by_${by}`, (db) =>
    db
      .select({
        userId: users.id,
        name: users.name,
        url: users.url,
        shift: users.turno,
        meal: students.id_product_default,
        course: students.id_course,
        birth: students.fecha_nacimiento,
        credentialId: credentials.id,
        windows: windowsOfShift,
      })
      .from(users)
      .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
      .leftJoin(students, eq(students.id_user, users.id))
      .where(by === 'code' ? eq(credentials.code, sql.placeholder('scanned')) : eq(users.num_doc, sql.placeholder('scanned')))
      .limit(1),
  );
const studentByCode = studentBy('code');
const studentByDocument = studentBy('document');

async function scannedStudent(tx: Db, scanned: string) {
  const [row] = looksLikeCode(scanned)
    ? await studentByCode.execute(tx, { scanned: scanned.toUpperCase() })
    : await studentByDocument.execute(tx, { scanned });
  if (!row) throw notFound(NO_USER);
  if (row.credentialId === null) throw notFound(USER_WITHOUT_CREDENTIAL);
  return row;
}

/**
 * The service the scan falls in: the window of the student's schedule holding `now` (the
 * earliest-starting one if windows overlap), or the whole school day when their schedule has
 * none. Outside every window of their schedule: refused, naming the windows.
 */
async function currentService(
  tx: Db,
  { shift, windows }: { shift: number | null; windows: readonly Window[] },
  timezone: string,
  now: Date,
): Promise<{ start: Date; end: Date; alternative?: number | null }> {
  if (shift === null || windows.length === 0) return schoolToday(timezone, now);
  const time = localTime(now, timezone);
  const open = serviceAt(windows, time);
  if (!open) {
    const [schedule] = await tx.select({ name: shifts.name }).from(shifts).where(eq(shifts.id, shift));
    throw conflict(noServiceNow(schedule?.name ?? '', windows.map((w) => `${w.h_start.slice(0, 5)} a ${w.h_end.slice(0, 5)}`)), 'no_service');
  }
  const today = localDate(now, timezone);
  return {
    start: zonedInstant(today, `${open.h_start.slice(0, 5)}:00`, timezone),
    end: zonedInstant(today, `${open.h_end.slice(0, 5)}:00`, timezone),
    alternative: open.alternativo ?? null,
  };
}

/** The student's meal of the service that still counts (not reversed, not a second helping), if any. */
const mealOfServiceStatement = preparedStatement('lunch_meal_of_service', (db) =>
  db
    .select({ id: orders.id, turn: orders.turn })
    .from(orders)
    .where(
      and(
        eq(orders.store, STORE.restaurant),
        eq(orders.id_user, sql.placeholder('userId')),
        ne(orders.status, Number(ORDER_STATUS.reversed)),
        gte(orders.created_at, sql.placeholder('start')),
        lt(orders.created_at, sql.placeholder('end')),
        notExists(db.select({ one: sql`1` }).from(restaurantExtras).where(eq(restaurantExtras.id_order, orders.id))),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1),
);

async function mealOfService(tx: Db, userId: number, service: { start: Date; end: Date }) {
  const [order] = await mealOfServiceStatement.execute(tx, {
    userId,
    start: service.start.toISOString(),
    end: service.end.toISOString(),
  });
  return order ?? null;
}

/**
 * The lunch line's rule for a meal made offline and sent late (issue 33): refused when the student
 * already has a meal in the service it was made in (the whole school day when it was made outside
 * every window: it was served, so it counts).
 */
export async function lateMealRefusal(tx: Db, userId: number, madeAt: Date, timezone: string): Promise<string | null> {
  const [student] = await tx.select({ shift: users.turno, windows: windowsOfShift }).from(users).where(eq(users.id, userId)).limit(1);
  if (!student) return null;
  const service = await currentService(tx, student, timezone, madeAt).catch(() => schoolToday(timezone, madeAt));
  return (await mealOfService(tx, userId, service)) ? lateSaleRejected.meal : null;
}

/** The meal of a student without one of their own (src/domain/restaurant.ts `categoryMealOf`). */
async function categoryMeal(tx: Db, student: { course: number | null; birth: string | null }, today: string): Promise<number | null> {
  const categories = await tx
    .select({
      id: restaurantUserCategories.id,
      edad_min: restaurantUserCategories.edad_min,
      edad_max: restaurantUserCategories.edad_max,
      id_course: restaurantUserCategories.id_course,
      id_product: restaurantUserCategories.id_product,
    })
    .from(restaurantUserCategories);
  return categoryMealOf(categories, { course: student.course, age: student.birth ? ageOn(student.birth, today) : null });
}

/** The scan's answer, and the order it created (null when the meal was already registered: nothing charged). */
export async function registerMeal(tx: Db, input: ScanInput): Promise<{ result: ScanResult; order: Order | null }> {
  const student = await scannedStudent(tx, input.scanned.trim());
  // Locked first: a second scan of this student (another terminal) waits here until this one commits.
  const credential = await lockCredential(tx, { userId: student.userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const now = input.clock.now();
  const service = await currentService(tx, student, input.timezone, now);
  const already = await mealOfService(tx, student.userId, service);
  if (already) {
    return {
      order: null,
      result: {
        mensaje: mealAlreadyRegistered(student.name, already.turn),
        img: student.url,
        name: student.name,
        repeated: true,
        orderId: already.id,
        turn: already.turn,
        saldo: credential.saldo,
        almuerzo: await scannedMeal(tx, { order: already.id }),
      },
    };
  }
  const meal = student.meal ?? (await categoryMeal(tx, student, localDate(now, input.timezone)));
  if (meal === null) throw conflict(NO_DEFAULT_MEAL);
  const sell = (id: number) =>
    purchase(tx, {
      store: STORE.restaurant,
      userId: student.userId,
      lines: [{ id, count: 1 }],
      immediate: false,
      staffId: input.staffId,
      timezone: input.timezone,
      clock: input.clock,
      locked: credential,
    });
  try {
    return soldAnswer(student, await sell(meal), mealRegistered);
  } catch (err) {
    // Issue 35: allergic to their meal, the student gets the service's alternative (the school's
    // when the service has none), itself under every rule; without one, the refusal stands. The
    // refusal came before any write (purchase.ts), so the transaction carries on.
    if (!(err instanceof AppError) || err.reason !== 'allergy') throw err;
    const alternative = service.alternative ?? (await readFoodPolicy(tx)).id_almuerzo_alternativo;
    if (alternative === null || alternative === meal) throw err;
    const { result, order } = soldAnswer(student, await sell(alternative), mealRegistered);
    return { order, result: { ...result, mensaje: `${result.mensaje}. ${alternativeMealServed(err.message)}`, alternativo: err.message } };
  }
}


/**
 * A second helping (src/domain/restaurant.ts): the student's meal of this service sold again as
 * its own order, under every money rule; refused while the student has no meal in the service.
 */
export async function registerExtra(tx: Db, input: ScanInput): Promise<{ result: ScanResult; order: Order }> {
  const student = await scannedStudent(tx, input.scanned.trim());
  const credential = await lockCredential(tx, { userId: student.userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const service = await currentService(tx, student, input.timezone, input.clock.now());
  const meal = await mealOfService(tx, student.userId, service);
  if (!meal) throw conflict(EXTRA_NEEDS_MEAL, 'no_meal');
  const lines = await tx.select({ id: orderLines.id_product, count: orderLines.count }).from(orderLines).where(eq(orderLines.id_order, meal.id));
  const sold = await purchase(tx, {
    store: STORE.restaurant,
    userId: student.userId,
    lines: lines.map((line) => ({ id: line.id, count: 1 })),
    immediate: false,
    staffId: input.staffId,
    timezone: input.timezone,
    clock: input.clock,
    key: input.key ?? null,
    locked: credential,
  });
  await tx.insert(restaurantExtras).values({ id_order: sold.order.id });
  return soldAnswer(student, sold, extraRegistered);
}

/** A scan that sold a meal: the line's answer (its message from `say`) and the order it created. */
function soldAnswer(
  student: { name: string; url: string | null },
  sold: Sale,
  say: (name: string, turn: number | null, saldo: number) => string,
): { result: ScanResult; order: Order } {
  const [meal] = sold.products;
  return {
    order: sold.order,
    result: {
      mensaje: say(student.name, sold.order.turn, sold.saldo),
      img: student.url,
      name: student.name,
      repeated: false,
      orderId: sold.order.id,
      turn: sold.order.turn,
      saldo: sold.saldo,
      almuerzo: meal ? { id: meal.id, name: meal.name, sellos: meal.sellos, alergenos: meal.alergenos } : null,
    },
  };
}

/**
 * The day's menu picture shown from `now` on (null: none), a new row of its history written in the
 * route's transaction `tx`; answers the picture's url.
 */
export async function changeMenu(tx: Db, staffId: number, image: CheckedImage | null, now: Date): Promise<string | null> {
  const shown = image ? await storeImage(tx, image) : null;
  await tx.insert(restaurantMenus).values({ url: shown, created_by: staffId, created_at: now });
  return shown;
}

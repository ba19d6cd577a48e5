/**
 * A scan at the restaurant's order board: the student's default meal, sold through the points
 * of sale's `purchase` (every money rule: inactive credential or holder, restrictions, stock,
 * balance, daily cap), once per service (mealOfService.ts), and the second helping.
 */
import { eq, sql } from 'drizzle-orm';
import { looksLikeCode, NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../../src/domain/credentials';
import type { Order } from '../../../../../src/domain/orders';
import {
  EXTRA_NEEDS_MEAL,
  extraRegistered,
  mealAlreadyRegistered,
  mealRegistered,
  NO_DEFAULT_MEAL,
  type ScanResult,
  categoryMealOf,
  alternativeMealServed,
  paidWith,
  SIN_PEDIDO,
} from '../../../../../src/domain/restaurant';
import { STORE } from '../../../../../src/domain/stores';
import { ageOn } from '../../../../../src/domain/inventory';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { preparedStatement } from '../../../../db/prepared';
import { credentials, orderLines, restaurantExtras, students, users } from '../../../../db/schema';
import { AppError, conflict, notFound } from '../../../../http/errors';
import { localDate } from '../../../../time';
import { lockCredential } from '../../../../money';
import { purchase, type Sale } from '../../../orders';
import { readFoodPolicy } from '../../../inventory';
import { scannedMeal } from '../queries';
import { userCategories } from '../../meals';
import { currentService, mealOfService, windowsOfShift } from './mealOfService';
import { lunchFactsOf, paymentOf, plannedMeal, recordPlanned } from './planned';

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
        // Issue 56: whether lunch planned ahead touches this scan (planned.ts).
        lunch: lunchFactsOf(users.id),
      })
      .from(users)
      .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
      .leftJoin(students, eq(students.id_user, users.id))
      .where(
        by === 'code'
          ? eq(credentials.code, sql.placeholder('scanned'))
          : eq(users.num_doc, sql.placeholder('scanned')),
      )
      .limit(1),
  );
const studentByCode = studentBy('code');
const studentByDocument = studentBy('document');

async function scannedStudent(tx: Db, input: ScanInput) {
  const scanned = input.scanned.trim();
  const day = localDate(input.clock.now(), input.timezone);
  const at = { day, month: day.slice(0, 7) };
  const [row] = looksLikeCode(scanned)
    ? await studentByCode.execute(tx, { scanned: scanned.toUpperCase(), ...at })
    : await studentByDocument.execute(tx, { scanned, ...at });
  if (!row) throw notFound(NO_USER);
  if (row.credentialId === null) throw notFound(USER_WITHOUT_CREDENTIAL);
  return row;
}
/** The meal of a student without one of their own (src/domain/restaurant.ts `categoryMealOf`; the categories read in ../queries.ts). */
async function categoryMeal(
  tx: Db,
  student: { course: number | null; birth: string | null },
  today: string,
): Promise<number | null> {
  const categories = await userCategories(tx);
  return categoryMealOf(categories, {
    course: student.course,
    age: student.birth ? ageOn(student.birth, today) : null,
  });
}

/** The scan's answer, and the order it created (null when the meal was already registered: nothing charged). */
export async function registerMeal(
  tx: Db,
  input: ScanInput,
): Promise<{ result: ScanResult; order: Order | null }> {
  const student = await scannedStudent(tx, input);
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
  const day = localDate(now, input.timezone);
  // Issue 56: the child's pre-order, else a plan, else the balance (planned.ts).
  const planned = await plannedMeal(tx, student.lunch, {
    userId: student.userId,
    day,
    serviceId: service.id ?? null,
    now,
    timezone: input.timezone,
  });
  const meal = planned.preorder?.id_product ?? student.meal ?? (await categoryMeal(tx, student, day));
  if (meal === null) throw conflict(NO_DEFAULT_MEAL);
  const sell = async (id: number) => {
    const sold = await purchase(tx, {
      store: STORE.restaurant,
      userId: student.userId,
      lines: [{ id, count: 1 }],
      immediate: false,
      staffId: input.staffId,
      timezone: input.timezone,
      clock: input.clock,
      locked: credential,
      prepaid: planned.preorder !== null || planned.payer !== null,
    });
    await recordPlanned(tx, planned, sold.order.id, now);
    return sold;
  };
  const said = async ({ result, order }: { result: ScanResult; order: Order }) => {
    const paid = await paymentOf(tx, planned);
    const words = [
      paid.pago === 'saldo' ? null : paidWith(paid.pago, paid.restantes),
      planned.pedido === false ? SIN_PEDIDO : null,
    ];
    const extra = words.filter((w) => w !== null).join('. ');
    return {
      order,
      result: {
        ...result,
        mensaje: extra ? `${result.mensaje}. ${extra}` : result.mensaje,
        ...paid,
        ...(planned.pedido === undefined ? {} : { pedido: planned.pedido }),
      },
    };
  };
  try {
    return await said(soldAnswer(student, await sell(meal), mealRegistered));
  } catch (err) {
    // Issue 35: allergic to their meal, the student gets the service's alternative (the school's
    // when the service has none), itself under every rule; without one, the refusal stands. The
    // refusal came before any write (purchase.ts), so the transaction carries on.
    if (!(err instanceof AppError) || err.reason !== 'allergy') throw err;
    const alternative = service.alternative ?? (await readFoodPolicy(tx)).id_almuerzo_alternativo;
    if (alternative === null || alternative === meal) throw err;
    const { result, order } = await said(soldAnswer(student, await sell(alternative), mealRegistered));
    return {
      order,
      result: {
        ...result,
        mensaje: `${result.mensaje}. ${alternativeMealServed(err.message)}`,
        alternativo: err.message,
      },
    };
  }
}

/**
 * A second helping (src/domain/restaurant.ts): the student's meal of this service sold again as
 * its own order, under every money rule; refused while the student has no meal in the service.
 */
export async function registerExtra(tx: Db, input: ScanInput): Promise<{ result: ScanResult; order: Order }> {
  const student = await scannedStudent(tx, input);
  const credential = await lockCredential(tx, { userId: student.userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const service = await currentService(tx, student, input.timezone, input.clock.now());
  const meal = await mealOfService(tx, student.userId, service);
  if (!meal) throw conflict(EXTRA_NEEDS_MEAL, 'no_meal');
  const lines = await tx
    .select({ id: orderLines.id_product, count: orderLines.count })
    .from(orderLines)
    .where(eq(orderLines.id_order, meal.id));
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
      almuerzo: meal
        ? { id: meal.id, name: meal.name, sellos: meal.sellos, alergenos: meal.alergenos }
        : null,
    },
  };
}

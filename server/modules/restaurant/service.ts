/**
 * A scan at the restaurant's order board: the student's default meal, sold through the points
 * of sale's `purchase` (every money rule: inactive credential or holder, restrictions, stock,
 * balance, daily cap), once per service (src/domain/restaurant.ts states the rule).
 */
import { and, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { looksLikeCode, NO_USER } from '../../../src/domain/credentials';
import { ORDER_STATUS } from '../../../src/domain/orders';
import { mealAlreadyRegistered, mealRegistered, NO_DEFAULT_MEAL, type ScanResult } from '../../../src/domain/restaurant';
import { STORE } from '../../../src/domain/stores';
import type { Db } from '../../db/client';
import { credentials, orders, students, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { schoolToday } from '../../time';
import { lockCredential } from '../credentials/ledger';
import { purchase, USER_WITHOUT_CARNET } from '../orders/purchase';

export interface ScanInput {
  /** What the reader read: a credential code (any case) or a document number. */
  scanned: string;
  staffId: number;
  timezone: string;
  now?: Date;
}

/** The holder of the scanned credential (or of the typed document), with their default meal. */
async function scannedStudent(tx: Db, scanned: string) {
  const byCode = looksLikeCode(scanned);
  const [row] = await tx
    .select({ userId: users.id, name: users.name, url: users.url, meal: students.id_product_default, carnet: credentials.id })
    .from(users)
    .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
    .leftJoin(students, eq(students.id_user, users.id))
    .where(byCode ? eq(credentials.code, scanned.toUpperCase()) : eq(users.num_doc, scanned))
    .limit(1);
  if (!row) throw notFound(NO_USER);
  if (row.carnet === null) throw notFound(USER_WITHOUT_CARNET);
  return row;
}

/** The student's restaurant order of the current service that still counts (not reversed), if any. */
async function mealOfService(tx: Db, userId: number, timezone: string, now: Date) {
  const { start, end } = schoolToday(timezone, now);
  const [order] = await tx
    .select({ id: orders.id, turn: orders.turn })
    .from(orders)
    .where(
      and(
        eq(orders.store, STORE.restaurant),
        eq(orders.id_user, userId),
        ne(orders.status, Number(ORDER_STATUS.reversed)),
        gte(orders.created_at, start),
        lt(orders.created_at, end),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return order ?? null;
}

export async function registerMeal(tx: Db, input: ScanInput): Promise<{ result: ScanResult; created: boolean }> {
  const student = await scannedStudent(tx, input.scanned.trim());
  // Locked first: a second scan of this student (another terminal) waits here until this one commits.
  const carnet = await lockCredential(tx, { userId: student.userId });
  if (!carnet) throw notFound(USER_WITHOUT_CARNET);
  const already = await mealOfService(tx, student.userId, input.timezone, input.now ?? new Date());
  if (already) {
    return {
      created: false,
      result: {
        mensaje: mealAlreadyRegistered(student.name, already.turn),
        img: student.url,
        name: student.name,
        repeated: true,
        orderId: already.id,
        turn: already.turn,
        saldo: carnet.saldo,
      },
    };
  }
  if (student.meal === null) throw conflict(NO_DEFAULT_MEAL);
  const sold = await purchase(tx, {
    store: STORE.restaurant,
    userId: student.userId,
    lines: [{ id: student.meal, count: 1 }],
    immediate: false,
    staffId: input.staffId,
    timezone: input.timezone,
  });
  return {
    created: true,
    result: {
      mensaje: mealRegistered(student.name, sold.order.turn, sold.saldo),
      img: student.url,
      name: student.name,
      repeated: false,
      orderId: sold.order.id,
      turn: sold.order.turn,
      saldo: sold.saldo,
    },
  };
}

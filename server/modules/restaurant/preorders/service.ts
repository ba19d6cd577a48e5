/**
 * The pre-orders' writes (issue 56; the rules in src/domain/lunchMenus.ts), each in the caller's
 * transaction with the student's credential locked first (then the pre-order's row), so two
 * requests for one child — two phones, a phone and the desk, a change and the cut-off's round —
 * take turns, and each finds what the other left:
 *   placePreorder   a menu for a child's day: the earlier pre-order of that day and service given
 *                   back, then paid by the plans' order (plan → pack → balance) under the sale
 *                   core's check (its state, the product, restrictions, seals, allergies — the
 *                   alternative for an allergy — and the balance; the hours and the caps are the
 *                   counters' limits on what the child buys, not on a lunch the family plans)
 *   cancelPreorder  the family's or the staff's cancellation, before the cut-off
 *   releasePreorder what paid a pre-order given back once (the cut-off's round uses it too)
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import { isSchoolDay, shiftDay } from '../../../../src/domain/calendar';
import { LUNCH_MESSAGES, MENU_DAYS_AHEAD, type LunchSettings } from '../../../../src/domain/lunchMenus';
import { STORE } from '../../../../src/domain/stores';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { preorders, restaurantServices, users } from '../../../db/schema';
import { AppError, conflict, fieldError, notFound } from '../../../http/errors';
import { refuseFirst } from '../../../http/problems';
import { charge, lockCredential, refund, type LockedCredential } from '../../../money';
import { allergyHits, checkSale, lockProducts } from '../../../sale';
import { localTime } from '../../../time';
import { daysOffBetween } from '../../admin';
import { readFoodPolicy } from '../../inventory';
import { menuById } from '../menus';
import { giveLunchBack, payLunch } from '../plans';

export interface PreorderActor {
  familyId: number | null;
  staffId: number | null;
}

export interface LunchClock {
  clock: Clock;
  timezone: string;
  today: string;
  settings: LunchSettings;
}

/** A day's pre-orders are open until its cut-off; refusals name `fecha`. */
export function checkOpen(day: string, { clock, timezone, today, settings }: LunchClock): void {
  if (day < today) throw fieldError('fecha', LUNCH_MESSAGES.dayPast);
  if (day > shiftDay(today, MENU_DAYS_AHEAD)) throw fieldError('fecha', LUNCH_MESSAGES.tooFarAhead);
  if (day === today && localTime(clock.now(), timezone) >= settings.hora_corte)
    throw conflict(LUNCH_MESSAGES.afterCutoff(settings.hora_corte), 'conflict', {
      fecha: LUNCH_MESSAGES.afterCutoff(settings.hora_corte),
    });
}

async function lockedCredentialOf(tx: Db, studentId: number): Promise<LockedCredential> {
  const credential = await lockCredential(tx, { userId: studentId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  return credential;
}

type PreorderRow = typeof preorders.$inferSelect;

/**
 * Gives back what paid the pre-order (the balance's money, a pack's lunch; a month's plan has
 * nothing to give) and leaves it in `estado`; answers the balance after it. The caller locked the
 * credential (`locked`) and the row, and saw it active.
 */
export async function releasePreorder(
  tx: Db,
  clock: Clock,
  row: PreorderRow,
  estado: 'cancelado' | 'anulado',
  { locked, staffId }: { locked: LockedCredential; staffId: number | null },
): Promise<number> {
  let saldo = locked.saldo;
  if (row.pago === 'saldo' && row.monto > 0) {
    const back = await refund(
      tx,
      clock,
      'reversal',
      { credentialId: locked.id, amount: row.monto, staffId, detalle: `Almuerzo del ${row.fecha} cancelado` },
      locked,
    );
    saldo = back.saldo;
  } else if (row.pago === 'paquete' && row.id_plan !== null) await giveLunchBack(tx, row.id_plan);
  await tx.update(preorders).set({ estado, cancelled_at: clock.now() }).where(eq(preorders.id, row.id));
  return saldo;
}

/** The row of a pre-order, locked until commit. */
export async function lockPreorder(tx: Db, id: number): Promise<PreorderRow | null> {
  const [row] = await tx.select().from(preorders).where(eq(preorders.id, id)).for('update');
  return row ?? null;
}

/** The child's menu product, or the alternative for an allergy (and its allergens); refusals name `id_menu`. */
async function servedProduct(
  tx: Db,
  menu: { id_producto: number; id_servicio: number | null },
  buyer: Parameters<typeof lockProducts>[2],
) {
  const first = await lockProducts(tx, [menu.id_producto], buyer);
  const product = first.byId.get(menu.id_producto);
  const [hit] = product ? allergyHits(first.food, [product]) : [];
  if (!hit) return { id: menu.id_producto, allergens: [] as string[], lock: first };
  const [service] =
    menu.id_servicio === null
      ? []
      : await tx
          .select({ alt: restaurantServices.id_product_alternativo })
          .from(restaurantServices)
          .where(eq(restaurantServices.id, menu.id_servicio));
  const alternative = service?.alt ?? (await readFoodPolicy(tx)).id_almuerzo_alternativo;
  if (alternative === null || alternative === menu.id_producto) {
    const message = LUNCH_MESSAGES.noAlternative(hit.allergens.join(', '));
    throw new AppError(409, message, 'allergy', { id_menu: message });
  }
  return { id: alternative, allergens: hit.allergens, lock: await lockProducts(tx, [alternative], buyer) };
}

/** What the counters limit and a planned lunch does not ask (the module's comment says why). */
const NOT_A_PREORDER_RULE = new Set(['outside_window', 'out_of_stock', 'daily_limit', 'over_weekly_cap']);

/** Places the child's pre-order (replacing the day's and service's earlier one); its id and the balance after it. */
export async function placePreorder(
  tx: Db,
  input: { studentId: number; fecha: string; menuId: number },
  actor: PreorderActor,
  at: LunchClock,
): Promise<{ id: number; saldo: number }> {
  let locked = await lockedCredentialOf(tx, input.studentId);
  checkOpen(input.fecha, at);
  // A day the school declared without classes after its menus were published takes no new order.
  if (!isSchoolDay(input.fecha, await daysOffBetween(tx, input.fecha, input.fecha)))
    throw fieldError('fecha', LUNCH_MESSAGES.notSchoolDay);
  const menu = await menuById(tx, input.menuId);
  if (!menu || menu.fecha !== input.fecha) throw fieldError('id_menu', LUNCH_MESSAGES.menuNotFound);
  if (menu.id_servicio !== null) {
    const [mine] = await tx
      .select({ id: restaurantServices.id })
      .from(restaurantServices)
      .innerJoin(users, eq(users.turno, restaurantServices.turno))
      .where(and(eq(restaurantServices.id, menu.id_servicio), eq(users.id, input.studentId)));
    if (!mine) throw fieldError('id_menu', LUNCH_MESSAGES.notHisService);
  }
  const [earlier] = await tx
    .select()
    .from(preorders)
    .where(
      and(
        eq(preorders.id_user, input.studentId),
        eq(preorders.fecha, input.fecha),
        menu.id_servicio === null
          ? isNull(preorders.id_servicio)
          : eq(preorders.id_servicio, menu.id_servicio),
        inArray(preorders.estado, ['pedido', 'servido', 'anulado']),
      ),
    )
    .for('update');
  if (earlier && earlier.estado !== 'pedido') throw conflict(LUNCH_MESSAGES.notActive, 'conflict');
  const staffId = actor.staffId;
  if (earlier)
    locked = {
      ...locked,
      saldo: await releasePreorder(tx, at.clock, earlier, 'cancelado', { locked, staffId }),
    };

  const now = at.clock.now();
  const buyer = { userId: input.studentId, credentialId: locked.id, timezone: at.timezone, now };
  const served = await servedProduct(tx, menu, buyer);
  const product = served.lock.byId.get(served.id);
  const payer = await payLunch(tx, input.studentId, input.fecha, now);
  const price = product?.price ?? 0;
  const amount = payer ? 0 : price;
  const problems = checkSale({
    store: STORE.restaurant,
    operation: 'sale',
    credential: locked,
    lines: [{ id: served.id, count: 1 }],
    products: served.lock.byId,
    restricted: served.lock.restricted,
    food: served.lock.food,
    consumedToday: 0,
    consumedThisWeek: 0,
    saleTime: served.lock.saleTime,
    amount,
  }).filter((p) => !NOT_A_PREORDER_RULE.has(p.reason));
  refuseFirst(problems.map((p) => (p.field === 'products' ? { ...p, field: 'id_menu' } : p)));

  let saldo = locked.saldo;
  if (amount > 0) {
    const paid = await charge(
      tx,
      at.clock,
      'sale',
      {
        credentialId: locked.id,
        amount,
        staffId,
        detalle: `Almuerzo pedido para el ${input.fecha}: ${product!.name}`,
      },
      locked,
    );
    saldo = paid.saldo;
  }
  const [row] = await tx
    .insert(preorders)
    .values({
      fecha: input.fecha,
      id_user: input.studentId,
      id_menu: menu.id,
      id_servicio: menu.id_servicio,
      id_product: served.id,
      alergenos: served.allergens,
      estado: 'pedido',
      pago: payer?.pago ?? 'saldo',
      id_plan: payer?.planId ?? null,
      monto: amount,
      id_family: actor.familyId,
      created_by: staffId,
      created_at: now,
    })
    .returning({ id: preorders.id });
  return { id: row.id, saldo };
}

/** Cancels an active pre-order before its day's cut-off; the balance after it. */
export async function cancelPreorder(
  tx: Db,
  id: number,
  actor: PreorderActor,
  at: LunchClock,
): Promise<number> {
  const [peek] = await tx.select({ user: preorders.id_user }).from(preorders).where(eq(preorders.id, id));
  if (!peek) throw notFound(LUNCH_MESSAGES.notFound);
  const locked = await lockedCredentialOf(tx, peek.user);
  const row = await lockPreorder(tx, id);
  if (!row) throw notFound(LUNCH_MESSAGES.notFound);
  if (row.estado !== 'pedido') throw conflict(LUNCH_MESSAGES.notActive, 'conflict');
  checkOpen(row.fecha, at);
  return releasePreorder(tx, at.clock, row, 'cancelado', { locked, staffId: actor.staffId });
}

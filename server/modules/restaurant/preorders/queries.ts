/** The pre-orders' reads (issue 56): as every reader shows them, by day, by student or by id. */
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { allergensHit } from '../../../../src/domain/foodRules';
import type { ChildLunch, LunchSettings, Preorder } from '../../../../src/domain/lunchMenus';
import { monthOf } from '../../../../src/domain/lunchPlans';
import type { Db } from '../../../db/client';
import { credentials, preorders, products, restaurantServices, students, users } from '../../../db/schema';
import { localTime } from '../../../time';
import { checkRange, menusBetween, noClassesBetween } from '../menus';
import { plansOf } from '../plans';

const COLUMNS = {
  id: preorders.id,
  id_estudiante: preorders.id_user,
  estudiante: users.name,
  fecha: preorders.fecha,
  id_menu: preorders.id_menu,
  id_servicio: preorders.id_servicio,
  id_producto: preorders.id_product,
  producto: products.name,
  alergenos: preorders.alergenos,
  estado: preorders.estado,
  pago: preorders.pago,
  monto: preorders.monto,
  created_at: preorders.created_at,
  cancelled_at: preorders.cancelled_at,
  served_at: preorders.served_at,
};

type Row = Omit<Preorder, 'created_at' | 'cancelled_at' | 'served_at'> & {
  created_at: Date;
  cancelled_at: Date | null;
  served_at: Date | null;
};

const toPreorder = (row: Row): Preorder => ({
  ...row,
  created_at: row.created_at.toISOString(),
  cancelled_at: row.cancelled_at?.toISOString() ?? null,
  served_at: row.served_at?.toISOString() ?? null,
});

async function preordersWhere(db: Db, where: SQL | undefined): Promise<Preorder[]> {
  const rows = await db
    .select(COLUMNS)
    .from(preorders)
    .innerJoin(users, eq(users.id, preorders.id_user))
    .innerJoin(products, eq(products.id, preorders.id_product))
    .where(where)
    .orderBy(asc(preorders.fecha), asc(users.name), desc(preorders.id));
  return rows.map(toPreorder);
}

/** The pre-orders of a day, or of a student (from a day on), every state. */
export function preordersOf(db: Db, by: { day?: string; studentId?: number; from?: string; to?: string }) {
  return preordersWhere(
    db,
    and(
      by.day ? eq(preorders.fecha, by.day) : undefined,
      by.studentId ? eq(preorders.id_user, by.studentId) : undefined,
      by.from ? gte(preorders.fecha, by.from) : undefined,
      by.to ? lte(preorders.fecha, by.to) : undefined,
    ),
  );
}

export async function preorderById(db: Db, id: number): Promise<Preorder | null> {
  const [row] = await preordersWhere(db, eq(preorders.id, id));
  return row ?? null;
}

/**
 * A child's days from `desde` to `hasta` (the portal's *Almuerzos*): each day's menus of the child's
 * services (and those for every student), what of the child's allergies each holds, the child's
 * pre-orders, and whether the day is still open; the plans that pay and the balance.
 */
export async function childLunch(
  db: Db,
  studentId: number,
  range: { desde: string; hasta: string },
  at: { today: string; now: Date; timezone: string; settings: LunchSettings },
): Promise<ChildLunch> {
  checkRange(range.desde, range.hasta);
  const [[child], noClasses, menus, orders, plans] = await Promise.all([
    db
      .select({ shift: users.turno, allergies: students.alergias, saldo: credentials.saldo })
      .from(users)
      .innerJoin(students, eq(students.id_user, users.id))
      .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
      .where(eq(users.id, studentId))
      .limit(1),
    noClassesBetween(db, range.desde, range.hasta),
    menusBetween(db, range.desde, range.hasta),
    preordersOf(db, { studentId, from: range.desde, to: range.hasta }),
    plansOf(db, studentId, at.today),
  ]);
  const services = await db
    .select({ id: restaurantServices.id })
    .from(restaurantServices)
    .where(eq(restaurantServices.turno, child?.shift ?? -1));
  const mine = new Set(services.map((s) => s.id));
  const beforeCutoff = localTime(at.now, at.timezone) < at.settings.hora_corte;
  const month = monthOf(at.today);
  return {
    hora_corte: at.settings.hora_corte,
    dias: [...noClasses].map(([fecha, sin_clases]) => ({
      fecha,
      sin_clases,
      abierto: sin_clases === null && (fecha > at.today || (fecha === at.today && beforeCutoff)),
      menus: menus
        .filter((m) => m.fecha === fecha && (m.id_servicio === null || mine.has(m.id_servicio)))
        .map(({ fecha: _day, pedidos: _orders, extra: _extra, ...menu }) => ({
          ...menu,
          alergia: allergensHit(menu.alergenos, child?.allergies ?? []),
        })),
      pedidos: orders.filter((o) => o.fecha === fecha),
    })),
    planes: plans
      .filter((p) => p.vigente && (p.tipo === 'paquete' || (p.mes ?? '') >= month))
      .map((p) => ({ tipo: p.tipo, mes: p.mes, restantes: p.restantes })),
    saldo: Number(child?.saldo ?? 0),
  };
}

/** The day's pre-orders still to be served, by student: what each will be served (the lunch line's roster). */
export async function waitingPreordersOn(db: Db, day: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ id_user: preorders.id_user, id_product: preorders.id_product })
    .from(preorders)
    .where(and(eq(preorders.fecha, day), eq(preorders.estado, 'pedido')))
    .orderBy(asc(preorders.id));
  return new Map(rows.map((r) => [r.id_user, r.id_product]));
}

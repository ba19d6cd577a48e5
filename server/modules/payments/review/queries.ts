/**
 * Online payments with their family's guardian and each child's part, newest first: the staff's
 * list (every family's) and the family's own (server/modules/family/payments) read them here; and
 * the school's terms for one payment, which both sides read.
 */
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { DEFAULT_ONLINE_TERMS, type OnlinePaymentTerms } from '../../../../src/domain/onlinePaymentRules';
import type { StaffOnlinePayment } from '../../../../src/domain/onlinePaymentsStaff';
import type { Db } from '../../../db/client';
import {
  familyAccounts,
  guardians,
  onlinePaymentItems,
  onlinePayments,
  portalSettings,
  users,
} from '../../../db/schema';

const p = onlinePayments;

export async function onlinePaymentRows(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<StaffOnlinePayment[]> {
  const rows = await db
    .select({ payment: p, acudiente: guardians.name })
    .from(p)
    .innerJoin(familyAccounts, eq(familyAccounts.id, p.id_family))
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .where(where)
    .orderBy(desc(p.created_at), desc(p.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      paymentId: onlinePaymentItems.id_payment,
      id_estudiante: onlinePaymentItems.id_user,
      estudiante: users.name,
      valor: onlinePaymentItems.amount,
    })
    .from(onlinePaymentItems)
    .innerJoin(users, eq(users.id, onlinePaymentItems.id_user))
    .where(
      inArray(
        onlinePaymentItems.id_payment,
        rows.map((r) => r.payment.id),
      ),
    )
    .orderBy(onlinePaymentItems.id);
  return rows.map(({ payment: r, acudiente }) => ({
    id: r.id,
    estado: r.state,
    acudiente,
    total: r.total,
    comision: r.fee,
    referencia: r.provider_payment_id,
    estado_proveedor: r.provider_status,
    valor_proveedor: r.provider_amount,
    hijos: items
      .filter((i) => i.paymentId === r.id)
      .map(({ id_estudiante, estudiante, valor }) => ({ id_estudiante, estudiante, valor })),
    created_at: r.created_at.toISOString(),
    acreditado_at: r.credited_at?.toISOString() ?? null,
    reembolsado_at: r.reversed_at?.toISOString() ?? null,
  }));
}

/** The staff's list: held ones are what needs them, so a filter by state; a page and the total. */
export async function staffPayments(
  db: Db,
  q: { estado?: StaffOnlinePayment['estado']; page: number; perPage: number },
): Promise<{ rows: StaffOnlinePayment[]; total: number }> {
  const where = q.estado ? eq(p.state, q.estado) : undefined;
  const rows = await onlinePaymentRows(db, where, { limit: q.perPage, offset: (q.page - 1) * q.perPage });
  const [{ total }] = await db.select({ total: count() }).from(p).where(where);
  return { rows, total };
}

export async function staffPayment(db: Db, id: number): Promise<StaffOnlinePayment | null> {
  const [row] = await onlinePaymentRows(db, eq(p.id, id), { limit: 1 });
  return row ?? null;
}

/** The school's terms for one online payment (portal_settings; the defaults until it sets them). */
export async function onlineTerms(db: Db): Promise<OnlinePaymentTerms> {
  const [row] = await db
    .select({
      minimo: portalSettings.online_minimum,
      maximo: portalSettings.online_maximum,
      basisPoints: portalSettings.online_fee_basis_points,
      comision_fija: portalSettings.online_fee_fixed,
    })
    .from(portalSettings)
    .limit(1);
  if (!row) return DEFAULT_ONLINE_TERMS;
  return {
    minimo: row.minimo,
    maximo: row.maximo,
    comision_porcentaje: row.basisPoints / 100,
    comision_fija: row.comision_fija,
  };
}

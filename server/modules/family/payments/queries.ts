/** A family's online payments with each child's part, newest first; only its own, whoever asks. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OnlinePayment } from '../../../../src/domain/onlinePayments';
import type { Db } from '../../../db/client';
import { onlinePaymentItems, onlinePayments, users } from '../../../db/schema';

const PAGE = 50;

export async function familyPayments(db: Db, familyId: number, id?: number): Promise<OnlinePayment[]> {
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(
      and(eq(onlinePayments.id_family, familyId), id === undefined ? undefined : eq(onlinePayments.id, id)),
    )
    .orderBy(desc(onlinePayments.created_at), desc(onlinePayments.id))
    .limit(PAGE);
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
        rows.map((r) => r.id),
      ),
    )
    .orderBy(onlinePaymentItems.id);
  return rows.map((r) => ({
    id: r.id,
    estado: r.state,
    total: r.total,
    comision: r.fee,
    referencia: r.provider_payment_id,
    hijos: items
      .filter((i) => i.paymentId === r.id)
      .map(({ id_estudiante, estudiante, valor }) => ({ id_estudiante, estudiante, valor })),
    created_at: r.created_at.toISOString(),
    acreditado_at: r.credited_at?.toISOString() ?? null,
  }));
}

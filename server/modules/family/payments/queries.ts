/** A family's online payments with each child's part, newest first; only its own, whoever asks. */
import { and, eq } from 'drizzle-orm';
import type { OnlinePayment } from '../../../../src/domain/onlinePayments';
import type { Db } from '../../../db/client';
import { onlinePayments } from '../../../db/schema';
import { onlinePaymentRows } from '../../payments';

const PAGE = 50;

export async function familyPayments(db: Db, familyId: number, id?: number): Promise<OnlinePayment[]> {
  const rows = await onlinePaymentRows(
    db,
    and(eq(onlinePayments.id_family, familyId), id === undefined ? undefined : eq(onlinePayments.id, id)),
    { limit: PAGE },
  );
  // The family is told its payment's state, not Mercado Pago's nor the staff's columns.
  return rows.map((r) => ({
    id: r.id,
    estado: r.estado,
    total: r.total,
    comision: r.comision,
    referencia: r.referencia,
    hijos: r.hijos,
    created_at: r.created_at,
    acreditado_at: r.acreditado_at,
  }));
}

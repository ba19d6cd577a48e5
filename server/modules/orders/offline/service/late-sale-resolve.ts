/**
 * A supervisor settles a late sale the server refused (issue 33; src/domain/offlineSales.ts): the goods
 * were handed over, so it is either charged now — the sale's own door, `purchase`, under every online
 * rule (no overdraft: a refusal says why and nothing changes), delivered at once — or written off with
 * a note. The row is locked first, so two supervisors settle it once.
 */
import { eq } from 'drizzle-orm';
import type { StoreId } from '../../../../../src/domain/inventory';
import {
  ALREADY_RESOLVED,
  LATE_SALE_NOT_FOUND,
  ONLY_REFUSED_RESOLVED,
  type LateSaleResolution,
  type ResolveLateSale,
} from '../../../../../src/domain/offlineSales';
import { ORDER_STATUS, type Order } from '../../../../../src/domain/orders';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { offlineSales } from '../../../../db/schema';
import { conflict, notFound } from '../../../../http/errors';
import { deliver } from '../../lists';
import { purchase } from '../../pos';

export interface ResolveInput extends ResolveLateSale {
  id: number;
  staffId: number;
  timezone: string;
  key: string | null;
}

export async function resolveLateSale(
  tx: Db,
  clock: Clock,
  input: ResolveInput,
): Promise<{ resolucion: LateSaleResolution; id_order: number | null; order: Order | null }> {
  const [row] = await tx
    .select()
    .from(offlineSales)
    .where(eq(offlineSales.id, input.id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(LATE_SALE_NOT_FOUND);
  if (row.state !== 'rechazada') throw conflict(ONLY_REFUSED_RESOLVED);
  if (row.resolution) throw conflict(ALREADY_RESOLVED);
  const note = input.nota?.trim() || null;
  let order: Order | null = null;
  if (input.accion === 'cobrar') {
    const store = row.store as StoreId;
    const { products } = row.body as { products: { id: number; count: number }[] };
    const sold = await purchase(tx, {
      store,
      userId: row.id_user,
      lines: products,
      immediate: true,
      comment: note ?? `Venta fuera de línea #${row.id}`,
      staffId: input.staffId,
      timezone: input.timezone,
      clock,
      key: input.key,
    });
    // Handed over at the till long ago: never on a board.
    [order] =
      sold.order.complete === ORDER_STATUS.delivered
        ? [sold.order]
        : await deliver(tx, clock, [store], [sold.order.id], input.staffId, { prepared: true });
  }
  const resolucion: LateSaleResolution = input.accion === 'cobrar' ? 'cobrada' : 'descartada';
  await tx
    .update(offlineSales)
    .set({
      resolution: resolucion,
      note,
      resolved_at: clock.now(),
      resolved_by: input.staffId,
      id_order: order?.id ?? null,
    })
    .where(eq(offlineSales.id, row.id));
  return { resolucion, id_order: order?.id ?? null, order };
}

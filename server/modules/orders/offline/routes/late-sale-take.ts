/**
 * A late sale as a store's door takes it (the points of sale's and the lunch line's): its key
 * required, recorded in one transaction with its board event, the event sent once it commits.
 */
import type { LateSaleResult, OfflineSale } from '../../../../../src/domain/offline';
import type { StoreId } from '../../../../../src/domain/inventory';
import type { AreaOptions } from '../../../../http/area';
import { badRequest } from '../../../../http/errors';
import { IDEMPOTENCY_HEADER } from '../../../../http/idempotency';
import { orderEvent } from '../../lists';
import { syncLateSale, type LateSaleRequest } from '../service/late-sale';

export const IDEMPOTENCY_REQUIRED = 'Una venta fuera de línea debe traer su clave de idempotencia';
export const lateSaleMessage = (result: LateSaleResult) =>
  result.estado === 'rechazada'
    ? `Venta fuera de línea rechazada: ${result.motivo}`
    : 'Venta fuera de línea registrada';

export interface TakenLateSale {
  store: StoreId;
  /** The request's Idempotency-Key: the sale's own, made at the till. */
  key: string | null;
  staffId: number;
  body: OfflineSale;
  /** The store's own reason not to charge it (the lunch line's meal rule). */
  refusalOf?: LateSaleRequest['refusalOf'];
  /** What paid it ahead (the lunch line's pre-order or meal plan, issue 56). */
  prepaidOf?: LateSaleRequest['prepaidOf'];
}

export async function takeLateSale(
  { db, config, bus, clock }: Pick<AreaOptions, 'db' | 'config' | 'bus' | 'clock'>,
  sale: TakenLateSale,
): Promise<LateSaleResult> {
  // Without its key a retry could not be told from a second sale.
  if (sale.key === null)
    throw badRequest(IDEMPOTENCY_REQUIRED, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_REQUIRED });
  const { body } = sale;
  const request: LateSaleRequest = {
    store: sale.store,
    key: sale.key,
    staffId: sale.staffId,
    timezone: config.timezone,
    tillCode: body.caja,
    madeAt: new Date(body.hecha_en),
    rosterAt: body.lista ? new Date(body.lista) : null,
    userId: body.id_user,
    lines: body.products,
    tillTotal: body.total,
    comment: body.comment ?? null,
    refusalOf: sale.refusalOf,
    prepaidOf: sale.prepaidOf,
  };
  const result = await db.transaction(async (tx) => {
    const { result, order } = await syncLateSale(tx, clock, request);
    if (order) await bus.enqueue(tx, orderEvent('created', order));
    return result;
  });
  bus.flush();
  return result;
}

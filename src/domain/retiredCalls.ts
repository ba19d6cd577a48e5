/**
 * The old client's calls the product no longer answers (issue 51, item 5): the cafeteria's and
 * stationery's CRUD on deliveries, enlistment and reports, and deleting an order. Each answers 410
 * with a message that says, in the cashier's words, what took its place; docs/api.md lists them
 * with the path that replaced each one.
 */
import type { StoreSegment } from './stores';

export type RetiredMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RetiredCall {
  method: RetiredMethod;
  /** Under `/api/<store>/`, Fastify's syntax (`deliveries/:id`). */
  path: string;
  /** The store's menu entry whose key opens the call (`deliveries` → `cafeteria.deliveries`). */
  entry: 'deliveries' | 'enlistment' | 'reports' | 'reversion';
  message: string;
  /** What replaced it, for the API description. */
  instead: string;
}

export const RETIRED_DELIVERY =
  'Las entregas no se crean ni se editan: un pedido listo se entrega desde el tablero de entregas.';
export const RETIRED_ENLISTMENT =
  'Un pedido entra en preparación al venderse en el punto de venta; en preparación solo se marca como listo.';
export const RETIRED_REPORT =
  'Los reportes de ventas no se guardan: se consultan por fechas en Reportes (ventas, por producto, por usuario y reversiones).';
export const RETIRED_DELETE =
  'Un pedido no se elimina: se reversa, y el saldo y el inventario vuelven en la misma operación.';

/** The retired calls of a store that sells (cafeteria, papelería). */
export function retiredCalls(store: StoreSegment): RetiredCall[] {
  const dispatch = `POST ${store}/requests/dispatch o POST external/dispatch`;
  const reverse = `POST ${store}/requests/{id}/reverse`;
  const reports = `POST ${store}/reporteRVD, reporteRVDP, reporteRM o reporteReversion (y su /excel)`;
  const ready = `la venta (POST ${store}/requests) y PUT ${store}/enlistment/{id}`;
  return [
    ...(
      ['GET deliveries/create', 'POST deliveries', 'POST deliveries/create', 'PUT deliveries/:id'] as const
    ).map((call) => retired(call, 'deliveries', RETIRED_DELIVERY, dispatch)),
    retired('DELETE deliveries/:id', 'deliveries', RETIRED_DELETE, reverse),
    ...(['GET enlistment/create', 'POST enlistment', 'POST enlistment/create'] as const).map((call) =>
      retired(call, 'enlistment', RETIRED_ENLISTMENT, ready),
    ),
    retired('DELETE enlistment/:id', 'enlistment', RETIRED_DELETE, reverse),
    ...(
      [
        'GET reports',
        'GET reports/create',
        'POST reports',
        'POST reports/create',
        'PUT reports/:id',
        'DELETE reports/:id',
      ] as const
    ).map((call) => retired(call, 'reports', RETIRED_REPORT, reports)),
    ...(['DELETE requests', 'DELETE requests/:id'] as const).map((call) =>
      retired(call, 'reversion', RETIRED_DELETE, reverse),
    ),
  ];
}

function retired(call: string, entry: RetiredCall['entry'], message: string, instead: string): RetiredCall {
  const [method, path] = call.split(' ') as [RetiredMethod, string];
  return { method, path, entry, message, instead };
}

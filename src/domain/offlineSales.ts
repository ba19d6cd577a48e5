/**
 * The report of the sales the tills made offline and sent late (issue 33, key admin.offlinesales,
 * `#/admin/offline-sales`): what happened to each (src/domain/offline.ts) and, per till, how many
 * and how much by outcome, for the same filter.
 *   GET /api/admin/offline-sales          the list (page, perPage, sort, order; filter: from, to
 *                                         (school days, on recibida_en), id_caja, store, estado)
 *   GET /api/admin/offline-sales/totals   per till and in all, for the same filter
 */
import { z } from 'zod';
import type { LateSaleFlag, LateSaleState } from './offline';

export const OFFLINE_SALES_PATH = 'admin/offline-sales';

/** One late sale as the report lists it. */
export interface OfflineSaleRow {
  id: number;
  recibida_en: string;
  hecha_en: string;
  /** Null: a till the server did not know (issue 48: the sale was refused for it). */
  id_caja: number | null;
  /** The till's name (null: unknown). */
  caja: string | null;
  store: number;
  id_user: number;
  /** The customer's name and document; null when the customer no longer exists. */
  estudiante: string | null;
  num_doc: string | null;
  /** The total at the till's prices. */
  total: number;
  /** What the order charged (the catalog's prices); null when it was refused. */
  cobrado: number | null;
  estado: LateSaleState;
  marcas: LateSaleFlag[];
  motivo: string | null;
  id_order: number | null;
  /** Who sent it (the session that synced it). */
  enviada_por: string | null;
  /** A refused sale settled by a supervisor: charged now or written off, with the note, by whom and when. */
  resolucion: LateSaleResolution | null;
  nota: string | null;
  resuelta_en: string | null;
  resuelta_por: string | null;
}

/** How many sales of one outcome and their total at the till's prices. */
export interface StateTotal {
  ventas: number;
  total: number;
}

export interface TillTotals {
  por_estado: Record<LateSaleState, StateTotal>;
  /** What the orders charged. */
  cobrado: number;
}

export interface OfflineSalesTotals {
  /** Per till; `id_caja` and `caja` null for the sales of tills the server did not know. */
  cajas: (TillTotals & { id_caja: number | null; caja: string | null; store: number })[];
  /** Every till together. */
  total: TillTotals;
}

/** The Spanish of each outcome and flag (the screens read them from the catalog, English beside). */
export const LATE_SALE_STATE_LABELS: Record<LateSaleState, string> = {
  aceptada: 'Aceptada',
  marcada: 'Marcada',
  rechazada: 'Rechazada',
};

export const LATE_SALE_FLAG_LABELS: Record<LateSaleFlag, string> = {
  sobregiro: 'Sobregiro',
  stock: 'Stock ajustado',
  tope_diario: 'Tope diario excedido',
  restringido: 'Producto restringido',
  fuera_de_limite: 'Fuera del límite de la caja',
  alergia: 'Alérgeno del estudiante',
  sello: 'Sello bloqueado por el colegio',
};

/**
 * Settling a refused sale (`POST /api/admin/offline-sales/{id}/resolve`, Idempotency-Key): *cobrar*
 * charges it now under every online rule (balance, cap, state: a refusal says why and changes
 * nothing), as a delivered order; *descartar* writes it off, saying why. Once only.
 */
export type LateSaleResolution = 'cobrada' | 'descartada';
export const RESOLUTION_LABELS: Record<LateSaleResolution, string> = {
  cobrada: 'Cobrada después',
  descartada: 'Descartada',
};
export const RESOLVE_NOTE_REQUIRED = 'Escriba por qué se descarta la venta';
export const LATE_SALE_NOT_FOUND = 'La venta fuera de línea no existe';
export const ONLY_REFUSED_RESOLVED = 'Solo se resuelve una venta fuera de línea rechazada';
export const ALREADY_RESOLVED = 'Esta venta fuera de línea ya fue resuelta';
export const resolvedMessage = (resolution: LateSaleResolution) =>
  resolution === 'cobrada' ? 'Venta fuera de línea cobrada' : 'Venta fuera de línea descartada';

export const resolveSchema = z
  .object({
    accion: z.enum(['cobrar', 'descartar'], { error: 'Elija cobrar o descartar' }),
    nota: z.string().trim().max(300, { error: 'La nota admite hasta 300 caracteres' }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.accion === 'descartar' && !body.nota)
      ctx.addIssue({ code: 'custom', path: ['nota'], message: RESOLVE_NOTE_REQUIRED });
  });
export type ResolveLateSale = z.infer<typeof resolveSchema>;

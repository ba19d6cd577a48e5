/**
 * The report of the sales the tills made offline and sent late (issue 33, key admin.offlinesales,
 * `#/admin/offline-sales`): what happened to each (src/domain/offline.ts) and, per till, how many
 * and how much by outcome, for the same filter.
 *   GET /api/admin/offline-sales          the list (page, perPage, sort, order; filter: from, to
 *                                         (school days, on recibida_en), id_caja, store, estado)
 *   GET /api/admin/offline-sales/totals   per till and in all, for the same filter
 */
import { z } from 'zod';
import { lateSaleFlagSchema, lateSaleStateSchema, type LateSaleFlag, type LateSaleState } from './offline';

export const OFFLINE_SALES_PATH = 'admin/offline-sales';

/** What a refused sale became once settled (see resolveSchema below). */
const LATE_SALE_RESOLUTIONS = ['cobrada', 'descartada'] as const;

/** One late sale as the report lists it. */
export const offlineSaleRowSchema = z.object({
  id: z.number().int(),
  recibida_en: z.string(),
  hecha_en: z.string(),
  /** Null: a till the server did not know (issue 48: the sale was refused for it). */
  id_caja: z.number().int().nullable(),
  /** The till's name (null: unknown). */
  caja: z.string().nullable(),
  store: z.number().int(),
  id_user: z.number().int(),
  /** The customer's name and document; null when the customer no longer exists. */
  estudiante: z.string().nullable(),
  num_doc: z.string().nullable(),
  /** The total at the till's prices. */
  total: z.number(),
  /** What the order charged (the catalog's prices); null when it was refused. */
  cobrado: z.number().nullable(),
  estado: lateSaleStateSchema,
  marcas: z.array(lateSaleFlagSchema),
  motivo: z.string().nullable(),
  id_order: z.number().int().nullable(),
  /** Who sent it (the session that synced it). */
  enviada_por: z.string().nullable(),
  /** A refused sale settled by a supervisor: charged now or written off, with the note, by whom and when. */
  resolucion: z.enum(LATE_SALE_RESOLUTIONS).nullable(),
  nota: z.string().nullable(),
  resuelta_en: z.string().nullable(),
  resuelta_por: z.string().nullable(),
});
export type OfflineSaleRow = z.infer<typeof offlineSaleRowSchema>;

/** How many sales of one outcome and their total at the till's prices. */
const stateTotalSchema = z.object({ ventas: z.number().int(), total: z.number() });
export type StateTotal = z.infer<typeof stateTotalSchema>;

const tillTotalsShape = {
  /** Every outcome, each with its figures (zeros included). */
  por_estado: z.record(lateSaleStateSchema, stateTotalSchema),
  /** What the orders charged. */
  cobrado: z.number(),
};
export type TillTotals = z.infer<z.ZodObject<typeof tillTotalsShape>>;

export const offlineSalesTotalsSchema = z.object({
  /** Per till; `id_caja` and `caja` null for the sales of tills the server did not know. */
  cajas: z.array(
    z.object({
      ...tillTotalsShape,
      id_caja: z.number().int().nullable(),
      caja: z.string().nullable(),
      store: z.number().int(),
    }),
  ),
  /** Every till together. */
  total: z.object(tillTotalsShape),
});
export type OfflineSalesTotals = z.infer<typeof offlineSalesTotalsSchema>;

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
  horario: 'Fuera del horario de la familia',
  tope_semanal: 'Tope semanal excedido',
};

/**
 * Settling a refused sale (`POST /api/admin/offline-sales/{id}/resolve`, Idempotency-Key): *cobrar*
 * charges it now under every online rule (balance, cap, state: a refusal says why and changes
 * nothing), as a delivered order; *descartar* writes it off, saying why. Once only.
 */
export type LateSaleResolution = (typeof LATE_SALE_RESOLUTIONS)[number];
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

/** `POST …/{id}/resolve`: what the sale became, and its order when it was charged. */
export const lateSaleResolvedSchema = z.object({
  resolucion: z.enum(LATE_SALE_RESOLUTIONS),
  id_order: z.number().int().nullable(),
});

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

/**
 * The offline till (issue 33): what a till may sell while the server does not answer, what it sends
 * when the server answers again, and what the server does with a sale that arrives late.
 *
 * At the till: a sale offline is checked against the till's roster (a copy of the credentials its
 * store may sell to, refreshed while online) less what this till queued since the roster was read,
 * by the same rules as online (restrictions, balance, daily cap, one meal per service) and by the
 * till's allowance (the most per sale, the most in total, the most hours offline), `offlineRefusal`.
 *
 * At the server (issue 48: the late door grants nothing the till could not have granted offline), a
 * late sale is recorded with its till, the roster it was sold by (`lista`), when it was made and when
 * it arrived:
 *   - a till the server does not know (a till registers while online, never through this door) or one
 *     turned off; a date ahead of the server's clock beyond CLOCK_SKEW_MS, before its roster, more than
 *     the till's hours offline after it, or older than the till's last contact less those hours; a
 *     roster the server never gave that till: *rechazada*;
 *   - beyond the till's allowance at the catalog's prices (the most per sale, the most in total of the
 *     sales judged by the same roster): *rechazada* — the till's declared total is recorded, never trusted;
 *   - a restriction, a blocked seal, an allergy or the daily cap that its roster already held:
 *     *rechazada*; one that came after the roster was read: charged, flagged *restringido*, *sello*,
 *     *alergia*, *tope_diario*;
 *   - the balance was spent elsewhere: charged anyway, down to minus the till's overdraft (the next
 *     top-up pays it first), flagged *sobregiro*; beyond it, not charged: *rechazada*;
 *   - the stock ran out on the server's count: the goods were handed over, so they existed; an
 *     adjustment (Ingreso, 'Ajuste por venta fuera de línea') brings the count up first, flagged *stock*;
 *   - the credential or its holder was deactivated, the customer or a product no longer exists, or the
 *     student already had a meal in that service: not charged, *rechazada*, with the reason.
 * The same key sent again with another sale is refused (422) and nothing is recorded.
 * A *rechazada* sale moves nothing; a supervisor sees it in *Ventas fuera de línea* (the goods were
 * handed over). The books' rule that replaces "never below zero": a ledger row may leave a balance
 * below zero only when it is a late offline sale (`fuera_de_linea`), and never below minus the
 * overdraft its till allowed; every other movement that takes money needs the balance to stay ≥ 0,
 * so a negative balance sells nothing until a top-up pays it.
 *
 * The lunch line's offline rules (one meal per service, the meal an allergic student is served) are
 * in ./offlineLunch.
 */
import { outsideWindowMessage, sellsAt, weeklyCapMessage } from './saleWindows';
import { zonedClock } from './zonedClock';
import { z } from 'zod';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from './cart';
import { formatMoney } from './money';
import { CREDENTIAL_INACTIVE } from './credentials';
import { foodProblem } from './foodRules';
import { serviceWindowSchema } from './restaurant';
import type { SealSetId } from './foodLabels';

/** The allowance a new till gets until the administrator sets its own (docs/decisions.md: The offline till). */
export const DEFAULT_ALLOWANCE = {
  max_venta: 30_000,
  max_total: 1_500_000,
  max_horas: 4,
  sobregiro: 15_000,
} as const;
/** How often a till reads its roster again while online. */
export const ROSTER_REFRESH_MS = 3 * 60_000;

export const lateSaleStateSchema = z.enum(['aceptada', 'marcada', 'rechazada']);
export type LateSaleState = z.infer<typeof lateSaleStateSchema>;
export const LATE_SALE_STATES: readonly LateSaleState[] = lateSaleStateSchema.options;
/** `alergia` / `sello` (issue 35): an allergy recorded or a seal blocked after the till's roster or catalog was read. */
export const LATE_SALE_FLAGS = [
  'sobregiro',
  'stock',
  'tope_diario',
  'restringido',
  'fuera_de_limite',
  'alergia',
  'sello',
  // Issue 55: the family's hours or weekly cap, set after the till's roster was read.
  'horario',
  'tope_semanal',
] as const;
export type LateSaleFlag = (typeof LATE_SALE_FLAGS)[number];
export const lateSaleFlagSchema = z.enum(LATE_SALE_FLAGS);

export const OFFLINE_UNKNOWN_CUSTOMER =
  'Sin conexión: el carnet o documento no está en la lista de esta caja';
export const OFFLINE_NO_ROSTER =
  'Sin conexión y sin la lista de carnets de esta caja: no se puede vender hasta que vuelva la conexión';
// The refusals take their figures already written (formatMoney), so the screens' catalogs can hold the same text with %{…}.
export const offlineTooLong = (hours: number | string) =>
  `La caja lleva más de ${hours} h sin conexión: no puede vender hasta que vuelva la conexión`;
export const offlineSaleTooBig = (max: string) => `Sin conexión, cada venta puede ser de hasta ${max}`;
export const offlineTotalReached = (max: string, sold: string) =>
  `Sin conexión, esta caja puede vender hasta ${max} en total; ya lleva ${sold}`;
export const offlineFunds = (available: string) =>
  `El usuario no posee fondos suficientes (saldo disponible ${available}, contando las ventas sin sincronizar)`;
export const offlineMealTaken = (name: string) =>
  `${name} ya registró su almuerzo en este servicio (sin conexión)`;
export const SIGN_OUT_WITH_QUEUE = (n: number) =>
  `Hay ${n} ${n === 1 ? 'venta' : 'ventas'} sin sincronizar: no puede cerrar sesión hasta que se envíen al servidor`;
export const STOCK_ADJUSTMENT = 'Ajuste por venta fuera de línea';
export const lateSaleRejected = {
  funds: (saldo: number, overdraft: number) =>
    `Saldo insuficiente al sincronizar: saldo ${formatMoney(saldo)}, sobregiro permitido ${formatMoney(overdraft)}`,
  meal: 'El estudiante ya tenía su almuerzo en ese servicio',
  // Issue 48: what the server checks of the till and of when the sale was made.
  unknownTill: 'La caja no está registrada en el servidor',
  future: 'La fecha de la venta es posterior a la hora del servidor',
  unknownRoster: 'El servidor no entregó a esta caja la lista de carnets con la que dice haber vendido',
  noRoster: 'La caja no había leído la lista de carnets antes de la venta',
  beforeRoster: 'La venta es anterior a la lista de carnets con la que dice haberse hecho',
  tooOld: (hours: number) =>
    `La venta es de más de ${hours} h antes del último contacto de la caja con el servidor`,
};
/** How far a till's clock may run ahead of the server's, or a sale come before its roster's time, without it counting (ms). */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** A late sale's key sent again with another sale (issue 48): 422, nothing recorded. */
export const LATE_SALE_KEY_REUSED = 'La clave de esta venta fuera de línea ya se usó con otra venta';
export const LATE_SALE_WAS_ONLINE =
  'La venta ya estaba registrada: la caja había perdido la respuesta del servidor';

/** A till's allowance, as the administrator sets it (pesos, hours). */
export const allowanceSchema = z.object({
  max_venta: z.number().int().min(0),
  max_total: z.number().int().min(0),
  max_horas: z.number().int().min(0).max(72),
  sobregiro: z.number().int().min(0),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** What a till learns when it registers (`PUT /api/{segment}/tills/{codigo}`). */
export const tillSchema = allowanceSchema.extend({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  activa: z.number().int(),
});
export type Till = z.infer<typeof tillSchema>;

/** A till's code: the browser makes it once (hex, 32 characters). */
export const tillCodeSchema = z.string().regex(/^[0-9a-f]{16,64}$/, 'Código de caja inválido');

/** A meal the lunch line may sell offline: the product, its price, what its label says. */
export const rosterMealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  // What its label says (issue 35); a roster read before the labels existed has none.
  sellos: z.array(z.string()).optional(),
  alergenos: z.array(z.string()).optional(),
});
export type RosterMeal = z.infer<typeof rosterMealSchema>;

/**
 * One credential of a till's roster: hashes (never the code or the document), who, how much.
 * `almuerzo` (the lunch line only) is the meal the line would sell, with its seals and allergens (at
 * price 0 when `pagado` says it is paid ahead), and `servido` the start of the last meal registered
 * today (ISO), to keep one meal per service offline.
 */
export const rosterEntrySchema = z.object({
  h: z.string(),
  d: z.string().nullable(),
  id_user: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  saldo: z.number().int(),
  consumo: z.number().int(),
  tope: z.number().int(),
  activo: z.number().int(),
  bloqueados: z.array(z.number().int()),
  // Issue 35: the student's allergen keys; a roster read before they existed has none.
  alergias: z.array(z.string()).optional(),
  // Issue 55: the weekly cap (0: none), what the week held as the roster was read, and the hours
  // each store sells to the student; a roster read before they existed has none.
  tope_semanal: z.number().int().optional(),
  consumo_semana: z.number().int().optional(),
  horarios: z.array(z.object({ tienda: z.number().int(), desde: z.string(), hasta: z.string() })).optional(),
  almuerzo: rosterMealSchema.nullable().optional(),
  servido: z.string().nullable().optional(),
  /**
   * Issue 56 (the lunch line only): what pays today's meal ahead — the child's pre-order (its meal is
   * `almuerzo`), the month's plan or a pack — so the till charges it nothing offline; absent: the balance.
   */
  pagado: z.enum(['pedido', 'mensualidad', 'paquete']).optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** A till's roster (`GET /api/{segment}/pos/roster`); the lunch line's (./offlineLunch) adds its services and meals. */
export const rosterSchema = z.object({
  /** Salt of this roster's hashes: sha256(`${sal}:${value}`), codes upper-cased, documents trimmed. */
  sal: z.string(),
  leido_en: z.string(),
  zona: z.string(),
  entries: z.array(rosterEntrySchema),
  /** The lunch line's service windows per student's schedule (empty: the whole day), each with its alternative meal. */
  servicios: z.record(z.string(), z.array(serviceWindowSchema)).optional(),
  /** Each student's schedule (by id_user) when the lunch line needs it. */
  turnos: z.record(z.string(), z.number().int().nullable()).optional(),
  /** Issue 35: the school's alternative meal (the food policy's), for a service without its own. */
  alternativo: z.number().int().nullable().optional(),
  /** The alternative meals the windows and the school name, by product id. */
  alternativos: z.record(z.string(), rosterMealSchema).optional(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** A sale as a till queues it and sends it (`POST /api/{segment}/requests/offline`, Idempotency-Key = `clave`). */
export const offlineSaleSchema = z.object({
  caja: tillCodeSchema,
  hecha_en: z.iso.datetime({ offset: true, error: 'Fecha de la venta inválida' }),
  id_user: z.number().int().positive(),
  products: z
    .array(z.object({ id: z.number().int().positive(), count: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(100),
  total: z.number().int().min(0),
  comment: z.string().max(500).nullish(),
  /**
   * When the till read the roster it checked the sale against (the roster's `leido_en`, issue 48): the
   * server judges the sale by what that roster already said. Absent in a sale queued by an older page.
   */
  lista: z.iso.datetime({ offset: true, error: 'Fecha de la lista de carnets inválida' }).optional(),
});
export type OfflineSale = z.infer<typeof offlineSaleSchema>;

/** What the server answers for a late sale: recorded, whatever its outcome (the till forgets it). */
export const lateSaleResultSchema = z.object({
  /** The offline row; null when the key was an online sale's whose answer the till lost (nothing new recorded). */
  id: z.number().int().nullable(),
  estado: lateSaleStateSchema,
  marcas: z.array(lateSaleFlagSchema),
  motivo: z.string().nullable(),
  id_order: z.number().int().nullable(),
  saldo: z.number().nullable(),
});
export type LateSaleResult = z.infer<typeof lateSaleResultSchema>;

/** What a till has queued for one customer and in all, since its roster was read. */
export interface QueuedFigures {
  /** Queued for this customer (money). */
  customer: number;
  /** Queued for this customer on today's school day. */
  customerToday: number;
  /** Queued for this customer this week (Monday to Sunday, school time). */
  customerWeek: number;
  /** Everything this till queued while offline. */
  all: number;
}

export interface OfflineCheck {
  entry: RosterEntry | null;
  /** The till's store (src/domain/stores.ts) and the roster's zone: the family's hours are read there. */
  store: number;
  zone: string;
  lines: readonly {
    id: number;
    name: string;
    count: number;
    price: number;
    sellos?: readonly string[];
    alergenos?: readonly string[];
  }[];
  queued: QueuedFigures;
  allowance: Allowance;
  /** Since when the till has not heard from the server (ms: the earlier of losing it and its last sync), or null. */
  offlineSince: number | null;
  now: number;
  /** Whether the customer already has a meal in this service (the lunch line: served or queued). */
  mealTaken?: boolean;
  /** Issue 35: the seals the school blocks, as the till's cached catalog read them, and its seal set. */
  blockedSeals?: readonly string[];
  sealSet?: SealSetId;
}

/** The Spanish reason an offline sale is refused at the till, or null when it may go in the queue. */
export function offlineRefusal(c: OfflineCheck): string | null {
  const { entry, allowance, queued } = c;
  if (!entry) return OFFLINE_UNKNOWN_CUSTOMER;
  if (c.offlineSince !== null && c.now - c.offlineSince > allowance.max_horas * 3_600_000)
    return offlineTooLong(allowance.max_horas);
  if (entry.activo !== 1) return CREDENTIAL_INACTIVE;
  const windows = entry.horarios ?? [];
  if (!sellsAt(windows, c.store, zonedClock(c.now, c.zone).time))
    return outsideWindowMessage(c.store, windows);
  const total = c.lines.reduce((sum, l) => sum + l.price * l.count, 0);
  if (total > allowance.max_venta) return offlineSaleTooBig(formatMoney(allowance.max_venta));
  if (queued.all + total > allowance.max_total)
    return offlineTotalReached(formatMoney(allowance.max_total), formatMoney(queued.all));
  const locked = c.lines.find((l) => entry.bloqueados.includes(l.id));
  if (locked) return productLockedMessage(locked.name);
  for (const line of c.lines) {
    const food = foodProblem(line, {
      allergies: entry.alergias,
      blockedSeals: c.blockedSeals,
      sealSet: c.sealSet,
    });
    if (food) return food;
  }
  if (c.mealTaken) return offlineMealTaken(entry.name);
  const available = entry.saldo - queued.customer;
  if (total > available) return offlineFunds(formatMoney(available));
  if (entry.tope > 0 && entry.consumo + queued.customerToday + total > entry.tope) return DAILY_LIMIT_MESSAGE;
  const weekly = entry.tope_semanal ?? 0;
  const week = (entry.consumo_semana ?? 0) + queued.customerWeek;
  if (weekly > 0 && week + total > weekly) return weeklyCapMessage(weekly, week);
  return null;
}

export const OFFLINE_TILL_DISABLED = 'Esta caja no está habilitada para vender sin conexión';

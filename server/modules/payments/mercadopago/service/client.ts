/**
 * The three calls the server makes to Mercado Pago's REST API (Checkout Pro): create a preference
 * (where the family pays), read a payment (what a notification points at) and search payments (to
 * reconcile what a lost notification missed). Plain `fetch`, no SDK: three calls do not need one,
 * and the tests point `apiUrl` at a local stand-in (tests/api/fixtures/mercadopago.ts).
 *
 * Anything but a usable answer (network, timeout, 5xx, a refused token, an answer that does not
 * parse) is `MercadoPagoUnavailable`, whose message the family may read. The access token goes only
 * in the Authorization header: never in a message, a detail or a log.
 */
import { z } from 'zod';

export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';
export const PAYMENTS_UNAVAILABLE = 'El servicio de pagos no responde. Intente de nuevo en unos minutos.';

const TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export interface MercadoPagoAccess {
  accessToken: string;
  /** The API's base URL: MERCADOPAGO_API_URL in production, the stand-in's in the tests. */
  apiUrl: string;
}

/** Mercado Pago could not be asked, or did not answer usably: try again later. */
export class MercadoPagoUnavailable extends Error {
  constructor(
    /** What went wrong, for the log (method, path, status or cause; never the token). */
    readonly detail: string,
    /** The HTTP status Mercado Pago answered with, when it answered. */
    readonly status: number | null = null,
  ) {
    super(PAYMENTS_UNAVAILABLE);
    this.name = 'MercadoPagoUnavailable';
  }
}

export interface PreferenceItem {
  id: string;
  title: string;
  quantity: number;
  /** Whole pesos. */
  unit_price: number;
  /** 'COP' when left out. */
  currency_id?: string;
}

/** The body of `POST /checkout/preferences`, as Mercado Pago names its fields. */
export interface PreferenceInput {
  items: PreferenceItem[];
  external_reference: string;
  notification_url: string;
  back_urls: { success: string; failure: string; pending: string };
  /** 'approved' unless told otherwise: the family comes back on its own after paying. */
  auto_return?: 'approved' | 'all';
  payer?: { email: string };
  statement_descriptor?: string;
  expires?: boolean;
  /** ISO instant after which the preference can no longer be paid. */
  expiration_date_to?: string;
}

export interface Preference {
  id: string;
  /** Where the family is sent to pay. */
  init_point: string;
  sandbox_init_point?: string;
}

export interface MercadoPagoPayment {
  id: string;
  status: string;
  statusDetail: string;
  externalReference: string | null;
  amount: number;
  currency: string;
  createdAt: Date;
  approvedAt: Date | null;
}

const instant = z
  .string()
  .transform((text) => new Date(text))
  .refine((date) => !Number.isNaN(date.getTime()), 'fecha inválida');

const paymentSchema = z
  .object({
    id: z.union([z.number().int(), z.string().min(1)]).transform(String),
    status: z.string(),
    status_detail: z.string().nullish(),
    external_reference: z.string().nullish(),
    transaction_amount: z.number(),
    currency_id: z.string(),
    date_created: instant,
    date_approved: instant.nullish(),
  })
  .transform((p): MercadoPagoPayment => ({
    id: p.id,
    status: p.status,
    statusDetail: p.status_detail ?? '',
    externalReference: p.external_reference || null,
    amount: p.transaction_amount,
    currency: p.currency_id,
    createdAt: p.date_created,
    approvedAt: p.date_approved ?? null,
  }));

const preferenceSchema = z.object({
  id: z.string().min(1),
  init_point: z.string().min(1),
  sandbox_init_point: z.string().optional(),
});

const searchSchema = z.object({
  results: z.array(paymentSchema),
  paging: z.object({ total: z.number(), limit: z.number().optional(), offset: z.number().optional() }),
});

/** One call; null on a 404 when `notFoundIsNull`, the parsed JSON otherwise. */
async function call(
  access: MercadoPagoAccess,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; idempotencyKey?: string; notFoundIsNull?: boolean } = {},
): Promise<unknown> {
  const where = `${method} ${path.split('?')[0]}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${access.accessToken}`,
    accept: 'application/json',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['x-idempotency-key'] = options.idempotencyKey;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${access.apiUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const cause = error instanceof Error ? error.name : 'error';
    throw new MercadoPagoUnavailable(`${where}: ${cause === 'TimeoutError' ? 'timeout' : cause}`);
  }
  if (response.status === 404 && options.notFoundIsNull) return null;
  if (!response.ok) throw new MercadoPagoUnavailable(`${where}: HTTP ${response.status}`, response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MercadoPagoUnavailable(`${where}: answer is not JSON`, response.status);
  }
}

/** `schema.parse(value)`, or MercadoPagoUnavailable naming the first field that did not fit. */
function parseAnswer<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new MercadoPagoUnavailable(`${where}: unexpected answer at ${issue?.path.join('.') || 'root'}`);
}

/**
 * Creates the Checkout Pro preference the family pays. The same `idempotencyKey` gives back the same
 * preference, so a retried request does not open a second checkout.
 */
export async function createPreference(
  access: MercadoPagoAccess,
  input: PreferenceInput,
  idempotencyKey: string,
): Promise<Preference> {
  for (const item of input.items) {
    if (!Number.isInteger(item.unit_price) || item.unit_price <= 0 || !Number.isInteger(item.quantity))
      throw new RangeError(`item ${item.id}: unit_price and quantity must be whole numbers`);
  }
  const body: PreferenceInput = {
    ...input,
    items: input.items.map((item) => ({ ...item, currency_id: item.currency_id ?? 'COP' })),
    auto_return: input.auto_return ?? 'approved',
  };
  const answer = await call(access, 'POST', '/checkout/preferences', { body, idempotencyKey });
  const preference = parseAnswer(preferenceSchema, answer, 'POST /checkout/preferences');
  return {
    id: preference.id,
    init_point: preference.init_point,
    ...(preference.sandbox_init_point ? { sandbox_init_point: preference.sandbox_init_point } : {}),
  };
}

/** The payment `id`, or null when Mercado Pago does not know it. */
export async function getPayment(access: MercadoPagoAccess, id: string): Promise<MercadoPagoPayment | null> {
  const path = `/v1/payments/${encodeURIComponent(id)}`;
  const answer = await call(access, 'GET', path, { notFoundIsNull: true });
  return answer === null ? null : parseAnswer(paymentSchema, answer, `GET ${path}`);
}

/**
 * The payments created between `begin` and `end` (newest first), all pages of them, up to
 * MAX_PAGES × PAGE_SIZE. A payment seen on two pages (the list moved while being read) counts once.
 */
export async function searchPayments(
  access: MercadoPagoAccess,
  range: { begin: Date; end: Date; externalReference?: string },
): Promise<MercadoPagoPayment[]> {
  const found = new Map<string, MercadoPagoPayment>();
  for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({
      sort: 'date_created',
      criteria: 'desc',
      range: 'date_created',
      begin_date: range.begin.toISOString(),
      end_date: range.end.toISOString(),
      limit: String(PAGE_SIZE),
      offset: String(offset),
    });
    if (range.externalReference) query.set('external_reference', range.externalReference);
    const answer = await call(access, 'GET', `/v1/payments/search?${query}`);
    const { results, paging } = parseAnswer(searchSchema, answer, 'GET /v1/payments/search');
    for (const payment of results) if (!found.has(payment.id)) found.set(payment.id, payment);
    offset += results.length;
    if (results.length === 0 || offset >= paging.total) break;
  }
  return [...found.values()];
}

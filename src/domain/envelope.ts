/** The API's response envelope (docs/architecture.md: API): code 1 is success, code 0 a refusal. */
export const SUCCESS = 1;
export const FAILURE = 0;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  /** Lists only: the number of rows matching the query, before paging, when it was counted to the end. */
  total?: number;
  /**
   * Lists only, instead of `total`, when more rows match than a list counts (LIST_COUNT_LIMIT on
   * the server): at least this many match, and whether a page follows this one.
   */
  totalAtLeast?: number;
  hasNextPage?: boolean;
  /** Reports only: more rows matched than a report answers (REPORT_ROW_LIMIT); these are the first. */
  truncated?: boolean;
  /** Refusals only: a stable key clients can branch on. */
  reason?: Reason;
  /** Refusals only: a Spanish message per field of the request. */
  errors?: Record<string, string>;
}

/** A success's envelope: code 1. */
export interface Success<T = unknown> extends Envelope<T> {
  code: typeof SUCCESS;
}

/** The stable keys a refusal carries (`reason`), for clients to branch on. */
export const REASONS = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'duplicate',
  'in_use',
  'invalid_credentials',
  'too_many_attempts',
  'password_change_required',
  /** With HTTPS on, an API request over plain HTTP: a password or a token would cross the network in clear. */
  'https_required',
  /** The README's demo password, typed from another machine than the server (auth/service/published-password.ts). */
  'published_password',
  'inactive',
  'payload_too_large',
  'insufficient_funds',
  'daily_limit',
  'out_of_stock',
  'product_locked',
  /** Issue 35: the product carries a warning seal the school does not sell. */
  'seal_blocked',
  /** Issue 35: the product holds an allergen the student is allergic to. */
  'allergy',
  /** Issue 48: a late offline sale beyond its till's allowance (per sale, or in total since its roster). */
  'over_allowance',
  /** Issue 55: the store does not sell to the student at this hour (the family's windows). */
  'outside_window',
  /** Issue 55: the sale would pass the student's weekly cap. */
  'over_weekly_cap',
  'server_error',
  /** The restaurant has no service open for the student's schedule now. */
  'no_service',
  /** A second helping asked for before the student's meal of the service. */
  'no_meal',
  /** The gate read an own-QR code that was replaced, used or expired. */
  'stale_code',
  /** The staff member already has EXCEL_PER_STAFF reports' Excel files being written. */
  'too_many_exports',
  /** The server is at its ceiling of costly work (EXCEL_MAX_CONCURRENT Excel files at once). */
  'server_busy',
  /** A service the server depends on (the map's place search) did not answer. */
  'unavailable',
  /** A cash close with no top-up or deduction since its author's last one (issue 34). */
  'nothing_to_close',
  /** An old client's call the product no longer answers (410): its message says what replaced it. */
  'retired',
  /** Client side only: the server could not be reached. */
  'network',
] as const;

export type Reason = (typeof REASONS)[number];

/** Shown when a response is not an envelope at all (spec part 1 §8). */
export const GENERIC_ERROR_MESSAGE = 'Ocurrio un error procesando la peticion.';

/** List query accepted by every list endpoint. */
export interface ListQuery {
  page?: number;
  perPage?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
  filter?: Record<string, unknown>;
}

/**
 * A list counts the rows it matches up to this many: past it, counting a year of orders or
 * stock movements would cost more than the page itself, so the answer says `totalAtLeast`
 * and whether another page follows (the screens then page without a last page number).
 */
export const LIST_COUNT_LIMIT = 10_000;

/** A list's Excel holds at most this many rows, the first in the list's order (the largest page the API serves). */
export const LIST_EXPORT_LIMIT = 10_000;

export const PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_PAGE_SIZE = 10;

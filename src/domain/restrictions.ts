/**
 * Per-student product restrictions and the daily spending limit (spec part 2 §2 'Locks',
 * §3 block record, §4, §5): the wire contract shared by the server and the restriction screens.
 * Amounts are integer pesos.
 */
import { z } from 'zod';
import { formatMoney } from './money';

/** The smallest daily limit (spec part 2 §5, §9); 0 means no limit. */
export const MIN_DAILY_LIMIT = 1000;
/** The largest daily limit accepted: far above any day at a school counter, below a typo's extra zeros. */
export const MAX_DAILY_LIMIT = 1_000_000;
/** How many products one student may have restricted (the whole catalog of a school fits). */
export const MAX_RESTRICTED_PRODUCTS = 1000;

export const DAILY_LIMIT_TOO_SMALL = 'El menor monto a bloquear es $1.000';
export const DAILY_LIMIT_TOO_BIG = `El mayor monto a bloquear es ${formatMoney(MAX_DAILY_LIMIT)}`;
export const DAILY_LIMIT_NOT_A_NUMBER = 'El monto a bloquear debe ser un número entero de pesos';
export const NO_LIMIT_LABEL = 'Sin restricción';
export const RESTRICTIONS_SAVED = 'Restricciones guardadas';
export const PRODUCTS_NOT_A_LIST = 'Los productos deben ser una lista de ids';
export const unknownProducts = (ids: readonly number[]) =>
  ids.length === 1 ? `El producto ${ids[0]} no existe` : `Los productos ${ids.join(', ')} no existen`;
export const unknownCategories = (ids: readonly number[]) =>
  ids.length === 1 ? `La categoría ${ids[0]} no existe` : `Las categorías ${ids.join(', ')} no existen`;

/**
 * The daily limit the screen would save: 0 when the checkbox is off, else the amount.
 * Returns the refusal message, or null when it may be saved (spec: at least $1.000).
 */
export function dailyLimitProblem(limit: number): string | null {
  if (!Number.isSafeInteger(limit) || limit < 0) return DAILY_LIMIT_NOT_A_NUMBER;
  if (limit === 0) return null;
  if (limit < MIN_DAILY_LIMIT) return DAILY_LIMIT_TOO_SMALL;
  if (limit > MAX_DAILY_LIMIT) return DAILY_LIMIT_TOO_BIG;
  return null;
}

/**
 * What the restrictions screen saves from its checkbox and amount input: no limit when unchecked;
 * when checked, the amount (dots and '$' of '$5.000' allowed), at least $1.000 (an empty
 * amount is as small as can be).
 */
export function limitFromForm(enabled: boolean, amount: string): { limit: number; problem: string | null } {
  if (!enabled) return { limit: 0, problem: null };
  const digits = amount.replace(/[\s.$]/g, '');
  if (digits === '') return { limit: 0, problem: DAILY_LIMIT_TOO_SMALL };
  if (!/^\d{1,10}$/.test(digits)) return { limit: 0, problem: DAILY_LIMIT_NOT_A_NUMBER };
  const limit = Number(digits);
  return { limit, problem: limit === 0 ? DAILY_LIMIT_TOO_SMALL : dailyLimitProblem(limit) };
}

/** The daily limit as the cards show it. */
export const dailyLimitLabel = (lockSaldo: number) =>
  lockSaldo > 0 ? formatMoney(lockSaldo) : NO_LIMIT_LABEL;

/** One student's block record (spec part 2 §3), as the grid and the detail screen read it. */
export const blockRecordSchema = z.object({
  /** The credential's id. */
  id: z.number().int(),
  id_user_primary: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  /** The credential's code, masked (`maskCode` of credentials.ts). */
  code: z.string(),
  url: z.string().nullable(),
  saldo: z.number(),
  /** Daily limit; 0 = none. */
  lockSaldo: z.number(),
  /** Today's consumption, as the daily limit counts it. */
  purchase: z.number(),
  /** Number of restricted products. */
  countproducts: z.number(),
});
export type BlockRecord = z.infer<typeof blockRecordSchema>;

/** A restricted product (`GET cafeteria/locked/products/{id_user_primary}`). */
export const restrictedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  url: z.string().nullable(),
  /** STORE of inventory.ts. */
  store: z.number().int(),
  id_category: z.number().int(),
  id_subcategory: z.number().int().nullable(),
  /** Blocked through its whole category (the category's id and name); null when listed itself. */
  por_categoria: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Blocked by the family from the portal (issue 32); otherwise by the school. */
  por_familia: z.boolean(),
});
export type RestrictedProduct = z.infer<typeof restrictedProductSchema>;

/** The answer to a save: the updated record and the whole restriction list. */
export const restrictionsSavedSchema = z.object({
  record: blockRecordSchema,
  products: z.array(restrictedProductSchema),
});
export type RestrictionsSaved = z.infer<typeof restrictionsSavedSchema>;

const MAX_ID = 2_147_483_647;
const productId = z
  .number({ error: PRODUCTS_NOT_A_LIST })
  .int({ error: PRODUCTS_NOT_A_LIST })
  .positive({ error: PRODUCTS_NOT_A_LIST })
  .max(MAX_ID, { error: PRODUCTS_NOT_A_LIST });

/** The old client sends `products` as a JSON string ("[1,2]"); a real array is accepted too. */
const productIds = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value; // left as a string: the array check below reports it
    }
  },
  z
    .array(productId, { error: PRODUCTS_NOT_A_LIST })
    .max(MAX_RESTRICTED_PRODUCTS, {
      error: `Máximo ${MAX_RESTRICTED_PRODUCTS} productos restringidos por estudiante`,
    })
    .transform((ids) => [...new Set(ids)]),
);

/** The daily limit: whole pesos as a number or a digit string (an input's value), 0 or $1.000…$1.000.000. */
const dailyLimit = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: DAILY_LIMIT_NOT_A_NUMBER })
    .int({ error: DAILY_LIMIT_NOT_A_NUMBER })
    .superRefine((v, ctx) => {
      const problem = dailyLimitProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** `POST academic/productsblock`: replaces the student's restrictions and sets the daily limit. */
export const productsBlockSchema = z.object({
  id_user: z
    .number({ error: 'El campo id_user es requerido' })
    .int({ error: 'El campo id_user debe ser un número entero' })
    .positive({ error: 'El campo id_user debe ser un número entero positivo' })
    .max(MAX_ID, { error: 'El campo id_user no corresponde a ningún registro' }),
  products: productIds,
  saldo: dailyLimit,
});
export type ProductsBlockInput = z.input<typeof productsBlockSchema>;

/** `POST lock/students`: the grid's search and page. */
export const restrictionGridSchema = z
  .object({
    q: z.string().trim().max(100, { error: 'La búsqueda admite máximo 100 caracteres' }).optional(),
    page: z.coerce.number().int().min(1, { error: 'La página debe ser 1 o más' }).max(100_000).default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(100, { error: 'Máximo 100 estudiantes por página' })
      .default(12),
  })
  .default({ page: 1, perPage: 12 });
export type RestrictionGridQuery = z.input<typeof restrictionGridSchema>;

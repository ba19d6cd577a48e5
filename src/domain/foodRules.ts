/**
 * Food a child may be sold (issue 35): the school's seal policy and the student's allergies. They
 * are sale rules like a product restriction or the daily cap, checked at the same door
 * (the sale core's `checkSale`, server/sale/check.ts): the points of sale, an order's edit, the lunch line
 * and, with the cached roster and catalog, an offline till. The cashier's screen greys what they
 * refuse with the same reason, from the same functions.
 */
import { z } from 'zod';
import { allergenName, SEAL_SETS, sealSet, type AllergenKey, type SealSetId } from './foodLabels';
import type { PermissionKey } from './permissions';

/** The school's food policy on the wire (`GET/PUT /api/inventory/foodpolicy`). */
export const foodPolicyAnswerSchema = z.object({
  /** The country whose warning seals the school's products carry. */
  conjunto_sellos: z.enum(Object.keys(SEAL_SETS) as [SealSetId, ...SealSetId[]]),
  /** Seals whose products no store of the school sells. */
  sellos_bloqueados: z.array(z.string()),
  /** The lunch line's meal for a student allergic to theirs, when the schedule has no service of its own (null: none). */
  id_almuerzo_alternativo: z.number().int().nullable(),
});
export type FoodPolicy = z.infer<typeof foodPolicyAnswerSchema>;

/** Who may let one sale through despite the student's allergy, giving a reason. */
export const ALLERGY_OVERRIDE_KEY = 'academic.allergy.override' satisfies PermissionKey;

/** The allergens of a product that the student is allergic to, in the list's order. */
export function allergensHit(
  productAllergens: readonly string[] | undefined,
  allergies: readonly string[] | undefined,
): string[] {
  if (!productAllergens?.length || !allergies?.length) return [];
  const mine = new Set(allergies);
  return productAllergens.filter((key) => mine.has(key));
}

/** The seals of a product that the school blocks, in the product's order. */
export function blockedSealsOf(
  productSeals: readonly string[] | undefined,
  blocked: readonly string[] | undefined,
): string[] {
  if (!productSeals?.length || !blocked?.length) return [];
  const off = new Set(blocked);
  return productSeals.filter((key) => off.has(key));
}

export const sealName = (key: string, set?: SealSetId) => sealSet(set).find((s) => s.id === key)?.name ?? key;

/** 'a', 'a y b', 'a, b y c'. */
const listed = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`;

/** Gender and number in Spanish: masculine, feminine, and their plurals. */
export type Agreement = 'm' | 'f' | 'mp' | 'fp';
/** Each allergen's Spanish name's gender and number, which the refusal agrees with ('leche, a la que…'). */
const ALLERGEN_AGREEMENT: Record<AllergenKey, Agreement> = {
  gluten: 'm',
  crustaceos: 'mp',
  huevo: 'm',
  pescado: 'm',
  mani: 'm',
  soya: 'f',
  leche: 'f',
  frutos_secos: 'mp',
  apio: 'm',
  mostaza: 'f',
  sesamo: 'm',
  sulfitos: 'mp',
  altramuces: 'mp',
  moluscos: 'mp',
};
const RELATIVE: Record<Agreement, string> = { m: 'al que', f: 'a la que', mp: 'a los que', fp: 'a las que' };

/** How a list of allergens agrees: plural when several or a plural name; feminine only when all are. */
function agreementOf(keys: readonly string[]): Agreement {
  const each = keys.map((key) => ALLERGEN_AGREEMENT[key as AllergenKey] ?? 'm');
  const feminine = each.every((a) => a.startsWith('f'));
  const plural = each.length > 1 || each.some((a) => a.endsWith('p'));
  return `${feminine ? 'f' : 'm'}${plural ? 'p' : ''}` as Agreement;
}

/** The allergy refusal's words around the allergens' names, already listed (the screens' catalogs hold each form). */
export const allergyText = (allergens: string, agreement: Agreement) =>
  `El producto contiene ${allergens}, ${RELATIVE[agreement]} el estudiante es alérgico`;
/** The refusal naming the allergens (issue 35's words): 409 `allergy`. */
export const allergyMessage = (allergens: readonly string[]) =>
  allergyText(listed(allergens.map((key) => allergenName(key).toLowerCase())), agreementOf(allergens));

/** The seal refusal's words around the product's and the seals' names. */
export const sealBlockedText = (product: string, seals: string, many: boolean) =>
  `El colegio no vende ${product}: ${many ? 'tiene los sellos' : 'tiene el sello'} ${seals}`;
/** The refusal naming the product and the seals the school blocks: 409 `seal_blocked`. */
export const sealBlockedMessage = (product: string, seals: readonly string[], set?: SealSetId) =>
  sealBlockedText(product, listed(seals.map((s) => sealName(s, set))), seals.length > 1);

/** What a till knows of issue 35's rules for a customer: their allergies and the school's blocked seals. */
export interface FoodCheck {
  allergies?: readonly string[];
  blockedSeals?: readonly string[];
  sealSet?: SealSetId;
  /** A supervisor let this sale through despite the allergy (the seals still hold). */
  allergyAllowed?: boolean;
}

/** The till's refusal of a product by issue 35's rules (the server's words), or null when it may be sold. */
export function foodProblem(
  product: { name: string; sellos?: readonly string[]; alergenos?: readonly string[] },
  check: FoodCheck,
): string | null {
  const seals = blockedSealsOf(product.sellos, check.blockedSeals);
  if (seals.length > 0) return sealBlockedMessage(product.name, seals, check.sealSet);
  if (check.allergyAllowed) return null;
  const allergens = allergensHit(product.alergenos, check.allergies);
  return allergens.length > 0 ? allergyMessage(allergens) : null;
}

export const ALLERGY_OVERRIDE_MESSAGES = {
  /** A reason sent without the supervisor's key. */
  needsKey: 'Solo un supervisor con la llave de alergias puede autorizar esta venta',
  reasonRequired: 'Escriba el motivo por el que autoriza la venta',
  reasonTooLong: 'El motivo admite máximo 300 caracteres',
} as const;

/** The longest reason an override records. */
export const OVERRIDE_REASON_MAX = 300;

/**
 * When each key of a list (allergens, blocked seals) started holding, after the list changed from
 * `previous` to `keys` at `at` (issue 48): a key it held keeps its time, a new key gets `at`. A key
 * held before times were kept has none and stays so: it held all along.
 */
export function sinceOf(
  previous: readonly string[],
  since: Readonly<Record<string, string>>,
  keys: readonly string[],
  at: Date,
): Record<string, string> {
  const held = new Set(previous);
  const next: Record<string, string> = {};
  for (const key of keys) {
    if (since[key]) next[key] = since[key];
    else if (!held.has(key)) next[key] = at.toISOString();
  }
  return next;
}

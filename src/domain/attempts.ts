/**
 * Issue 55, item 6: a purchase a family's or the school's rule refused, kept for the family's
 * timeline and the student's file. The rules are the refusals' reasons (src/domain/envelope.ts);
 * a refusal for money (the balance) or a till's own limits is not an attempt.
 */
import type { Reason } from './envelope';

/** The refusals that make an attempt, by the rule's name on the wire. */
export const ATTEMPT_RULES = {
  daily_limit: 'tope_diario',
  over_weekly_cap: 'tope_semanal',
  outside_window: 'horario',
  product_locked: 'bloqueado',
  allergy: 'alergia',
  seal_blocked: 'sello',
} as const satisfies Partial<Record<Reason, string>>;

export type AttemptReason = keyof typeof ATTEMPT_RULES;
export type AttemptRule = (typeof ATTEMPT_RULES)[AttemptReason];

export const isAttemptReason = (reason: string): reason is AttemptReason => reason in ATTEMPT_RULES;

/** Which door refused: a point of sale (or the lunch line), an order's edit, a late offline sale. */
export const ATTEMPT_DOORS = ['caja', 'edicion', 'sin_conexion'] as const;
export type AttemptDoor = (typeof ATTEMPT_DOORS)[number];

/**
 * A blocked product's rule as the family reads it (issue 55): who blocked it — the family or the
 * school — and how, the product itself or its category; `bloqueado` stays for a block whose origin
 * was gone by the time it was recorded.
 */
export const BLOCK_KINDS = [
  'bloqueado_familia',
  'categoria_familia',
  'bloqueado_colegio',
  'categoria_colegio',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** An attempt's rule as recorded and as the timeline's kind: a rule of ATTEMPT_RULES, a block said by whom. */
export type AttemptKind = AttemptRule | BlockKind;

/** The block's kind, from the rows of the student's restrictions that hold the product (the family's first, the product's before its category's). */
export function blockKindOf(blocks: readonly { byFamily: boolean; byCategory: boolean }[]): AttemptKind {
  const pick = (family: boolean, category: boolean) =>
    blocks.some((b) => b.byFamily === family && b.byCategory === category);
  if (pick(true, false)) return 'bloqueado_familia';
  if (pick(true, true)) return 'categoria_familia';
  if (pick(false, false)) return 'bloqueado_colegio';
  if (pick(false, true)) return 'categoria_colegio';
  return 'bloqueado';
}

/**
 * Why it was not sold, in words the family reads after the product ("Intentó comprar Gaseosa cola:
 * producto bloqueado por su familia"): the portal's timeline, the notice, and the student file's label.
 */
export const ATTEMPT_WHY: Record<'es' | 'en', Record<AttemptKind, string>> = {
  es: {
    bloqueado_familia: 'producto bloqueado por su familia',
    categoria_familia: 'categoría bloqueada por su familia',
    bloqueado_colegio: 'producto bloqueado por el colegio',
    categoria_colegio: 'categoría bloqueada por el colegio',
    bloqueado: 'producto bloqueado',
    alergia: 'contiene algo a lo que es alérgico',
    sello: 'tiene un sello de advertencia que el colegio no vende',
    horario: 'fuera de su horario de compra',
    tope_diario: 'superaba el tope diario',
    tope_semanal: 'superaba el tope semanal',
  },
  en: {
    bloqueado_familia: 'product blocked by the family',
    categoria_familia: 'category blocked by the family',
    bloqueado_colegio: 'product blocked by the school',
    categoria_colegio: 'category blocked by the school',
    bloqueado: 'blocked product',
    alergia: 'it contains something they are allergic to',
    sello: 'it carries a warning seal the school does not sell',
    horario: 'outside their purchase hours',
    tope_diario: 'over the daily cap',
    tope_semanal: 'over the weekly cap',
  },
};

/** The words for `kind` in `locale`; a kind this build does not know reads as itself. */
export const attemptWhy = (locale: 'es' | 'en', kind: string): string =>
  (ATTEMPT_WHY[locale] as Record<string, string>)[kind] ?? kind;

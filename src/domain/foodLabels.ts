/**
 * What a product's label says (issue 35): its front-of-package warning seals (`sellos`) and the
 * allergens it declares (`alergenos`), each a list of keys on the wire. The allergens are the 14
 * of the EU/Codex list, the same everywhere; the seals are a country's law, so they come in sets
 * and a school's set (its food policy's `conjunto_sellos`: Colombia's by default, Mexico's NOM-051 or
 * Chile's Law 20.606) is looked up in one function (`sealSet`).
 */
import type { Option } from './fields';

/** One key of a label list and its Spanish name (the catalog reads it; English in the inventory's messages). */
interface LabelOption extends Option {
  id: string;
}

/** The 14 allergens of the EU/Codex list, in its order (which is also the order answered). */
export const ALLERGENS = [
  { id: 'gluten', name: 'Gluten' },
  { id: 'crustaceos', name: 'Crustáceos' },
  { id: 'huevo', name: 'Huevo' },
  { id: 'pescado', name: 'Pescado' },
  { id: 'mani', name: 'Maní' },
  { id: 'soya', name: 'Soya' },
  { id: 'leche', name: 'Leche' },
  { id: 'frutos_secos', name: 'Frutos de cáscara' },
  { id: 'apio', name: 'Apio' },
  { id: 'mostaza', name: 'Mostaza' },
  { id: 'sesamo', name: 'Sésamo' },
  { id: 'sulfitos', name: 'Sulfitos' },
  { id: 'altramuces', name: 'Altramuces' },
  { id: 'moluscos', name: 'Moluscos' },
] as const satisfies readonly LabelOption[];
export type AllergenKey = (typeof ALLERGENS)[number]['id'];
export const ALLERGEN_KEYS: readonly AllergenKey[] = ALLERGENS.map((a) => a.id);
/** An allergen's Spanish name ('Maní'); an unknown key as it is. */
export const allergenName = (key: string): string => ALLERGENS.find((a) => a.id === key)?.name ?? key;

/**
 * Colombia's front-of-package warning seals (Resolución 810 de 2021, Ley 2120 de 2021): black
 * octagons with the law's words in white capitals.
 */
export const COLOMBIA_SEALS = [
  { id: 'azucares', name: 'EXCESO EN AZÚCARES' },
  { id: 'sodio', name: 'EXCESO EN SODIO' },
  { id: 'grasas_saturadas', name: 'EXCESO EN GRASAS SATURADAS' },
  { id: 'grasas_trans', name: 'EXCESO EN GRASAS TRANS' },
  { id: 'edulcorante', name: 'CONTIENE EDULCORANTE' },
] as const satisfies readonly LabelOption[];
export type ColombiaSealKey = (typeof COLOMBIA_SEALS)[number]['id'];

/**
 * Mexico's (NOM-051-SCFI/SSA1-2010, 2020 amendment): the octagons, then the two legends. Since
 * March 2025 a Mexican school may not sell a product carrying any of them.
 */
export const MEXICO_SEALS = [
  { id: 'calorias', name: 'EXCESO CALORÍAS' },
  { id: 'azucares', name: 'EXCESO AZÚCARES' },
  { id: 'grasas_saturadas', name: 'EXCESO GRASAS SATURADAS' },
  { id: 'grasas_trans', name: 'EXCESO GRASAS TRANS' },
  { id: 'sodio', name: 'EXCESO SODIO' },
  { id: 'edulcorante', name: 'CONTIENE EDULCORANTES, NO RECOMENDABLE EN NIÑOS' },
  { id: 'cafeina', name: 'CONTIENE CAFEÍNA, EVITAR EN NIÑOS' },
] as const satisfies readonly LabelOption[];

/** Chile's (Ley 20.606, Decreto 13 de 2015): «ALTO EN», forbidden in schools since 2016. */
export const CHILE_SEALS = [
  { id: 'calorias', name: 'ALTO EN CALORÍAS' },
  { id: 'azucares', name: 'ALTO EN AZÚCARES' },
  { id: 'grasas_saturadas', name: 'ALTO EN GRASAS SATURADAS' },
  { id: 'sodio', name: 'ALTO EN SODIO' },
] as const satisfies readonly LabelOption[];

/**
 * The seal sets a school may follow, by country. A key means the same excess in every set (sugars
 * are `azucares` whatever the law calls them), so a product's seals keep their meaning; each set
 * names them in its law's words.
 */
export const SEAL_SETS = { CO: COLOMBIA_SEALS, MX: MEXICO_SEALS, CL: CHILE_SEALS } as const satisfies Record<
  string,
  readonly LabelOption[]
>;
export type SealSetId = keyof typeof SEAL_SETS;
/** A school that chose nothing follows Colombia's law. */
export const DEFAULT_SEAL_SET: SealSetId = 'CO';

/**
 * The warning seals a school's products may carry: the one place that decides it. Every caller
 * (the product's field, the chips) asks here; a per-school setting only has to pass its set.
 */
export function sealSet(id: SealSetId = DEFAULT_SEAL_SET): readonly LabelOption[] {
  return SEAL_SETS[id] ?? SEAL_SETS[DEFAULT_SEAL_SET];
}

/** The seals of `keys` that the set `id` does not have, in their order. */
export function foreignSeals(keys: readonly string[], id: SealSetId): string[] {
  const known = new Set(sealSet(id).map((s) => s.id));
  return keys.filter((key) => !known.has(key));
}

/**
 * Every seal key of every set, each once — Colombia's first, in its order (the order products store
 * them), then the others' — under Colombia's words where it has the seal: the product field's
 * options. What a school may put on its products is its own set (`sealSet`), checked by the server.
 */
export const ALL_SEALS: readonly LabelOption[] = Object.values(SEAL_SETS)
  .flat()
  .filter((seal, i, all) => all.findIndex((s) => s.id === seal.id) === i);

/** A product's label as the wire carries it (catalog, point of sale, lunch line). */
export interface FoodLabels {
  sellos: string[];
  alergenos: string[];
}

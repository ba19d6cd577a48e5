/**
 * What a product's label says (issue 35): its front-of-package warning seals (`sellos`) and the
 * allergens it declares (`alergenos`), each a list of keys on the wire. The allergens are the 14
 * of the EU/Codex list, the same everywhere; the seals are a country's law, so they come in sets
 * and a school's set is looked up in one function (`sealSet`): today every school has Colombia's,
 * and a later increment passes the school's own choice (Mexico's NOM-051, Chile's Law 20.606).
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

/** The seal sets a school may follow, by country; one today. */
export const SEAL_SETS = { CO: COLOMBIA_SEALS } as const satisfies Record<string, readonly LabelOption[]>;
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

/** A product's label as the wire carries it (catalog, point of sale, lunch line). */
export interface FoodLabels {
  sellos: string[];
  alergenos: string[];
}

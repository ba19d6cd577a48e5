/**
 * The 14 allergens in English (issue 35), one home for the three catalogs that name them: the
 * products' (inventory), the students' (academic) and the families' portal. Spanish is the domain's
 * (src/domain/foodLabels.ts `ALLERGENS`).
 */
import type { AllergenKey } from '../domain/foodLabels';

export const ALLERGENS_ENGLISH: Record<AllergenKey, string> = {
  gluten: 'Gluten',
  crustaceos: 'Crustaceans',
  huevo: 'Egg',
  pescado: 'Fish',
  mani: 'Peanut',
  soya: 'Soy',
  leche: 'Milk',
  frutos_secos: 'Tree nuts',
  apio: 'Celery',
  mostaza: 'Mustard',
  sesamo: 'Sesame',
  sulfitos: 'Sulphites',
  altramuces: 'Lupin',
  moluscos: 'Molluscs',
};

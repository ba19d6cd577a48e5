/**
 * What a change of a student's limits changed (limit_changes.kind), as the histories name it.
 * Apart from family.ts (and its schemas) so that the families' portal names them without loading zod.
 */
export const LIMIT_KINDS = {
  tope: 'Tope diario',
  aviso: 'Aviso de saldo bajo',
  productos: 'Productos bloqueados',
  categorias: 'Categorías bloqueadas',
  // Issue 35: the student's allergies, changed on the student form or from the portal.
  alergias: 'Alergias',
  alergias_nota: 'Otras alergias e indicaciones',
  // Issue 55.
  tope_semanal: 'Tope semanal',
  horarios: 'Horarios de compra',
} as const;
export type LimitKind = keyof typeof LIMIT_KINDS;

/** How a change record names a list of blocked products or categories: the first few, then how many more. */
export function blockListLabel(names: readonly string[], none: string): string {
  if (names.length === 0) return none;
  const shown = names.slice(0, BLOCK_NAMES_SHOWN).join(', ');
  return names.length > BLOCK_NAMES_SHOWN ? `${shown} y ${names.length - BLOCK_NAMES_SHOWN} más` : shown;
}
const BLOCK_NAMES_SHOWN = 8;
export const NO_PRODUCTS_BLOCKED = 'Ninguno';
export const NO_CATEGORIES_BLOCKED = 'Ninguna';

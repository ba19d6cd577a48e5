/**
 * The kinds of a credential's ledger rows and their names, apart from credentials.ts (and its
 * schemas) so that a page without forms — the families' portal — names them without loading zod.
 */
export type MovementKind = 'recarga' | 'descarga' | 'compra' | 'reversion';
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  recarga: 'Recarga',
  descarga: 'Descarga',
  compra: 'Compra',
  reversion: 'Reversión',
};

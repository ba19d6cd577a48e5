/**
 * Who may open a front-desk receipt (issue 34): whoever tops up, deducts or reads the top-up
 * report. Apart from receipts.ts (and its schemas) so the menu and the student file name it
 * without loading zod.
 */
import type { PermissionKey } from './permissions';

export const RECEIPT_KEYS = [
  'carnets.recharge',
  'carnets.discharge',
  'carnets.reports',
] as const satisfies readonly PermissionKey[];

/** The ledger's kinds a receipt is printed for: the desk's own movements. */
export const RECEIPT_KINDS: readonly string[] = ['recarga', 'descarga'];

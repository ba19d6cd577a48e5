/**
 * One pure rule for the whole web app: a resource (or page) is reachable when the user
 * holds its permission key — the same keys and tree the server checks.
 */
import { hasPermission } from '../domain/permissions';
import { ORDER_LIST_RESOURCES, RESOURCE_VIEWS, RESOURCES } from '../domain/resources';
import { STORE_VIEWS } from '../domain/inventory';
import { OFFLINE_SALES_PATH } from '../domain/offlineSales';

const DEFS = [...RESOURCES, ...RESOURCE_VIEWS, ...ORDER_LIST_RESOURCES.map((r) => r.def)];

/** react-admin resource name → permission key. */
export const RESOURCE_PERMISSIONS: Record<string, string> = {
  ...Object.fromEntries(DEFS.map((r) => [r.name, r.permission])),
  'admin/usersdel': 'admin.users',
  'admin/carnets/no/accion': 'carnets.noactions',
  // The offline sales report's list (`#/admin/offline-sales`, a page of its own).
  [OFFLINE_SALES_PATH]: 'admin.offlinesales',
  ...Object.fromEntries(STORE_VIEWS.map((view) => [view.name, view.permission])),
};

/** Lists of other resources a screen reads for its choices (the server's `readers`). */
const READERS: Record<string, readonly string[]> = Object.fromEntries(
  DEFS.map((r) => [r.name, r.readers ?? []]),
);

export function canAccess(keys: readonly string[], resource: string, action: string = 'list'): boolean {
  const key = RESOURCE_PERMISSIONS[resource];
  if (!key) return false;
  if (hasPermission(keys, key)) return true;
  return action === 'list' && (READERS[resource] ?? []).some((reader) => hasPermission(keys, reader));
}

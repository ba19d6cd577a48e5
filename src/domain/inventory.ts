/**
 * The three stores share one catalog (spec part 1 §2-§7, part 2 §2). A store-specific
 * menu entry (papelería products, restaurant categories…) is the same resource limited to
 * its store: these tables say which keys reach which stores.
 */
import { hasPermission, permissionKey, type PermissionKey } from './permissions';
import { STORE_REGISTRY, type CatalogPart, type StoreId } from './stores';

export { STORE, type CatalogPart, type StoreId } from './stores';
/** The stores as choices ({id, name}) of the catalog's forms and filters. */
export const STORES = STORE_REGISTRY.map((s) => ({ id: s.id, name: s.label }));
export const ALL_STORES: readonly StoreId[] = STORE_REGISTRY.map((s) => s.id);

const CATALOG_PARTS: readonly CatalogPart[] = ['products', 'categories', 'subcategories'];

/** The key of a store's own view of a catalog part (`papeleria.products`). */
const storeKey = (segment: string, part: CatalogPart) => permissionKey(`${segment}.${part}`);

/**
 * Per catalog part: the key that reaches every store (`inventory.<part>`), and the keys
 * limited to one store, from the stores that manage that part on their own.
 */
export const CATALOG_KEYS = Object.fromEntries(
  CATALOG_PARTS.map((part) => [
    part,
    {
      all: permissionKey(`inventory.${part}`),
      byStore: Object.fromEntries(
        STORE_REGISTRY.filter((s) => part in s.catalog).map((s) => [s.id, storeKey(s.segment, part)]),
      ),
    },
  ]),
) as Record<CatalogPart, { all: PermissionKey; byStore: Partial<Record<StoreId, PermissionKey>> }>;

/** Every key that opens a catalog part for at least one store. */
export const catalogKeys = (part: CatalogPart): PermissionKey[] => [
  CATALOG_KEYS[part].all,
  ...Object.values(CATALOG_KEYS[part].byStore),
];

/** The stores a user may manage in a catalog part. */
export function storesFor(keys: Iterable<string>, part: CatalogPart): StoreId[] {
  const held = [...keys];
  if (hasPermission(held, CATALOG_KEYS[part].all)) return [...ALL_STORES];
  return (Object.entries(CATALOG_KEYS[part].byStore) as [string, string][])
    .filter(([, key]) => hasPermission(held, key))
    .map(([store]) => Number(store) as StoreId);
}

/** Stock in/out: a whole number above zero (the old client checked nothing). */
export const MAX_STOCK_STEP = 100_000;

/** Why stock moved; stored and sent as these numbers. */
export const STOCK_REASON = { inicial: 1, ingreso: 2, salida: 3, venta: 4, reversion: 5 } as const;
export type StockReason = (typeof STOCK_REASON)[keyof typeof STOCK_REASON];
export const STOCK_REASONS = [
  { id: 1, name: 'Inventario inicial' },
  { id: 2, name: 'Ingreso' },
  { id: 3, name: 'Salida' },
  { id: 4, name: 'Venta' },
  { id: 5, name: 'Reversión' },
] as const;

/** `POST /api/restaurant/getproductstudents` ages: whole years on the school's today. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The store-specific menu entries: each is a catalog resource limited to one store, with its
 * own route and key, served by the same API endpoints with the store fixed.
 */
export interface StoreView {
  /** react-admin resource name and hash route. */
  name: string;
  /** The catalog resource it shows. */
  resource: `inventory/${CatalogPart}`;
  store: StoreId;
  permission: string;
  label: string;
}

export const STORE_VIEWS: StoreView[] = STORE_REGISTRY.flatMap((store) =>
  (Object.entries(store.catalog) as [CatalogPart, string][]).map(([part, label]) => ({
    name: `${store.segment}/${part}`,
    resource: `inventory/${part}` as const,
    store: store.id,
    permission: storeKey(store.segment, part),
    label,
  })),
);

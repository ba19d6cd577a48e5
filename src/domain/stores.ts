/**
 * The one registry of stores (docs/architecture.md: Registries): what each store is and what it can do. Every table
 * that depends on the store (the point-of-sale stores, the boards and their keys, the delivery
 * screens, the catalog views, the hall displays, the stores' menu sections, labels, wire
 * segments) is derived from it, so a store is added here and nowhere else but its own pages.
 * A store's name appears as a literal only here and in demo data.
 */

/** The parts of the shared catalog (spec part 1 §2-§7). */
export type CatalogPart = 'products' | 'categories' | 'subcategories';

/** An entry of a store's menu section: a key of the permission tree and the page it opens. */
export interface StoreMenuEntry {
  key: string;
  label: string;
  path?: string;
}

export interface StoreEntry {
  /** Stored in the database (`store` columns) and sent on the wire. */
  id: number;
  /** The route segment of its API paths and screens (`/api/<segment>/requests`, `#/<segment>/…`). */
  segment: string;
  label: string;
  /** Its point of sale (`POST <segment>/requests`, `#/<segment>/requests/create`), with the spec's texts; null: none. */
  sale: { title: string; buy: string } | null;
  /** Its orders are handed over at the external delivery screens (*Entrega*, *Despacho*). */
  delivery: boolean;
  /** It has the kitchen's preparation board (`#/<segment>/enlistment/board`, key `<segment>.board`). */
  prepBoard: boolean;
  /** The boards' polling interval while their event stream is down (spec). */
  pollMs: number;
  /** How its turn cards name the customer: the whole name, or the first and third word (spec, restaurant). */
  turnName: 'full' | 'firstAndThird';
  /** Its hall turn display, opened by `<segment>.turns`. */
  display: { path: string; title: string };
  /** Its displays show the day's menu picture beside the turns (the restaurant's *Alistamiento* publishes it). */
  menuPicture?: boolean;
  /** Catalog parts it manages on its own (key `<segment>.<part>`, route `#/<segment>/<part>`), with the list's title. */
  catalog: Partial<Record<CatalogPart, string>>;
  /** Other paths of its turn cards that old clients call, under /api; the web app calls the first. */
  turnAliases: readonly string[];
  /**
   * The old system's own paths under this store (under /api) that the web app calls: the
   * delivery lookup of its orders (`<path>/{code}`), a student's restricted products
   * (`<path>/{id_user_primary}`, the same for every store), the reversal by body {id}
   * (`reporteRevDelete` unless given) and the CRUD of its own categories.
   */
  paths: { customerLookup?: string; lockedProducts?: string; reversal?: string; categories?: string };
  /**
   * The old client's own paths of its products under /api/inventory/products (list, form,
   * one product, the enabled ones to sell), with the name the docs give the store and who
   * sells from its enabled list.
   */
  productAliases?: {
    label: string;
    list: string;
    create: string;
    edit: string;
    index: string;
    sellers: readonly string[];
  };
  /** Its section of the permission tree and menu (spec), in the spec's order. */
  menu: readonly StoreMenuEntry[];
  keys: {
    /** Any board, list or screen of its orders: who may follow its events. */
    events: readonly string[];
    /** Who may read its turn display (ready orders); a hall display session holds only these. */
    turns: readonly string[];
    /** Staff screens that show its ready turns too, never given to a display session (the lunch line). */
    turnReaders?: readonly string[];
    /** Who may read and work its preparation board. */
    prep: readonly string[];
    /** Who sells at its tills (a point of sale, the lunch line): registers a till, reads its roster, sends its offline sales (issue 33). */
    till: string;
  };
}

const EXTERNAL_COUNTER = [
  'external.list',
  'external.turns',
  'external.entrega',
  'external.dispatch',
] as const;

/** The menu entries every store with a point of sale has (spec part 1 §5-§7). */
const saleMenu = <const S extends string>(segment: S) =>
  [
    { key: `${segment}.pos`, label: 'Vender', path: `/${segment}/requests/create` },
    { key: `${segment}.requests`, label: 'Pedidos', path: `/${segment}/requests` },
    { key: `${segment}.enlistment`, label: 'Alistamiento', path: `/${segment}/enlistment` },
    { key: `${segment}.deliveries`, label: 'Entregas', path: `/${segment}/deliveries` },
    { key: `${segment}.reports`, label: 'Reportes', path: `/${segment}/reports` },
    { key: `${segment}.reversion`, label: 'Reversiones', path: `/${segment}/Reversion` },
  ] as const;

export const STORE_REGISTRY = [
  {
    id: 1,
    segment: 'cafeteria',
    label: 'Cafetería',
    sale: { title: 'Venta en cafetería', buy: 'Comprar' },
    delivery: true,
    prepBoard: true,
    pollMs: 10_000,
    turnName: 'full',
    display: { path: '/turns', title: 'Turnos Cafetería' },
    catalog: {},
    turnAliases: [],
    paths: { lockedProducts: 'cafeteria/locked/products' },
    menu: [
      ...saleMenu('cafeteria'),
      { key: 'cafeteria.board', label: 'Proceso alistamiento', path: '/cafeteria/enlistment/board' },
      { key: 'cafeteria.turns', label: 'Turnero cafetería', path: '/turns' },
    ],
    keys: {
      events: [
        'cafeteria.board',
        'cafeteria.turns',
        'cafeteria.enlistment',
        'cafeteria.deliveries',
        'cafeteria.requests',
        'cafeteria.pos',
        ...EXTERNAL_COUNTER,
      ],
      turns: ['cafeteria.turns', 'external.turns'],
      prep: ['cafeteria.board', 'cafeteria.enlistment', 'external.list'],
      till: 'cafeteria.pos',
    },
  },
  {
    id: 2,
    segment: 'papeleria',
    label: 'Papelería',
    // The old stationery screen's button said 'Buy' (spec).
    sale: { title: 'Venta en papelería', buy: 'Buy' },
    delivery: true,
    prepBoard: false,
    pollMs: 10_000,
    turnName: 'full',
    display: { path: '/papeleria/turns', title: 'Turnos Papelería' },
    catalog: {
      products: 'Productos de papelería',
      categories: 'Categorías de papelería',
      subcategories: 'Subcategorías de papelería',
    },
    turnAliases: [],
    paths: { customerLookup: 'papeleria/validatedispatch' },
    productAliases: {
      label: 'papelería',
      list: 'productsPapeleria',
      create: 'createPapeleria',
      edit: 'editPaper',
      index: 'indexpapeleria',
      sellers: ['papeleria.pos', 'papeleria.requests'],
    },
    menu: [
      { key: 'papeleria.products', label: 'Productos', path: '/papeleria/products' },
      { key: 'papeleria.categories', label: 'Categorías', path: '/papeleria/categories' },
      { key: 'papeleria.subcategories', label: 'Subcategorías', path: '/papeleria/subcategories' },
      ...saleMenu('papeleria'),
      { key: 'papeleria.turns', label: 'Turnero papelería', path: '/papeleria/turns' },
    ],
    keys: {
      events: [
        'papeleria.turns',
        'papeleria.enlistment',
        'papeleria.deliveries',
        'papeleria.requests',
        'papeleria.pos',
        ...EXTERNAL_COUNTER,
      ],
      turns: ['papeleria.turns', 'external.turns'],
      prep: ['papeleria.enlistment', 'external.list'],
      till: 'papeleria.pos',
    },
  },
  {
    id: 3,
    segment: 'restaurant',
    label: 'Restaurante',
    // Its sales come with the restaurant area; its boards already show its (empty) turns.
    sale: null,
    delivery: false,
    prepBoard: false,
    pollMs: 30_000,
    turnName: 'firstAndThird',
    display: { path: '/restaurante/turns', title: 'Turnos Restaurante' },
    menuPicture: true,
    catalog: {
      products: 'Productos del restaurante',
      categories: 'Categorías del restaurante',
      subcategories: 'Subcategorías del restaurante',
    },
    turnAliases: ['restaurant/turnero'],
    // Spec part 2 §7: the restaurant's reversal is `POST restaurant/reversion`, its categories' CRUD `restaurant/categories`.
    paths: { reversal: 'restaurant/reversion', categories: 'restaurant/categories' },
    // The old client's spelling, kept on the wire ('createRestautant').
    productAliases: {
      label: 'restaurante',
      list: 'productsRestaurant',
      create: 'createRestautant',
      edit: 'editRest',
      index: 'indexrestaurant',
      sellers: ['restaurant.requests'],
    },
    menu: [
      { key: 'restaurant.products', label: 'Productos', path: '/restaurant/products' },
      { key: 'restaurant.categories', label: 'Categorías', path: '/restaurant/categories' },
      // Spec part 2 §2: the restaurant's products come with categories and subcategories, as the other stores'.
      { key: 'restaurant.subcategories', label: 'Subcategorías', path: '/restaurant/subcategories' },
      {
        key: 'restaurant.usercategories',
        label: 'Categorías de usuario',
        path: '/restaurant/usercategories',
      },
      { key: 'restaurant.requests', label: 'Pedidos', path: '/restaurant/requests' },
      // An action of the lunch line, not a page: selling a second helping on purpose.
      { key: 'restaurant.extra', label: 'Otra porción' },
      { key: 'restaurant.services', label: 'Servicios', path: '/restaurant/services' },
      { key: 'restaurant.enlistment', label: 'Alistamiento', path: '/restaurant/enlistment' },
      // Issue 56: lunch planned ahead — the days' menus and the cut-off, the kitchen's count, the meal plans.
      { key: 'restaurant.menus', label: 'Menús y pedidos', path: '/restaurant/menus' },
      { key: 'restaurant.kitchen', label: 'Cocina hoy', path: '/restaurant/kitchen' },
      { key: 'restaurant.plans', label: 'Planes de almuerzo', path: '/restaurant/plans' },
      { key: 'restaurant.deliveries', label: 'Entregas', path: '/restaurant/deliveries' },
      { key: 'restaurant.turns', label: 'Turnero restaurante', path: '/restaurante/turns' },
      { key: 'restaurant.reversion', label: 'Reversiones', path: '/restaurant/Reversion' },
      { key: 'restaurant.reports', label: 'Reportes', path: '/restaurant/reports' },
    ],
    keys: {
      events: [
        'restaurant.turns',
        'restaurant.requests',
        'restaurant.enlistment',
        'restaurant.deliveries',
        'external.turnsrestaurant',
      ],
      turns: ['restaurant.turns', 'external.turnsrestaurant'],
      turnReaders: ['restaurant.requests'],
      prep: ['restaurant.enlistment'],
      till: 'restaurant.requests',
    },
  },
] as const satisfies readonly StoreEntry[];

type Entry = (typeof STORE_REGISTRY)[number];
export type StoreId = Entry['id'];
export type StoreSegment = Entry['segment'];
type SaleEntry = Extract<Entry, { sale: { title: string } }>;
/** The permission keys of the stores' menu sections (part of `PermissionKey`). */
export type StoreMenuKey = Entry['segment'] | Entry['menu'][number]['key'];
/** The segments of the stores with a point of sale. */
export type SaleSegment = SaleEntry['segment'];

/**
 * The tables every other module reads, computed from a registry. They are computed here once
 * from STORE_REGISTRY; the registry test computes them again from a registry with a fourth store.
 */
export function deriveStores(registry: readonly StoreEntry[]) {
  const bySegment = <T>(entries: readonly StoreEntry[], pick: (store: StoreEntry) => T) =>
    Object.fromEntries(entries.map((s) => [s.segment, pick(s)]));
  const saleStores = registry.filter((s) => s.sale);
  return {
    /** segment → id of every store. */
    STORE: bySegment(registry, (s) => s.id) as { [E in Entry as E['segment']]: E['id'] },
    /** segment → id of the stores with a point of sale. */
    SALE_STORES: bySegment(saleStores, (s) => s.id) as { [E in SaleEntry as E['segment']]: E['id'] },
    storeById: (id: number): StoreEntry | undefined => registry.find((s) => s.id === id),
    storeBySegment: (segment: string): StoreEntry | undefined => registry.find((s) => s.segment === segment),
    /** A store's label ('Cafetería'), or 'Tienda N' for an id the registry does not know. */
    storeLabel: (id: number): string => registry.find((s) => s.id === id)?.label ?? `Tienda ${id}`,
    /** Per segment, a value computed from each store's entry (the derived tables). */
    byStore: <T>(pick: (store: StoreEntry) => T) => bySegment(registry, pick) as Record<StoreSegment, T>,
    /** The spec's texts of a store's point of sale (its title and the buy button). */
    saleTexts: (segment: SaleSegment): { title: string; buy: string } =>
      registry.find((s) => s.segment === segment)!.sale!,
  };
}

export const { STORE, SALE_STORES, storeById, storeBySegment, storeLabel, byStore, saleTexts } =
  deriveStores(STORE_REGISTRY);

/** The one store whose path serves a student's restricted products (spec: `cafeteria/locked/products`). */
export const LOCKED_PRODUCTS_PATH = (STORE_REGISTRY as readonly StoreEntry[]).flatMap(
  (s) => s.paths.lockedProducts ?? [],
)[0];

/** The path the web app reads a store's turn cards from (its old path where it had one). */
export const turnPath = (store: StoreEntry): string =>
  store.turnAliases[0] ?? `${store.segment}/enlistment/turns`;

/** The restaurant's segment: its own area (the lunch line, its reports) names its store by it. */
export const RESTAURANT = 'restaurant' satisfies StoreSegment;

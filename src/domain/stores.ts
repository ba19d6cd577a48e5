/**
 * The one registry of stores (DESIGN §3): what each store is and what it can do. Every table
 * that depends on the store (the point-of-sale stores, the boards and their keys, the delivery
 * screens, labels, wire segments) is derived from it, so a store is added here and nowhere else
 * but its own pages. A store's name appears as a literal only here and in demo data.
 */

export interface StoreEntry {
  /** Stored in the database (`store` columns) and sent on the wire. */
  id: number;
  /** The route segment of its API paths and screens (`/api/<segment>/requests`, `#/<segment>/…`). */
  segment: string;
  label: string;
  /** It has a point of sale (`POST <segment>/requests`). */
  sale: boolean;
  /** Its orders are handed over at the external delivery screens (*Entrega*, *Despacho*). */
  delivery: boolean;
  /** The boards' polling interval while their event stream is down (spec). */
  pollMs: number;
  /** How its turn cards name the customer: the whole name, or the first and third word (spec, restaurant). */
  turnName: 'full' | 'firstAndThird';
  /** Other paths of its turn cards that old clients call, under /api. */
  turnAliases: readonly string[];
  keys: {
    /** Any board, list or screen of its orders: who may follow its events. */
    events: readonly string[];
    /** Who may read its turn display (ready orders). */
    turns: readonly string[];
    /** Who may read and work its preparation board. */
    prep: readonly string[];
  };
}

const EXTERNAL_COUNTER = ['external.list', 'external.turns', 'external.entrega', 'external.dispatch'] as const;

export const STORE_REGISTRY = [
  {
    id: 1,
    segment: 'cafeteria',
    label: 'Cafetería',
    sale: true,
    delivery: true,
    pollMs: 10_000,
    turnName: 'full',
    turnAliases: [],
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
    },
  },
  {
    id: 2,
    segment: 'papeleria',
    label: 'Papelería',
    sale: true,
    delivery: true,
    pollMs: 10_000,
    turnName: 'full',
    turnAliases: [],
    keys: {
      events: ['papeleria.turns', 'papeleria.enlistment', 'papeleria.deliveries', 'papeleria.requests', 'papeleria.pos', ...EXTERNAL_COUNTER],
      turns: ['papeleria.turns', 'external.turns'],
      prep: ['papeleria.enlistment', 'external.list'],
    },
  },
  {
    id: 3,
    segment: 'restaurant',
    label: 'Restaurante',
    // Its sales come with the restaurant area; its boards already show its (empty) turns.
    sale: false,
    delivery: false,
    pollMs: 30_000,
    turnName: 'firstAndThird',
    turnAliases: ['restaurant/turnero'],
    keys: {
      events: ['restaurant.turns', 'restaurant.requests', 'restaurant.enlistment', 'restaurant.deliveries', 'external.turnsrestaurant'],
      turns: ['restaurant.turns', 'external.turnsrestaurant'],
      prep: ['restaurant.enlistment'],
    },
  },
] as const satisfies readonly StoreEntry[];

type Entry = (typeof STORE_REGISTRY)[number];
export type StoreId = Entry['id'];
export type StoreSegment = Entry['segment'];
/** The segments of the stores with a point of sale. */
export type SaleSegment = Extract<Entry, { sale: true }>['segment'];

/** segment → id of every store. */
export const STORE = Object.fromEntries(STORE_REGISTRY.map((s) => [s.segment, s.id])) as { [E in Entry as E['segment']]: E['id'] };

export const storeById = (id: number): StoreEntry | undefined => STORE_REGISTRY.find((s) => s.id === id);

/** A store's label ('Cafetería'), or 'Tienda N' for an id the registry does not know. */
export const storeLabel = (id: number): string => storeById(id)?.label ?? `Tienda ${id}`;

/** Per segment, a value computed from each store's entry (the derived tables). */
export function byStore<T>(pick: (store: StoreEntry) => T): Record<StoreSegment, T> {
  return Object.fromEntries(STORE_REGISTRY.map((s) => [s.segment, pick(s)])) as Record<StoreSegment, T>;
}

/** segment → id of the stores with a point of sale. */
export const SALE_STORES = Object.fromEntries(STORE_REGISTRY.filter((s) => s.sale).map((s) => [s.segment, s.id])) as {
  [E in Extract<Entry, { sale: true }> as E['segment']]: E['id'];
};

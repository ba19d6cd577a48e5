/**
 * The preparation, delivery and turn boards (spec part 2 §2 'Preparation and delivery boards',
 * §4, §9): which orders each one shows, who may read it, the events that keep it live and the
 * polling intervals it falls back to when the event stream is down.
 */
import { z } from 'zod';
import { permissionKey, type PermissionKey } from './permissions';
import type { StoreId } from './inventory';
import { orderSummarySchema, type OrderStatus } from './orders';
import { byStore, STORE, type StoreSegment } from './stores';

/** Stores with boards (every store of the registry), by their route segment. */
export const BOARD_STORES = STORE;
export type BoardStore = StoreSegment;

/** What changed on an order, pushed to every board of its store (server-sent events). */
export type BoardEventType = 'created' | 'ready' | 'delivered' | 'reversed' | 'edited';
export interface BoardEvent {
  type: BoardEventType;
  store: StoreId;
  /** The order. */
  id: number;
  complete: OrderStatus;
  turn: number | null;
}

/** The spec's polling while the stream is down: 10 s cafeteria and stationery, 30 s restaurant turns. */
export const POLL_MS: Record<BoardStore, number> = byStore((s) => s.pollMs);

/** Keys that may follow a store's events (any board, list or screen of its orders). */
export const EVENT_KEYS: Record<BoardStore, readonly PermissionKey[]> = byStore((s) =>
  s.keys.events.map(permissionKey),
);

/** Who may read a store's turn display (ready orders): its turn key and the external turn screens. */
export const TURN_KEYS: Record<BoardStore, readonly PermissionKey[]> = byStore((s) =>
  s.keys.turns.map(permissionKey),
);

/** Who may read a store's ready turns: the displays' keys and the staff screens that show them. */
export const TURN_READ_KEYS: Record<BoardStore, readonly PermissionKey[]> = byStore((s) =>
  [...s.keys.turns, ...(s.keys.turnReaders ?? [])].map(permissionKey),
);

/** Who may read and work a store's preparation board (orders to prepare). */
export const PREP_KEYS: Record<BoardStore, readonly PermissionKey[]> = byStore((s) =>
  s.keys.prep.map(permissionKey),
);

/** A card of a turn display (spec 'Ready-turn entry': id, name, turno, url). */
export const turnCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  turno: z.number().int(),
  url: z.string().nullable(),
});
export type TurnCard = z.infer<typeof turnCardSchema>;

/**
 * Turn displays: '4 columns if more than 4 items, else 6' (spec part 2 §2, §9) is the old
 * grid's column width out of 12: a card spans 4 (three a row) when there are more than 4,
 * otherwise 6 (two a row, bigger).
 */
export const turnCardSpan = (cards: number) => (cards > 4 ? 4 : 6);

/** An order of the preparation board: the order (without its lines) and its number of units. */
export const prepOrderSchema = orderSummarySchema.extend({ count: z.number() });
export type PrepOrder = z.infer<typeof prepOrderSchema>;

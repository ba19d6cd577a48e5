/**
 * The boards' messages on the event bus (server/plugins/event-bus.ts): an order's change as a
 * message of its store's topic, and the board events of a NOTIFY payload.
 */
import type { BoardEvent, BoardEventType } from '../../../src/domain/boards';
import type { Order } from '../../../src/domain/orders';
import { storeById } from '../../../src/domain/stores';
import { orderTopic, type BusMessage } from '../../../src/domain/topics';
import { itemsOf } from '../../plugins/event-bus';

export { payloadsOf } from '../../plugins/event-bus';

/** The message of an order as it stands after a change, on its store's topic. */
export function orderEvent(
  type: BoardEventType,
  order: Pick<Order, 'store' | 'id' | 'complete' | 'turn'>,
): BusMessage<BoardEvent> {
  return {
    topic: orderTopic(storeById(order.store)?.segment ?? String(order.store)),
    data: { type, store: order.store, id: order.id, complete: order.complete, turn: order.turn },
  };
}

const isBoardEvent = (item: unknown): item is BoardEvent =>
  !!item && typeof item === 'object' && typeof (item as BoardEvent).store === 'number';

/** The board events of a payload (an array, or a single event); malformed ones are dropped. */
export const eventsOf = (payload: string): BoardEvent[] => itemsOf(payload, isBoardEvent);

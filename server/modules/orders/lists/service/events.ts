/**
 * An order's change as a message of its store's topic on the event bus (server/plugins/event-bus.ts),
 * written in the change's transaction by every door that changes an order (the points of sale, the
 * lunch line, the boards' hand-over); the boards and the hall displays listen to it.
 */
import type { BoardEvent, BoardEventType } from '../../../../../src/domain/boards';
import type { Order } from '../../../../../src/domain/orders';
import { storeById } from '../../../../../src/domain/stores';
import { orderTopic, type BusMessage } from '../../../../../src/domain/topics';

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

/**
 * The boards' messages on the event bus (server/plugins/event-bus.ts): the board events of a NOTIFY
 * payload (an order's change is written by orders/events.ts).
 */
import type { BoardEvent } from '../../../../src/domain/boards';
import { itemsOf } from '../../../plugins/event-bus';

export { payloadsOf } from '../../../plugins/event-bus';

const isBoardEvent = (item: unknown): item is BoardEvent =>
  !!item && typeof item === 'object' && typeof (item as BoardEvent).store === 'number';

/** The board events of a payload (an array, or a single event); malformed ones are dropped. */
export const eventsOf = (payload: string): BoardEvent[] => itemsOf(payload, isBoardEvent);

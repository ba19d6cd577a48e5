/**
 * The topics of the event bus (docs/architecture.md: Events): what a live screen follows. A screen opens one
 * stream for all its topics (`GET /api/events?topics=a,b`); the server checks each topic's
 * keys. Today each store's orders are a topic; the gate, the buses and the restaurant add
 * theirs here.
 */
import { EVENT_KEYS, TURN_KEYS } from './boards';
import type { PermissionKey } from './permissions';
import { STORE_REGISTRY } from './stores';

export interface TopicEntry {
  /** Who may follow it (any of them). */
  keys: readonly PermissionKey[];
  /** A hall display's session may follow it. */
  display: boolean;
  /** The stream's event name of its messages. */
  event: string;
}

/** One message on the bus: a topic and what happened (sent as the stream event's data). */
export interface BusMessage<T = unknown> {
  topic: string;
  data: T;
}

/** A message as read back from a NOTIFY payload or the outbox (anything else is dropped). */
export const isBusMessage = (item: unknown): item is BusMessage =>
  !!item && typeof item === 'object' && typeof (item as BusMessage).topic === 'string' && 'data' in item;

/** The topic of a store's orders: created, ready, delivered, reversed, edited. */
export const orderTopic = (segment: string) => `orders.${segment}`;

/** Boardings on the school buses: the coordinator's live count and the monitors' lists. */
export const BOARDING_TOPIC = 'transport.boardings';

/** The restaurant's menu picture: published, replaced or taken down. */
export const MENU_TOPIC = 'restaurant.menu';
/** Who reads the menu picture: the restaurant's displays and the enlistment screen that changes it. */
export const MENU_KEYS: readonly PermissionKey[] = [...TURN_KEYS.restaurant, 'restaurant.enlistment'];

/** Passages through the school's gates: the gate's live view. */
export const GATE_TOPIC = 'access.passages';

/** Issue 53: the bus runs (started, a boarding, ended) and their alarms: the monitors' and the coordinator's screens. */
export const RUN_TOPIC = 'transport.runs';

/** Issue 53: the evacuation roll call (opened, a person marked safe, closed): every staff phone at the meeting point. */
export const ROLLCALL_TOPIC = 'access.rollcall';

/** Issue 53: the day's absences and missing exits, as the cut-off timers find them and entries answer them. */
export const ABSENT_TOPIC = 'access.absent';

/** Issue 56: the lunch's pre-orders and menus changed (an order, a cancellation, the cut-off, a scan): the kitchen's live count. */
export const LUNCH_TOPIC = 'restaurant.lunch';

export const TOPICS: Readonly<Record<string, TopicEntry>> = {
  ...Object.fromEntries(
    STORE_REGISTRY.map((s) => [
      orderTopic(s.segment),
      { keys: EVENT_KEYS[s.segment], display: true, event: 'order' },
    ]),
  ),
  [MENU_TOPIC]: { keys: MENU_KEYS, display: true, event: 'menu' },
  [BOARDING_TOPIC]: {
    keys: ['schoolroutes.boarding', 'schoolroutes.reports', 'schoolroutes.routes'],
    display: false,
    event: 'boarding',
  },
  [GATE_TOPIC]: { keys: ['access.qracces', 'access.reports'], display: false, event: 'passage' },
  [RUN_TOPIC]: {
    keys: ['schoolroutes.runs', 'schoolroutes.alarms', 'schoolroutes.boarding'],
    display: false,
    event: 'run',
  },
  [ROLLCALL_TOPIC]: { keys: ['access.rollcall'], display: false, event: 'rollcall' },
  [ABSENT_TOPIC]: { keys: ['access.absent'], display: false, event: 'absent' },
  [LUNCH_TOPIC]: { keys: ['restaurant.kitchen', 'restaurant.menus'], display: false, event: 'lunch' },
};

/**
 * Internal, never a screen's: whose access changed (a logout, a new password, a deactivation, a
 * user's role, a role's keys). Written in the change's transaction like any message; every node's
 * streams re-check at once the streams of the users named, and of every user of the roles named,
 * and close those whose session or keys no longer stand. Not in TOPICS, so `?topics=` refuses it.
 */
export const ACCESS_TOPIC = 'staff.access';

/** An ACCESS_TOPIC message's data: the users, and the roles, whose access changed. */
export interface AccessChange {
  users?: readonly number[];
  roles?: readonly number[];
}

/** The bus message saying that these users' or roles' access changed. */
export const accessChanged = (change: AccessChange): BusMessage<AccessChange> => ({
  topic: ACCESS_TOPIC,
  data: change,
});

/** The ids of an ACCESS_TOPIC message's `users` or `roles` (whatever is not an id is dropped). */
export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];

/** The PostgreSQL NOTIFY channel that carries the bus between API nodes. */
export const EVENT_CHANNEL = 'app_events';

export const TOPICS_REQUIRED = 'Indique los temas de eventos (topics)';
export const topicUnknown = (topic: string) => `Tema de eventos desconocido: ${topic}`;

/** The topics of a `topics=a,b` query: trimmed, without repeats. */
export const topicsOf = (raw: string): string[] => [
  ...new Set(
    raw
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/**
 * Events: each store's stream of its orders' events (routes.ts, GET /api/<store>/events) and the
 * boards' messages on the node's event bus (service.ts). A server-only feature: the boards'
 * screens (prep, turns, delivery) subscribe to these streams through the client's live kit
 * (src/kit/live/), so it has no screen of its own.
 */
export { eventRoutes } from './routes';
export { eventsOf, payloadsOf } from './service';

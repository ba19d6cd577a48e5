/**
 * Bus routes: the routes manager (a route's form, its riders, the student search, the map) and the
 * assignment of a course's students to a route (server/modules/transport/busRoutes). What the
 * sibling features use: the route id of the spec's `…/edit/{id}` URLs.
 */
export { useRouteIdParam } from './useRouteIdParam';

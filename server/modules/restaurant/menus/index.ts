/**
 * The days' menus (issue 56): published up to two weeks ahead (routes.ts; the write in service.ts,
 * the reads in queries.ts). The pre-orders, the portal and the kitchen read a menu through here.
 */
export { dayMenuRoutes, menusAnswer } from './routes';
export { checkRange } from './service';
export { menuById, menusBetween, noClassesBetween } from './queries';

/**
 * A student's restricted products and categories and their daily spending limit: the staff's
 * screen (src/areas/academic/restrictions), the records it reads and the one door that changes a
 * student's limits, also the families' portal's (through the area's index).
 */
export { restrictionRoutes, RESTRICTIONS } from './routes';
export { restrictedProducts } from './queries/records';
export { limitTimeline } from './queries/timeline';
export { setStudentLimits } from './service/dailyCap';
export { recordLimitChange, type LimitAuthor } from './service/changes';

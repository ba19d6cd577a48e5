/**
 * A student's one timeline, composed from every module's timeline source (the ledger, bus
 * boardings, gate passages, changes of limits, the food list). API-only: the student file
 * (src/areas/academic/students) and a child's history in the families' portal show it.
 */
export { studentTimeline } from './queries';

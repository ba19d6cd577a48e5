/**
 * Timeline: the orders' source of the student's timeline, the nurse's list — each allergy a
 * supervisor let through and each late offline sale that handed an allergen over
 * (queries.ts). API only: the academic area's timeline (server/modules/academic/
 * timeline/) unions it with the other sources and the student's file shows it, so it has no screen
 * folder in src/areas/orders.
 */
export { foodTimeline } from './queries';

/**
 * The ledger as a source of a student's timeline (server/modules/academic/timeline/, through the
 * area's door). Server-only, with no screen of its own: the timeline shows in the student's file.
 */
export { ledgerTimeline } from './queries';

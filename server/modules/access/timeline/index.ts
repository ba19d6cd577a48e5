/**
 * Access control's timeline feature: gate passages as a source of a student's timeline
 * (server/modules/academic/timeline/). API-only: it has no screen of its own, the student's
 * timeline shows it.
 */
export { passageTimeline } from './queries';

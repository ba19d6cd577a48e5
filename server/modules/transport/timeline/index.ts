/**
 * Timeline: bus boardings as a source of a student's timeline (queries.ts), composed by
 * the academic area's timeline feature. API-only: it has no screen of its own; the student file
 * and the families' portal show the timeline.
 */
export { boardingTimeline } from './queries';

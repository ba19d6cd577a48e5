/**
 * Attempts (issue 55, item 6): what a student tried to buy that a family's or the school's rule
 * refused, recorded by each door that sells — the points of sale and the lunch line, an order's
 * edit (`recordingAttempts`, after the refusal), a late offline sale refused (`recordAttempt`, with
 * its row) — and read as a source of the student's timeline. API only: the family's timeline
 * (src/family/children) and the student's file (src/areas/academic/students) show it, so it has no
 * screen folder in src/areas/orders.
 */
export { recordingAttempts } from './routes';
export { recordAttempt, type AttemptSubject, type RefusingDoor, type TriedSale } from './service';
export { attemptTimeline } from './queries';

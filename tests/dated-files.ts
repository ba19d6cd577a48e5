/**
 * The files whose verdict depends on the day or the hour: a weekday's route and who its run expects
 * (the demo's run is under way on a school day only), the gate's opening hour, the lunch line's
 * service windows, "today" in a report. vitest.config.ts runs them a second time pinned to a
 * Saturday night (tests/clock.ts), so each asserts both branches in every run.
 */
export const DATED_API_FILES = [
  'tests/api/access-gate-day.test.ts',
  'tests/api/access-gate-live.test.ts',
  'tests/api/access-gate.test.ts',
  'tests/api/access-office-reports.test.ts',
  'tests/api/access-office.test.ts',
  'tests/api/credentials-payment.test.ts',
  'tests/api/dashboard.test.ts',
  'tests/api/displays-session.test.ts',
  'tests/api/family-notices-email.test.ts',
  'tests/api/family-notices.test.ts',
  'tests/api/family-timeline-today.test.ts',
  'tests/api/family-transfers.test.ts',
  'tests/api/family-walls.test.ts',
  'tests/api/food-policy.test.ts',
  'tests/api/offline-lunch.test.ts',
  'tests/api/restaurant-scan-rules.test.ts',
  'tests/api/transport-boarding.test.ts',
  'tests/api/transport-routes-assignment.test.ts',
  'tests/api/transport-routes-today.test.ts',
  'tests/api/transport-routes.test.ts',
  'tests/api/transport-runs-alarms.test.ts',
  'tests/api/transport-runs.test.ts',
];

export const DATED_E2E_FILES = [
  // A weekday's branch: the gate's absences, a route's riders and boardings.
  'tests/e2e/access.spec.ts',
  'tests/e2e/transport-boarding.spec.ts',
  'tests/e2e/transport-office.spec.ts',
  // "Today" at 23:30 in Bogotá is tomorrow in UTC: the lunch line's service, today's sales, the
  // day's cash close, a family's transfer dated today and its child's daily cap.
  'tests/e2e/cash-close.spec.ts',
  'tests/e2e/family-portal.spec.ts',
  'tests/e2e/restaurant-line.spec.ts',
  'tests/e2e/store-reports.spec.ts',
];

/**
 * Where a student's money went (src/domain/spending.ts): one read, API-only. The student file's
 * route is the students feature's (`GET /api/academic/students/:id/spending`, the file's keys) and
 * its section is in src/areas/academic/students; the portal's is server/modules/family/spending,
 * so this feature has no screen folder of its own.
 */
export { studentSpending } from './queries';

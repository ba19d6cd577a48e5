/**
 * Administration: the staff's users (users/) and their roles with the rights checks (roles/), the
 * school calendar (calendar/); schools and shifts are plain resources (modules/resources/index.ts).
 */
import type { AreaPlugin } from '../../http/area';
import { calendarRoutes } from './calendar';
import { roleRoutes } from './roles';
import { userRoutes } from './users';

/** The rights rule of giving someone a role, for the other doors that do (a new student). */
export { checkAssignable } from './roles';

export const adminArea: AreaPlugin = async function admin(app, opts) {
  userRoutes(app, opts);
  roleRoutes(app, opts);
  calendarRoutes(app, opts);
};

/** Which days of a range have no classes, for every rule that counts school days. */
export { dayOffOn, daysOffBetween, daysOffNamedBetween, seedDaysOff } from './calendar';

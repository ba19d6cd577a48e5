/**
 * The school calendar (issue 53): the administrator's days without classes, by year, and what the
 * other areas ask of it (which days of a range are off).
 */
export { calendarRoutes } from './routes';
export { dayOffOn, daysOffBetween, daysOffNamedBetween } from './queries';
export { seedDaysOff } from './service';

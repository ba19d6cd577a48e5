/**
 * Meal plans (issue 56): sold at the desk (routes.ts) and in the portal (server/modules/family/lunch),
 * the price in queries.ts, the sale and the plans' order when a lunch is paid in service.ts. The
 * pre-orders and the lunch line pay through `payLunch`.
 */
export { choiceOf, planRoutes } from './routes';
export { planPayersOn, plansOf, quotePlan } from './queries';
export { giveLunchBack, payLunch, sellPlan, type LunchPayer } from './service';

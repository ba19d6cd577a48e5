/** A child's lunch in the portal (issue 56): the days' menus and pre-orders, and the meal plans bought from the balance. */
export { familyLunchRoutes } from './routes';

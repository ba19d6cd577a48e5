/**
 * A child's lunches on the portal (issue 56): the menus of each school day, the child's pre-orders
 * and how they were paid, the plans and buying one (LunchPanel); the screen of the family's lunch
 * routes (/api/family/children/{id}/lunch, /preorders, /plans). The child's page shows it in its
 * *Almuerzos* tab; the default export lets it load lazily (`lazy(() => import('../lunch'))`), with
 * its texts, so nothing of it comes before signing in.
 */
export { LunchPanel, LunchPanel as default } from './LunchPanel';

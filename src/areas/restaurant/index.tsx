/** Restaurant: the lunch line (more of the restaurant's pages come here). */
import type { AppRoute } from '../../app/route';
import { lazyPage } from '../../app/lazyPage';
import { domainKeys } from '../../i18n/domain-messages';

const LunchLinePage = lazyPage(() => import('./LunchLinePage'), 'LunchLinePage');

export const restaurantRoutes: AppRoute[] = [
  { path: '/restaurant/requests', keys: 'restaurant.requests', title: domainKeys.menu('restaurant.requests'), element: <LunchLinePage /> },
];

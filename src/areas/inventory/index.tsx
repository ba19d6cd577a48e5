/** Inventory: the shared catalog, the stores' own views of it, the stock movements and the school's food policy. */
import type { AppRoute } from '../../kit/route';
import type { ResourceScreens } from '../../kit/generic/resourceUI';
import { lazyPage } from '../../kit/lazyPage';
import { domainKeys } from '../../i18n/domain-messages';
import { catalogScreens } from './catalog/resources';
import { movementScreens } from './movements/resources';

export { catalogViews as inventoryViews } from './catalog/resources';

/** The catalog's screens and the movement report's. */
export const inventoryScreens: ResourceScreens = { ...catalogScreens, ...movementScreens };

const FoodPolicyPage = lazyPage(() => import('./foodPolicy/FoodPolicyPage'), 'FoodPolicyPage');

export const inventoryRoutes: AppRoute[] = [
  {
    path: '/inventory/food-policy',
    keys: 'inventory.foodpolicy',
    title: domainKeys.menu('inventory.foodpolicy'),
    element: <FoodPolicyPage />,
  },
];

/** Inventory: the shared catalog, the stores' own views of it, the stock movements and the school's food policy. */
import type { AppRoute } from '../../kit/route';
import { lazyPage } from '../../kit/lazyPage';
import { domainKeys } from '../../i18n/domain-messages';

export { catalogScreens as inventoryScreens, catalogViews as inventoryViews } from './catalog/resources';

const FoodPolicyPage = lazyPage(() => import('./foodPolicy/FoodPolicyPage'), 'FoodPolicyPage');

export const inventoryRoutes: AppRoute[] = [
  {
    path: '/inventory/food-policy',
    keys: 'inventory.foodpolicy',
    title: domainKeys.menu('inventory.foodpolicy'),
    element: <FoodPolicyPage />,
  },
];

/**
 * Restaurant: the lunch line (line/, serving offline with offline/'s hook), the day's menu picture
 * above its enlistment list of the meals to prepare (menu/), and the user categories' form (the
 * generic CRUD, its meal picked among the restaurant's products), with the same feature names as
 * server/modules/restaurant; the restaurant's reports are the orders area's report screens.
 * Issue 56, lunch planned ahead: the days' menus and the lunch settings (menus/), the kitchen's
 * count, forecast and waste (kitchen/), and the desk's meal plans and pre-orders (plans/).
 */
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../../kit/route';
import type { ResourceScreens } from '../../kit/generic/resourceUI';
import { GenericCreate, GenericEdit } from '../../kit/generic/screens';
import { lazyPage } from '../../kit/lazyPage';
import { userCategoriesResource } from '../../domain/resources';
import { RESTAURANT, STORE, storeBySegment } from '../../domain/stores';
import { orderListName } from '../../domain/resources/orders';
import { domainKeys } from '../../i18n/domain-messages';

const LunchLinePage = lazyPage(() => import('./line/LunchLinePage'), 'LunchLinePage');
const MenuPictureCard = lazyPage(() => import('./menu/MenuPictureCard'), 'MenuPictureCard');
const MenusPage = lazyPage(() => import('./menus/MenusPage'), 'MenusPage');
const KitchenPage = lazyPage(() => import('./kitchen/KitchenPage'), 'KitchenPage');
const PlansPage = lazyPage(() => import('./plans/PlansPage'), 'PlansPage');

const RESTAURANT_PRODUCTS = { id_product: { store: STORE.restaurant } };

export const restaurantScreens: ResourceScreens = {
  [orderListName(RESTAURANT, 'enlistment')]: { header: <MenuPictureCard /> },
  [userCategoriesResource.name]: {
    create: <GenericCreate def={userCategoriesResource} referenceFilters={RESTAURANT_PRODUCTS} />,
    edit: <GenericEdit def={userCategoriesResource} referenceFilters={RESTAURANT_PRODUCTS} />,
  },
};

const LUNCH_LINE = '/restaurant/requests';

export const restaurantRoutes: AppRoute[] = [
  {
    path: LUNCH_LINE,
    keys: 'restaurant.requests',
    title: domainKeys.menu('restaurant.requests'),
    element: <LunchLinePage />,
  },
  {
    path: '/restaurant/menus',
    keys: 'restaurant.menus',
    title: domainKeys.menu('restaurant.menus'),
    element: <MenusPage />,
  },
  {
    path: '/restaurant/kitchen',
    keys: 'restaurant.kitchen',
    title: domainKeys.menu('restaurant.kitchen'),
    element: <KitchenPage />,
  },
  {
    path: '/restaurant/plans',
    keys: 'restaurant.plans',
    title: domainKeys.menu('restaurant.plans'),
    element: <PlansPage />,
  },
  // Spec part 2 §2 `external (list, turns)`: the old order board (Prepare opens the reader, a grid
  // of ready turns) is the lunch line here, and its turns the restaurant's hall display.
  { path: '/restaurant/external/list', element: <Navigate to={LUNCH_LINE} replace /> },
  {
    path: '/restaurant/external/turns',
    element: <Navigate to={storeBySegment(RESTAURANT)!.display.path} replace />,
  },
];

/**
 * Restaurant: the lunch line, the user categories' form (its meal picked among the restaurant's
 * products) and the day's menu picture above its enlistment list (the meals to prepare).
 */
import type { AppRoute } from '../../app/route';
import type { ResourceScreens } from '../../app/generic/resourceUI';
import { GenericCreate, GenericEdit } from '../../app/generic/screens';
import { lazyPage } from '../../app/lazyPage';
import { userCategoriesResource } from '../../domain/resources';
import { RESTAURANT, STORE } from '../../domain/stores';
import { orderListName } from '../../domain/resources/orders';
import { domainKeys } from '../../i18n/domain-messages';

const LunchLinePage = lazyPage(() => import('./LunchLinePage'), 'LunchLinePage');
const MenuPictureCard = lazyPage(() => import('./MenuPictureCard'), 'MenuPictureCard');

const RESTAURANT_PRODUCTS = { id_product: { store: STORE.restaurant } };

export const restaurantScreens: ResourceScreens = {
  [orderListName(RESTAURANT, 'enlistment')]: { header: <MenuPictureCard /> },
  [userCategoriesResource.name]: {
    create: <GenericCreate def={userCategoriesResource} referenceFilters={RESTAURANT_PRODUCTS} />,
    edit: <GenericEdit def={userCategoriesResource} referenceFilters={RESTAURANT_PRODUCTS} />,
  },
};

export const restaurantRoutes: AppRoute[] = [
  { path: '/restaurant/requests', keys: 'restaurant.requests', title: domainKeys.menu('restaurant.requests'), element: <LunchLinePage /> },
];

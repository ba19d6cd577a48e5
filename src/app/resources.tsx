/**
 * The CRUD resources of the web app, derived from the domain's list (src/domain/resources):
 * every definition gets the generic list, create and edit unless its area gives its own
 * screens, so a plain resource needs no React code. Then the areas' views that are not a
 * definition of their own (a store's catalog view, the order lists, the inactive users).
 */
import { RESOURCES } from '../domain/resources';
import { generic, type ResourceScreens, type ResourceUI } from '../kit/generic/resourceUI';
import { adminScreens, adminViews } from '../areas/admin';
import { credentialScreens } from '../areas/credentials';
import { academicScreens } from '../areas/academic';
import { restaurantScreens } from '../areas/restaurant';
import { transportScreens } from '../areas/transport';
import { accessScreens, accessViews } from '../areas/access';
import { inventoryScreens, inventoryViews } from '../areas/inventory';
import { orderViews } from '../areas/orders';

export type { ResourceUI } from '../kit/generic/resourceUI';

const SCREENS: ResourceScreens = {
  ...adminScreens,
  ...credentialScreens,
  ...inventoryScreens,
  ...academicScreens,
  ...restaurantScreens,
  ...transportScreens,
  ...accessScreens,
};

/** A view of another area with what an area adds to it by name (the restaurant's menu picture on its enlistment list). */
const withScreens = (ui: ResourceUI): ResourceUI => ({ ...ui, ...SCREENS[ui.name ?? ui.def.name] });

export const RESOURCE_UIS: ResourceUI[] = [
  ...RESOURCES.map((def) => generic(def, SCREENS[def.name])),
  ...[...adminViews, ...inventoryViews, ...orderViews, ...accessViews].map(withScreens),
];

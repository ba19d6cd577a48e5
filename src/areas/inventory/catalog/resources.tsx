/** The catalog's screens: the generic ones, plus stock buttons on products (movements') and the store views. */
import InventoryIcon from '@mui/icons-material/Inventory2';
import CategoryIcon from '@mui/icons-material/Category';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceDef } from '../../../domain/resource';
import { STORE_VIEWS, type StoreView } from '../../../domain/inventory';
import { storeById } from '../../../domain/stores';
import { domainKeys } from '../../../i18n/domain-messages';
import {
  categoriesResource,
  productsResource,
  providersResource,
  subcategoriesResource,
} from '../../../domain/resources';
import type { ResourceScreens, ResourceUI } from '../../../kit/generic/resourceUI';
import { GenericCreate, GenericEdit, GenericList } from '../../../kit/generic/screens';
import { StockButtons } from '../movements';

const DEFS: Record<StoreView['resource'], ResourceDef> = {
  'inventory/products': productsResource,
  'inventory/categories': categoriesResource,
  'inventory/subcategories': subcategoriesResource,
};

const ICONS = {
  'inventory/products': InventoryIcon,
  'inventory/categories': CategoryIcon,
  'inventory/subcategories': AccountTreeIcon,
};

/** Products, categories or subcategories of one store: same screens, store fixed. */
function storeView(view: StoreView): ResourceUI {
  const def = DEFS[view.resource];
  // Subcategories have no store of their own: their category's store limits the choices.
  const ownStore = 'store' in def.fields;
  const fixed: Record<string, unknown> = ownStore ? { store: view.store } : {};
  const referenceFilters: Record<string, Record<string, unknown>> = ownStore
    ? {}
    : { id_category: { store: view.store } };
  const options = { def, resource: view.name, fixed, referenceFilters };
  // The list's title is the registry's (`app.stores.<segment>.catalog.<part>`), read by key.
  const label = domainKeys.storeCatalog(
    storeById(view.store)!.segment,
    view.resource.slice('inventory/'.length),
  );
  return {
    def,
    name: view.name,
    label,
    icon: ICONS[view.resource],
    list: (
      <GenericList
        {...options}
        title={label}
        rowActions={view.resource === 'inventory/products' ? <StockButtons /> : undefined}
      />
    ),
    create: <GenericCreate {...options} />,
    edit: <GenericEdit {...options} />,
  };
}

export const catalogScreens: ResourceScreens = {
  [productsResource.name]: {
    icon: InventoryIcon,
    list: <GenericList def={productsResource} rowActions={<StockButtons />} />,
  },
  [categoriesResource.name]: { icon: CategoryIcon },
  [subcategoriesResource.name]: { icon: AccountTreeIcon },
  [providersResource.name]: { icon: LocalShippingIcon },
};

/** Each store's own view of a catalog part (store registry). */
export const catalogViews: ResourceUI[] = STORE_VIEWS.map(storeView);

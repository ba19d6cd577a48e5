/** The orders area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages, type MessageTree } from '../../i18n/catalog';
import type { OrderStatus } from '../../domain/orders';
import { ORDER_LIST_RESOURCES, type OrderList } from '../../domain/resources';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../domain/reports';
import { STORE_REGISTRY, type CatalogPart, type StoreSegment } from '../../domain/stores';

/** The English name of each store; the stores' other English texts are built from it. */
const STORE_NAMES: Record<StoreSegment, string> = {
  cafeteria: 'Cafeteria',
  papeleria: 'Stationery',
  restaurant: 'Restaurant',
};

/** The parts of a store's own catalog, as they follow its name ('Stationery products'). */
const CATALOG_PARTS: Record<CatalogPart, string> = {
  products: 'products',
  categories: 'categories',
  subcategories: 'subcategories',
};

/** `app.stores.<segment>`: every store's texts, from its English name. */
function storesEnglish(): MessageTree {
  return Object.fromEntries(
    STORE_REGISTRY.map((store) => {
      const name = STORE_NAMES[store.segment];
      const catalog = Object.keys(store.catalog) as CatalogPart[];
      return [
        store.segment,
        {
          label: name,
          display: `${name} turns`,
          ...(store.sale ? { sale: { title: `${name} sale`, buy: 'Buy' } } : {}),
          ...(catalog.length ? { catalog: Object.fromEntries(catalog.map((part) => [part, `${name} ${CATALOG_PARTS[part]}`])) } : {}),
        },
      ];
    }),
  );
}

/** What follows a store's segment in the keys of its menu section ('pos' in 'cafeteria.pos'). */
type MenuEntry = (typeof STORE_REGISTRY)[number]['menu'][number]['key'] extends `${string}.${infer Entry}` ? Entry : never;

/** Each entry of the stores' menu sections, the same in every store that has it (its section names the store). */
const MENU_ENTRIES: Record<MenuEntry, string> = {
  pos: 'Sell',
  requests: 'Orders',
  enlistment: 'Preparation',
  deliveries: 'Deliveries',
  reports: 'Reports',
  reversion: 'Reversals',
  board: 'Preparation board',
  turns: 'Turn display',
  products: 'Products',
  categories: 'Categories',
  subcategories: 'Subcategories',
  usercategories: 'User categories',
};

/** `app.menu.<segment>` and its entries (flat keys, as the menu reads them). */
function storeMenusEnglish(): Record<string, string> {
  return Object.fromEntries(
    STORE_REGISTRY.flatMap((store) => [
      [store.segment, STORE_NAMES[store.segment]],
      ...store.menu.map(({ key }) => [key, MENU_ENTRIES[key.slice(store.segment.length + 1) as MenuEntry]]),
    ]),
  );
}

/** Each list's plural name, after its store's ('Cafeteria orders in preparation'). */
const ORDER_LIST_NAMES: Record<OrderList, (store: string) => string> = {
  requests: (store) => `${store} orders`,
  enlistment: (store) => `${store} orders in preparation`,
  deliveries: (store) => `${store} orders ready to deliver`,
  Reversion: (store) => `${store} reversals`,
};

type OrderField = keyof (typeof ORDER_LIST_RESOURCES)[number]['def']['fields'];

const ORDER_FIELDS: Record<OrderField, string> = {
  id: 'Order',
  created_at: 'Date',
  turn: 'Turn',
  customer: 'Customer',
  num_doc: 'Document',
  products: 'Products',
  comment: 'Notes',
  total: 'Total',
  complete: 'Status',
  funcionario: 'Cashier',
};

const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  '1': 'In preparation',
  '2': 'Ready to deliver',
  '3': 'Delivered',
  '4': 'Reversed',
};

/** `resources.<store>/<list>`: every order list of every point of sale. */
function orderListsEnglish(): MessageTree {
  return Object.fromEntries(
    ORDER_LIST_RESOURCES.map(({ store, list, def }) => [
      def.name,
      {
        name: `Order |||| ${ORDER_LIST_NAMES[list](STORE_NAMES[store])}`,
        fields: { ...ORDER_FIELDS },
        options: { complete: { ...ORDER_STATUS_NAMES } },
      },
    ]),
  );
}

/** `reports.<name>`: the sales reports' sheets and columns (the same in every store). */
function salesReportsEnglish(): MessageTree {
  return {
    [SALES_DETAIL_REPORT.name]: {
      sheet: 'Sales',
      columns: { id: 'Order', datetime: 'Date', name: 'Customer', num_doc: 'Document', products: 'Products', total: 'Total' },
    },
    [SALES_BY_PRODUCT_REPORT.name]: {
      sheet: 'Sales by product',
      columns: { nameC: 'Category', nameS: 'Subcategory', nameP: 'Product', CANTIDAD: 'Quantity', total: 'Total' },
    },
    [USER_MOVEMENTS_REPORT.name]: {
      sheet: 'Movements',
      columns: { id: 'Order', datetime: 'Date', products: 'Products', total: 'Total' },
    },
    [REVERSALS_REPORT.name]: {
      sheet: 'Reversals',
      columns: {
        id: 'Order',
        datetime: 'Sale date',
        reversed_at: 'Reversal date',
        name: 'Customer',
        num_doc: 'Document',
        products: 'Products',
        total: 'Total',
        funcionario: 'Reversed by',
      },
    },
  };
}

export const ordersMessages = defineMessages(
  {},
  {},
  // English for texts the domain holds (src/i18n/domain-messages.ts): the stores, their menu
  // sections, the order lists and the sales reports.
  { app: { stores: storesEnglish(), menu: storeMenusEnglish() }, resources: orderListsEnglish(), reports: salesReportsEnglish() },
);

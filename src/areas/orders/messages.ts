/** The orders area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages, type MessageTree } from '../../i18n/catalog';
import { REMOVE_CONFIRM } from '../../domain/cart';
import { CREDENTIAL_INACTIVE } from '../../domain/credentials';
import {
  ORDER_ALREADY_REVERSED,
  ORDER_EDITED,
  REVERSE_CONFIRM,
  reversedMessage,
  type OrderStatus,
} from '../../domain/orders';
import { ORDER_LIST_RESOURCES, type OrderList } from '../../domain/resources';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../domain/reports';
import { USER_REQUIRED } from '../../domain/salesReports';
import { ALLERGY_OVERRIDE_MESSAGES } from '../../domain/foodRules';
import { STORE, STORE_REGISTRY, storeLabel, type CatalogPart, type StoreSegment } from '../../domain/stores';

/** The English name of each store; the stores' other English texts are built from it. */
const STORE_NAMES: Record<StoreSegment, string> = {
  cafeteria: 'Cafeteria',
  papeleria: 'Stationery',
  restaurant: 'Restaurant',
};

/** Each store's reports page is titled with its store ('Reportes de cafetería'). */
const reportTitles = (name: (store: StoreSegment) => string) =>
  Object.fromEntries(STORE_REGISTRY.map(({ segment }) => [segment, name(segment)]));

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
          ...(catalog.length
            ? { catalog: Object.fromEntries(catalog.map((part) => [part, `${name} ${CATALOG_PARTS[part]}`])) }
            : {}),
        },
      ];
    }),
  );
}

/** What follows a store's segment in the keys of its menu section ('pos' in 'cafeteria.pos'). */
type MenuEntry = (typeof STORE_REGISTRY)[number]['menu'][number]['key'] extends `${string}.${infer Entry}`
  ? Entry
  : never;

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
  services: 'Services',
  usercategories: 'User categories',
  extra: 'Second helping',
  menus: 'Menus and pre-orders',
  kitchen: 'Kitchen today',
  plans: 'Lunch plans',
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

/** The sales reports' columns in English (the restaurant's reports add their running total). */
export const SALES_COLUMNS_ENGLISH = {
  detail: {
    id: 'Order',
    datetime: 'Date',
    name: 'Customer',
    num_doc: 'Document',
    products: 'Products',
    total: 'Total',
  },
  byProduct: {
    nameC: 'Category',
    nameS: 'Subcategory',
    nameP: 'Product',
    CANTIDAD: 'Quantity',
    total: 'Total',
  },
  movements: { id: 'Order', datetime: 'Date', products: 'Products', total: 'Total' },
  reversals: {
    id: 'Order',
    datetime: 'Sale date',
    reversed_at: 'Reversal date',
    name: 'Customer',
    num_doc: 'Document',
    products: 'Products',
    total: 'Total',
    funcionario: 'Reversed by',
  },
} as const;

/** `reports.<name>`: the sales reports' sheets and columns (the same in every store). */
function salesReportsEnglish(): MessageTree {
  return {
    [SALES_DETAIL_REPORT.name]: { sheet: 'Sales', columns: SALES_COLUMNS_ENGLISH.detail },
    [SALES_BY_PRODUCT_REPORT.name]: { sheet: 'Sales by product', columns: SALES_COLUMNS_ENGLISH.byProduct },
    [USER_MOVEMENTS_REPORT.name]: { sheet: 'Movements', columns: SALES_COLUMNS_ENGLISH.movements },
    [REVERSALS_REPORT.name]: { sheet: 'Reversals', columns: SALES_COLUMNS_ENGLISH.reversals },
  };
}

export const ordersMessages = defineMessages(
  {
    orders: {
      pos: {
        validate_title: 'Validar carnet del cliente',
        by_code: 'Mediante codigo',
        by_qr: 'Mediante QR',
        search_label: 'Documento o código del carnet',
        no_carnet: '%{name} no tiene carnet',
        inactive: CREDENTIAL_INACTIVE,
        last_sale: 'Venta a %{customer} por %{total}. Nuevo saldo disponible %{saldo}',
        last_sale_turn: '. Turno %{turn}',
        purchased: 'Compra realizada. Nuevo saldo disponible %{saldo}',
        balance: 'Saldo',
        today: 'Consumo de hoy',
        daily_cap: 'Bloqueo diario',
        no_cap: 'Sin restricción',
        change_customer: 'Cambiar cliente',
        loading_products: 'Cargando productos',
        sold_out: 'Agotado',
        restricted: 'Restringido',
        seal_blocked: 'No se vende: %{seals}',
        allergen: 'Alérgeno: %{allergens}',
        allergies: 'Alergias: %{allergens}',
        allergy_note: 'Indicaciones: %{note}',
        override_title: 'Autorizar venta con alérgeno',
        override_lead: 'Como supervisor puede autorizar esta venta una sola vez. El motivo queda registrado.',
        override_reason: 'Motivo de la autorización',
        override_confirm: 'Autorizar y agregar',
        override_reason_required: ALLERGY_OVERRIDE_MESSAGES.reasonRequired,
        override_active: 'Venta autorizada por el supervisor: %{reason}',
        order: 'Pedido',
        empty_cart: 'Toque un producto para agregarlo.',
        minus_one: 'Quitar una unidad de %{name}',
        plus_one: 'Agregar una unidad de %{name}',
        remove_hint: 'Doble clic para quitar el producto',
        comment: 'Comentario',
        immediate: 'Entrega inmediata',
        total: 'Total',
        remaining: 'Saldo restante',
        remove_title: 'Quitar producto',
        remove_confirm: REMOVE_CONFIRM,
        accept: 'Aceptar',
        cancel: 'Cancelar',
      },
      actions: {
        ready: 'Listo',
        deliver: 'Entregar',
        reverse: 'Reversar',
        reverse_title: 'Reversar el pedido #%{id}',
        reverse_confirm: REVERSE_CONFIRM,
        cancel: 'Cancelar',
        // The server's answers, shown from the catalog (the reversal's with the new balance it answers).
        ready_done: 'Pedido listo para entregar',
        delivered: 'Pedido entregado |||| %{smart_count} pedidos entregados',
        reversed: reversedMessage('%{saldo}'),
      },
      edit: {
        title: 'Pedido #%{id}',
        not_found: 'El pedido no existe',
        loading: 'Cargando',
        general: 'Información general',
        student: 'Estudiante',
        balance: 'Saldo del carnet',
        immediate: 'Entrega inmediata',
        enlistment: 'Alistamiento',
        status: 'Estado',
        turn: 'Turno',
        yes: 'Sí',
        no: 'No',
        reversed: `${ORDER_ALREADY_REVERSED}: no se puede editar.`,
        add_title: 'Agregar producto',
        edit_title: 'Editar producto',
        category: 'Categoría',
        subcategory: 'Subcategoría',
        product: 'Producto',
        product_option: '%{name} (%{stock} disponibles)',
        price: 'Precio',
        quantity: 'Cantidad',
        total: 'Total',
        add: 'Agregar',
        update: 'Actualizar',
        cancel: 'Cancelar',
        select_product: 'Seleccione categoría, subcategoría y producto',
        items: 'Productos del pedido',
        actions: 'Acciones',
        edit: 'Editar',
        edit_item: 'Editar %{name}',
        remove: 'Eliminar',
        remove_item: 'Eliminar %{name}',
        before: '(antes %{total})',
        save: 'Guardar',
        remaining: 'Saldo después de guardar: %{saldo}',
        remove_confirm: REMOVE_CONFIRM,
        accept: 'Aceptar',
        saved: ORDER_EDITED,
      },
      reports: {
        title: reportTitles((store) => `Reportes de ${storeLabel(STORE[store]).toLowerCase()}`),
        tabs: {
          detail: 'Ventas diarias detalladas',
          by_product: 'Ventas diarias por producto',
          movements: 'Movimientos por usuario',
          reversals: 'Reversiones',
        },
        generate: 'Generar',
        user_document: 'Documento del usuario',
        user_required: USER_REQUIRED,
        sales: '%{smart_count} venta |||| %{smart_count} ventas',
        products: '%{smart_count} producto |||| %{smart_count} productos',
        units: '%{smart_count} unidad |||| %{smart_count} unidades',
        purchases: '%{smart_count} compra |||| %{smart_count} compras',
        reversed_orders: '%{smart_count} pedido reversado |||| %{smart_count} pedidos reversados',
        total: 'Total %{total}',
        total_sold: 'Total vendido %{total}',
        total_returned: 'Total devuelto %{total}',
      },
    },
  },
  {
    orders: {
      pos: {
        validate_title: "Validate the customer's credential",
        by_code: 'By code',
        by_qr: 'By QR',
        search_label: 'Document or credential code',
        no_carnet: '%{name} has no credential',
        inactive: 'The credential is inactive',
        last_sale: 'Sale to %{customer} for %{total}. New available balance %{saldo}',
        last_sale_turn: '. Turn %{turn}',
        purchased: 'Purchase completed. New available balance %{saldo}',
        balance: 'Balance',
        today: "Today's spending",
        daily_cap: 'Daily cap',
        no_cap: 'No limit',
        change_customer: 'Change customer',
        loading_products: 'Loading products',
        sold_out: 'Sold out',
        restricted: 'Restricted',
        seal_blocked: 'Not sold: %{seals}',
        allergen: 'Allergen: %{allergens}',
        allergies: 'Allergies: %{allergens}',
        allergy_note: 'Instructions: %{note}',
        override_title: 'Authorize a sale with an allergen',
        override_lead: 'As a supervisor you can authorize this sale once. The reason is recorded.',
        override_reason: 'Reason for the authorization',
        override_confirm: 'Authorize and add',
        override_reason_required: 'Write why you authorize the sale',
        override_active: 'Sale authorized by the supervisor: %{reason}',
        order: 'Order',
        empty_cart: 'Tap a product to add it.',
        minus_one: 'Remove one %{name}',
        plus_one: 'Add one %{name}',
        remove_hint: 'Double-click to remove the product',
        comment: 'Comment',
        immediate: 'Immediate delivery',
        total: 'Total',
        remaining: 'Remaining balance',
        remove_title: 'Remove product',
        remove_confirm: 'Do you want to remove the product?',
        accept: 'OK',
        cancel: 'Cancel',
      },
      actions: {
        ready: 'Ready',
        deliver: 'Deliver',
        reverse: 'Reverse',
        reverse_title: 'Reverse order #%{id}',
        reverse_confirm:
          'Do you want to reverse the order? The amount goes back to the credential and the products back to stock.',
        cancel: 'Cancel',
        ready_done: 'Order ready to deliver',
        delivered: 'Order delivered |||| %{smart_count} orders delivered',
        reversed: 'Order reversed. New available balance %{saldo}',
      },
      edit: {
        title: 'Order #%{id}',
        not_found: 'The order does not exist',
        loading: 'Loading',
        general: 'General information',
        student: 'Student',
        balance: 'Credential balance',
        immediate: 'Immediate delivery',
        enlistment: 'Preparation',
        status: 'Status',
        turn: 'Turn',
        yes: 'Yes',
        no: 'No',
        reversed: 'The order was already reversed: it cannot be edited.',
        add_title: 'Add product',
        edit_title: 'Edit product',
        category: 'Category',
        subcategory: 'Subcategory',
        product: 'Product',
        product_option: '%{name} (%{stock} available)',
        price: 'Price',
        quantity: 'Quantity',
        total: 'Total',
        add: 'Add',
        update: 'Update',
        cancel: 'Cancel',
        select_product: 'Choose a category, subcategory and product',
        items: 'Products in the order',
        actions: 'Actions',
        edit: 'Edit',
        edit_item: 'Edit %{name}',
        remove: 'Delete',
        remove_item: 'Delete %{name}',
        before: '(was %{total})',
        save: 'Save',
        remaining: 'Balance after saving: %{saldo}',
        remove_confirm: 'Do you want to remove the product?',
        accept: 'OK',
        saved: 'Updated',
      },
      reports: {
        title: reportTitles((store) => `${STORE_NAMES[store]} reports`),
        tabs: {
          detail: 'Detailed daily sales',
          by_product: 'Daily sales by product',
          movements: 'Movements by user',
          reversals: 'Reversals',
        },
        generate: 'Generate',
        user_document: "User's document",
        user_required: 'Enter the user to search for',
        sales: '%{smart_count} sale |||| %{smart_count} sales',
        products: '%{smart_count} product |||| %{smart_count} products',
        units: '%{smart_count} unit |||| %{smart_count} units',
        purchases: '%{smart_count} purchase |||| %{smart_count} purchases',
        reversed_orders: '%{smart_count} reversed order |||| %{smart_count} reversed orders',
        total: 'Total %{total}',
        total_sold: 'Total sold %{total}',
        total_returned: 'Total refunded %{total}',
      },
    },
  },
  // English for texts the domain holds (src/i18n/domain-messages.ts): the stores, their menu
  // sections, the order lists and the sales reports.
  {
    app: { stores: storesEnglish(), menu: storeMenusEnglish() },
    resources: orderListsEnglish(),
    reports: salesReportsEnglish(),
  },
);

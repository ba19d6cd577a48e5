import { z } from 'zod';
import { f } from '../fieldBuilders';
import { defineResource, type ResourceDef } from '../resource';
import { STORES, catalogKeys, STOCK_REASONS } from '../inventory';
import { STORE_REGISTRY, type StoreEntry } from '../stores';
import { permissionKey } from '../permissions';
import { ALLERGENS, ALL_SEALS } from '../foodLabels';

export const categoriesResource = defineResource({
  name: 'inventory/categories',
  label: 'Categoría',
  labelPlural: 'Categorías',
  permission: 'inventory.categories',
  readers: [...catalogKeys('categories'), ...catalogKeys('products'), ...catalogKeys('subcategories')],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    image: f.image('Imagen', { list: true }),
    name: f.text('Nombre', {
      required: true,
      list: true,
      unique: 'Ya existe una categoría con ese nombre en esa tienda',
    }),
    store: f.select('Tienda', STORES, { required: true, list: true, filter: true }),
    enable: f.flag('Habilitada', { list: true, defaultValue: 1 }),
  },
});

export const subcategoriesResource = defineResource({
  name: 'inventory/subcategories',
  label: 'Subcategoría',
  labelPlural: 'Subcategorías',
  permission: 'inventory.subcategories',
  readers: [...catalogKeys('subcategories'), ...catalogKeys('products')],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    image: f.image('Imagen', { list: true }),
    name: f.text('Nombre', {
      required: true,
      list: true,
      unique: 'Ya existe una subcategoría con ese nombre en esa categoría',
    }),
    id_category: f.reference('Categoría', 'inventory/categories', {
      required: true,
      list: true,
      filter: true,
    }),
    enable: f.flag('Habilitada', { list: true, defaultValue: 1 }),
  },
});

export const providersResource = defineResource({
  name: 'inventory/providers',
  label: 'Proveedor',
  labelPlural: 'Proveedores',
  permission: 'inventory.providers',
  readers: catalogKeys('products'),
  recordRepresentation: 'name',
  searchable: ['name', 'nit', 'contact'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, unique: 'Ya existe un proveedor con ese nombre' }),
    nit: f.text('NIT', { list: true, maxLength: 30 }),
    contact: f.text('Contacto', { list: true }),
    phone: f.text('Teléfono', { list: true, maxLength: 30 }),
    email: f.email('Correo electrónico', { list: true }),
  },
});

export const productsResource = defineResource({
  name: 'inventory/products',
  label: 'Producto',
  labelPlural: 'Productos',
  permission: 'inventory.products',
  // The restaurant's user categories pick a meal.
  readers: [
    ...catalogKeys('products'),
    'restaurant.usercategories',
    'restaurant.services',
    'inventory.foodpolicy',
    // Issue 56: a day's menu is a restaurant product.
    'restaurant.menus',
  ],
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    image: f.image('Imagen', { list: true }),
    name: f.text('Nombre', { required: true, list: true }),
    price: f.money('Precio', { required: true, list: true, min: 0, max: 10_000_000 }),
    /** Set once on create (logged as the initial stock); afterwards only the plus/minus buttons move it. */
    stock: f.integer('Stock', {
      required: true,
      list: true,
      min: 0,
      max: 1_000_000,
      onEdit: 'readonly',
      defaultValue: 0,
    }),
    store: f.select('Tienda', STORES, { required: true, list: true, filter: true }),
    id_category: f.reference('Categoría', 'inventory/categories', {
      required: true,
      list: true,
      filter: true,
      filterBy: { store: 'store' },
    }),
    id_subcategory: f.reference('Subcategoría', 'inventory/subcategories', {
      filter: true,
      filterBy: { id_category: 'id_category' },
    }),
    id_provider: f.reference('Proveedor', 'inventory/providers', { filter: true }),
    enlistment: f.flag('Requiere alistamiento', { list: true, defaultValue: 0 }),
    enable: f.flag('Habilitado', { list: true, defaultValue: 1 }),
    edad_min: f.integer('Edad mínima (años)', { min: 0, max: 25 }),
    edad_max: f.integer('Edad máxima (años)', { min: 0, max: 25 }),
    /** What its label says (issue 35): the school's warning seals (src/domain/foodLabels.ts) and the allergens it declares. */
    // Any set's keys; the server keeps a product to its school's set, and the screens name them in its words.
    sellos: f.multiselect('Sellos de advertencia', ALL_SEALS, { list: true, look: 'seal' }),
    alergenos: f.multiselect('Alérgenos', ALLERGENS, { list: true }),
  },
  check: (p) =>
    typeof p.edad_min === 'number' && typeof p.edad_max === 'number' && p.edad_min > p.edad_max
      ? { field: 'edad_max', message: 'La edad máxima debe ser mayor o igual a la mínima' }
      : null,
});

/** The stock-movement log (`inventory/reports`): read-only, filtered by dates, store and product. */
export const stockMovementsResource = defineResource({
  name: 'inventory/reports',
  label: 'Movimiento de inventario',
  labelPlural: 'Movimientos de inventario',
  permission: 'inventory.reports',
  recordRepresentation: 'product',
  searchable: ['product'],
  sort: { field: 'created_at', order: 'DESC' },
  fields: {
    created_at: f.datetime('Fecha', { list: true, rangeFilter: true }),
    product: f.text('Producto', { list: true }),
    store: f.select('Tienda', STORES, { list: true, filter: true }),
    reason: f.select('Motivo', STOCK_REASONS, { list: true, filter: true }),
    quantity: f.integer('Cantidad', { list: true }),
    stock_after: f.integer('Stock resultante', { list: true }),
    funcionario: f.text('Funcionario', { list: true }),
    id_product: f.reference('Producto', 'inventory/products', { filter: true }),
  },
});

/** A row of the movement log as listed: the movement, its product's name, who made it (null: the system), its time as ISO text. */
export const stockMovementRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  product: z.string(),
  store: z.number().int(),
  reason: z.number().int(),
  quantity: z.number().int(),
  stock_after: z.number().int(),
  funcionario: z.string().nullable(),
  id_product: z.number().int(),
});
export type StockMovementRow = z.infer<typeof stockMovementRowSchema>;

/**
 * The old client's CRUD of one store's categories (`/api/restaurant/categories`, spec part 2
 * §7), from the store registry's `paths.categories`: the categories resource limited to the
 * store, the store set by the server, under the store's categories key.
 */
export const STORE_CATEGORY_ALIASES = (STORE_REGISTRY as readonly StoreEntry[]).flatMap((s) =>
  s.paths.categories
    ? [
        {
          store: s.id,
          def: {
            ...categoriesResource,
            name: s.paths.categories,
            permission: permissionKey(`${s.segment}.categories`),
            readers: [],
            fields: {
              ...categoriesResource.fields,
              store: f.select('Tienda', STORES, { list: true, defaultValue: s.id }),
            },
          } satisfies ResourceDef,
        },
      ]
    : [],
);

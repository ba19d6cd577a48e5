/**
 * The catalog of the three stores: categories, subcategories, providers and products through
 * the generic CRUD, limited to the stores the signed-in staff member manages
 * (`storesFor`, src/domain/inventory.ts), plus the old client's alias paths (spec part 1 §7):
 * the restaurant and stationery views of products, the subcategories and products of a
 * category or subcategory, and the provider delete under admin/providers.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formSchema } from '../../../src/domain/fields';
import { CATALOG_KEYS, catalogKeys, STOCK_REASON, STORE, storesFor, type CatalogPart, type StoreId } from '../../../src/domain/inventory';
import {
  categoriesResource,
  productsResource,
  providersResource,
  subcategoriesResource,
} from '../../../src/domain/resources';
import type { Db } from '../../db/client';
import { categories, productLocks, products, providers, subcategories } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { registerCrud, type ScopeAccess } from '../../http/crud';
import { ok, okList } from '../../http/envelope';
import { badRequest, conflict, fieldError, forbidden } from '../../http/errors';
import { idParamsSchema, listQuerySchema } from '../../http/list-query';
import type { Staff } from '../../http/types';
import type { AreaOptions } from '../area';
import { moveStock } from './stock';

export const STORE_FORBIDDEN = {
  products: 'No tiene permiso para gestionar productos de esa tienda',
  categories: 'No tiene permiso para gestionar categorías de esa tienda',
  subcategories: 'No tiene permiso para gestionar subcategorías de esa tienda',
} as const satisfies Record<CatalogPart, string>;

export const CATEGORY_IN_USE = 'No se puede eliminar la categoría: tiene subcategorías o productos';
export const SUBCATEGORY_IN_USE = 'No se puede eliminar la subcategoría: tiene productos';
export const PROVIDER_IN_USE = 'No se puede eliminar el proveedor: tiene productos';
export const PRODUCT_DISABLED = 'El producto tiene movimientos: se deshabilitó en lugar de eliminarse';
export const CATEGORY_NOT_IN_STORE = 'La categoría no pertenece a la tienda del producto';
export const SUBCATEGORY_NOT_IN_CATEGORY = 'La subcategoría no pertenece a la categoría del producto';
export const CATEGORY_STORE_LOCKED = 'No se puede cambiar la tienda de la categoría: tiene productos';
export const SUBCATEGORY_CATEGORY_LOCKED = 'No se puede cambiar la categoría de la subcategoría: tiene productos';
export const CATEGORY_MISSING = 'El valor seleccionado en Categoría no existe';
export const SUBCATEGORY_MISSING = 'El valor seleccionado en Subcategoría no existe';
export const ID_USER_INVALID = 'id_user debe ser un número entero positivo';

const MAX_INT = 2_147_483_647;

/** The stores a staff member reaches through any of these catalog parts. */
export function storesOf(staff: Staff, parts: readonly CatalogPart[]): StoreId[] {
  return [...new Set(parts.flatMap((part) => storesFor(staff.permissions, part)))].sort((a, b) => a - b);
}

/** `column IN stores`, or nothing when no store is reachable. */
const inStores = (column: AnyPgColumn, stores: readonly StoreId[]): SQL =>
  stores.length ? inArray(column, [...stores]) : sql`false`;

/**
 * With the old client's `id_user`, each product says whether that student may not buy it
 * (`locked` 1/0, as the old listings did); one indexed query for the page.
 */
async function markLocked(db: Db, rows: Record<string, unknown>[], userId: number | undefined) {
  if (userId === undefined) return rows;
  const ids = rows.map((row) => Number(row.id));
  const locked = ids.length
    ? await db
        .select({ id: productLocks.id_product })
        .from(productLocks)
        .where(and(eq(productLocks.id_user, userId), inArray(productLocks.id_product, ids)))
    : [];
  const lockedIds = new Set(locked.map((l) => l.id));
  return rows.map((row) => ({ ...row, locked: lockedIds.has(Number(row.id)) ? 1 : 0 }));
}

/** Optional `id_user` of listings by category or subcategory (spec part 1 §7). */
const byParentQuerySchema = listQuerySchema.extend({
  id_user: z.coerce
    .number({ error: ID_USER_INVALID })
    .int({ error: ID_USER_INVALID })
    .positive({ error: ID_USER_INVALID })
    .max(MAX_INT, { error: ID_USER_INVALID })
    .optional(),
});

const ID_USER_NOTE =
  ' Acepta id_user (opcional, entero): cada producto lleva entonces locked 1 si está restringido para ese estudiante, 0 si no.';

/** The store views of products the old client called by name (spec part 1 §7). */
const STORE_ALIASES = [
  {
    store: STORE.restaurant,
    label: 'restaurante',
    list: 'productsRestaurant',
    create: 'createRestautant',
    edit: 'editRest',
    index: 'indexrestaurant',
    key: CATALOG_KEYS.products.byStore[STORE.restaurant]!,
    /** Who sells from the list of enabled products. */
    sellers: ['restaurant.requests'],
  },
  {
    store: STORE.papeleria,
    label: 'papelería',
    list: 'productsPapeleria',
    create: 'createPapeleria',
    edit: 'editPaper',
    index: 'indexpapeleria',
    key: CATALOG_KEYS.products.byStore[STORE.papeleria]!,
    sellers: ['papeleria.pos', 'papeleria.requests'],
  },
] as const;

export function catalogRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Subcategories have no store: theirs is their category's. */
  const subcategoriesInStores = (stores: readonly StoreId[]): SQL =>
    stores.length
      ? inArray(
          subcategories.id_category,
          db.select({ id: categories.id }).from(categories).where(inStores(categories.store, stores)),
        )
      : sql`false`;

  // ── Categories ────────────────────────────────────────────────────────────────────────
  const categoryCrud = registerCrud(app, db, {
    def: categoriesResource,
    table: categories,
    permission: catalogKeys('categories'),
    scope: (staff, access: ScopeAccess) =>
      inStores(
        categories.store,
        access === 'read'
          ? storesOf(staff, ['categories', 'products', 'subcategories'])
          : storesOf(staff, ['categories']),
      ),
    validate: async (record, { db: tx, staff, mode, existing }) => {
      const store = Number(record.store) as StoreId;
      if (!storesOf(staff, ['categories']).includes(store)) throw forbidden(STORE_FORBIDDEN.categories);
      if (mode === 'update' && existing && existing.store !== store) {
        // The row is locked by the update: no product can join it meanwhile (products lock it FOR SHARE).
        const [used] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id_category, Number(existing.id)))
          .limit(1);
        if (used) throw conflict(CATEGORY_STORE_LOCKED, 'in_use', { store: CATEGORY_STORE_LOCKED });
      }
    },
    inUse: { refuse: CATEGORY_IN_USE },
  });

  // ── Subcategories ─────────────────────────────────────────────────────────────────────
  const subcategoryCrud = registerCrud(app, db, {
    def: subcategoriesResource,
    table: subcategories,
    permission: catalogKeys('subcategories'),
    scope: (staff, access) =>
      subcategoriesInStores(
        access === 'read' ? storesOf(staff, ['subcategories', 'products']) : storesOf(staff, ['subcategories']),
      ),
    extraFilters: {
      // The stationery view lists subcategories with its store as a fixed filter.
      store: (value) => {
        const store = Number(value);
        if (!Number.isInteger(store)) throw badRequest('El filtro store debe ser numérico', { filter: 'El filtro store debe ser numérico' });
        return subcategoriesInStores([store as StoreId]);
      },
    },
    validate: async (record, { db: tx, staff, mode, existing }) => {
      const [category] = await tx
        .select({ store: categories.store })
        .from(categories)
        .where(eq(categories.id, Number(record.id_category)))
        .for('share')
        .limit(1);
      if (!category) throw fieldError('id_category', CATEGORY_MISSING);
      if (!storesOf(staff, ['subcategories']).includes(category.store as StoreId)) {
        throw forbidden(STORE_FORBIDDEN.subcategories);
      }
      if (mode === 'update' && existing && existing.id_category !== Number(record.id_category)) {
        const [used] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id_subcategory, Number(existing.id)))
          .limit(1);
        if (used) throw conflict(SUBCATEGORY_CATEGORY_LOCKED, 'in_use', { id_category: SUBCATEGORY_CATEGORY_LOCKED });
      }
    },
    inUse: { refuse: SUBCATEGORY_IN_USE },
  });

  // ── Providers ─────────────────────────────────────────────────────────────────────────
  const providerCrud = registerCrud(app, db, {
    def: providersResource,
    table: providers,
    inUse: { refuse: PROVIDER_IN_USE },
  });

  r.delete(
    '/api/admin/providers/:id',
    {
      config: providerCrud.config,
      schema: {
        tags: [providersResource.labelPlural],
        summary:
          'Eliminar proveedor: ruta con la que el cliente anterior eliminaba proveedores; ' +
          'misma respuesta y permiso que DELETE /api/inventory/providers/{id}',
        params: idParamsSchema,
      },
    },
    async (req) => providerCrud.remove(req.params.id, staffOf(req)),
  );

  // ── Products ──────────────────────────────────────────────────────────────────────────
  const productScope = (staff: Staff) => inStores(products.store, storesOf(staff, ['products']));
  const productCrud = registerCrud(app, db, {
    def: productsResource,
    table: products,
    permission: catalogKeys('products'),
    scope: (staff) => productScope(staff),
    // The initial stock is written by `afterWrite`, through the stock log.
    prepare: async (_input, { mode }) => (mode === 'create' ? { stock: 0 } : {}),
    validate: async (record, { db: tx, staff }) => {
      const store = Number(record.store) as StoreId;
      if (!storesOf(staff, ['products']).includes(store)) throw forbidden(STORE_FORBIDDEN.products);
      // FOR SHARE: the category cannot change store, nor the subcategory category, until this commits.
      const [category] = await tx
        .select({ store: categories.store })
        .from(categories)
        .where(eq(categories.id, Number(record.id_category)))
        .for('share')
        .limit(1);
      if (!category) throw fieldError('id_category', CATEGORY_MISSING);
      if (category.store !== store) throw fieldError('id_category', CATEGORY_NOT_IN_STORE);
      if (record.id_subcategory !== null && record.id_subcategory !== undefined) {
        const [sub] = await tx
          .select({ id_category: subcategories.id_category })
          .from(subcategories)
          .where(eq(subcategories.id, Number(record.id_subcategory)))
          .for('share')
          .limit(1);
        if (!sub) throw fieldError('id_subcategory', SUBCATEGORY_MISSING);
        if (sub.id_category !== Number(record.id_category)) {
          throw fieldError('id_subcategory', SUBCATEGORY_NOT_IN_CATEGORY);
        }
      }
    },
    afterWrite: async (row, { db: tx, staff, mode, input }) => {
      const initial = Number(input.stock ?? 0);
      if (mode !== 'create' || initial <= 0) return;
      const moved = await moveStock(tx, {
        productId: Number(row.id),
        quantity: initial,
        reason: STOCK_REASON.inicial,
        staffId: staff.id,
      });
      return moved.product;
    },
    inUse: { deactivate: { column: 'enable', message: PRODUCT_DISABLED } },
  });

  const productTags = [productsResource.labelPlural];
  const productBase = `/api/${productsResource.name}`;
  for (const alias of STORE_ALIASES) {
    const keys = [CATALOG_KEYS.products.all, alias.key];
    const inStore = eq(products.store, alias.store);
    r.get(
      `${productBase}/${alias.list}`,
      {
        config: { permission: keys },
        schema: {
          tags: productTags,
          summary: `Productos de ${alias.label} (ruta del cliente anterior: la lista de productos limitada a la tienda ${alias.store})`,
          querystring: listQuerySchema,
        },
      },
      async (req) => {
        const { rows, total } = await productCrud.list(req.query, and(productScope(staffOf(req)), inStore));
        return okList(rows, total);
      },
    );
    r.get(
      `${productBase}/${alias.create}`,
      {
        config: { permission: keys },
        schema: {
          tags: productTags,
          summary: `Formulario de producto de ${alias.label} (ruta del cliente anterior: el formulario con la tienda ${alias.store} por defecto)`,
        },
      },
      async () => {
        const form = formSchema(productsResource.fields, 'create');
        return ok({
          fields: form.fields.map((field) => (field.source === 'store' ? { ...field, defaultValue: alias.store } : field)),
        });
      },
    );
    r.get(
      `${productBase}/:id/${alias.edit}`,
      {
        config: { permission: keys },
        schema: {
          tags: productTags,
          summary: `Un producto de ${alias.label} (ruta del cliente anterior; 404 si el producto es de otra tienda)`,
          params: idParamsSchema,
        },
      },
      async (req) =>
        ok(productCrud.toRecord(await productCrud.findOne(req.params.id, and(productScope(staffOf(req)), inStore)))),
    );
    r.get(
      `${productBase}/${alias.index}`,
      {
        config: { permission: [...keys, ...alias.sellers] },
        schema: {
          tags: productTags,
          summary: `Productos habilitados de ${alias.label}, para vender (ruta del cliente anterior)`,
          querystring: listQuerySchema,
        },
      },
      async (req) => {
        const { rows, total } = await productCrud.list(req.query, and(inStore, eq(products.enable, 1)));
        return okList(rows, total);
      },
    );
  }

  // ── Listings by category and subcategory ──────────────────────────────────────────────
  const categoryTags = [categoriesResource.labelPlural];
  r.get(
    `/api/${categoriesResource.name}/:id/subs`,
    {
      config: subcategoryCrud.readConfig,
      schema: {
        tags: categoryTags,
        summary: `Subcategorías de una categoría.${ID_USER_NOTE}`,
        params: idParamsSchema,
        querystring: byParentQuerySchema,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await categoryCrud.findOne(req.params.id, categoryCrud.scopeFor(staff, 'read'));
      const { rows, total } = await subcategoryCrud.list(
        req.query,
        and(subcategoryCrud.scopeFor(staff, 'read'), eq(subcategories.id_category, req.params.id)),
      );
      return okList(rows, total);
    },
  );
  r.get(
    `/api/${categoriesResource.name}/:id/products`,
    {
      config: productCrud.readConfig,
      schema: {
        tags: categoryTags,
        summary: `Productos habilitados de una categoría.${ID_USER_NOTE}`,
        params: idParamsSchema,
        querystring: byParentQuerySchema,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await categoryCrud.findOne(req.params.id, categoryCrud.scopeFor(staff, 'read'));
      const { rows, total } = await productCrud.list(
        req.query,
        and(productScope(staff), eq(products.id_category, req.params.id), eq(products.enable, 1)),
      );
      return okList(await markLocked(db, rows, req.query.id_user), total);
    },
  );
  r.get(
    `/api/${subcategoriesResource.name}/:id/products`,
    {
      config: productCrud.readConfig,
      schema: {
        tags: [subcategoriesResource.labelPlural],
        summary: `Productos habilitados de una subcategoría.${ID_USER_NOTE}`,
        params: idParamsSchema,
        querystring: byParentQuerySchema,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await subcategoryCrud.findOne(req.params.id, subcategoryCrud.scopeFor(staff, 'read'));
      const { rows, total } = await productCrud.list(
        req.query,
        and(productScope(staff), eq(products.id_subcategory, req.params.id), eq(products.enable, 1)),
      );
      return okList(await markLocked(db, rows, req.query.id_user), total);
    },
  );

  return { categoryCrud, subcategoryCrud, providerCrud, productCrud };
}

/**
 * The catalog of the three stores: categories, subcategories, providers and products through
 * the generic CRUD, limited to the stores the signed-in staff member manages
 * (`storesFor`, src/domain/inventory.ts), plus the old client's alias paths (spec part 1 §7):
 * the restaurant and stationery views of products and the provider delete under
 * admin/providers. The subcategories and products of a category or subcategory (also
 * `admin/products/{id}/products`) are in routes/listings.ts, registered here with the CRUDs.
 */
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formDataSchema, formSchema } from '../../../../../src/domain/fields';
import { CATALOG_KEYS, catalogKeys, type StoreId } from '../../../../../src/domain/inventory';
import { permissionKey } from '../../../../../src/domain/permissions';
import { STORE_REGISTRY, type StoreEntry } from '../../../../../src/domain/stores';
import {
  categoriesResource,
  productsResource,
  providersResource,
  STORE_CATEGORY_ALIASES,
  subcategoriesResource,
} from '../../../../../src/domain/resources';
import { answers, listAnswers } from '../../../../http/answers';
import { registerCrud, removedSchema, type ScopeAccess } from '../../../../http/crud';
import { ok, okList } from '../../../../http/envelope';
import { badRequest } from '../../../../http/errors';
import { idParamsSchema, listQuerySchema } from '../../../../http/list-query';
import type { Staff } from '../../../../http/types';
import { staffOf } from '../../../../http/staff';
import type { AreaOptions } from '../../../../http/area';
import {
  categoriesInStores,
  categoriesOfStore,
  categoryTable,
  enabledProducts,
  productsInStores,
  productsOfStore,
  productTable,
  providerTable,
  subcategoriesInStores,
  subcategoryTable,
} from '../queries';
import {
  CATEGORY_IN_USE,
  checkCategoryWrite,
  checkProductWrite,
  checkSubcategoryWrite,
  PRODUCT_DISABLED,
  PROVIDER_IN_USE,
  storesOf,
  SUBCATEGORY_IN_USE,
  writeInitialStock,
} from '../service';
import { listingRoutes } from './listings';

/** The store views of products the old client called by name (spec part 1 §7), from the store registry. */
const STORE_ALIASES = (STORE_REGISTRY as readonly StoreEntry[]).flatMap((s) =>
  s.productAliases && CATALOG_KEYS.products.byStore[s.id as StoreId]
    ? [
        {
          ...s.productAliases,
          store: s.id,
          key: CATALOG_KEYS.products.byStore[s.id as StoreId]!,
          /** Who sells from the list of enabled products. */
          sellers: s.productAliases.sellers.map(permissionKey),
        },
      ]
    : [],
);

export function catalogRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const subcategoriesIn = (stores: readonly StoreId[]) => subcategoriesInStores(db, stores);

  // ── Categories ────────────────────────────────────────────────────────────────────────
  const categoryCrud = registerCrud(app, db, {
    def: categoriesResource,
    table: categoryTable,
    permission: catalogKeys('categories'),
    scope: (staff, access: ScopeAccess) =>
      categoriesInStores(
        access === 'read'
          ? storesOf(staff, ['categories', 'products', 'subcategories'])
          : storesOf(staff, ['categories']),
      ),
    validate: checkCategoryWrite,
    inUse: { refuse: CATEGORY_IN_USE },
  });

  // The old client's CRUD of one store's categories (the restaurant's), the store set here.
  for (const alias of STORE_CATEGORY_ALIASES) {
    registerCrud(app, db, {
      def: alias.def,
      table: categoryTable,
      permission: alias.def.permission,
      scope: () => categoriesOfStore(alias.store),
      prepare: async () => ({ store: alias.store }),
      validate: (record, ctx) => checkCategoryWrite({ ...record, store: alias.store }, ctx),
      inUse: { refuse: CATEGORY_IN_USE },
    });
  }

  // ── Subcategories ─────────────────────────────────────────────────────────────────────
  const subcategoryCrud = registerCrud(app, db, {
    def: subcategoriesResource,
    table: subcategoryTable,
    permission: catalogKeys('subcategories'),
    scope: (staff, access) =>
      subcategoriesIn(
        access === 'read'
          ? storesOf(staff, ['subcategories', 'products'])
          : storesOf(staff, ['subcategories']),
      ),
    extraFilters: {
      // The stationery view lists subcategories with its store as a fixed filter.
      store: (value) => {
        const store = Number(value);
        if (!Number.isInteger(store))
          throw badRequest('El filtro store debe ser numérico', {
            filter: 'El filtro store debe ser numérico',
          });
        return subcategoriesIn([store as StoreId]);
      },
    },
    validate: checkSubcategoryWrite,
    inUse: { refuse: SUBCATEGORY_IN_USE },
  });

  // ── Providers ─────────────────────────────────────────────────────────────────────────
  const providerCrud = registerCrud(app, db, {
    def: providersResource,
    table: providerTable,
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
        response: answers(removedSchema),
      },
    },
    async (req) => providerCrud.remove(req.params.id, staffOf(req)),
  );

  // ── Products ──────────────────────────────────────────────────────────────────────────
  const productScope = (staff: Staff) => productsInStores(storesOf(staff, ['products']));
  const productCrud = registerCrud(app, db, {
    def: productsResource,
    table: productTable,
    permission: catalogKeys('products'),
    scope: (staff) => productScope(staff),
    // The initial stock is written by `afterWrite`, through the stock log.
    prepare: async (_input, { mode }) => (mode === 'create' ? { stock: 0 } : {}),
    validate: checkProductWrite,
    afterWrite: (row, ctx) => writeInitialStock(row, ctx, clock),
    inUse: { deactivate: { column: 'enable', message: PRODUCT_DISABLED } },
  });

  const productTags = [productsResource.labelPlural];
  const productBase = `/api/${productsResource.name}`;
  for (const alias of STORE_ALIASES) {
    const keys = [CATALOG_KEYS.products.all, alias.key];
    const inStore = productsOfStore(alias.store);
    r.get(
      `${productBase}/${alias.list}`,
      {
        config: { permission: keys },
        schema: {
          tags: productTags,
          summary: `Productos de ${alias.label} (ruta del cliente anterior: la lista de productos limitada a la tienda ${alias.store})`,
          querystring: listQuerySchema,
          response: listAnswers(productCrud.record),
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
          response: answers(formDataSchema),
        },
      },
      async () => {
        const form = formSchema(productsResource.fields, 'create');
        return ok({
          fields: form.fields.map((field) =>
            field.source === 'store' ? { ...field, defaultValue: alias.store } : field,
          ),
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
          response: answers(productCrud.record),
        },
      },
      async (req) =>
        ok(
          productCrud.toRecord(
            await productCrud.findOne(req.params.id, and(productScope(staffOf(req)), inStore)),
          ),
        ),
    );
    r.get(
      `${productBase}/${alias.index}`,
      {
        config: { permission: [...keys, ...alias.sellers] },
        schema: {
          tags: productTags,
          summary: `Productos habilitados de ${alias.label}, para vender (ruta del cliente anterior)`,
          querystring: listQuerySchema,
          response: listAnswers(productCrud.record),
        },
      },
      async (req) => {
        const { rows, total } = await productCrud.list(req.query, and(inStore, enabledProducts()));
        return okList(rows, total);
      },
    );
  }

  // ── Listings by category and subcategory (routes/listings.ts) ──────────────────────────────
  listingRoutes(app, db, { categoryCrud, subcategoryCrud, productCrud, productScope });

  return { categoryCrud, subcategoryCrud, providerCrud, productCrud };
}

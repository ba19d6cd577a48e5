/**
 * The catalog's listings by parent (spec part 1 §7): a category's subcategories and enabled
 * products, a subcategory's enabled products (also under the old client's
 * `admin/products/{id}/products`), each with the old client's optional `id_user` that marks
 * the products restricted for that student. Registered by routes/catalog.ts with its CRUDs.
 */
import { and, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoriesResource, subcategoriesResource } from '../../../../../src/domain/resources';
import type { Db } from '../../../../db/client';
import type { registerCrud } from '../../../../http/crud';
import { listAnswers } from '../../../../http/answers';
import { okList } from '../../../../http/envelope';
import { idParamsSchema, listQuerySchema } from '../../../../http/list-query';
import type { Staff } from '../../../../http/types';
import { staffOf } from '../../../../http/staff';
import {
  enabledProducts,
  markLocked,
  productsOfCategory,
  productsOfSubcategory,
  subcategoriesOfCategory,
} from '../queries';

export const ID_USER_INVALID = 'id_user debe ser un número entero positivo';

const MAX_INT = 2_147_483_647;

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

type Crud = ReturnType<typeof registerCrud>;

/** The catalog's CRUDs the listings read through (their scopes and record shapes), and the products' store scope. */
export interface CatalogCruds {
  categoryCrud: Crud;
  subcategoryCrud: Crud;
  productCrud: Crud;
  productScope: (staff: Staff) => SQL;
}

export function listingRoutes(
  app: FastifyInstance,
  db: Db,
  { categoryCrud, subcategoryCrud, productCrud, productScope }: CatalogCruds,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A product as its CRUD answers it, and `locked` when the listing was asked for a student's (id_user). */
  const lockedProductRow = productCrud.record.extend({ locked: z.literal([0, 1]).optional() });
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
        response: listAnswers(subcategoryCrud.record),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await categoryCrud.findOne(req.params.id, categoryCrud.scopeFor(staff, 'read'));
      const { rows, total } = await subcategoryCrud.list(
        req.query,
        and(subcategoryCrud.scopeFor(staff, 'read'), subcategoriesOfCategory(req.params.id)),
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
        response: listAnswers(lockedProductRow),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await categoryCrud.findOne(req.params.id, categoryCrud.scopeFor(staff, 'read'));
      const { rows, total } = await productCrud.list(
        req.query,
        and(productScope(staff), productsOfCategory(req.params.id), enabledProducts()),
      );
      return okList(await markLocked(db, rows, req.query.id_user), total);
    },
  );
  // The old client also called it as `admin/products/{id}/products` (spec part 1 §7, among the
  // users' calls): the same answer, the products of the subcategory a cashier or the locks screen opened.
  const bySubcategory = [
    {
      path: `/api/${subcategoriesResource.name}/:id/products`,
      summary: 'Productos habilitados de una subcategoría.',
    },
    {
      path: '/api/admin/products/:id/products',
      summary: `Productos habilitados de la subcategoría {id}: la ruta del cliente anterior, igual a ${subcategoriesResource.name}/{id}/products.`,
    },
  ];
  for (const { path, summary } of bySubcategory) {
    r.get(
      path,
      {
        config: productCrud.readConfig,
        schema: {
          tags: [subcategoriesResource.labelPlural],
          summary: `${summary}${ID_USER_NOTE}`,
          params: idParamsSchema,
          querystring: byParentQuerySchema,
          response: listAnswers(lockedProductRow),
        },
      },
      async (req) => {
        const staff = staffOf(req);
        await subcategoryCrud.findOne(req.params.id, subcategoryCrud.scopeFor(staff, 'read'));
        const { rows, total } = await productCrud.list(
          req.query,
          and(productScope(staff), productsOfSubcategory(req.params.id), enabledProducts()),
        );
        return okList(await markLocked(db, rows, req.query.id_user), total);
      },
    );
  }
}

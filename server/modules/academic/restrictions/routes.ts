/**
 * Per-student product restrictions and daily spending limit (spec part 2 §2 'Locks', §3, §4,
 * §5, §7). The restrictions are `product_locks` rows; the daily limit is the credential's
 * `lockSaldo`. The sale (orders/purchase.ts) refuses a restricted product and checks the cap.
 *   POST /api/lock/students                              the grid: block records, q and paging
 *   GET  /api/academic/validatecredential/{credential}   one block record by code or document
 *   GET  /api/<LOCKED_PRODUCTS_PATH>/{id_user_primary} a student's restricted products (spec: cafeteria/locked/products)
 *   POST /api/academic/productsblock                     replace restrictions and set the limit
 *   GET  /api/academic/locks/catalog?store=              the product picker's catalog
 * The area covers students (users with a `students` row) who hold a credential and are active.
 * Wire shapes are those of src/domain/restrictions.ts. The records' reads are in queries/, the save
 * in service/.
 */
import type { PermissionKey } from '../../../../src/domain/permissions';
import { POS_SEGMENTS } from '../../../../src/domain/orders';
import { LOCKED_PRODUCTS_PATH } from '../../../../src/domain/stores';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_USER } from '../../../../src/domain/credentials';
import {
  blockRecordSchema,
  RESTRICTIONS_SAVED,
  restrictedProductSchema,
  restrictionGridSchema,
  restrictionsSavedSchema,
  productsBlockSchema,
} from '../../../../src/domain/restrictions';
import { posCatalogSchema, POS_STORES, type PosStore } from '../../../../src/domain/orders';
import { answers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { posCatalog } from '../../orders';
import {
  findBlockRecordByCredential,
  listBlockRecords,
  restrictedProducts,
  userExists,
} from './queries/records';
import { saveRestrictions } from './service/save';

export const RESTRICTIONS: PermissionKey = 'academic.locks';
/** The cashiers read a customer's restrictions to grey those products out. */
const RESTRICTION_READERS: PermissionKey[] = [RESTRICTIONS, ...POS_SEGMENTS.map((s) => `${s}.pos` as const)];
const tags = ['Académico: restricciones'];

const credentialParams = z.object({
  credential: z
    .string()
    .trim()
    .min(1, { error: 'El código o documento es requerido' })
    .max(100, { error: 'El código o documento admite máximo 100 caracteres' }),
});
const userParams = z.object({
  id_user_primary: z.coerce
    .number({ error: 'El identificador debe ser un número entero positivo' })
    .int({ error: 'El identificador debe ser un número entero positivo' })
    .positive({ error: 'El identificador debe ser un número entero positivo' })
    .max(2_147_483_647, { error: 'El identificador debe ser un número entero positivo' }),
});
const storeQuery = z.object({
  store: z
    .enum(Object.keys(POS_STORES) as [PosStore, ...PosStore[]], {
      error: `La tienda debe ser ${Object.keys(POS_STORES).join(' o ')}`,
    })
    .default(Object.keys(POS_STORES)[0] as PosStore),
});

export function restrictionRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/lock/students',
    {
      config: { permission: RESTRICTIONS },
      schema: {
        tags,
        summary:
          'Estudiantes con carnet y sus restricciones (id del carnet, id_user_primary, name, num_doc, code, url, saldo, ' +
          'lockSaldo, countproducts); q busca nombre o documento; page y perPage (máx. 100); total en el sobre',
        body: restrictionGridSchema,
        response: listAnswers(blockRecordSchema),
      },
    },
    async (req) => {
      const { rows, total } = await listBlockRecords(db, timezone, clock.now(), req.body);
      return okList(rows, total);
    },
  );

  r.get(
    '/api/academic/validatecredential/:credential',
    {
      config: { permission: RESTRICTIONS },
      schema: {
        tags,
        summary:
          'El registro de restricciones de un estudiante por código de carnet (CRN…) o número de documento; 404 No Existe Usuario',
        params: credentialParams,
        response: answers(blockRecordSchema),
      },
    },
    async (req) => {
      const value = req.params.credential;
      const record = await findBlockRecordByCredential(db, timezone, clock.now(), value);
      if (!record) throw notFound(NO_USER);
      return ok(record);
    },
  );

  r.get(
    `/api/${LOCKED_PRODUCTS_PATH}/:id_user_primary`,
    {
      config: { permission: RESTRICTION_READERS },
      schema: {
        tags,
        summary:
          'Productos restringidos de un estudiante (id, name, price, url, store, id_category, id_subcategory); ' +
          'también para los cajeros; 404 No Existe Usuario',
        params: userParams,
        response: answers(z.array(restrictedProductSchema)),
      },
    },
    async (req) => {
      const userId = req.params.id_user_primary;
      if (!(await userExists(db, userId))) throw notFound(NO_USER);
      return ok(await restrictedProducts(db, userId));
    },
  );

  r.post(
    '/api/academic/productsblock',
    {
      config: { permission: RESTRICTIONS, validationOrder: ['id_user', 'saldo', 'products'] },
      schema: {
        tags,
        summary:
          'Reemplaza los productos restringidos del estudiante (products: lista de ids, o su texto JSON) y fija su límite ' +
          'de gasto diario (saldo: 0 sin límite, o de $1.000 a $1.000.000); responde {record, products}',
        body: productsBlockSchema,
        response: answers(restrictionsSavedSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { id_user: userId, products: ids, saldo: limit } = req.body;
      const saved = await db.transaction((tx) =>
        saveRestrictions(tx, timezone, { userId, ids, limit, staffId: staff.id, now: clock.now() }),
      );
      return ok(saved, RESTRICTIONS_SAVED);
    },
  );

  r.get(
    '/api/academic/locks/catalog',
    {
      config: { permission: RESTRICTIONS },
      schema: {
        tags,
        summary: `Catálogo para elegir productos a restringir: el mismo de GET /api/<tienda>/pos/catalog (store: ${POS_SEGMENTS.join(' o ')})`,
        querystring: storeQuery,
        response: answers(posCatalogSchema),
      },
    },
    async (req) => ok(await posCatalog(db, POS_STORES[req.query.store])),
  );
}

/**
 * Per-student product restrictions and daily spending limit (spec part 2 §2 'Locks', §3, §4,
 * §5, §7). The restrictions are `product_locks` rows; the daily limit is the credential's
 * `lockSaldo`. The sale (orders/purchase.ts) refuses a restricted product and checks the cap.
 *   POST /api/lock/students                              the grid: block records, q and paging
 *   GET  /api/academic/validatecredential/{credential}   one block record by code or document
 *   GET  /api/cafeteria/locked/products/{id_user_primary} a student's restricted products
 *   POST /api/academic/productsblock                     replace restrictions and set the limit
 *   GET  /api/academic/locks/catalog?store=              the product picker's catalog
 * The area covers students (users with a `students` row) who hold a credential and are active.
 * Wire shapes are those of src/domain/locks.ts.
 */
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { looksLikeCode, NO_USER } from '../../../src/domain/carnets';
import {
  LOCKS_SAVED,
  lockStudentsSchema,
  productsBlockSchema,
  unknownProducts,
  type BlockRecord,
  type LockedProduct,
  type LocksSaved,
} from '../../../src/domain/locks';
import { POS_STORES, type PosStore } from '../../../src/domain/orders';
import type { Db } from '../../db/client';
import { carnets, productLocks, products, students, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { ok, okList } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { escapeLike } from '../../http/list';
import type { AreaOptions } from '../area';
import { lockCarnet } from '../credentials/ledger';
import { posCatalog } from '../orders/queries';
import { USER_WITHOUT_CARNET } from '../orders/purchase';
import { consumptionTodaySql } from '../credentials/queries';

const LOCKS = 'academic.locks';
/** The cashiers read a customer's restrictions to grey those products out. */
const LOCKED_READERS = [LOCKS, 'cafeteria.pos', 'papeleria.pos'];
const tags = ['Académico: restricciones'];

const countProducts = sql<number>`(select count(*) from ${productLocks} pl where pl.id_user = ${carnets.id_user_primary})::integer`.mapWith(
  Number,
);

/** The record's columns; `purchase` is today's consumption, in the school's day. */
const recordColumns = (timezone: string) => ({
  id: carnets.id,
  id_user_primary: carnets.id_user_primary,
  name: users.name,
  num_doc: users.num_doc,
  code: carnets.code,
  url: users.url,
  saldo: carnets.saldo,
  lockSaldo: carnets.lockSaldo,
  purchase: consumptionTodaySql(carnets.id, timezone),
  countproducts: countProducts,
});

/** Active students holding a credential: the rows of this area. */
const inArea = eq(users.active, 1);

function recordsFrom(db: Db, timezone: string) {
  return db
    .select(recordColumns(timezone))
    .from(carnets)
    .innerJoin(users, eq(users.id, carnets.id_user_primary))
    .innerJoin(students, eq(students.id_user, users.id));
}

const toRecord = (row: BlockRecord): BlockRecord => ({
  ...row,
  saldo: Number(row.saldo),
  lockSaldo: Number(row.lockSaldo),
  purchase: Number(row.purchase),
  countproducts: Number(row.countproducts),
});

export async function findBlockRecord(db: Db, timezone: string, where: SQL): Promise<BlockRecord | null> {
  const [row] = await recordsFrom(db, timezone).where(and(inArea, where)).limit(1);
  return row ? toRecord(row) : null;
}

/** A student's restricted products, by name. */
export async function lockedProducts(db: Db, userId: number): Promise<LockedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      url: products.url,
      store: products.store,
      id_category: products.id_category,
      id_subcategory: products.id_subcategory,
    })
    .from(productLocks)
    .innerJoin(products, eq(products.id, productLocks.id_product))
    .where(eq(productLocks.id_user, userId))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((p) => ({ ...p, price: Number(p.price) }));
}

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
    .enum(Object.keys(POS_STORES) as [PosStore, ...PosStore[]], { error: `La tienda debe ser ${Object.keys(POS_STORES).join(' o ')}` })
    .default(Object.keys(POS_STORES)[0] as PosStore),
});

export function lockRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/lock/students',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary:
          'Estudiantes con carnet y sus restricciones (id del carnet, id_user_primary, name, num_doc, code, url, saldo, ' +
          'lockSaldo, countproducts); q busca nombre o documento; page y perPage (máx. 100); total en el sobre',
        body: lockStudentsSchema,
      },
    },
    async (req) => {
      const { q, page, perPage } = req.body;
      const text = q?.trim();
      const where = and(
        inArea,
        text ? or(ilike(users.name, `%${escapeLike(text)}%`), ilike(users.num_doc, `${escapeLike(text)}%`)) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        recordsFrom(db, timezone)
          .where(where)
          .orderBy(asc(users.name), asc(carnets.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: count() })
          .from(carnets)
          .innerJoin(users, eq(users.id, carnets.id_user_primary))
          .innerJoin(students, eq(students.id_user, users.id))
          .where(where),
      ]);
      return okList(rows.map(toRecord), Number(total));
    },
  );

  r.get(
    '/api/academic/validatecredential/:credential',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary: 'El registro de restricciones de un estudiante por código de carnet (CRN…) o número de documento; 404 No Existe Usuario',
        params: credentialParams,
      },
    },
    async (req) => {
      const value = req.params.credential;
      const record = await findBlockRecord(db, timezone, looksLikeCode(value) ? eq(carnets.code, value.toUpperCase()) : eq(users.num_doc, value));
      if (!record) throw notFound(NO_USER);
      return ok(record);
    },
  );

  r.get(
    '/api/cafeteria/locked/products/:id_user_primary',
    {
      config: { permission: LOCKED_READERS },
      schema: {
        tags,
        summary:
          'Productos restringidos de un estudiante (id, name, price, url, store, id_category, id_subcategory); ' +
          'también para los cajeros; 404 No Existe Usuario',
        params: userParams,
      },
    },
    async (req) => {
      const userId = req.params.id_user_primary;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound(NO_USER);
      return ok(await lockedProducts(db, userId));
    },
  );

  r.post(
    '/api/academic/productsblock',
    {
      config: { permission: LOCKS, validationOrder: ['id_user', 'saldo', 'products'] },
      schema: {
        tags,
        summary:
          'Reemplaza los productos restringidos del estudiante (products: lista de ids, o su texto JSON) y fija su límite ' +
          'de gasto diario (saldo: 0 sin límite, o de $1.000 a $1.000.000); responde {record, products}',
        body: productsBlockSchema,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { id_user: userId, products: ids, saldo: limit } = req.body;
      const saved = await db.transaction(async (tx): Promise<LocksSaved> => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(students, eq(students.id_user, users.id))
          .where(and(eq(users.id, userId), inArea))
          .limit(1);
        if (!user) throw notFound(NO_USER);
        // The sale locks the same row before reading the restrictions: a save and a sale of
        // this student never interleave.
        const carnet = await lockCarnet(tx, { userId });
        if (!carnet) throw notFound(USER_WITHOUT_CARNET);
        if (ids.length > 0) {
          const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
          const known = new Set(found.map((p) => p.id));
          const missing = ids.filter((id) => !known.has(id));
          if (missing.length > 0) {
            const message = unknownProducts(missing.slice(0, 10));
            throw badRequest(message, { products: message });
          }
        }
        await tx
          .delete(productLocks)
          .where(and(eq(productLocks.id_user, userId), ids.length ? notInArray(productLocks.id_product, ids) : undefined));
        if (ids.length > 0) {
          // Rows already there keep who set them and when.
          await tx
            .insert(productLocks)
            .values(ids.map((id) => ({ id_user: userId, id_product: id, id_staff: staff.id })))
            .onConflictDoNothing({ target: [productLocks.id_user, productLocks.id_product] });
        }
        if (carnet.lockSaldo !== limit) {
          await tx.update(carnets).set({ lockSaldo: limit, updated_at: new Date() }).where(eq(carnets.id, carnet.id));
        }
        const record = await findBlockRecord(tx, timezone, eq(carnets.id, carnet.id));
        if (!record) throw notFound(NO_USER);
        return { record, products: await lockedProducts(tx, userId) };
      });
      return ok(saved, LOCKS_SAVED);
    },
  );

  r.get(
    '/api/academic/locks/catalog',
    {
      config: { permission: LOCKS },
      schema: {
        tags,
        summary:
          'Catálogo para elegir productos a restringir: el mismo de GET /api/<tienda>/pos/catalog (store: cafeteria o papeleria)',
        querystring: storeQuery,
      },
    },
    async (req) => ok(await posCatalog(db, POS_STORES[req.query.store])),
  );
}

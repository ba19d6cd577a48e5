/**
 * The plain CRUD resources: a definition (src/domain/resources), its table and what DELETE
 * does when other rows still point to a record, one line each, served by the generic CRUD
 * (server/http/crud.ts). A resource with rules of its own (users and roles with the rights
 * checks, the catalog with its stores) is registered by its area instead.
 */
import type { Fields } from '../../../src/domain/fields';
import {
  coursesResource,
  driversResource,
  guardiansResource,
  messengersResource,
  monitorsResource,
  newsResource,
  restaurantServicesResource,
  schoolsResource,
  gatesResource,
  tillsResource,
  USER_CATEGORY_PRODUCT_NOT_RESTAURANT,
  userCategoriesResource,
} from '../../../src/domain/resources';
import { STORE } from '../../../src/domain/stores';
import { badRequest } from '../../http/errors';
import { and, eq, sql } from 'drizzle-orm';
import { TILL_UNUSED_DAYS } from '../../../src/domain/tillChoice';
import {
  courses,
  drivers,
  guardians,
  messengers,
  monitors,
  news,
  products,
  restaurantServices,
  restaurantUserCategories,
  schools,
  gates,
  tills,
} from '../../db/schema';
import { registerCrud, type CrudOptions } from '../../http/crud';
import type { AreaPlugin } from '../../http/area';
import type { Db } from '../../db/client';

export const PLAIN_RESOURCES: readonly CrudOptions<Fields>[] = [
  {
    def: schoolsResource,
    table: schools,
    inUse: { refuse: 'No se puede eliminar el colegio: tiene turnos asociados' },
  },
  {
    def: coursesResource,
    table: courses,
    inUse: { refuse: 'No se puede eliminar el curso: tiene estudiantes asociados' },
  },
  {
    def: guardiansResource,
    table: guardians,
    inUse: { refuse: 'No se puede eliminar el acudiente: tiene estudiantes asociados' },
  },
  // Nothing points at a service: it is deleted outright. Its alternative meal is one the restaurant sells.
  {
    def: restaurantServicesResource,
    table: restaurantServices,
    inUse: { refuse: 'No se puede eliminar el servicio' },
    validate: (record, { db: tx }) => restaurantMeal(tx, record, 'id_product_alternativo'),
  },
  {
    def: userCategoriesResource,
    table: restaurantUserCategories,
    inUse: { refuse: 'No se puede eliminar la categoría de usuario' },
    // Its meal is one the restaurant sells.
    validate: (record, { db: tx }) => restaurantMeal(tx, record, 'id_product'),
  },
  // School transport's people: their routes keep them from being deleted (a route points at its driver and monitor).
  {
    def: driversResource,
    table: drivers,
    inUse: { refuse: 'No se puede eliminar el conductor: tiene rutas asignadas' },
  },
  {
    def: monitorsResource,
    table: monitors,
    inUse: { refuse: 'No se puede eliminar el monitor: tiene rutas asignadas' },
  },
  { def: messengersResource, table: messengers, inUse: { refuse: 'No se puede eliminar el mensajero' } },
  { def: newsResource, table: news, inUse: { refuse: 'No se puede eliminar la novedad' } },
  // The gates keep their passages (a log that is never rewritten): a gate with passages stays.
  {
    def: gatesResource,
    table: gates,
    inUse: { refuse: 'No se puede eliminar la portería: tiene pasos registrados' },
  },
  // The offline tills (issue 33): made at a point of sale and never deleted (the definition refuses
  // both); an active one with no connection (or made and never used) for TILL_UNUSED_DAYS is marked.
  {
    def: tillsResource,
    table: tills,
    marks: {
      sin_uso: (now) =>
        sql`${tills.activa} = 1 and coalesce(${tills.visto_en}, ${tills.created_at}) <= ${new Date(now.getTime() - TILL_UNUSED_DAYS * 86_400_000).toISOString()}::timestamptz`,
    },
  },
];

/** 400 under `field` when the record's product there (if any) is not one the restaurant sells. */
async function restaurantMeal(tx: Db, record: Record<string, unknown>, field: string): Promise<void> {
  if (record[field] === undefined || record[field] === null) return;
  const [meal] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, Number(record[field])), eq(products.store, STORE.restaurant)));
  if (!meal)
    throw badRequest(USER_CATEGORY_PRODUCT_NOT_RESTAURANT, { [field]: USER_CATEGORY_PRODUCT_NOT_RESTAURANT });
}

export const plainResourcesArea: AreaPlugin = async function plainResources(app, { db }) {
  for (const resource of PLAIN_RESOURCES) registerCrud(app, db, resource);
};

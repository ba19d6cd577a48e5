/** The inventory area: catalog CRUD and aliases, stock in/out, the movement report, restaurant products by age. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { catalogRoutes } from './catalog';
import { movementRoutes } from './movements';
import { restaurantRoutes } from './restaurant';

export function inventoryRoutes(app: FastifyInstance, db: Db, opts: { timezone: string }) {
  catalogRoutes(app, db);
  movementRoutes(app, db, opts);
  restaurantRoutes(app, db, opts);
}

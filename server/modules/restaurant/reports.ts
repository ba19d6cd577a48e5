/**
 * The restaurant's reports (src/domain/reports/restaurant.ts says which path takes which
 * fields): the stores' sales reads for the restaurant, each row given its `valor` and
 * `sumatoria` as text, plus `POST restaurant/datauser`, the person of the movements tab.
 */
import type { FastifyInstance } from 'fastify';
import {
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
  RESTAURANT_USER_FIELD,
  withAmounts,
} from '../../../src/domain/reports/restaurant';
import { RESTAURANT, STORE, storeLabel } from '../../../src/domain/stores';
import { reportRoutes } from '../../http/report-routes';
import type { AreaOptions } from '../area';
import { dataUserRoute, userNotFound } from '../orders/reports';
import { reversals, salesByProduct, salesDetail, userMovements } from '../orders/report-queries';

const store = STORE.restaurant;
const tags = [`Reportes: ${storeLabel(store)}`];

export function restaurantReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const common = { timezone: config.timezone, tags: () => tags };
  reportRoutes(app, RESTAURANT_DETAIL_REPORT, { ...common, read: async ({ range, limit }) => withAmounts(await salesDetail(db, store, range, limit)) });
  reportRoutes(app, RESTAURANT_BY_PRODUCT_REPORT, {
    ...common,
    read: async ({ range }) => withAmounts(await salesByProduct(db, store, range)),
  });
  reportRoutes(app, RESTAURANT_MOVEMENTS_REPORT, {
    ...common,
    read: async ({ body, range }) => {
      const rows = await userMovements(db, store, body[RESTAURANT_USER_FIELD], range);
      if (!rows) throw userNotFound(RESTAURANT_USER_FIELD);
      return withAmounts(rows);
    },
  });
  reportRoutes(app, RESTAURANT_REVERSALS_REPORT, { ...common, read: async ({ range, limit }) => withAmounts(await reversals(db, store, range, limit)) });
  dataUserRoute(app, db, RESTAURANT, tags);
}

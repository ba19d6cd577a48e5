/**
 * The restaurant's reports (src/domain/reports/restaurant.ts says which path takes which
 * fields): the stores' sales reads for the restaurant, each row given its `valor` and
 * `sumatoria` as text (a page's running total goes on from the last row of the page before),
 * plus `POST restaurant/datauser`, the person of the movements tab.
 */
import type { FastifyInstance } from 'fastify';
import {
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
  RESTAURANT_USER_FIELD,
  type RestaurantAmounts,
  sumatoriaOf,
  withAmounts,
} from '../../../../src/domain/reports/restaurant';
import { STORE, storeLabel } from '../../../../src/domain/stores';
import {
  idPage,
  reportRoutes,
  type ReportPage,
  type ReportRange,
  type RowPage,
} from '../../../http/report-routes';
import type { AreaOptions } from '../../../http/area';
import { reversals, salesByProduct, salesDetail, userMovements, userNotFound } from '../../orders';

const store = STORE.restaurant;
const tags = [`Reportes: ${storeLabel(store)}`];

/** A restaurant report's pages: a store's sales read, each page's running total going on from the page before. */
export const withRunningTotal =
  <Row extends { id: number; total: number }>(read: (range: ReportRange, page: RowPage) => Promise<Row[]>) =>
  async ({ range }: { range: ReportRange }, page: ReportPage<Row & RestaurantAmounts>) =>
    withAmounts(await read(range, idPage(page)), sumatoriaOf(page.after));

export function restaurantReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const common = { timezone: config.timezone, tags: () => tags };
  reportRoutes(app, RESTAURANT_DETAIL_REPORT, {
    ...common,
    pages: withRunningTotal((range, page) => salesDetail(db, store, range, page)),
  });
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
  reportRoutes(app, RESTAURANT_REVERSALS_REPORT, {
    ...common,
    pages: withRunningTotal((range, page) => reversals(db, store, range, page)),
  });
}

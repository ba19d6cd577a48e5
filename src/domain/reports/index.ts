/** Every report definition (see define.ts): the stores' sales reports, the restaurant's and the credentials'. */
export * from './define';
export * from './sales';
export * from './credentials';
export * from './restaurant';
export * from './access';

import { GLOBAL_REPORT, TOPUP_REPORT } from './credentials';
import { ACCESS_REPORTS } from './access';
import { byStore, RESTAURANT, type StoreSegment } from '../stores';
import {
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_REPORTS,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
} from './restaurant';
import {
  POS_REPORTS,
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
  type StoreReportSet,
} from './sales';

/** All of them, for the tests that check every definition. */
export const REPORTS = [
  SALES_DETAIL_REPORT,
  SALES_BY_PRODUCT_REPORT,
  USER_MOVEMENTS_REPORT,
  REVERSALS_REPORT,
  TOPUP_REPORT,
  GLOBAL_REPORT,
  RESTAURANT_DETAIL_REPORT,
  RESTAURANT_BY_PRODUCT_REPORT,
  RESTAURANT_MOVEMENTS_REPORT,
  RESTAURANT_REVERSALS_REPORT,
  ...ACCESS_REPORTS,
] as const;

/**
 * Each store's reports page (its four tabs): the points of sale share theirs, the restaurant
 * has its own paths and fields. Its rows carry more than the points of sale's, which the page
 * passes through to the table; a store without its own set uses the points of sale's.
 */
export const STORE_REPORTS: Record<StoreSegment, StoreReportSet> = {
  ...byStore(() => POS_REPORTS),
  [RESTAURANT]: RESTAURANT_REPORTS as unknown as StoreReportSet,
};

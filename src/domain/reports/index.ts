/** Every report definition (see define.ts): the stores' sales reports and the credentials' reports. */
export * from './define';
export * from './sales';
export * from './credentials';

import { GLOBAL_REPORT, TOPUP_REPORT } from './credentials';
import { REVERSALS_REPORT, SALES_BY_PRODUCT_REPORT, SALES_DETAIL_REPORT, USER_MOVEMENTS_REPORT } from './sales';

/** All of them, for the tests that check every definition. */
export const REPORTS = [
  SALES_DETAIL_REPORT,
  SALES_BY_PRODUCT_REPORT,
  USER_MOVEMENTS_REPORT,
  REVERSALS_REPORT,
  TOPUP_REPORT,
  GLOBAL_REPORT,
] as const;

/**
 * Credentials (carnets), by feature, each behind its own index.ts: registry (the credentials
 * themselves: list, lookups, create, a new code, delete), topups (top-up and deduction through the
 * ledger), reports (the top-ups of a period, the global report), cashClose (the front desk's blind
 * cash close), receipts (a movement's receipt), cards (printed cards) and timeline (the ledger as a
 * source of a student's timeline). The screens' features in src/areas/credentials bear the same names.
 */
import type { AreaPlugin } from '../../http/area';
import { cardPrintRoutes } from './cards';
import { credentialRoutes } from './registry';
import { cashCloseRoutes, ensureCloseStart } from './cashClose';
import { receiptRoutes } from './receipts';
import { credentialReportRoutes } from './reports';
import { topupRoutes } from './topups';

export const credentialsArea: AreaPlugin = async function credentials(app, opts) {
  credentialRoutes(app, opts);
  topupRoutes(app, opts);
  credentialReportRoutes(app, opts);
  cashCloseRoutes(app, opts);
  // The day closes count from: written at the first start that has none (issue 52).
  await ensureCloseStart(opts.db, opts.clock, opts.config.timezone);
  receiptRoutes(app, opts);
  cardPrintRoutes(app, opts);
};

// What other areas use of credentials: a new code (students' and the gate's own codes) and the
// ledger as a source of a student's timeline.
export { newCredentialCode } from './registry';
export { ledgerTimeline } from './timeline';

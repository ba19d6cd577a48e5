/**
 * Restaurant: the lunch line by credential scan, one meal per service (line/), the same line
 * offline with its roster and late meals (offline/), its reports (reports/) and the day's menu
 * picture (menu/), a student's meal by their user category (meals/); and lunch planned ahead
 * (issue 56): the settings of it (settings/), the days'
 * menus (menus/), the meal plans (plans/), the pre-orders (preorders/), the cut-off's round and the
 * gate's re-instatement (cutoff/) and the kitchen's count, forecast and waste (kitchen/).
 */
import type { AreaPlugin } from '../../http/area';
import { lineRoutes } from './line';
import { menuRoutes } from './menu';
import { restaurantReportRoutes } from './reports';
import { lunchOfflineRoutes } from './offline';
import { lunchSettingsRoutes } from './settings';
import { dayMenuRoutes } from './menus';
import { planRoutes } from './plans';
import { staffPreorderRoutes } from './preorders';
import { kitchenRoutes } from './kitchen';
import { lunchCutoffTimer } from './cutoff';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  lineRoutes(app, opts);
  restaurantReportRoutes(app, opts);
  lunchOfflineRoutes(app, opts);
  lunchSettingsRoutes(app, opts);
  dayMenuRoutes(app, opts);
  planRoutes(app, opts);
  staffPreorderRoutes(app, opts);
  kitchenRoutes(app, opts);
  lunchCutoffTimer(app, opts);
  await menuRoutes(app, opts);
};

// The portal's lunch (server/modules/family/lunch): a child's days, pre-orders and plans.
export { childLunch, lunchClockOf, placePreorder, preorderById, preorderDoors } from './preorders';
// The demo school's fortnight is written through the same rules.
export { readLunchSettings } from './settings';
export { choiceOf, plansOf, quotePlan, sellPlan } from './plans';
// The gate re-instates a cancelled lunch on an entry; the tests run the cut-off's round at their instant.
export { lunchCutoffRound, reinstateLunch } from './cutoff';

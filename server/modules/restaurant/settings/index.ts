/** The lunch settings (issue 56): the cut-off and the kitchen's closing every lunch rule reads, walk-ins, the plans' discounts. */
export { lunchSettingsRoutes } from './routes';
export { readLunchSettings } from './queries';

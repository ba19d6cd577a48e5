/**
 * The gate decides the lunch (issue 56): the cut-off's round cancels the absent children's
 * pre-orders and fixes the kitchen's portions (service.ts, its timer in routes.ts); an entry at the
 * gate re-instates a cancelled one while portions remain (the gate calls `reinstateLunch`).
 */
export { lunchCutoffTimer } from './routes';
export { lunchCutoffRound, reinstateLunch, type CutoffRound } from './service';

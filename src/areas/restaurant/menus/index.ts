/**
 * *Menús y pedidos* (issue 56): the days' menus and the lunch settings (MenusPage, loaded by the
 * area's door). What the sibling features use: the lunch's calls and their read hook, and the weeks
 * of the days (the kitchen's waste report, the plans' pre-orders).
 */
export { lunchApi, type QuoteQuery, type Saved } from './api';
export { lunchCacheKey, lunchKey, useLunchRead } from './useLunchRead';
export { mondayOf } from './fortnight';

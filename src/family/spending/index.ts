/**
 * A child's *Gastos* on the portal (SpendingPanel): the period's switch and where the money went,
 * the screen of server/modules/family/spending. The child's page shows it in its *Gastos* tab; the
 * default export lets it load the panel lazily (`lazy(() => import('../spending'))`), and the
 * panel itself fetches the charts' code only when it shows.
 */
export { SpendingPanel, SpendingPanel as default } from './SpendingPanel';

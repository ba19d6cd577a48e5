/**
 * A child's limits on the portal: the daily cap and the low-balance alert (LimitsCard) with the
 * products and categories the family blocks (BlocksCard), as far as the school allows; the screen
 * of server/modules/family/limits. The child's page shows the card.
 */
export { LimitsCard } from './LimitsCard';

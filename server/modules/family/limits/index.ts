/**
 * A child's limits from the portal: the daily cap, the low-balance alert and the products and
 * categories the family blocks, as far as the school allows; and the staff's side, what the school
 * lets families change. Its screens are src/family/limits.
 */
export { limitRoutes } from './routes';

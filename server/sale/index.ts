/**
 * The sale core (issue 48): what every door that sells — the points of sale, an order's edit, a late
 * offline sale, the lunch line — asks of a sale, each rule in one home: the products' lock.
 */
export { lockProducts, mergedLines, type Buyer, type FoodRules, type LockedProduct } from './lock';

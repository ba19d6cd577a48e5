/**
 * The sale core (issue 48): what every door that sells — the points of sale, an order's edit, a late
 * offline sale, the lunch line — asks of a sale, each rule in one home: the products' lock, the
 * one check that answers every problem of a sale (each door decides what a problem means), the
 * sale's writes in one statement and a waiting order's turn.
 */
export { lockProducts, mergedLines, type Buyer, type FoodRules, type LockedProduct } from './lock';
export {
  allergyHits,
  checkSale,
  notEnoughProducts,
  productDisabled,
  productMissing,
  productOfOtherStore,
  type AllergyHit,
  type SaleFacts,
  type SaleLine,
  type TillAllowance,
} from './check';
export { keyHeldAt, listRuleHeldAt, rulesSince, type RulesSince } from './since';
export { saleWriter, type OrderValues, type SoldLineRow } from './sale-writes';
export { allocateTurn, TURN_LOCK } from './turns';

/**
 * The money core (docs/architecture.md: Registries, Ledgers): the only code that moves a credential's money, one function per
 * rule. Every door that sells, refunds, tops up or checks a balance — the points of sale, the
 * lunch line, an order's edit, reversals, the front desk — imports it from here.
 */
export { lockCredential, type LockedCredential } from './lock';
export { refuseByState, stateProblem } from './credential-state';
export { consumptionBetweenSql, consumptionTodaySql } from './consumption';
// The cap's decision alone, for its unit test; doors check it through refuseSpending.
export { checkDailyCap, dailyCapProblem } from './daily-cap';
export { refuseSpending, spendingProblems, type OverBalance } from './spending';
export { charge, deduct, planCharge, refund, takeBack, topUp, type DeskInput, type DoorInput } from './doors';
// What a planned movement writes, for a door that sends it with other homes' writes (a sale).
export { MOVEMENT_WRITES, type PlannedMovement } from './ledger';
// The doors' one writer, called directly only by the ledger's own tests.
export { applyMovement, CREDENTIAL_NOT_FOUND, type Movement, type MovementResult } from './ledger';

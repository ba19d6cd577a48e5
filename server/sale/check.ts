/**
 * The sale core's one check (issue 48): every problem of a sale, each rule asked once, in the old
 * system's order — the credential's state; the store's hours for the student (issue 55); each
 * product existing, of this store and on sale; the student's restrictions; the seals the school
 * blocks; the student's allergies; stock; a till's allowance (a late offline sale only); the
 * balance; the daily cap; the weekly cap (issue 55). Pure: the caller locked the
 * credential and the products (server/sale/lock.ts) and hands in what they read. Each door decides
 * what the problems mean (docs/architecture.md: *One guard per rule*): the till and an order's edit refuse on the
 * first, the lunch line swaps the meal on an allergy, a late sale flags or refuses.
 */
import { INSUFFICIENT_FUNDS_MESSAGE, NOT_ENOUGH_PRODUCTS, productLockedMessage } from '../../src/domain/cart';
import type { CredentialOperation } from '../../src/domain/credentialRules';
import type { StoreId } from '../../src/domain/inventory';
import { allergensHit, allergyMessage, blockedSealsOf, sealBlockedMessage } from '../../src/domain/foodRules';
import { offlineSaleTooBig, offlineTotalReached } from '../../src/domain/offline';
import { formatMoney } from '../../src/domain/money';
import { OVER_BALANCE } from '../../src/domain/orders';
import { outsideWindowMessage, sellsAt, weeklyCapMessage } from '../../src/domain/saleWindows';
import { storeLabel } from '../../src/domain/stores';
import type { Problem } from '../http/problems';
import { spendingProblems, stateProblem, type LockedCredential, type OverBalance } from '../money';
import type { FoodRules, LockedProduct } from './lock';

export const productMissing = (id: number) => `El producto ${id} no existe`;
export const productDisabled = (name: string) => `El producto ${name} no está disponible para la venta`;
export const productOfOtherStore = (name: string, store: StoreId) =>
  `El producto ${name} no se vende en ${storeLabel(store).toLowerCase()}`;
export const notEnoughProducts = (name: string) => `${NOT_ENOUGH_PRODUCTS}: ${name}`;

/** One line as the sale wants it: the product, how many, and how many of it the order held already (an edit). */
export interface SaleLine {
  id: number;
  count: number;
  /** Units the order already held (an order's edit): those stay as sold, only the rest is bought now. */
  held?: number;
}

/** A late offline sale's till allowance (issue 33): the most per sale, and in total since the roster it sold by. */
export interface TillAllowance {
  maxSale: number;
  maxTotal: number;
  /** What the till's late sales of the same roster were charged before this one. */
  soldBefore: number;
}

export interface SaleFacts {
  store: StoreId;
  /** What the money does: a sale charges; an edit charges the difference or gives it back. */
  operation: Extract<CredentialOperation, 'sale' | 'editCharge' | 'editRefund'>;
  credential: Pick<
    LockedCredential,
    'active' | 'holderActive' | 'saldo' | 'lockSaldo' | 'weeklyCap' | 'saleWindows'
  >;
  lines: readonly SaleLine[];
  /** The locked products by id (a product missing here does not exist). */
  products: ReadonlyMap<number, LockedProduct>;
  /** The products the student may not buy. */
  restricted: ReadonlySet<number>;
  food: FoodRules;
  consumedToday: number;
  /** Issue 55: what the week (since Monday, school time) holds already, for the weekly cap. */
  consumedThisWeek: number;
  /** Issue 55: the sale's hour, school time ('HH:MM'), for the store's windows. */
  saleTime: string;
  /** The money it charges; absent: the lines at the catalog's prices (a sale). An edit gives its difference. */
  amount?: number;
  /** A supervisor lets the allergies through (the caller checked the key): no allergy problem. */
  allergyOverride?: boolean;
  allowance?: TillAllowance;
}

/** A product the student is allergic to, and which of its allergens. */
export interface AllergyHit {
  product: Pick<LockedProduct, 'id' | 'name'>;
  allergens: string[];
}

const productProblem = (
  status: 400 | 409,
  reason: Problem['reason'],
  message: string,
  productId: number,
  data?: unknown,
): Problem => ({
  status,
  reason,
  message,
  field: 'products',
  productId,
  ...(data === undefined ? {} : { data }),
});

/** The products of `sold` holding an allergen of the student's. */
export function allergyHits(
  food: FoodRules,
  sold: readonly Pick<LockedProduct, 'id' | 'name' | 'alergenos'>[],
): AllergyHit[] {
  return sold
    .map((product) => ({
      product: { id: product.id, name: product.name },
      allergens: allergensHit(product.alergenos, food.allergies),
    }))
    .filter((hit) => hit.allergens.length > 0);
}

/** The balance's words: a sale's are the old system's; an edit's, the edit screen's, under the products. */
const OVER_BALANCE_OF: Record<SaleFacts['operation'], OverBalance> = {
  sale: { message: INSUFFICIENT_FUNDS_MESSAGE, field: null },
  editCharge: { message: OVER_BALANCE, field: 'products' },
  editRefund: { message: OVER_BALANCE, field: 'products' },
};

/** Every problem of the sale `facts` describe, in the order a door that refuses meets them; none: it may be sold. */
export function checkSale(facts: SaleFacts): Problem[] {
  const problems: Problem[] = [];
  const state = stateProblem(facts.operation, facts.credential);
  if (state) problems.push(state);
  // Issue 55: the family's hours for this store; giving money back is no purchase.
  const windows = facts.credential.saleWindows;
  if (facts.operation !== 'editRefund' && !sellsAt(windows, facts.store, facts.saleTime))
    problems.push({
      status: 409,
      reason: 'outside_window',
      message: outsideWindowMessage(facts.store, windows),
      field: null,
    });

  const found: { product: LockedProduct; count: number; bought: number }[] = [];
  for (const line of facts.lines) {
    const product = facts.products.get(line.id);
    if (!product) {
      problems.push({
        ...productProblem(400, 'validation', productMissing(line.id), line.id),
        rule: 'product_missing',
      });
      continue;
    }
    // What an order already holds stays as it was sold, whatever the catalog says since.
    if (!line.held) {
      if (product.store !== facts.store) {
        problems.push({
          ...productProblem(400, 'validation', productOfOtherStore(product.name, facts.store), product.id),
          rule: 'product_other_store',
        });
      } else if (product.enable !== 1) {
        problems.push({
          ...productProblem(400, 'validation', productDisabled(product.name), product.id),
          rule: 'product_disabled',
        });
      }
    }
    found.push({ product, count: line.count, bought: line.count - (line.held ?? 0) });
  }

  // The rules of what is bought now: more units than the order held are a new purchase of them.
  const bought = found.filter((l) => l.bought > 0).map((l) => l.product);
  for (const product of bought.filter((p) => facts.restricted.has(p.id))) {
    problems.push(productProblem(409, 'product_locked', productLockedMessage(product.name), product.id));
  }
  for (const product of bought) {
    const seals = blockedSealsOf(product.sellos, facts.food.blocked);
    if (seals.length > 0) {
      problems.push(
        productProblem(
          409,
          'seal_blocked',
          sealBlockedMessage(product.name, seals, facts.food.set),
          product.id,
          { id_product: product.id, sellos: seals },
        ),
      );
    }
  }
  if (!facts.allergyOverride) {
    for (const { product, allergens } of allergyHits(facts.food, bought)) {
      problems.push(
        productProblem(409, 'allergy', allergyMessage(allergens), product.id, {
          id_product: product.id,
          alergenos: allergens,
        }),
      );
    }
  }
  for (const { product, bought: more } of found) {
    if (more > product.stock)
      problems.push(productProblem(409, 'out_of_stock', notEnoughProducts(product.name), product.id));
  }

  const amount = facts.amount ?? found.reduce((sum, l) => sum + l.product.price * l.count, 0);
  if (facts.allowance) {
    const { maxSale, maxTotal, soldBefore } = facts.allowance;
    if (amount > maxSale)
      problems.push({
        status: 409,
        reason: 'over_allowance',
        message: offlineSaleTooBig(formatMoney(maxSale)),
        field: null,
      });
    else if (soldBefore + amount > maxTotal) {
      problems.push({
        status: 409,
        reason: 'over_allowance',
        message: offlineTotalReached(formatMoney(maxTotal), formatMoney(soldBefore)),
        field: null,
      });
    }
  }
  // Only money it charges is spending; an edit that gives back spends nothing.
  if (amount > 0)
    problems.push(
      ...spendingProblems(facts.credential, amount, facts.consumedToday, OVER_BALANCE_OF[facts.operation]),
    );
  const { weeklyCap } = facts.credential;
  if (amount > 0 && weeklyCap > 0 && facts.consumedThisWeek + amount > weeklyCap)
    problems.push({
      status: 409,
      reason: 'over_weekly_cap',
      message: weeklyCapMessage(weeklyCap, facts.consumedThisWeek),
      field: null,
    });
  return problems;
}

/**
 * The point-of-sale cart (spec part 1 §4, §5): pure rules, used by the cashier's screen and
 * re-checked by the server. Amounts are integer pesos.
 */
import { foodProblem, type FoodCheck } from './foodRules';

export const NOT_ENOUGH_PRODUCTS = 'No hay suficientes productos';
export const EMPTY_CART = 'Debe agregar por lo menos un producto al pedido';
export const INSUFFICIENT_FUNDS_MESSAGE = 'El usuario no posee fondos suficientes';
export const DAILY_LIMIT_MESSAGE = 'La compra excede el bloquedo diario de consumo';
/** The server's refusal (409 product_locked) and the cashier's screen name the product. */
export const productLockedMessage = (name: string) =>
  `El producto ${name} está restringido para el estudiante`;
export const REMOVE_CONFIRM = '¿Confirma que deseas remover el producto?';
export const NAME_LENGTH = 25;

export interface CartProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  enlistment: 0 | 1;
  /** What its label says (issue 35): checked against the school's blocked seals and the student's allergies. */
  sellos?: readonly string[];
  alergenos?: readonly string[];
}

export interface CartLine extends CartProduct {
  count: number;
}

export interface Customer {
  saldo: number;
  /** Daily cap; 0 = none. */
  lockSaldo: number;
  /** Already consumed today. */
  purchase: number;
  /** Products this customer may not buy. */
  locked?: readonly number[];
  /** Issue 35: the customer's allergies, the school's blocked seals, a supervisor's override. */
  food?: FoodCheck;
}

export type CartResult = { lines: CartLine[]; error: string | null };

export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.price * l.count, 0);
export const needsEnlistment = (lines: readonly CartLine[]) => lines.some((l) => l.enlistment === 1);
/** Product names on cards are cut to 25 characters. */
export const shortName = (name: string) =>
  name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH)}…` : name;

/** A daily cap is exceeded when it is set and today's consumption plus this total goes past it. */
export const exceedsDailyLimit = (customer: Customer, total: number) =>
  customer.lockSaldo > 0 && customer.lockSaldo < customer.purchase + total;

/**
 * Adds one unit (a new line with count 1, or +1), up to the stock. When the new total passes
 * the balance, the unit just added is taken back and the customer's lack of funds reported.
 */
export function addProduct(lines: readonly CartLine[], product: CartProduct, customer: Customer): CartResult {
  if (customer.locked?.includes(product.id))
    return { lines: [...lines], error: productLockedMessage(product.name) };
  const food = customer.food ? foodProblem(product, customer.food) : null;
  if (food) return { lines: [...lines], error: food };
  const existing = lines.find((l) => l.id === product.id);
  const count = (existing?.count ?? 0) + 1;
  if (count > product.stock) return { lines: [...lines], error: NOT_ENOUGH_PRODUCTS };
  const next = existing
    ? lines.map((l) => (l.id === product.id ? { ...l, count } : l))
    : [...lines, { ...product, count: 1 }];
  if (cartTotal(next) > customer.saldo) return { lines: [...lines], error: INSUFFICIENT_FUNDS_MESSAGE };
  return { lines: next, error: null };
}

/** One unit less; the line goes at zero. */
export function minusProduct(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.flatMap((l) => (l.id !== id ? [l] : l.count > 1 ? [{ ...l, count: l.count - 1 }] : []));
}

export function removeProduct(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** What stops a purchase, in the order the old system checked it; null when it may go. */
export function checkoutProblem(lines: readonly CartLine[], customer: Customer): string | null {
  if (lines.length === 0) return EMPTY_CART;
  const total = cartTotal(lines);
  if (total > customer.saldo) return INSUFFICIENT_FUNDS_MESSAGE;
  if (exceedsDailyLimit(customer, total)) return DAILY_LIMIT_MESSAGE;
  const locked = lines.find((l) => customer.locked?.includes(l.id));
  if (locked) return productLockedMessage(locked.name);
  for (const line of lines) {
    const food = customer.food ? foodProblem(line, customer.food) : null;
    if (food) return food;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import {
  addProduct,
  cartTotal,
  checkoutProblem,
  DAILY_LIMIT_MESSAGE,
  EMPTY_CART,
  INSUFFICIENT_FUNDS_MESSAGE,
  minusProduct,
  needsEnlistment,
  NOT_ENOUGH_PRODUCTS,
  productLockedMessage,
  removeProduct,
  shortName,
  type CartLine,
  type CartProduct,
  type Customer,
} from '../../src/domain/cart';

const juice: CartProduct = { id: 1, name: 'Jugo de mora 250 ml', price: 3000, stock: 5, enlistment: 0 };
const empanada: CartProduct = { id: 2, name: 'Empanada de pipián', price: 2500, stock: 2, enlistment: 1 };
const rich: Customer = { saldo: 100_000, lockSaldo: 0, purchase: 0 };

const add = (lines: CartLine[], product: CartProduct, customer = rich) =>
  addProduct(lines, product, customer);

describe('cart', () => {
  it('adds a new product with count 1, then increments it', () => {
    const once = add([], juice);
    expect(once).toEqual({ lines: [{ ...juice, count: 1 }], error: null });
    expect(add(once.lines, juice).lines).toEqual([{ ...juice, count: 2 }]);
  });

  it('never goes past the stock: No hay suficientes productos', () => {
    let lines = add([], empanada).lines;
    lines = add(lines, empanada).lines;
    const third = add(lines, empanada);
    expect(third.error).toBe(NOT_ENOUGH_PRODUCTS);
    expect(third.lines).toEqual(lines);
    expect(add([], { ...juice, stock: 0 }).error).toBe(NOT_ENOUGH_PRODUCTS);
  });

  it('minus lowers the count and removes the line at zero', () => {
    const two = add(add([], juice).lines, juice).lines;
    expect(minusProduct(two, 1)).toEqual([{ ...juice, count: 1 }]);
    expect(minusProduct(minusProduct(two, 1), 1)).toEqual([]);
    expect(minusProduct(two, 99)).toEqual(two);
  });

  it('removes a whole line (double click on the price)', () => {
    const lines = add(add([], juice).lines, empanada).lines;
    expect(removeProduct(lines, 1)).toEqual([{ ...empanada, count: 1 }]);
  });

  it('totals and the enlistment flag follow the lines', () => {
    const lines = add(add(add([], juice).lines, juice).lines, empanada).lines;
    expect(cartTotal(lines)).toBe(3000 * 2 + 2500);
    expect(needsEnlistment(lines)).toBe(true);
    expect(needsEnlistment(removeProduct(lines, 2))).toBe(false);
    expect(cartTotal([])).toBe(0);
  });

  it('takes back the unit that passes the balance: El usuario no posee fondos suficientes', () => {
    const poor: Customer = { saldo: 5000, lockSaldo: 0, purchase: 0 };
    const one = add([], juice, poor);
    expect(one.error).toBeNull();
    const two = add(one.lines, juice, poor);
    expect(two.error).toBe(INSUFFICIENT_FUNDS_MESSAGE);
    expect(two.lines).toEqual(one.lines);
  });

  it('refuses a product the student may not buy', () => {
    const locked: Customer = { ...rich, locked: [2] };
    expect(add([], empanada, locked)).toEqual({ lines: [], error: productLockedMessage(empanada.name) });
    expect(productLockedMessage('Gaseosa')).toBe('El producto Gaseosa está restringido para el estudiante');
  });

  it('checks a purchase in order: empty cart, funds, daily cap', () => {
    expect(checkoutProblem([], rich)).toBe(EMPTY_CART);
    const lines = add(add([], juice).lines, empanada).lines; // 5500
    expect(checkoutProblem(lines, rich)).toBeNull();
    expect(checkoutProblem(lines, { saldo: 5000, lockSaldo: 0, purchase: 0 })).toBe(
      INSUFFICIENT_FUNDS_MESSAGE,
    );
    expect(checkoutProblem(lines, { ...rich, lockSaldo: 10_000, purchase: 4000 })).toBeNull();
    expect(checkoutProblem(lines, { ...rich, lockSaldo: 10_000, purchase: 5000 })).toBe(DAILY_LIMIT_MESSAGE);
    expect(checkoutProblem(lines, { ...rich, lockSaldo: 0, purchase: 1_000_000 })).toBeNull();
  });

  it('cuts product names to 25 characters on the cards', () => {
    expect(shortName('Jugo de mora 250 ml')).toBe('Jugo de mora 250 ml');
    expect(shortName('Sándwich de jamón y queso con pan integral')).toBe('Sándwich de jamón y queso…');
  });
});

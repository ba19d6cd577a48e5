/**
 * The point of sale and the order edit show the domain rules' answers (Spanish, shared with the
 * server) from the catalog, so that they read in the chosen language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addProduct, checkoutProblem, EMPTY_CART, productLockedMessage } from '../../src/domain/cart';
import { DUPLICATE_PRODUCT } from '../../src/domain/orders';
import { ruleKey } from '../../src/kit/ruleText';
import { i18nProvider } from '../../src/app/i18n';

const translated = (text: string) => {
  const rule = ruleKey(text);
  return rule && i18nProvider.translate(rule.key, rule.values);
};

describe('the catalog text of a rule answer', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('es');
  });

  it('finds the rule, with the product it names', () => {
    expect(ruleKey(EMPTY_CART)).toEqual({ key: 'orders.rules.empty_cart', values: {} });
    expect(ruleKey(productLockedMessage('Gaseosa (350 ml)'))).toEqual({
      key: 'orders.rules.product_locked',
      values: { name: 'Gaseosa (350 ml)' },
    });
    expect(ruleKey('Pedido entregado')).toBeNull();
  });

  it('reads the same in Spanish and in English otherwise', async () => {
    const customer = { saldo: 1000, lockSaldo: 0, purchase: 0, locked: [7] };
    const locked = addProduct(
      [],
      { id: 7, name: 'Chocolatina', price: 500, stock: 3, enlistment: 0 },
      customer,
    ).error!;
    expect(translated(locked)).toBe(locked);
    expect(translated(checkoutProblem([], customer)!)).toBe(EMPTY_CART);
    expect(translated(DUPLICATE_PRODUCT)).toBe(DUPLICATE_PRODUCT);
    await i18nProvider.changeLocale('en');
    expect(translated(locked)).toBe('The product Chocolatina is restricted for this student');
    expect(translated(DUPLICATE_PRODUCT)).toBe('You have already added this product.');
  });
});

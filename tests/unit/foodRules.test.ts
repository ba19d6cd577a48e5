/**
 * Issue 35's rules as the tills check them (src/domain/foodRules.ts): the words of each refusal (the
 * server says the same), the cart's checks on adding and at checkout, the supervisor's override
 * (allergies only: a blocked seal holds), and the offline till's check against its roster.
 */
import { describe, expect, it } from 'vitest';
import { addProduct, checkoutProblem, type CartProduct, type Customer } from '../../src/domain/cart';
import {
  allergensHit,
  allergyMessage,
  blockedSealsOf,
  foodProblem,
  sealBlockedMessage,
} from '../../src/domain/foodRules';
import { DEFAULT_ALLOWANCE, offlineRefusal, type RosterEntry } from '../../src/domain/offline';
import { ruleKey } from '../../src/kit/ruleText';

const peanuts: CartProduct = {
  id: 1,
  name: 'Maní salado 50 g',
  price: 2_500,
  stock: 10,
  enlistment: 0,
  sellos: ['sodio'],
  alergenos: ['mani'],
};
const cookies: CartProduct = {
  id: 2,
  name: 'Galletas de chocolate x 6',
  price: 3_000,
  stock: 10,
  enlistment: 0,
  sellos: ['azucares', 'grasas_saturadas'],
  alergenos: ['gluten', 'soya', 'leche'],
};
const water: CartProduct = {
  id: 3,
  name: 'Agua',
  price: 2_000,
  stock: 10,
  enlistment: 0,
  sellos: [],
  alergenos: [],
};
const buyer = (food: Customer['food']): Customer => ({ saldo: 50_000, lockSaldo: 0, purchase: 0, food });

describe('the words', () => {
  it("name the allergens as the issue writes them, one or several, and the school's seals by their law's names", () => {
    expect(allergyMessage(['mani'])).toBe('El producto contiene maní, al que el estudiante es alérgico');
    expect(allergyMessage(['gluten', 'soya', 'leche'])).toBe(
      'El producto contiene gluten, soya y leche, a los que el estudiante es alérgico',
    );
    // The relative agrees with the names: feminine, plural, all feminine.
    expect(allergyMessage(['leche'])).toBe('El producto contiene leche, a la que el estudiante es alérgico');
    expect(allergyMessage(['crustaceos'])).toBe(
      'El producto contiene crustáceos, a los que el estudiante es alérgico',
    );
    expect(allergyMessage(['soya', 'leche'])).toBe(
      'El producto contiene soya y leche, a las que el estudiante es alérgico',
    );
    expect(sealBlockedMessage('Gaseosa', ['azucares'])).toBe(
      'El colegio no vende Gaseosa: tiene el sello EXCESO EN AZÚCARES',
    );
    expect(sealBlockedMessage('Papas', ['sodio', 'grasas_saturadas'])).toBe(
      'El colegio no vende Papas: tiene los sellos EXCESO EN SODIO y EXCESO EN GRASAS SATURADAS',
    );
  });

  it('are rules the screens translate, keeping the names', () => {
    expect(ruleKey(allergyMessage(['mani']))).toEqual({
      key: 'orders.rules.allergy',
      values: { allergens: 'maní' },
    });
    expect(ruleKey(allergyMessage(['gluten', 'leche']))).toEqual({
      key: 'orders.rules.allergies',
      values: { allergens: 'gluten y leche' },
    });
    expect(ruleKey(allergyMessage(['leche']))).toEqual({
      key: 'orders.rules.allergy_feminine',
      values: { allergens: 'leche' },
    });
    expect(ruleKey(allergyMessage(['mostaza', 'soya']))).toEqual({
      key: 'orders.rules.allergies_feminine',
      values: { allergens: 'mostaza y soya' },
    });
    expect(ruleKey(sealBlockedMessage('Gaseosa', ['azucares']))).toEqual({
      key: 'orders.rules.seal_blocked',
      values: { name: 'Gaseosa', seals: 'EXCESO EN AZÚCARES' },
    });
  });

  it('pick what matters, in the label’s order, and nothing without a list', () => {
    expect(allergensHit(cookies.alergenos, ['leche', 'gluten'])).toEqual(['gluten', 'leche']);
    expect(allergensHit(undefined, ['leche'])).toEqual([]);
    expect(allergensHit(cookies.alergenos, undefined)).toEqual([]);
    expect(blockedSealsOf(cookies.sellos, ['grasas_saturadas'])).toEqual(['grasas_saturadas']);
    expect(blockedSealsOf(undefined, ['azucares'])).toEqual([]);
  });
});

describe('the cart', () => {
  it('refuses a product with a blocked seal first, then an allergen, and adds the rest', () => {
    const food = { allergies: ['mani'], blockedSeals: ['azucares'] };
    expect(addProduct([], cookies, buyer(food)).error).toBe(
      'El colegio no vende Galletas de chocolate x 6: tiene el sello EXCESO EN AZÚCARES',
    );
    expect(addProduct([], peanuts, buyer(food))).toEqual({
      lines: [],
      error: 'El producto contiene maní, al que el estudiante es alérgico',
    });
    expect(addProduct([], water, buyer(food))).toEqual({ lines: [{ ...water, count: 1 }], error: null });
    // A customer read before the rules existed (no food) buys as before.
    expect(addProduct([], peanuts, buyer(undefined)).error).toBeNull();
  });

  it('lets an allergen through once a supervisor allowed it, never a blocked seal, and checks again at checkout', () => {
    const allowed = { allergies: ['mani', 'leche'], blockedSeals: ['azucares'], allergyAllowed: true };
    expect(addProduct([], peanuts, buyer(allowed)).error).toBeNull();
    expect(foodProblem(cookies, allowed)).toBe(
      'El colegio no vende Galletas de chocolate x 6: tiene el sello EXCESO EN AZÚCARES',
    );
    // A line kept from before the student's allergies were read is still refused at checkout.
    const lines = [{ ...peanuts, count: 1 }];
    expect(checkoutProblem(lines, buyer({ allergies: ['mani'] }))).toBe(
      'El producto contiene maní, al que el estudiante es alérgico',
    );
    expect(checkoutProblem(lines, buyer({ allergies: ['mani'], allergyAllowed: true }))).toBeNull();
  });
});

describe('the offline till', () => {
  const ANA: RosterEntry = {
    h: 'x',
    d: 'y',
    id_user: 7,
    name: 'Ana',
    url: null,
    saldo: 20_000,
    consumo: 0,
    tope: 0,
    activo: 1,
    bloqueados: [],
    alergias: ['leche'],
  };
  const check = (lines: CartProduct[], extra: { blockedSeals?: string[] } = {}, entry = ANA) =>
    offlineRefusal({
      entry,
      lines: lines.map((l) => ({ ...l, count: 1 })),
      queued: { customer: 0, customerToday: 0, customerWeek: 0, all: 0 },
      allowance: { ...DEFAULT_ALLOWANCE },
      store: 1,
      zone: 'America/Bogota',
      offlineSince: null,
      now: Date.now(),
      ...extra,
    });

  it("refuses the student's allergen and the cached catalog's blocked seals, as online", () => {
    expect(check([cookies])).toBe('El producto contiene leche, a la que el estudiante es alérgico');
    expect(check([peanuts], { blockedSeals: ['sodio'] })).toBe(
      'El colegio no vende Maní salado 50 g: tiene el sello EXCESO EN SODIO',
    );
    expect(check([water, peanuts])).toBeNull();
    // A roster read before allergies existed has none.
    const { alergias: _none, ...old } = ANA;
    expect(check([cookies], {}, old)).toBeNull();
  });
});

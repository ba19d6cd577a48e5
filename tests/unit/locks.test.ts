import { describe, expect, it } from 'vitest';
import {
  DAILY_LIMIT_NOT_A_NUMBER,
  DAILY_LIMIT_TOO_BIG,
  DAILY_LIMIT_TOO_SMALL,
  dailyLimitLabel,
  dailyLimitProblem,
  limitFromForm,
  MAX_DAILY_LIMIT,
  productsBlockSchema,
  PRODUCTS_NOT_A_LIST,
} from '../../src/domain/restrictions';

describe('daily spending limit', () => {
  it('0 is no limit; otherwise from $1.000 to the maximum, whole pesos', () => {
    expect(dailyLimitProblem(0)).toBeNull();
    expect(dailyLimitProblem(1000)).toBeNull();
    expect(dailyLimitProblem(MAX_DAILY_LIMIT)).toBeNull();
    expect(dailyLimitProblem(999)).toBe(DAILY_LIMIT_TOO_SMALL);
    expect(dailyLimitProblem(1)).toBe('El menor monto a bloquear es $1.000');
    expect(dailyLimitProblem(MAX_DAILY_LIMIT + 1)).toBe(DAILY_LIMIT_TOO_BIG);
    expect(DAILY_LIMIT_TOO_BIG).toBe('El mayor monto a bloquear es $1.000.000');
    for (const bad of [-1, 1500.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(dailyLimitProblem(bad)).toBe(DAILY_LIMIT_NOT_A_NUMBER);
  });

  it("is shown as money or 'Sin restricción'", () => {
    expect(dailyLimitLabel(0)).toBe('Sin restricción');
    expect(dailyLimitLabel(5000)).toBe('$5.000');
  });
});

describe('the lock screen’s limit form', () => {
  it('unchecked is no limit whatever the amount says; checked needs $1.000 or more', () => {
    expect(limitFromForm(false, '999')).toEqual({ limit: 0, problem: null });
    expect(limitFromForm(true, '999')).toEqual({ limit: 999, problem: DAILY_LIMIT_TOO_SMALL });
    expect(limitFromForm(true, '')).toEqual({ limit: 0, problem: DAILY_LIMIT_TOO_SMALL });
    expect(limitFromForm(true, '0')).toEqual({ limit: 0, problem: DAILY_LIMIT_TOO_SMALL });
    expect(limitFromForm(true, '5000')).toEqual({ limit: 5000, problem: null });
    expect(limitFromForm(true, ' $5.000 ')).toEqual({ limit: 5000, problem: null });
    expect(limitFromForm(true, '5,5')).toEqual({ limit: 0, problem: DAILY_LIMIT_NOT_A_NUMBER });
    expect(limitFromForm(true, '2000000')).toEqual({ limit: 2_000_000, problem: DAILY_LIMIT_TOO_BIG });
  });
});

describe('productsblock payload', () => {
  const parse = (body: unknown) => productsBlockSchema.safeParse(body);

  it("takes products as the old client's JSON text or as an array, without repeats; saldo as a number or digits", () => {
    expect(parse({ id_user: 7, products: '[3, 5, 3]', saldo: 5000 })).toMatchObject({
      success: true,
      data: { id_user: 7, products: [3, 5], saldo: 5000 },
    });
    expect(parse({ id_user: 7, products: [], saldo: '0' })).toMatchObject({
      success: true,
      data: { products: [], saldo: 0 },
    });
  });

  it('refuses bad lists and limits with Spanish messages on their field', () => {
    const issue = (body: unknown) => {
      const result = parse(body);
      return result.success
        ? null
        : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
    };
    expect(issue({ id_user: 7, products: 'nope', saldo: 0 })).toEqual({
      path: 'products',
      message: PRODUCTS_NOT_A_LIST,
    });
    expect(issue({ id_user: 7, products: '[1.5]', saldo: 0 })).toEqual({
      path: 'products.0',
      message: PRODUCTS_NOT_A_LIST,
    });
    expect(issue({ id_user: 7, products: [], saldo: 999 })).toEqual({
      path: 'saldo',
      message: DAILY_LIMIT_TOO_SMALL,
    });
    expect(issue({ id_user: 7, products: [], saldo: '1.000' })).toEqual({
      path: 'saldo',
      message: DAILY_LIMIT_NOT_A_NUMBER,
    });
  });
});

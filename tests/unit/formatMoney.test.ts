// formatMoney: pesos as the school writes them ($1.234.567), for numbers, bigints and nothing.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';

describe('formatMoney', () => {
  it.each<[number | bigint | null | undefined, string]>([
    [1000, '$1.000'],
    [1234567, '$1.234.567'],
    [0, '$0'],
    [999, '$999'],
    [-2500, '-$2.500'],
    [-1234567, '-$1.234.567'],
    [1234.6, '$1.235'],
    [1000000n, '$1.000.000'],
    [null, '$0'],
    [undefined, '$0'],
  ])('%s → %s', (pesos, expected) => {
    expect(formatMoney(pesos)).toBe(expected);
  });
});

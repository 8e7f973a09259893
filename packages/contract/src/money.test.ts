import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf, prorate } from './money.js';

describe('money in minor units', () => {
  it.each([
    [10000, 10, 1000],
    [99900, 10, 9990],
    [12345, 10, 1235], // 1234.5 rounds half up
    [12344, 10, 1234],
    [1, 50, 1],
    [0, 30, 0],
  ])('%i × %i%% = %i', (amount, percent, expected) => expect(percentOf(amount, percent)).toBe(expected));

  it('formats roubles with at most 2 fraction digits', () => {
    expect(formatMoney(499000).replace(/\s/g, ' ')).toBe('4 990 ₽');
    expect(formatMoney(499050).replace(/\s/g, ' ')).toBe('4 990,50 ₽');
  });

  it('shows the tenge sign in the KZ variant', () => {
    expect(formatMoney(4500000, 'KZT').replace(/\s/g, ' ')).toBe('45 000 ₸');
  });

  it.each([
    [150_000, 15, 30, 75_000],
    [150_000, 10, 31, 48_387], // 48 387.09… rounds down: the payer's favour
    [100, 2, 3, 66], // 66.66… → 66, never 67
    [150_000, 30, 30, 150_000],
    [150_000, 45, 30, 225_000], // more than one period left
    [150_000, 0, 30, 0],
    [0, 10, 30, 0],
    [-5, 10, 30, 0],
    [9_007_199_254_740, 1_000, 1_001, 8_998_201_053_686], // exact where floats would not be
  ])('prorate(%i, %i/%i) = %i', (amount, part, whole, expected) => expect(prorate(amount, part, whole)).toBe(expected));

  it('prorates whole numbers only', () => {
    expect(() => prorate(100.5, 1, 2)).toThrow(RangeError);
    expect(prorate(100, 1, 0)).toBe(0);
  });
});

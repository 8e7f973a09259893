import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf } from './money.js';

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
});

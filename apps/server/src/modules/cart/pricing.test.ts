import { describe, expect, it } from 'vitest';
import { COUPON_TYPE_CURRENCY, COUPON_TYPE_PERCENT } from '@school/contract';
import { cartAmounts, couponDiscount, referralDiscount, splitBundlePrice } from './pricing.js';

const percent = (value: number) => ({ type: COUPON_TYPE_PERCENT, value });
const currency = (value: number) => ({ type: COUPON_TYPE_CURRENCY, value });

describe('couponDiscount', () => {
  it('takes a percent of the amount, rounded half up once (money.ts percentOf)', () => {
    expect(couponDiscount(349_000, percent(10))).toBe(34_900);
    expect(couponDiscount(12_345, percent(10))).toBe(1_235); // 1234.5 -> 1235
    expect(couponDiscount(12_344, percent(10))).toBe(1_234);
    expect(couponDiscount(99_999, percent(15))).toBe(15_000); // 14999.85 -> 15000
  });

  it('never takes more than the amount', () => {
    expect(couponDiscount(1_000, percent(150))).toBe(1_000);
    expect(couponDiscount(30_000, currency(50_000))).toBe(30_000);
    expect(couponDiscount(0, currency(50_000))).toBe(0);
  });

  it('takes a fixed sum for a currency code', () => {
    expect(couponDiscount(349_000, currency(50_000))).toBe(50_000);
  });

  it('gives nothing for an unknown type', () => {
    expect(couponDiscount(349_000, { type: 1, value: 10 })).toBe(0);
  });
});

describe('cartAmounts', () => {
  const prices = { items: [349_000, 299_000], bundles: [550_800] };

  it('adds items and bundles into the initial amount', () => {
    expect(cartAmounts(prices, {})).toEqual({ initialAmount: 1_198_800, discount: 0, amount: 1_198_800 });
  });

  it('applies a promo code', () => {
    expect(cartAmounts(prices, { coupon: percent(10) })).toEqual({
      initialAmount: 1_198_800,
      discount: 119_880,
      amount: 1_078_920,
    });
    expect(cartAmounts(prices, { coupon: currency(50_000) }).amount).toBe(1_148_800);
  });

  it('applies a referral discount', () => {
    expect(cartAmounts({ items: [12_345], bundles: [] }, { referralPercent: 10 })).toEqual({
      initialAmount: 12_345,
      discount: 1_235,
      amount: 11_110,
    });
  });

  it('applies ONE discount: the promo code wins over a referral', () => {
    expect(cartAmounts(prices, { coupon: currency(50_000), referralPercent: 10 }).discount).toBe(50_000);
  });

  it('is zero for an empty cart, whatever the discount', () => {
    expect(cartAmounts({ items: [], bundles: [] }, { coupon: currency(50_000) })).toEqual({
      initialAmount: 0,
      discount: 0,
      amount: 0,
    });
  });

  it('referralDiscount rounds like every other percent', () => {
    expect(referralDiscount(5, 10)).toBe(1); // 0.5 -> 1
    expect(referralDiscount(4, 10)).toBe(0);
  });
});

describe('splitBundlePrice', () => {
  it('shares the bundle price in proportion and adds up exactly', () => {
    const shares = splitBundlePrice([349_000, 299_000], 550_800);
    expect(shares).toEqual([296_650, 254_150]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(550_800);
  });

  it('gives the rounding remainder to the last product', () => {
    expect(splitBundlePrice([1, 1, 1], 100)).toEqual([33, 33, 34]);
  });

  it('copes with free products and empty bundles', () => {
    expect(splitBundlePrice([0, 0], 0)).toEqual([0, 0]);
    expect(splitBundlePrice([], 0)).toEqual([]);
  });

  it('stays exact for sums beyond 2^53 when multiplied', () => {
    const shares = splitBundlePrice([2_000_000_000, 1_000_000_000], 2_999_999_999);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(2_999_999_999);
  });
});

describe('a promo code scoped to products (issue 16)', () => {
  it('is figured on what the scoped products cost, a fixed amount capped at that', () => {
    const prices = { items: [200_000, 100_000], bundles: [] };
    expect(cartAmounts(prices, { coupon: percent(50), couponBase: 200_000 })).toEqual({
      initialAmount: 300_000,
      discount: 100_000,
      amount: 200_000,
    });
    const fixed = { type: COUPON_TYPE_CURRENCY, value: 150_000 };
    expect(cartAmounts(prices, { coupon: fixed, couponBase: 100_000 }).discount).toBe(100_000);
  });
});

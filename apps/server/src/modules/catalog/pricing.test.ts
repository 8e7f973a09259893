import { describe, expect, it } from 'vitest';
import { bundlePrice, defaultOffer, unitPrice } from './pricing.js';

const plan = (id: number, order: number, price: number) => ({ id, order, price, sysName: `plan-${id}` });
const pack = (id: number, lessonsCount: number, price: number) => ({ id, lessonsCount, price });

describe('unitPrice', () => {
  it('is the pack price, else the rate plan price, else the product price', () => {
    expect(unitPrice(100, { pack: pack(1, 4, 400), ratePlan: plan(1, 0, 200) })).toBe(400);
    expect(unitPrice(100, { ratePlan: plan(1, 0, 200) })).toBe(200);
    expect(unitPrice(100, {})).toBe(100);
  });
});

describe('defaultOffer', () => {
  it('sells a product with packs as its smallest pack', () => {
    expect(defaultOffer([plan(1, 0, 1)], [pack(2, 8, 800), pack(3, 4, 400)])).toEqual({
      ratePlan: null,
      pack: pack(3, 4, 400),
    });
  });

  it('else under the first rate plan by order', () => {
    expect(defaultOffer([plan(1, 2, 10), plan(2, 1, 20)], []).ratePlan?.id).toBe(2);
  });

  it('else alone', () => {
    expect(defaultOffer([], [])).toEqual({ ratePlan: null, pack: null });
  });
});

describe('bundlePrice', () => {
  it('is the sum less the percent, rounded once', () => {
    expect(bundlePrice([349_000, 299_000], 15)).toEqual({ initialPrice: 648_000, price: 550_800 });
    // 15 % of 12 345 = 1851.75 -> 1852
    expect(bundlePrice([12_345], 15)).toEqual({ initialPrice: 12_345, price: 10_493 });
    expect(bundlePrice([], 15)).toEqual({ initialPrice: 0, price: 0 });
  });
});

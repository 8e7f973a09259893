import { COUPON_TYPE_CURRENCY, COUPON_TYPE_PERCENT, percentOf } from '@school/contract';

/**
 * The cart's amounts (docs/commerce.md "The cart"), in minor units. Pure: the cart service loads
 * the prices and these decide what is paid. Rounding is money.ts's `percentOf`, nowhere else.
 */

export interface CouponTerms {
  type: number;
  value: number;
}

/** A promo code's discount: type 3 a percent of the amount, type 2 a fixed sum; never more than the amount. */
export function couponDiscount(initialAmount: number, coupon: CouponTerms): number {
  if (coupon.type === COUPON_TYPE_PERCENT) return Math.min(percentOf(initialAmount, coupon.value), initialAmount);
  if (coupon.type === COUPON_TYPE_CURRENCY) return Math.max(0, Math.min(coupon.value, initialAmount));
  return 0;
}

/** A referral discount: a percent of the amount. */
export const referralDiscount = (initialAmount: number, percent: number): number =>
  Math.min(percentOf(initialAmount, percent), initialAmount);

export interface CartAmounts {
  initialAmount: number;
  discount: number;
  amount: number;
}

/**
 * initialAmount = Σ item prices + Σ bundle prices; then ONE discount — the promo code if there is
 * one, else the referral discount; amount = initialAmount − discount, never below 0. A promo code
 * scoped to products (issue 16) is figured on `couponBase`, what those products cost in the cart.
 */
export function cartAmounts(
  prices: { items: readonly number[]; bundles: readonly number[] },
  discount: { coupon?: CouponTerms | null; referralPercent?: number | null; couponBase?: number },
): CartAmounts {
  const initialAmount = [...prices.items, ...prices.bundles].reduce((sum, price) => sum + price, 0);
  let off = 0;
  if (discount.coupon)
    off = couponDiscount(Math.min(discount.couponBase ?? initialAmount, initialAmount), discount.coupon);
  else if (discount.referralPercent) off = referralDiscount(initialAmount, discount.referralPercent);
  return { initialAmount, discount: off, amount: Math.max(0, initialAmount - off) };
}

/**
 * A bundle's price shared out over its products in proportion to their own prices, so an order's
 * lines add up to exactly what the bundle costs; the rounding remainder goes to the last product.
 */
export function splitBundlePrice(prices: readonly number[], total: number): number[] {
  const sum = prices.reduce((acc, price) => acc + price, 0);
  if (prices.length === 0) return [];
  // BigInt: price × total may pass 2^53 for large sums.
  const shares = prices.map((price) => (sum === 0 ? 0 : Number((BigInt(price) * BigInt(total)) / BigInt(sum))));
  const rest = total - shares.reduce((acc, share) => acc + share, 0);
  shares[shares.length - 1] = shares.at(-1)! + rest;
  return shares;
}

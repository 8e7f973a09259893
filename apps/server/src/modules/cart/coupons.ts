import { fieldError, notFound, type AppError } from '../../plugins/errors.js';
import type { CouponRow } from './cart.repo.js';

/** Codes are compared as capitals: 'percent10' is PERCENT10. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** The spec 3 §8 '404 gives this promo code does not exist'; the web shows its own text for a 404. */
export const unknownCoupon = (): AppError => notFound('Такого промокода не существует');

const COUPON_FIELD = 'coupon_value';

/**
 * Why a promo code cannot be applied now (docs/commerce.md: expired, inactive, not started yet or
 * used up → 400 on coupon_value), or null when it can.
 */
export function couponProblem(coupon: CouponRow, now: Date): AppError | null {
  if (!coupon.isActive) return fieldError(COUPON_FIELD, 'Этот промокод больше не действует.', 'inactive');
  // Issue 16: a code waiting for its campaign is refused the way an expired one is.
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) {
    return fieldError(COUPON_FIELD, 'Промокод ещё не действует.', 'not_started');
  }
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) {
    return fieldError(COUPON_FIELD, 'Срок действия промокода истёк.', 'expired');
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    return fieldError(COUPON_FIELD, 'Промокод уже использован максимальное число раз.', 'used_up');
  }
  return null;
}

export const couponUsable = (coupon: CouponRow, now: Date) => couponProblem(coupon, now) === null;

/** docs/commerce.md: a referral discount cannot be combined with a promo code, either way round. */
export const couponWithReferral = () =>
  fieldError(COUPON_FIELD, 'Промокод нельзя совместить со скидкой по приглашению друга.', 'referral_applied');
export const referralWithCoupon = () =>
  fieldError('referral_id', 'Скидку по приглашению друга нельзя совместить с промокодом.', 'coupon_applied');

/**
 * Issue 16: a code scoped to products (coupon_scope_products) discounts only them; a cart holding
 * none of them is refused on coupon_value.
 */
export const couponNotForCart = () =>
  fieldError(COUPON_FIELD, 'Промокод не действует на товары в корзине.', 'not_applicable');

/** Whether a code with these scoped products (none: every product) applies to a cart of these products. */
export const scopeCovers = (scope: readonly number[], productIds: readonly number[]) =>
  scope.length === 0 || productIds.some((id) => scope.includes(id));

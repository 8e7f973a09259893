import type { Cart } from '@school/contract';
import { fieldError, notFound } from '../../plugins/errors.js';
import { findReferrerByCode, isNewStudent, needsSocialAccount } from '../referral/referral.service.js';
import { signedInStudent, type Caller } from './cart-access.js';
import { change, type CartDeps } from './cart-work.js';
import * as repo from './cart.repo.js';
import { loadContent, priceContent, productLines } from './cart-content.js';
import { couponScopes } from './staff-coupons.js';
import {
  couponNotForCart,
  couponProblem,
  couponWithReferral,
  normalizeCouponCode,
  referralWithCoupon,
  scopeCovers,
  unknownCoupon,
} from './coupons.js';

/**
 * `POST /cart/coupon/` (spec 2 §5, docs/commerce.md "Promo codes"): unknown → 404; a referral in
 * the cart, expired, not started, inactive or used up → 400 on coupon_value; a code scoped to
 * products none of which is in the cart → 400 not_applicable (issue 16). A new code replaces the old one.
 */
export function applyCoupon(deps: CartDeps, caller: Caller, hash: string | undefined, value: string): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart, now) => {
    const coupon = await repo.findCouponByCode(tx, normalizeCouponCode(value));
    if (!coupon) throw unknownCoupon();
    if (cart.referrerId !== null) throw couponWithReferral();
    const problem = couponProblem(coupon, now);
    if (problem) throw problem;
    const scope = (await couponScopes(tx, [coupon.id])).get(coupon.id) ?? [];
    if (scope.length > 0) {
      const priced = await priceContent(tx, await loadContent(tx, cart), now);
      const inCart = productLines(priced.pricedItems, priced.pricedBundles).map((line) => line.productId);
      if (!scopeCovers(scope, inCart)) throw couponNotForCart();
    }
    return { cart: await repo.updateCart(tx, cart.id, { couponId: coupon.id }) };
  });
}

export function removeCoupon(deps: CartDeps, caller: Caller, hash: string | undefined): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart) => ({
    cart: await repo.updateCart(tx, cart.id, { couponId: null }),
  }));
}

/**
 * `POST /cart/referral-program/` (docs/commerce.md "Referral discount"): a friend's invite code —
 * not the student's own, not with a promo code, and only for a student who has bought nothing yet
 * and, in RU and ONE, has a confirmed social account (spec 1 §6).
 */
export function applyReferral(deps: CartDeps, caller: Caller, hash: string | undefined, code: string): Promise<Cart> {
  const student = signedInStudent(caller);
  return change(deps, caller, hash, async (tx, cart) => {
    const referrerId = await findReferrerByCode(tx, code);
    if (referrerId === undefined) throw notFound('Такого приглашения не существует.');
    if (referrerId === student.id) {
      throw fieldError('referral_id', 'Нельзя воспользоваться собственным приглашением.', 'own_referral');
    }
    if (cart.couponId !== null) throw referralWithCoupon();
    if (!(await isNewStudent(tx, student.id))) {
      throw fieldError(
        'referral_id',
        'Скидка по приглашению друга — для тех, кто ещё ничего не покупал.',
        'not_new_student',
      );
    }
    if (await needsSocialAccount(tx, student.id, deps.variant)) {
      throw fieldError(
        'referral_id',
        'Чтобы получить скидку по приглашению, подтверди в профиле аккаунт ВКонтакте или мессенджер.',
        'social_account_required',
      );
    }
    return { cart: await repo.updateCart(tx, cart.id, { referrerId }) };
  });
}

export function removeReferral(deps: CartDeps, caller: Caller, hash: string | undefined): Promise<Cart> {
  return change(deps, caller, hash, async (tx, cart) => ({
    cart: await repo.updateCart(tx, cart.id, { referrerId: null }),
  }));
}

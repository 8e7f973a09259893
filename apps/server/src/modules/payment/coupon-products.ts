import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { findProductCards, grantAccess, type ProductCard } from '../courses/courses.service.js';
import { appSettings } from '../settings/variant.js';
import { accessPeriod } from './fulfilment.js';
import * as repo from './payment.repo.js';

/**
 * `POST /core/pay/coupon/`: a coupon product's code grants its products at once, without paying.
 * The code's row is locked, so concurrent activations count uses one at a time; each user may
 * activate a code once (a unique index says so too). Errors land on `value` (spec 3 §5).
 */
export async function activateCouponProduct(ctx: AppContext, userId: number, value: string, now = new Date()) {
  const { timeZone } = appSettings(ctx.config.VARIANT);
  return ctx.db.transaction(async (tx) => {
    const coupon = await repo.lockCouponProduct(tx, value);
    if (!coupon) throw notFound('Такого промокода не существует.');
    if (coupon.expiresAt && coupon.expiresAt <= now) {
      throw fieldError('value', 'Срок действия промокода истёк.', 'coupon_expired');
    }
    if (coupon.usedCount >= coupon.maxUses) {
      throw fieldError('value', 'Промокод больше не действует: все активации использованы.', 'coupon_used_up');
    }
    if (!(await repo.insertActivation(tx, coupon.id, userId))) {
      throw fieldError('value', 'Вы уже активировали этот промокод.', 'coupon_already_activated');
    }
    await repo.countCouponProductUse(tx, coupon.id);
    const cards = await findProductCards(tx, coupon.productIds);
    for (const card of cards) {
      await grantAccess(tx, {
        studentId: userId,
        productId: card.id,
        ...accessPeriod(card, now, timeZone),
        source: 'coupon',
      });
    }
    return { products: cards.map(couponProduct) };
  });
}

const couponProduct = (card: ProductCard) => ({ id: card.id, title: card.title, productTypeId: card.productType.id });

/** `GET /products/my-coupons/` (spec 1 §7): what the student activated and the products each gave. */
export async function listMyCoupons(ctx: AppContext, userId: number) {
  const activations = await repo.listActivations(ctx.db, userId);
  const cards = new Map(
    (await findProductCards(ctx.db, [...new Set(activations.flatMap((row) => row.productIds))])).map((card) => [
      card.id,
      card,
    ]),
  );
  return activations.map((row) => ({
    code: row.code,
    activatedAt: row.activatedAt.toISOString(),
    products: row.productIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [couponProduct(card)] : [];
    }),
  }));
}

export const createCouponProduct = repo.insertCouponProduct;

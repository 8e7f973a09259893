import type { Cart } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../plugins/errors.js';
import { loadOffers, narrowBundle, resolveChoice, zonedToday } from '../catalog/catalog.service.js';
import { cartFor, newHash, type Caller } from './cart-access.js';
import { priced, read, type CartDeps } from './cart-work.js';
import * as repo from './cart.repo.js';

// The cart module's public face (docs/commerce.md "The cart"): the routes' operations and what
// the payment module needs to freeze a cart into an order.
export { addToCart, patchItem, removeItem, removeBundle, declineGifts } from './cart-changes.js';
export { applyCoupon, removeCoupon, applyReferral, removeReferral } from './cart-discounts.js';
export { loadCartForPayment, closeCart, countCouponUse, type PricedCart, type PricedLine } from './cart-payment.js';
export { couponDiscount, cartAmounts, splitBundlePrice, type CartAmounts } from './pricing.js';
export type { Caller } from './cart-access.js';
export type { CartDeps } from './cart-work.js';
// Demo data and test factories.
export { upsertCoupon, upsertCartLink, type CouponRow } from './cart.repo.js';

/** The cart of a student who has none yet: empty, with no hash (the first change creates it). */
const notYetCreated = (userId: number): repo.CartRow => ({
  id: 0,
  hash: '',
  userId,
  isStandalone: false,
  couponId: null,
  referrerId: null,
  paidAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/**
 * `GET /cart/`: the student's open cart. A read writes nothing: a student without a cart sees an
 * empty one, created by the first change (checkout needs items, so an empty cart needs no hash).
 */
export async function readOwnCart(deps: CartDeps, studentId: number): Promise<Cart> {
  const content = await repo.findOpenOwnContent(deps.db, studentId);
  return priced(deps, content ?? { cart: notYetCreated(studentId), items: [], bundles: [] });
}

/** `GET /cart/standalone/{hash}/`: a signed-in student who reads an unclaimed cart claims it. */
export async function readCartByHash(deps: CartDeps, caller: Caller, hash: string): Promise<Cart> {
  return read(deps, await cartFor(deps.db, caller, hash));
}

/** `GET /cart/count/` (the header badge, spec 2 §2): items and bundles, without creating a cart. */
export const countOwnCart = (db: Tx, studentId: number) => repo.countOwnCart(db, studentId);

/** Products in the student's open cart, bundled ones included (the catalog's "in cart" marks). */
export async function inCartProductIds(db: Tx, studentId: number): Promise<Set<number>> {
  const content = await repo.findOpenOwnContent(db, studentId);
  if (!content) return new Set();
  const { items, bundles } = content;
  const ids = new Set(items.map((item) => item.productId));
  if (bundles.length > 0) {
    const offers = await loadOffers(db, { productIds: [], bundleIds: bundles.map((row) => row.bundleId) });
    for (const row of bundles) {
      const bundle = offers.bundles.get(row.bundleId);
      if (bundle) for (const id of narrowBundle(bundle, row.optionalProductIds).productIds) ids.add(id);
    }
  }
  return ids;
}

/** Opening a link makes a cart; a guest could otherwise fill the database with them. */
const LINK_OPENS_PER_MINUTE = 30;

/**
 * `GET /cart/link/{hash}/` (docs/commerce.md): a fresh standalone cart with the linked products
 * still on sale, each as sold by default; a signed-in student owns it at once. Products of another
 * kind than the first are left out (they could not be paid together, spec 2 §4).
 */
export async function openCartLink(
  deps: CartDeps,
  caller: Caller,
  linkHash: string,
  ip: string,
): Promise<{ cartHash: string }> {
  const limit = await deps.rateLimiter.hit(`cart-link:${ip}`, LINK_OPENS_PER_MINUTE, 60);
  if (!limit.allowed) {
    throw new AppError(429, 'throttled', `Слишком много запросов. Попробуйте через ${limit.retryAfterSeconds} с.`);
  }
  if (caller && caller.role !== 'STUDENT_ROLE') throw forbidden();
  const link = await repo.findCartLink(deps.db, linkHash);
  if (!link) throw notFound('Ссылка на корзину не найдена.');
  const today = zonedToday(new Date(), deps.timeZone);
  const hash = await deps.db.transaction(async (tx) => {
    const cart = await repo.insertStandaloneCart(tx, newHash(), caller?.id ?? null);
    const offers = await loadOffers(tx, { productIds: link.productIds });
    let kind: boolean | undefined;
    for (const productId of new Set(link.productIds)) {
      const card = offers.cards.get(productId);
      if (!card || card.endDate < today) continue;
      const individual = card.productType.courseType.code === 'individual';
      kind ??= individual;
      if (individual !== kind) continue;
      const offer = resolveChoice(offers, { productId });
      await repo.insertItem(tx, {
        cartId: cart.id,
        productId,
        ratePlanId: offer.ratePlan?.id ?? null,
        packId: offer.pack?.id ?? null,
      });
    }
    return cart.hash;
  });
  return { cartHash: hash };
}

/** One line of a subscription's renewal or upgrade (docs/subscriptions.md). */
export interface SubscriptionLine {
  userId: number;
  subscriptionId: number;
  action: 'renewal' | 'upgrade';
  productId: number;
  ratePlanId: number | null;
  isProlongSubscription: boolean;
  /** An upgrade's prorated price; null prices the line as the catalog does. */
  fixedPrice: number | null;
}

/**
 * A standalone cart of the student holding only this renewal or upgrade, paid through the usual
 * checkout (`/cart/standalone/{hash}`), in the caller's transaction. The open cart of the same
 * subscription and action is refreshed (its line replaced, promo codes kept) instead of a new one.
 */
export async function openSubscriptionCart(tx: Tx, line: SubscriptionLine): Promise<{ cartHash: string }> {
  const cart =
    (await repo.findOpenSubscriptionCart(tx, line.userId, line.subscriptionId, line.action)) ??
    (await repo.insertStandaloneCart(tx, newHash(), line.userId));
  await repo.clearCart(tx, cart.id);
  await repo.insertItem(tx, {
    cartId: cart.id,
    productId: line.productId,
    ratePlanId: line.ratePlanId,
    packId: null,
    isProlongSubscription: line.isProlongSubscription,
    subscriptionId: line.subscriptionId,
    subscriptionAction: line.action,
    fixedPrice: line.fixedPrice,
  });
  return { cartHash: cart.hash };
}

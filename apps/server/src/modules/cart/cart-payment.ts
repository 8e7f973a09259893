import type { Tx } from '../../db/client.js';
import { generalError } from '../../plugins/errors.js';
import { ratePlansOf } from '../catalog/catalog.service.js';
import { cartNotFound, cartPaid, claimOrCheck } from './cart-access.js';
import {
  appliedDiscount,
  loadContent,
  priceContent,
  subscriptionActionOf,
  type PricedContent,
  type SubscriptionAction,
} from './cart-content.js';
import * as repo from './cart.repo.js';
import { splitBundlePrice } from './pricing.js';

/** One product of a cart as an order line (docs/commerce.md "Paying": gifts included at price 0). */
export interface PricedLine {
  productId: number;
  productTypeId: number;
  title: string;
  ratePlanId: number | null;
  packId: number | null;
  /** Minor units; a bundle's price is shared out over its products, so the lines add up to initialAmount. */
  price: number;
  isGift: boolean;
  isProlongSubscription: boolean;
  /** The bundle the product was bought in, if any. */
  bundleId: number | null;
  /** The subscription this line renews or upgrades (docs/subscriptions.md), else null. */
  subscriptionId: number | null;
  subscriptionAction: SubscriptionAction | null;
}

/** A cart frozen for payment: the amounts of `GET /cart/` and the lines to put in the order. */
export interface PricedCart {
  cartId: number;
  hash: string;
  /** The owner (a standalone cart is claimed by the payer here). */
  userId: number;
  isStandalone: boolean;
  currency: string;
  initialAmount: number;
  discount: number;
  amount: number;
  /** The promo code that gave the discount (count its use at confirmation), or null. */
  couponId: number | null;
  /** The referrer whose invite gave the discount (record the bonuses at confirmation), or null. */
  referrerId: number | null;
  lines: PricedLine[];
}

function paidLines(priced: PricedContent): PricedLine[] {
  const lines: PricedLine[] = priced.pricedItems.map(({ row, offer }) => ({
    productId: offer.card.id,
    productTypeId: offer.card.productType.id,
    title: offer.card.title,
    ratePlanId: offer.ratePlan?.id ?? null,
    packId: offer.pack?.id ?? null,
    price: offer.price,
    isGift: false,
    isProlongSubscription: row.isProlongSubscription,
    bundleId: null,
    subscriptionId: row.subscriptionId,
    subscriptionAction: subscriptionActionOf(row),
  }));
  for (const { bundle, priced: bundlePriced } of priced.pricedBundles) {
    const shares = splitBundlePrice(
      bundlePriced.productPrices.map((entry) => entry.price),
      bundlePriced.price,
    );
    bundlePriced.productPrices.forEach(({ productId }, index) => {
      const card = priced.offers.cards.get(productId)!;
      const sysName = bundlePriced.ratePlan?.sysName;
      const plan = sysName ? ratePlansOf(priced.offers, card).find((p) => p.sysName === sysName) : undefined;
      lines.push({
        productId,
        productTypeId: card.productType.id,
        title: card.title,
        ratePlanId: plan?.id ?? null,
        packId: null,
        price: shares[index] ?? 0,
        isGift: false,
        isProlongSubscription: false,
        bundleId: bundle.id,
        subscriptionId: null,
        subscriptionAction: null,
      });
    });
  }
  return lines;
}

/** Gifts of the items (optional ones unless declined) and of the bundles, once each, not what is paid for. */
function giftLines(priced: PricedContent, paid: PricedLine[]): PricedLine[] {
  const giftIds = [
    ...priced.pricedItems.flatMap((item) => [
      ...item.gifts.map((gift) => gift.giftProductId),
      ...item.optionalGifts.filter((entry) => entry.chosen).map((entry) => entry.gift.giftProductId),
    ]),
    ...priced.pricedBundles.flatMap(({ bundle }) =>
      (priced.offers.giftsByBundle.get(bundle.id) ?? []).map((gift) => gift.giftProductId),
    ),
  ];
  const seen = new Set(paid.map((line) => line.productId));
  return giftIds.flatMap((productId) => {
    const card = priced.offers.cards.get(productId);
    if (!card || seen.has(productId)) return [];
    seen.add(productId);
    const line: PricedLine = {
      productId,
      productTypeId: card.productType.id,
      title: card.title,
      ratePlanId: null,
      packId: null,
      price: 0,
      isGift: true,
      isProlongSubscription: false,
      bundleId: null,
      subscriptionId: null,
      subscriptionAction: null,
    };
    return [line];
  });
}

/**
 * For `POST /core/pay/init/`, inside its transaction: the student's own cart (or the cart of `hash`,
 * claimed by the payer if nobody has it; someone else's answers 403 cart_owned_by_another), locked
 * FOR UPDATE, priced exactly as `GET /cart/` prices it. 400 cart_empty when there is nothing to pay,
 * 400 cart_paid for a paid cart.
 */
export async function loadCartForPayment(
  tx: Tx,
  args: { userId: number; hash?: string; currency?: string; now?: Date },
): Promise<PricedCart> {
  const now = args.now ?? new Date();
  let cart: repo.CartRow | undefined;
  if (args.hash === undefined) {
    cart = await repo.findOpenOwnCart(tx, args.userId, true);
  } else {
    const found = await repo.findCartByHash(tx, args.hash, true);
    if (!found) throw cartNotFound();
    cart = await claimOrCheck(tx, found, { id: args.userId, role: 'STUDENT_ROLE' });
  }
  const empty = () => generalError('Корзина пуста.', 'cart_empty');
  if (!cart) throw empty();
  if (cart.paidAt) throw cartPaid();
  const priced = await priceContent(tx, await loadContent(tx, cart), now);
  if (priced.pricedItems.length === 0 && priced.pricedBundles.length === 0) throw empty();
  const paid = paidLines(priced);
  const applied = appliedDiscount(priced);
  return {
    cartId: cart.id,
    hash: cart.hash,
    userId: args.userId,
    isStandalone: cart.isStandalone,
    currency: args.currency ?? 'RUB',
    ...priced.amounts,
    couponId: applied === 'coupon' ? (priced.coupon?.row.id ?? null) : null,
    referrerId: applied === 'referral' ? (priced.referral?.referrerId ?? null) : null,
    lines: [...paid, ...giftLines(priced, paid)],
  };
}

/**
 * At a confirmed payment, in its transaction: the cart is closed for good (docs/commerce.md
 * "Paying"). Answers false when it was closed already: one cart is paid once, even when two
 * orders of it are confirmed at the same time (the second update waits for the first's row lock,
 * then finds `paid_at` set).
 */
export function closeCart(tx: Tx, cartId: number): Promise<boolean> {
  return repo.closeOpenCart(tx, cartId, new Date());
}

/** At a confirmed payment, in its transaction: the promo code has been used once more. */
export async function countCouponUse(tx: Tx, couponId: number): Promise<void> {
  await repo.incrementCouponUse(tx, couponId);
}

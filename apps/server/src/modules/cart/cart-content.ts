import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import {
  loadOffers,
  narrowBundle,
  priceBundle,
  resolveChoice,
  type BundleWithProducts,
  type GiftRow,
  type Offers,
  type PricedBundle,
  type ResolvedOffer,
} from '../catalog/catalog.service.js';
import { isNewStudent, referralCodeOf, referralSettings } from '../referral/referral.service.js';
import * as repo from './cart.repo.js';
import { couponUsable, scopeCovers } from './coupons.js';
import { cartAmounts, splitBundlePrice, type CartAmounts } from './pricing.js';
import { couponScopes } from './staff-coupons.js';

export interface CartContent {
  cart: repo.CartRow;
  items: repo.CartItemRow[];
  bundles: repo.CartBundleRow[];
}

export async function loadContent(db: Tx, cart: repo.CartRow): Promise<CartContent> {
  const [items, bundles] = await concurrently(
    db,
    () => repo.listItems(db, cart.id),
    () => repo.listCartBundles(db, cart.id),
  );
  return { cart, items, bundles };
}

export interface PricedItem {
  row: repo.CartItemRow;
  offer: ResolvedOffer;
  gifts: GiftRow[];
  optionalGifts: { gift: GiftRow; chosen: boolean }[];
}

export interface PricedCartBundle {
  row: repo.CartBundleRow;
  bundle: BundleWithProducts;
  priced: PricedBundle;
}

/** A cart with every price and the one discount decided (docs/commerce.md "Amounts"). */
export interface PricedContent extends CartContent {
  offers: Offers;
  pricedItems: PricedItem[];
  pricedBundles: PricedCartBundle[];
  /**
   * The applied promo code and whether it still gives its discount (active, started, not expired,
   * not used up, and for a code scoped to products, one of them in the cart: issue 16).
   */
  coupon: { row: repo.CouponRow; usable: boolean; productIds: number[] } | null;
  /**
   * The applied referral, whether it still gives its discount (the buyer has bought nothing yet) and
   * the discount's percent as staff set it now (docs/staff-engagement.md "Referral settings").
   */
  referral: { referrerId: number; code: string; usable: boolean; percent: number } | null;
  amounts: CartAmounts;
}

/**
 * A stored choice as it prices now; a rate plan moved to another product type, or a plan or pack
 * taken off sale, falls back to the default. A subscription's renewal keeps its plan, on sale or not.
 */
function resolveStored(offers: Offers, item: repo.CartItemRow): ResolvedOffer {
  try {
    const choice = { productId: item.productId, ratePlanId: item.ratePlanId, packId: item.packId };
    return resolveChoice(offers, choice, { onSale: item.subscriptionAction === null });
  } catch {
    return resolveChoice(offers, { productId: item.productId });
  }
}

async function loadReferral(db: Tx, cart: repo.CartRow) {
  if (cart.referrerId === null) return null;
  const { referrerId, userId } = cart;
  const [code, fresh, settings] = await concurrently(
    db,
    () => referralCodeOf(db, referrerId),
    () => (userId === null ? Promise.resolve(true) : isNewStudent(db, userId)),
    () => referralSettings(db),
  );
  return { referrerId: cart.referrerId, code: code ?? '', usable: fresh, percent: settings.friendDiscountPercent };
}

/** What a subscription line of a cart does (docs/subscriptions.md). */
export type SubscriptionAction = 'renewal' | 'upgrade';

export function subscriptionActionOf(row: repo.CartItemRow): SubscriptionAction | null {
  return row.subscriptionAction === 'renewal' || row.subscriptionAction === 'upgrade' ? row.subscriptionAction : null;
}

/** An item's price now: an upgrade's quoted prorated price replaces the rate plan's. */
function withFixedPrice(offer: ResolvedOffer, row: repo.CartItemRow): ResolvedOffer {
  return row.fixedPrice === null ? offer : { ...offer, price: row.fixedPrice };
}

/** Prices a cart's content; `known` offers (already covering every item and bundle) save loading them. */
export async function priceContent(db: Tx, content: CartContent, now: Date, known?: Offers): Promise<PricedContent> {
  const { cart, items, bundles } = content;
  const { couponId } = cart;
  const [offers, couponRow, referral] = await concurrently(
    db,
    () =>
      known
        ? Promise.resolve(known)
        : loadOffers(db, {
            productIds: items.map((item) => item.productId),
            bundleIds: bundles.map((b) => b.bundleId),
          }),
    () => (couponId === null ? Promise.resolve(undefined) : repo.findCouponById(db, couponId)),
    () => loadReferral(db, cart),
  );
  const pricedItems = items.map((row): PricedItem => {
    const gifts = offers.giftsByProduct.get(row.productId) ?? [];
    return {
      row,
      offer: withFixedPrice(resolveStored(offers, row), row),
      gifts: gifts.filter((gift) => !gift.optional),
      optionalGifts: gifts
        .filter((gift) => gift.optional)
        .map((gift) => ({ gift, chosen: !row.declinedGiftIds.includes(gift.id) })),
    };
  });
  const pricedBundles = bundles.flatMap((row): PricedCartBundle[] => {
    const sold = offers.bundles.get(row.bundleId);
    if (!sold) return [];
    const bundle = narrowBundle(sold, row.optionalProductIds);
    return [{ row, bundle, priced: priceBundle(offers, bundle, row.ratePlanId) }];
  });
  const scope = couponRow ? ((await couponScopes(db, [couponRow.id])).get(couponRow.id) ?? []) : [];
  const lines = productLines(pricedItems, pricedBundles);
  const coupon = couponRow
    ? {
        row: couponRow,
        usable:
          couponUsable(couponRow, now) &&
          scopeCovers(
            scope,
            lines.map((line) => line.productId),
          ),
        productIds: scope,
      }
    : null;
  const amounts = cartAmounts(
    { items: pricedItems.map((item) => item.offer.price), bundles: pricedBundles.map((entry) => entry.priced.price) },
    {
      coupon: coupon?.usable ? coupon.row : null,
      couponBase:
        scope.length === 0
          ? undefined
          : lines.filter((line) => scope.includes(line.productId)).reduce((sum, line) => sum + line.price, 0),
      referralPercent: referral?.usable ? referral.percent : null,
    },
  );
  return { ...content, offers, pricedItems, pricedBundles, coupon, referral, amounts };
}

/** Every product the cart pays for with its share of the price (a bundle's shared out as an order does). */
export function productLines(
  items: readonly PricedItem[],
  bundles: readonly PricedCartBundle[],
): { productId: number; price: number }[] {
  const lines = items.map((item) => ({ productId: item.row.productId, price: item.offer.price }));
  for (const { priced } of bundles) {
    const shares = splitBundlePrice(
      priced.productPrices.map((entry) => entry.price),
      priced.price,
    );
    priced.productPrices.forEach(({ productId }, index) => lines.push({ productId, price: shares[index] ?? 0 }));
  }
  return lines;
}

/** Which discount the amounts hold: the coupon wins over a referral (they are never both applied). */
export function appliedDiscount(priced: PricedContent): 'coupon' | 'referral' | null {
  if (priced.coupon?.usable) return 'coupon';
  if (priced.referral?.usable) return 'referral';
  return null;
}

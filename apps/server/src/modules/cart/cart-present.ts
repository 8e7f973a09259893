import {
  COUPON_TYPE_CURRENCY,
  COUPON_TYPE_PERCENT,
  type Cart,
  type CartItem,
  type SysCourseType,
} from '@school/contract';
import { ratePlansOf, type References } from '../catalog/catalog.service.js';
import type { PaymentOptions } from '../payment/payment.service.js';
import {
  appliedDiscount,
  subscriptionActionOf,
  type PricedCartBundle,
  type PricedContent,
  type PricedItem,
} from './cart-content.js';

/** What a cart answer needs besides the cart: the deployment's currency and payment systems, the offer. */
export interface CartSettings {
  currency: string;
  /** The card systems offered (docs/commerce.md "Providers"). */
  payment: PaymentOptions;
  ofertaUrl: string;
}

function presentItem(priced: PricedContent, item: PricedItem, refs: References): CartItem {
  const { card, ratePlan, pack } = item.offer;
  const { productType } = card;
  const title = (productId: number) => priced.offers.cards.get(productId)?.title ?? '';
  return {
    id: item.row.id,
    product: {
      id: card.id,
      // The product's price under its rate plan; a pack's price is the pack's (lessonPack); an
      // upgrade's is its quoted prorated difference.
      price: item.row.fixedPrice ?? ratePlan?.price ?? card.price,
      title: card.title,
      teacher: card.teacher?.fullName ?? null,
      startDate: card.startDate,
      packageTitle: card.monthTitle,
      productType: {
        id: productType.id,
        title: productType.title,
        type: productType.type,
        classType: refs.classTypes.get(productType.classTypeId)?.title ?? '',
        classYear: refs.classYears.get(productType.classYearId) ?? '',
        courseType: { sysCourseType: productType.courseType.code },
      },
      ratePlan: ratePlan ? { id: ratePlan.id, title: ratePlan.title } : null,
      sysRatePlanName: ratePlan?.sysName ?? null,
    },
    pack: pack ? { id: pack.id, price: pack.price, title: pack.title } : null,
    isProlongSubscription: item.row.isProlongSubscription,
    gifts: item.gifts.map((gift) => ({ id: gift.id, title: title(gift.giftProductId), chosen: true })),
    optionalGifts: item.optionalGifts.map(({ gift, chosen }) => ({
      id: gift.id,
      title: title(gift.giftProductId),
      chosen,
    })),
    // A subscription's renewal or upgrade keeps its rate plan: no other is offered.
    alternativeRates: (item.row.subscriptionAction === null ? ratePlansOf(priced.offers, card) : [])
      .filter((plan) => plan.id !== ratePlan?.id)
      .map(({ id, title: planTitle, price, order }) => ({ id, title: planTitle, price, order })),
    lessonPack: pack ? { totalPrice: pack.price } : null,
    subscriptionAction: subscriptionActionOf(item.row),
  };
}

function presentBundle(priced: PricedContent, entry: PricedCartBundle) {
  const title = (productId: number) => priced.offers.cards.get(productId)?.title ?? '';
  return {
    hash: entry.row.hash,
    title: entry.bundle.title,
    price: entry.priced.price,
    sysCourseType: entry.bundle.sysCourseType as SysCourseType,
    ratePlanTitle: entry.priced.ratePlan?.title ?? null,
    items: entry.bundle.productIds.map((productId) => ({ documentData: { productId }, title: title(productId) })),
    gifts: (priced.offers.giftsByBundle.get(entry.bundle.id) ?? []).map((gift) => ({
      id: gift.id,
      title: title(gift.giftProductId),
      chosen: true,
    })),
  };
}

function amountDescription(priced: PricedContent): string {
  const applied = appliedDiscount(priced);
  if (applied === 'coupon' && priced.coupon) {
    const { code, type, value } = priced.coupon.row;
    return type === COUPON_TYPE_PERCENT ? `Скидка ${value} % по промокоду ${code}` : `Скидка по промокоду ${code}`;
  }
  if (applied === 'referral') return `Скидка ${priced.referral?.percent} % по приглашению друга`;
  return '';
}

/** Spec 2 §3 Cart: everything priced by the server (docs/commerce.md), nothing for the client to compute. */
export function presentCart(priced: PricedContent, refs: References, settings: CartSettings): Cart {
  const applied = appliedDiscount(priced);
  const { amounts, coupon, referral } = priced;
  return {
    hash: priced.cart.hash,
    isStandalone: priced.cart.isStandalone,
    items: priced.pricedItems.map((item) => presentItem(priced, item, refs)),
    bundles: priced.pricedBundles.map((entry) => presentBundle(priced, entry)),
    coupon: coupon
      ? {
          value: coupon.row.code,
          type: coupon.row.type === COUPON_TYPE_PERCENT ? COUPON_TYPE_PERCENT : COUPON_TYPE_CURRENCY,
          discount: applied === 'coupon' ? amounts.discount : 0,
        }
      : null,
    referralProgram: referral
      ? { role: 'REFERRAL', referralId: referral.code, discount: applied === 'referral' ? amounts.discount : 0 }
      : null,
    amount: amounts.amount,
    initialAmount: amounts.initialAmount,
    discount: amounts.discount,
    amountDescription: amountDescription(priced),
    count: priced.pricedItems.length + priced.pricedBundles.length,
    currency: settings.currency,
    // Only what is configured is offered: a method that always fails is no choice (docs/commerce.md).
    orgInfo: {
      paymentInfo: { system: settings.payment.defaultSystem, systems: settings.payment.systems },
      ofertaUrl: settings.ofertaUrl,
    },
    // No face-to-face products are sold on this platform (spec 2 §3 hasF2fProduct).
    hasF2fProduct: false,
  };
}

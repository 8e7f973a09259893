import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import type { ProductCard } from '../courses/courses.service.js';
import type { PackRow, RatePlanRow } from './catalog.repo.js';
import { anyPacksOf, anyRatePlansOf, loadOffers, packsOf, ratePlansOf, type Offers } from './offers.js';
import { defaultOffer, unitPrice } from './pricing.js';

/** What the buyer picks for a product (the add-to-cart body): a rate plan and/or a pack. */
export interface OfferChoice {
  productId: number;
  ratePlanId?: number | null;
  packId?: number | null;
}

export interface ResolvedOffer {
  card: ProductCard;
  ratePlan: RatePlanRow | null;
  pack: PackRow | null;
  price: number;
}

/**
 * The choice checked against what the product is sold with (errors name the add-to-cart fields):
 * a rate plan of its product type, a pack of the product. What is not named is the default
 * (docs/commerce.md): a product with packs is sold as a pack, one with rate plans under a plan.
 * `onSale`: a new pick, refused for a plan or pack taken off sale; a stored one (a subscription's
 * plan, an order's) still resolves. The default is always one on sale.
 */
export function resolveChoice(offers: Offers, choice: OfferChoice, { onSale = false } = {}): ResolvedOffer {
  const card = offers.cards.get(choice.productId);
  if (!card) throw fieldError('product', 'Такого продукта не существует.', 'does_not_exist');
  let ratePlan: RatePlanRow | null = null;
  let pack: PackRow | null = null;
  if (choice.ratePlanId != null) {
    ratePlan = anyRatePlansOf(offers, card).find((plan) => plan.id === choice.ratePlanId) ?? null;
    if (!ratePlan) throw fieldError('rate_plan', 'Этот тариф недоступен для продукта.', 'does_not_exist');
    if (onSale && !ratePlan.isActive) throw fieldError('rate_plan', 'Этот тариф больше не продаётся.', 'not_on_sale');
  }
  if (choice.packId != null) {
    pack = anyPacksOf(offers, card.id).find((item) => item.id === choice.packId) ?? null;
    if (!pack) throw fieldError('pack', 'Этот пакет занятий недоступен для продукта.', 'does_not_exist');
    if (onSale && !pack.isActive) throw fieldError('pack', 'Этот пакет занятий больше не продаётся.', 'not_on_sale');
  }
  const fallback = defaultOffer(ratePlansOf(offers, card), packsOf(offers, card.id));
  pack ??= fallback.pack;
  if (!pack) ratePlan ??= fallback.ratePlan;
  return { card, ratePlan, pack, price: unitPrice(card.price, { ratePlan, pack }) };
}

/** The price of a product as chosen, in minor units (docs/commerce.md "What is sold"). */
export async function priceOf(
  db: Tx,
  choice: { productId: number; ratePlanId?: number | null; packId?: number | null },
): Promise<number> {
  const offers = await loadOffers(db, { productIds: [choice.productId] });
  return resolveChoice(offers, choice).price;
}

import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import type { ProductCard } from '../courses/courses.service.js';
import type { PackRow, RatePlanRow } from './catalog.repo.js';
import { loadOffers, packsOf, ratePlansOf, type Offers } from './offers.js';
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
 */
export function resolveChoice(offers: Offers, choice: OfferChoice): ResolvedOffer {
  const card = offers.cards.get(choice.productId);
  if (!card) throw fieldError('product', 'Такого продукта не существует.', 'does_not_exist');
  const plans = ratePlansOf(offers, card);
  const packs = packsOf(offers, card.id);
  let ratePlan: RatePlanRow | null = null;
  let pack: PackRow | null = null;
  if (choice.ratePlanId != null) {
    ratePlan = plans.find((plan) => plan.id === choice.ratePlanId) ?? null;
    if (!ratePlan) throw fieldError('rate_plan', 'Этот тариф недоступен для продукта.', 'does_not_exist');
  }
  if (choice.packId != null) {
    pack = packs.find((item) => item.id === choice.packId) ?? null;
    if (!pack) throw fieldError('pack', 'Этот пакет занятий недоступен для продукта.', 'does_not_exist');
  }
  const fallback = defaultOffer(plans, packs);
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

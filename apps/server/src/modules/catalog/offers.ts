import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { fieldError } from '../../plugins/errors.js';
import { findProductCards, type ProductCard } from '../courses/courses.service.js';
import * as repo from './catalog.repo.js';
import { bundlePrice, defaultOffer, unitPrice } from './pricing.js';

/** `productIds`: every product the bundle holds (as configured: see `narrowBundle`); `optionalIds`: those the buyer may leave out. */
export type BundleWithProducts = repo.BundleRow & { productIds: number[]; optionalIds: number[] };

/**
 * Everything a set of products and bundles is sold with, loaded in a few bulk queries: product
 * cards (bundled products and gifts included), rate plans of their product types, packs, gifts
 * and bundles. The catalog and the cart price from it without further queries.
 */
export interface Offers {
  cards: Map<number, ProductCard>;
  ratePlansByType: Map<number, repo.RatePlanRow[]>;
  packsByProduct: Map<number, repo.PackRow[]>;
  giftsByProduct: Map<number, repo.GiftRow[]>;
  giftsByBundle: Map<number, repo.GiftRow[]>;
  bundles: Map<number, BundleWithProducts>;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const value = key(row);
    if (value === null) continue;
    const list = groups.get(value) ?? [];
    list.push(row);
    groups.set(value, list);
  }
  return groups;
}

const typesOf = (cards: ProductCard[], except: ReadonlySet<number> = new Set()) => [
  ...new Set(cards.map((card) => card.productType.id).filter((id) => !except.has(id))),
];

/**
 * Three dependent steps at most: the products' own cards with their packs, gifts and bundles (and
 * the rate plans of `cards` already loaded, e.g. a catalog page, which are not read again); then
 * the cards of bundled and gift products with the rate plans of the products' types; then the rate
 * plans of types only those later cards have.
 */
export async function loadOffers(
  db: Tx,
  refs: { productIds: number[]; bundleIds?: number[]; cards?: ProductCard[] },
): Promise<Offers> {
  const bundleIds = refs.bundleIds ?? [];
  const known = refs.cards ?? [];
  const knownIds = new Set(known.map((card) => card.id));
  const [bundleRows, pairs, gifts, packs, ownCards, knownPlans] = await concurrently(
    db,
    () => repo.listBundleRows(db, bundleIds),
    () => repo.listBundleProductRows(db, bundleIds),
    () => repo.listGifts(db, refs.productIds, bundleIds),
    () => repo.listPacksOfProducts(db, refs.productIds),
    () =>
      findProductCards(
        db,
        refs.productIds.filter((id) => !knownIds.has(id)),
      ),
    () => repo.listRatePlansOfTypes(db, typesOf(known)),
  );
  const first = [...known, ...ownCards];
  const loaded = new Set(first.map((card) => card.id));
  const laterIds = [...pairs.map((pair) => pair.productId), ...gifts.map((gift) => gift.giftProductId)];
  const knownTypes = new Set(typesOf(known));
  const [later, ownPlans] = await concurrently(
    db,
    () =>
      findProductCards(
        db,
        laterIds.filter((id) => !loaded.has(id)),
      ),
    () => repo.listRatePlansOfTypes(db, typesOf(ownCards, knownTypes)),
  );
  const laterPlans = await repo.listRatePlansOfTypes(db, typesOf(later, new Set(typesOf(first))));
  const ratePlans = [...knownPlans, ...ownPlans, ...laterPlans];
  const productIdsByBundle = groupBy(pairs, (pair) => pair.bundleId);
  return {
    cards: new Map([...first, ...later].map((card) => [card.id, card])),
    ratePlansByType: groupBy(ratePlans, (plan) => plan.productTypeId),
    packsByProduct: groupBy(packs, (pack) => pack.productId),
    giftsByProduct: groupBy(gifts, (gift) => gift.productId),
    giftsByBundle: groupBy(gifts, (gift) => gift.bundleId),
    bundles: new Map(
      bundleRows.map((bundle) => {
        const bundled = productIdsByBundle.get(bundle.id) ?? [];
        const optional = bundled.filter((pair) => pair.isOptional);
        return [
          bundle.id,
          {
            ...bundle,
            productIds: bundled.map((pair) => pair.productId),
            optionalIds: optional.map((pair) => pair.productId),
          },
        ];
      }),
    ),
  };
}

/** Every rate plan of the product's type, off sale too: what a stored cart item or subscription may name. */
export const anyRatePlansOf = (offers: Offers, card: ProductCard) =>
  offers.ratePlansByType.get(card.productType.id) ?? [];
export const anyPacksOf = (offers: Offers, productId: number) => offers.packsByProduct.get(productId) ?? [];
/** The rate plans on sale: what the catalog offers and a buyer may pick (docs/staff-commerce.md). */
export const ratePlansOf = (offers: Offers, card: ProductCard) =>
  anyRatePlansOf(offers, card).filter((plan) => plan.isActive);
export const packsOf = (offers: Offers, productId: number) =>
  anyPacksOf(offers, productId).filter((pack) => pack.isActive);

/** The product's price as sold by default (docs/commerce.md): smallest pack, first rate plan, or its own. */
export function defaultPrice(offers: Offers, card: ProductCard): number {
  return unitPrice(card.price, defaultOffer(ratePlansOf(offers, card), packsOf(offers, card.id)));
}

/** The product's price under the rate plan of this system name, or its default price without one. */
function priceUnderPlan(offers: Offers, card: ProductCard, sysName: string | null): number {
  const plan = sysName === null ? undefined : ratePlansOf(offers, card).find((p) => p.sysName === sysName);
  return plan ? plan.price : defaultPrice(offers, card);
}

/**
 * Rate plans a bundle can be configured with: those of its first product's type whose system name
 * every bundled product's type also has (a bundle of two subjects sold "Премиум" for both).
 */
export function bundleRatePlans(offers: Offers, bundle: BundleWithProducts): repo.RatePlanRow[] {
  const cards = bundle.productIds.flatMap((id) => offers.cards.get(id) ?? []);
  const first = cards[0];
  if (!first) return [];
  return ratePlansOf(offers, first).filter((plan) =>
    cards.every((card) => ratePlansOf(offers, card).some((other) => other.sysName === plan.sysName)),
  );
}

export interface PricedBundle {
  price: number;
  initialPrice: number;
  ratePlan: repo.RatePlanRow | null;
  /** Each bundled product's price before the bundle's discount. */
  productPrices: { productId: number; price: number }[];
}

/** A bundle priced with a rate plan (one of `bundleRatePlans`) or with its products' default prices. */
export function priceBundle(offers: Offers, bundle: BundleWithProducts, ratePlanId: number | null): PricedBundle {
  const ratePlan =
    ratePlanId === null ? null : (bundleRatePlans(offers, bundle).find((plan) => plan.id === ratePlanId) ?? null);
  const productPrices = bundle.productIds.flatMap((productId) => {
    const card = offers.cards.get(productId);
    return card ? [{ productId, price: priceUnderPlan(offers, card, ratePlan?.sysName ?? null) }] : [];
  });
  const { price, initialPrice } = bundlePrice(
    productPrices.map((entry) => entry.price),
    bundle.discountPercent,
  );
  return { price, initialPrice, ratePlan, productPrices };
}

/**
 * The bundle with only the optional products chosen (null: all of them, the bundle as sold). For
 * a stored choice: a product no longer optional in the bundle is simply kept or dropped as the bundle says.
 */
export function narrowBundle(bundle: BundleWithProducts, chosen: readonly number[] | null): BundleWithProducts {
  if (chosen === null) return bundle;
  const optional = new Set(bundle.optionalIds);
  const keep = new Set(chosen);
  return { ...bundle, productIds: bundle.productIds.filter((id) => !optional.has(id) || keep.has(id)) };
}

/** A buyer's choice of optional products, checked: each one an optional product of the bundle, and something left. */
export function chooseBundleProducts(
  bundle: BundleWithProducts,
  chosen: readonly number[] | undefined,
): BundleWithProducts {
  if (chosen === undefined) return bundle;
  const optional = new Set(bundle.optionalIds);
  if (chosen.some((id) => !optional.has(id))) {
    throw fieldError('optional_products', 'Этот продукт нельзя выбрать в наборе.', 'not_optional');
  }
  const narrowed = narrowBundle(bundle, chosen);
  if (narrowed.productIds.length === 0) {
    throw fieldError('optional_products', 'Выбери хотя бы один продукт набора.', 'empty');
  }
  return narrowed;
}

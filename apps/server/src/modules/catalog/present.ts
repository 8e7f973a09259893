import type { Bundle, CatalogProduct, Pack, RatePlan } from '@school/contract';
import type { ProductCard } from '../courses/courses.service.js';
import type { PackRow, RatePlanRow } from './catalog.repo.js';
import { packsOf, priceBundle, ratePlansOf, type BundleWithProducts, type Offers } from './offers.js';
import type { References } from './references.js';

/** What leaves the server of the catalog (spec 2 §3): products, rate plans, packs, bundles. */

export const presentPlan = ({ id, title, sysName, price, order }: RatePlanRow): RatePlan => ({
  id,
  title,
  sysName,
  price,
  order,
});
export const presentPack = ({ id, title, lessonsCount, price }: PackRow): Pack => ({ id, title, lessonsCount, price });

export function presentProductType(card: ProductCard, refs: References) {
  const { productType } = card;
  const classType = refs.classTypes.get(productType.classTypeId);
  return {
    id: productType.id,
    title: productType.title,
    type: productType.type,
    classType: {
      id: productType.classTypeId,
      title: classType?.title ?? '',
      color: classType?.color ?? { base: '', toxic: '' },
    },
    classYear: { id: productType.classYearId, title: refs.classYears.get(productType.classYearId) ?? '' },
    courseType: { sysCourseType: productType.courseType.code, title: productType.courseType.title },
  };
}

export function presentProduct(
  card: ProductCard,
  offers: Offers,
  refs: References,
  marks: { owned: boolean; inCart: boolean },
): CatalogProduct {
  return {
    id: card.id,
    title: card.title,
    price: card.price,
    startDate: card.startDate,
    endDate: card.endDate,
    monthTitle: card.monthTitle,
    teacher: card.teacher,
    productType: presentProductType(card, refs),
    ratePlans: ratePlansOf(offers, card).map(presentPlan),
    packs: packsOf(offers, card.id).map(presentPack),
    ...marks,
  };
}

/** `bundle` as sold (every product) and `chosen`, the same bundle with the buyer's optional products. */
export function presentBundle(
  bundle: BundleWithProducts,
  offers: Offers,
  refs: References,
  ratePlanId: number | null,
  chosen: BundleWithProducts = bundle,
): Bundle {
  const priced = priceBundle(offers, chosen, ratePlanId);
  const everyPrice = new Map(
    priceBundle(offers, bundle, ratePlanId).productPrices.map((entry) => [entry.productId, entry.price]),
  );
  const included = new Set(chosen.productIds);
  const optional = new Set(bundle.optionalIds);
  return {
    id: bundle.id,
    title: bundle.title,
    description: bundle.description,
    sysCourseType: bundle.sysCourseType as Bundle['sysCourseType'],
    price: priced.price,
    initialPrice: priced.initialPrice,
    ratePlanTitle: priced.ratePlan?.title ?? null,
    products: bundle.productIds.flatMap((id) => {
      const card = offers.cards.get(id);
      if (!card) return [];
      return [
        {
          id,
          title: card.title,
          classTypeTitle: refs.classTypes.get(card.productType.classTypeId)?.title ?? '',
          price: everyPrice.get(id) ?? 0,
          isOptional: optional.has(id),
          included: included.has(id),
        },
      ];
    }),
    gifts: (offers.giftsByBundle.get(bundle.id) ?? []).map((gift) => ({
      id: gift.id,
      title: offers.cards.get(gift.giftProductId)?.title ?? '',
    })),
  };
}

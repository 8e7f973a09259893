import type { CatalogProduct } from '@school/contract';

export type PriceSuffix = 'perMonth' | 'perLesson' | 'allCourse' | 'pack';

/** What the student picks on a product card: a rate plan, or a pack of individual lessons. */
export interface OfferChoice {
  ratePlan?: number;
  pack?: number;
}

export const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/** The first rate plan and the first pack are chosen until the student picks another. */
export function defaultChoice(product: CatalogProduct): OfferChoice {
  return { ratePlan: byOrder(product.ratePlans)[0]?.id, pack: product.packs[0]?.id };
}

/**
 * The price the server set for the choice: the pack's, else the rate plan's, else the product's
 * own (docs/commerce.md). The client picks a price, it never computes one.
 */
export function offerPrice(product: CatalogProduct, choice: OfferChoice): number {
  const pack = product.packs.find((item) => item.id === choice.pack);
  if (pack) return pack.price;
  const ratePlan = product.ratePlans.find((item) => item.id === choice.ratePlan);
  return ratePlan?.price ?? product.price;
}

/** Spec 2 §1 price suffixes: per month (master groups), per lesson (individual), all course. */
export function priceSuffix(product: CatalogProduct, choice: OfferChoice): PriceSuffix {
  if (product.packs.some((item) => item.id === choice.pack)) return 'pack';
  const kind = product.productType.courseType.sysCourseType;
  if (kind === 'master_group') return 'perMonth';
  if (kind === 'individual') return 'perLesson';
  return 'allCourse';
}

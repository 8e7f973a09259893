import { percentOf } from '@school/contract';

/** What a price can come from (docs/commerce.md "What is sold"). */
export interface PlanPrice {
  id: number;
  sysName: string;
  price: number;
  order: number;
}
export interface PackPrice {
  id: number;
  price: number;
  lessonsCount: number;
}

/** The price of a product as chosen: the pack's, else the rate plan's, else the product's own. */
export function unitPrice(productPrice: number, choice: { ratePlan?: PlanPrice | null; pack?: PackPrice | null }) {
  return choice.pack?.price ?? choice.ratePlan?.price ?? productPrice;
}

/**
 * What a product is sold as when the buyer names nothing: its smallest pack (individual
 * lessons), else its product type's first rate plan by order, else the product alone.
 */
export function defaultOffer<P extends PlanPrice, K extends PackPrice>(
  ratePlans: readonly P[],
  packs: readonly K[],
): { ratePlan: P | null; pack: K | null } {
  const pack = [...packs].sort((a, b) => a.lessonsCount - b.lessonsCount || a.id - b.id)[0];
  if (pack) return { ratePlan: null, pack };
  const ratePlan = [...ratePlans].sort((a, b) => a.order - b.order || a.id - b.id)[0];
  return { ratePlan: ratePlan ?? null, pack: null };
}

/** A bundle costs the sum of its products' prices less its percent, rounded once (money.ts). */
export function bundlePrice(
  prices: readonly number[],
  discountPercent: number,
): { initialPrice: number; price: number } {
  const initialPrice = prices.reduce((sum, price) => sum + price, 0);
  return { initialPrice, price: initialPrice - percentOf(initialPrice, discountPercent) };
}

import type { SysCourseType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { listCourseTypes } from '../courses/courses.service.js';

// The catalog module's public face (docs/commerce.md "What is sold"): the routes' queries and
// what the cart prices with.
export * from './offer-choice.js';
export * from './products.js';
export * from './bundles.js';
export { presentProductType } from './present.js';
export {
  loadOffers,
  priceBundle,
  narrowBundle,
  chooseBundleProducts,
  bundleRatePlans,
  defaultPrice,
  ratePlansOf,
  packsOf,
  type Offers,
  type BundleWithProducts,
  type PricedBundle,
} from './offers.js';
export { references, type References } from './references.js';
export { unitPrice, defaultOffer, bundlePrice } from './pricing.js';
export type { RatePlanRow, PackRow, GiftRow, BundleRow } from './catalog.repo.js';
/** Rate plans by product type (subscriptions show the plan they renew under). */
export { listRatePlansOfTypes, listPacksOfProducts, packLessonCounts } from './catalog.repo.js';
// Demo data and test factories.
export { insertRatePlan, insertPack, insertGift, insertProductBanner, insertBundle } from './catalog.repo.js';

export async function sysCourseTypes(db: Tx) {
  const rows = await listCourseTypes(db);
  return { results: rows.map(({ id, code, title }) => ({ id, code: code as SysCourseType, title })) };
}

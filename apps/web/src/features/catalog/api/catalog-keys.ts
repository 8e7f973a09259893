import { IN_CART_MARKS_KEY } from '../../../shared/cart/cart-queries';

/** The catalog's queries; those with 'in cart' marks sit under the key a cart change refreshes. */
export const catalogKeys = {
  products: (query: object) => [...IN_CART_MARKS_KEY, 'products', query] as const,
  teachers: (classType: number | undefined) => ['catalog', 'teachers', classType ?? null] as const,
  bundles: ['catalog', 'bundles'] as const,
  bannerBundle: ['catalog', 'banner-bundle'] as const,
  banners: ['catalog', 'banners'] as const,
  bundleRatePlans: (bundleId: number) => ['catalog', 'bundles', bundleId, 'rate-plans'] as const,
  classTypes: ['core', 'classTypes'] as const,
  classYears: ['core', 'classYears'] as const,
  sysCourseTypes: ['core', 'sysCourseTypes'] as const,
};

import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, IdSchema, OkSchema, paginated } from '../common.js';
import { SysCourseTypeSchema } from '../lessons/lesson.schema.js';
import {
  BundleSchema,
  CatalogProductSchema,
  OptionalProductsSchema,
  PackSchema,
  ProductBannerSchema,
  RatePlanSchema,
  TeacherSchema,
} from './catalog.schema.js';

const tag = 'catalog';
/** A catalog page: 12 cards fill one, two or three columns evenly (a phone, a tablet, a desktop). */
export const CATALOG_PAGE_SIZE = 12;
/** Spec 2 §6: the catalog is for students and curators. */
const CATALOG = ['STUDENT_ROLE', 'CURATOR_ROLE'] as const;

export const catalogContract = {
  sysCourseTypes: endpoint({
    method: 'GET',
    path: '/v2/core/sys-course-types/',
    summary: 'System course types (spec 2 §3)',
    tag,
    response: z.object({
      results: z.array(z.object({ id: z.number().int(), code: SysCourseTypeSchema, title: z.string() })),
    }),
  }),
  products: endpoint({
    method: 'GET',
    path: '/products/catalog/',
    summary:
      'Catalog products, filtered by subject, class year, course type and month (first day, YYYY-MM-DD), a page at a time (limit, offset; count is the total)',
    tag,
    roles: CATALOG,
    query: z.object({
      productType: IdParam.optional(),
      classType: IdParam.optional(),
      classYear: IdParam.optional(),
      sysCourseTypeCode: SysCourseTypeSchema.optional(),
      month: z
        .string()
        .regex(/^\d{4}-\d{2}-01$/)
        .optional(),
      limit: z.coerce.number().int().min(1).max(100).default(CATALOG_PAGE_SIZE),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    response: paginated(CatalogProductSchema),
  }),
  teachers: endpoint({
    method: 'GET',
    path: '/products/teachers/',
    summary: 'Teacher cards, optionally of one subject',
    tag,
    roles: CATALOG,
    query: z.object({ classType: IdParam.optional() }),
    response: z.array(TeacherSchema),
  }),
  bundles: endpoint({
    method: 'GET',
    path: '/products/bundles/',
    summary: 'Bundles on sale',
    tag,
    roles: CATALOG,
    response: z.array(BundleSchema),
  }),
  bundle: endpoint({
    method: 'GET',
    path: '/products/bundles/:id/',
    summary: 'One bundle',
    tag,
    roles: CATALOG,
    params: IdParams,
    response: BundleSchema,
  }),
  bundleRatePlans: endpoint({
    method: 'GET',
    path: '/products/bundles/:id/rate-plans/',
    summary: 'Rate plans a bundle can be configured with',
    tag,
    roles: CATALOG,
    params: IdParams,
    response: z.array(RatePlanSchema),
  }),
  configureBundle: endpoint({
    method: 'PATCH',
    path: '/products/bundles/:id/',
    summary: 'Price of a bundle with the chosen rate plan and optional products (answers the configured bundle)',
    tag,
    roles: CATALOG,
    params: IdParams,
    body: z
      .object({ ratePlan: IdSchema.optional(), optionalProducts: OptionalProductsSchema.optional() })
      .refine((v) => v.ratePlan !== undefined || v.optionalProducts !== undefined, {
        path: ['ratePlan'],
        message: 'Выбери тариф или продукты набора.',
      }),
    response: BundleSchema,
  }),
  packs: endpoint({
    method: 'GET',
    path: '/products/:id/packs/',
    summary: 'Lesson packs of an individual-lessons product',
    tag,
    roles: CATALOG,
    params: IdParams,
    response: z.array(PackSchema),
  }),
  banners: endpoint({
    method: 'GET',
    path: '/products/banner/',
    summary: 'Product banners the caller has not closed',
    tag,
    roles: CATALOG,
    response: z.array(ProductBannerSchema),
  }),
  closeBanner: endpoint({
    method: 'POST',
    path: '/products/banner/close/',
    summary: 'Close a product banner',
    tag,
    roles: CATALOG,
    body: z.object({ id: IdSchema }),
    response: OkSchema,
  }),
  bannerBundle: endpoint({
    method: 'GET',
    path: '/settings/banner-bundle/',
    summary: 'The bundle advertised in the catalog banner, if any',
    tag,
    roles: CATALOG,
    response: BundleSchema.nullable(),
  }),
  recommendations: endpoint({
    method: 'GET',
    path: '/products/recommendations/',
    summary: 'Products recommended next to the cart (RU, KZ, ONE; empty elsewhere)',
    tag,
    roles: ['STUDENT_ROLE'],
    response: z.array(CatalogProductSchema),
  }),
};

import { z } from '../zod.js';
import { ColorSchema, SysCourseTypeSchema } from '../lessons/lesson.schema.js';

export const RatePlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sysName: z.string(),
  price: z.number().int(),
  order: z.number().int(),
});
export type RatePlan = z.infer<typeof RatePlanSchema>;

export const PackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lessonsCount: z.number().int(),
  price: z.number().int(),
});
export type Pack = z.infer<typeof PackSchema>;

export const TeacherSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  description: z.string(),
  classTypes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  stats: z.array(z.object({ value: z.string(), description: z.string() })),
  presentationVideo: z.string().nullable(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

const ProductTypeRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  classType: z.object({ id: z.number().int(), title: z.string(), color: ColorSchema }),
  classYear: z.object({ id: z.number().int(), title: z.string() }),
  courseType: z.object({ sysCourseType: SysCourseTypeSchema, title: z.string() }),
});

/** A purchasable product as the catalog and the cart show it (spec 2 §3 cart item product). */
export const CatalogProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  monthTitle: z.string().nullable(),
  teacher: z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  productType: ProductTypeRefSchema,
  ratePlans: z.array(RatePlanSchema),
  packs: z.array(PackSchema),
  owned: z.boolean(),
  inCart: z.boolean(),
});
export type CatalogProduct = z.infer<typeof CatalogProductSchema>;

export const BundleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sysCourseType: SysCourseTypeSchema,
  price: z.number().int(),
  initialPrice: z.number().int(),
  ratePlanTitle: z.string().nullable(),
  /** Every product of the bundle; the price counts those `included` (an optional one may be left out). */
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      classTypeTitle: z.string(),
      /** Its price under the rate plan, before the bundle's discount. */
      price: z.number().int(),
      isOptional: z.boolean(),
      included: z.boolean(),
    }),
  ),
  gifts: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type Bundle = z.infer<typeof BundleSchema>;

/** The optional products chosen in a bundle (ids of its optional products; absent: all of them). */
export const OptionalProductsSchema = z.array(z.number().int().positive()).max(50);

export const ProductBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  color: z.string(),
  productTypeId: z.number().int().nullable(),
});

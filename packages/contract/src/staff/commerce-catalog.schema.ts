import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery } from '../common.js';
import { SysCourseTypeSchema } from '../lessons/lesson.schema.js';
import { StaffPrice as Price } from './commerce.schema.js';

/** The console's rate plans, packs and bundles (issue 16, docs/staff-commerce.md). */

const Title = z.string().trim().min(1, 'Укажите название.').max(200, 'Не длиннее 200 символов.');
const Order = z.number({ error: 'Укажите порядок.' }).int('Целое число.').min(0, 'Не меньше 0.').max(10_000);

/**
 * A rate plan's system name: bundles match plans of different programmes by it (catalog/offers.ts),
 * so it is a short fixed key, not a label.
 */
export const RATE_PLAN_SYS_NAME = /^[a-z0-9_-]{1,40}$/;

// ---------------------------------------------------------------- rate plans

export const StaffRatePlanQuerySchema = PaginationQuery.extend({ productType: IdParam.optional() });

export const StaffRatePlanSchema = z.object({
  id: z.number().int(),
  productType: z.object({ id: z.number().int(), title: z.string() }),
  title: z.string(),
  sysName: z.string(),
  /** Minor units of `currency`: what every product of the programme costs under this plan. */
  price: z.number().int(),
  order: z.number().int(),
  /** On sale: offered in the catalog and addable to a cart; off sale it stays in carts' renewals, orders and subscriptions. */
  isActive: z.boolean(),
  currency: z.string(),
});
export type StaffRatePlan = z.infer<typeof StaffRatePlanSchema>;

export const StaffRatePlanCreateSchema = z.object({
  productTypeId: IdSchema,
  title: Title,
  sysName: z
    .string()
    .trim()
    .regex(RATE_PLAN_SYS_NAME, 'От 1 до 40 символов: строчные латинские буквы, цифры, «_» и «-».'),
  price: Price,
  order: Order.default(0),
});
export type StaffRatePlanCreate = z.infer<typeof StaffRatePlanCreateSchema>;

/** The programme and the system name stay: carts and bundles find the plan by them. */
export const StaffRatePlanUpdateSchema = z.object({
  title: Title.optional(),
  price: Price.optional(),
  order: Order.optional(),
});
export type StaffRatePlanUpdate = z.infer<typeof StaffRatePlanUpdateSchema>;

// ---------------------------------------------------------------- packs

export const StaffPackQuerySchema = PaginationQuery.extend({
  productType: IdParam.optional(),
  product: IdParam.optional(),
});

export const StaffPackSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string() }),
  productType: z.object({ id: z.number().int(), title: z.string() }),
  title: z.string(),
  lessonsCount: z.number().int(),
  /** Minor units of `currency`: the price of the whole pack. */
  price: z.number().int(),
  /** On sale, like a rate plan's `isActive`. */
  isActive: z.boolean(),
  currency: z.string(),
});
export type StaffPack = z.infer<typeof StaffPackSchema>;

const LessonsCount = z
  .number({ error: 'Укажите число занятий.' })
  .int('Целое число.')
  .min(1, 'Не меньше одного занятия.')
  .max(1000, 'Не больше 1000 занятий.');

export const StaffPackCreateSchema = z.object({
  productId: IdSchema,
  title: Title,
  lessonsCount: LessonsCount,
  price: Price,
});
export type StaffPackCreate = z.infer<typeof StaffPackCreateSchema>;

/** The product stays; the title, the number of lessons and the price change. */
export const StaffPackUpdateSchema = z.object({
  title: Title.optional(),
  lessonsCount: LessonsCount.optional(),
  price: Price.optional(),
});
export type StaffPackUpdate = z.infer<typeof StaffPackUpdateSchema>;

// ---------------------------------------------------------------- bundles

export const StaffBundleQuerySchema = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const StaffBundleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sysCourseType: z.string(),
  /** Percent off the sum of the products' prices (docs/commerce.md "What is sold"). */
  discountPercent: z.number().int(),
  isActive: z.boolean(),
  /** The catalog advertises it on top (spec 2 §7 GET /settings/banner-bundle/); one bundle at a time. */
  isBannerBundle: z.boolean(),
  products: z.array(z.object({ id: z.number().int(), title: z.string(), isOptional: z.boolean() })),
});
export type StaffBundle = z.infer<typeof StaffBundleSchema>;

/** Everything of a bundle changes; its products as a whole list (2–20, no repeats). */
export const StaffBundleWriteSchema = z
  .object({
    title: Title,
    description: z.string().trim().max(2000, 'Не длиннее 2000 символов.').default(''),
    sysCourseType: SysCourseTypeSchema,
    discountPercent: z
      .number({ error: 'Укажите скидку.' })
      .int('Целое число.')
      .min(0, 'Не меньше 0%.')
      .max(99, 'Не больше 99%.'),
    isActive: z.boolean().default(true),
    isBannerBundle: z.boolean().default(false),
    products: z
      .array(z.object({ productId: IdSchema, isOptional: z.boolean().default(false) }))
      .min(2, 'В наборе не меньше двух продуктов.')
      .max(20, 'Не больше 20 продуктов.'),
  })
  .superRefine((value, ctx) => {
    const ids = value.products.map((item) => item.productId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'Продукт указан дважды.' });
    }
  });
export type StaffBundleWrite = z.infer<typeof StaffBundleWriteSchema>;

// ---------------------------------------------------------------- gifts

/** The gifts of one product or one bundle. */
export const StaffGiftQuerySchema = z
  .object({ product: IdParam.optional(), bundle: IdParam.optional() })
  .refine((value) => (value.product === undefined) !== (value.bundle === undefined), {
    path: ['product'],
    message: 'Укажите продукт или набор.',
  });

export const StaffGiftSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  bundleId: z.number().int().nullable(),
  gift: z.object({ id: z.number().int(), title: z.string() }),
  /** The buyer may decline it in the cart. */
  optional: z.boolean(),
});
export type StaffGift = z.infer<typeof StaffGiftSchema>;

export const StaffGiftCreateSchema = z
  .object({
    productId: IdSchema.nullable().default(null),
    bundleId: IdSchema.nullable().default(null),
    giftProductId: IdSchema,
    optional: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.productId === null) === (value.bundleId === null)) {
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Укажите продукт или набор.' });
    }
    if (value.productId !== null && value.productId === value.giftProductId) {
      ctx.addIssue({ code: 'custom', path: ['giftProductId'], message: 'Продукт не может быть подарком к себе.' });
    }
  });
export type StaffGiftCreate = z.infer<typeof StaffGiftCreateSchema>;

import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { commaList, IdParams, IdSchema } from '../common.js';

const tag = 'subscriptions';
const STUDENT = ['STUDENT_ROLE'] as const;

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'ended'] as const;

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  productType: z.object({ id: z.number().int(), title: z.string() }),
  ratePlanTitle: z.string().nullable(),
  /** Our field (docs/subscriptions.md): active, on a rate plan with a dearer one of its product type. */
  canUpgrade: z.boolean(),
  price: z.number().int(),
  nextChargeAt: z.string().nullable(),
  accessUntil: z.string(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** An entry of the sidebar's products-of-month block (spec 3 §3 product preview). */
export const MonthProductSchema = z.object({
  id: z.number().int(),
  fullTitle: z.string(),
  avatar: z.string().nullable(),
  teacher: z.object({ avatar: z.string().nullable(), fullName: z.string() }).nullable(),
  productType: z.object({
    id: z.number().int(),
    title: z.string(),
    courseType: z.object({ sysCourseType: z.object({ title: z.string() }) }),
  }),
});

const RatePlanPriceSchema = z.object({ id: z.number().int(), title: z.string(), price: z.number().int() });

/** The product of a period: the one a renewal buys, or the one an upgrade lifts. */
const PeriodProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/** Renewing a subscription: the next period's product under the same rate plan (docs/subscriptions.md). */
export const RenewalQuoteSchema = z.object({
  subscription: SubscriptionSchema,
  product: PeriodProductSchema,
  ratePlan: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Minor units: what the renewal costs before any promo code. */
  price: z.number().int(),
  /** The end of access once paid. */
  accessUntil: z.string(),
});
export type RenewalQuote = z.infer<typeof RenewalQuoteSchema>;

/** Upgrading a subscription's rate plan for the rest of its period (docs/subscriptions.md). */
export const UpgradeQuoteSchema = z.object({
  subscription: SubscriptionSchema,
  product: PeriodProductSchema,
  currentRatePlan: RatePlanPriceSchema,
  /** Whole days left until `subscription.accessUntil` (a started day is free). */
  daysLeft: z.number().int(),
  /** Days of the current product's period, the base of the proration. */
  periodDays: z.number().int(),
  /** Dearer rate plans of the product type, each with the prorated difference to pay now. */
  options: z.array(z.object({ ratePlan: RatePlanPriceSchema, price: z.number().int() })),
});
export type UpgradeQuote = z.infer<typeof UpgradeQuoteSchema>;

/** The standalone cart holding the renewal or upgrade, paid at `/cart/standalone/{cartHash}`. */
const SubscriptionCartSchema = z.object({ cartHash: z.string() });

export const subscriptionsContract = {
  list: endpoint({
    method: 'GET',
    path: '/products/product-subscriptions/',
    summary: "The student's subscriptions (auto-renewals), active first",
    tag,
    roles: STUDENT,
    response: z.array(SubscriptionSchema),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/products/product-subscriptions/:id/',
    summary: 'Cancel auto-renewal; access stays until the paid period ends',
    tag,
    roles: STUDENT,
    params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
    response: SubscriptionSchema,
  }),
  statuses: endpoint({
    method: 'GET',
    path: '/products/subscription-statuses/',
    summary: 'Subscription status per product (query productIds joined by commas)',
    tag,
    roles: STUDENT,
    query: z.object({
      productIds: commaList(z.coerce.number().int().positive().max(2147483647)).pipe(z.array(z.number()).max(100)),
    }),
    response: z.array(z.object({ productId: z.number().int(), status: z.enum(SUBSCRIPTION_STATUSES).nullable() })),
  }),
  ending: endpoint({
    method: 'GET',
    path: '/products/ending/',
    summary: 'Products whose access ends within 14 days and can be renewed',
    tag,
    roles: STUDENT,
    response: z.array(
      z.object({
        productId: z.number().int(),
        title: z.string(),
        endsAt: z.string(),
        nextProductId: z.number().int().nullable(),
      }),
    ),
  }),
  menu: endpoint({
    method: 'GET',
    path: '/products/menu/',
    summary: 'Products of each month for the sidebar block: purchased, renewal offers and goal subjects (spec 3 §2)',
    tag,
    roles: STUDENT,
    query: z.object({
      dates: commaList(z.string().regex(/^\d{4}-\d{2}-01$/)).pipe(z.array(z.string()).min(1).max(12)),
    }),
    response: z.array(
      z.object({
        date: z.string(),
        productsPurchased: z.array(MonthProductSchema),
        productsRenewal: z.array(MonthProductSchema),
        umitsGoal: z
          .object({
            classYearId: z.number().int(),
            goals: z.array(z.object({ title: z.string(), classTypeId: z.number().int() })),
          })
          .nullable(),
      }),
    ),
  }),
  renewalQuote: endpoint({
    method: 'GET',
    path: '/v2/subscriptions/:id/renewal/',
    summary: "Renewal of the student's subscription: the next period's product, rate plan and price",
    tag,
    roles: STUDENT,
    params: IdParams,
    response: RenewalQuoteSchema,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/v2/subscriptions/:id/renewal/',
    summary: 'A standalone cart with the renewal (auto-renewal on), to pay at /cart/standalone/{cart_hash}',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: SubscriptionCartSchema,
    status: 201,
  }),
  upgradeQuote: endpoint({
    method: 'GET',
    path: '/v2/subscriptions/:id/upgrade/',
    summary: 'Dearer rate plans of an active subscription with the prorated difference for the days left',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: UpgradeQuoteSchema,
  }),
  upgrade: endpoint({
    method: 'POST',
    path: '/v2/subscriptions/:id/upgrade/',
    summary: 'A standalone cart with the upgrade to rate_plan at the prorated price; paid, the plan switches at once',
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({ ratePlan: IdSchema }),
    response: SubscriptionCartSchema,
    status: 201,
  }),
};

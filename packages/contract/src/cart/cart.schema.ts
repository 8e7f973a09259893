import { z } from '../zod.js';
import { SysCourseTypeSchema } from '../lessons/lesson.schema.js';
import { PaymentSystemSchema } from '../payment/payment.schema.js';

export const COUPON_TYPE_CURRENCY = 2;
export const COUPON_TYPE_PERCENT = 3;

const GiftSchema = z.object({ id: z.number().int(), title: z.string(), chosen: z.boolean() });

/** Spec 2 §3 cart item. Prices are minor units computed by the server. */
export const CartItemSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    price: z.number().int(),
    title: z.string(),
    teacher: z.string().nullable(),
    startDate: z.string(),
    packageTitle: z.string().nullable(),
    productType: z.object({
      id: z.number().int(),
      title: z.string(),
      type: z.string(),
      classType: z.string(),
      classYear: z.string(),
      courseType: z.object({ sysCourseType: SysCourseTypeSchema }),
    }),
    ratePlan: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    sysRatePlanName: z.string().nullable(),
  }),
  pack: z.object({ id: z.number().int(), price: z.number().int(), title: z.string() }).nullable(),
  isProlongSubscription: z.boolean(),
  gifts: z.array(GiftSchema),
  optionalGifts: z.array(GiftSchema),
  alternativeRates: z.array(
    z.object({ id: z.number().int(), title: z.string(), price: z.number().int(), order: z.number().int() }),
  ),
  lessonPack: z.object({ totalPrice: z.number().int() }).nullable(),
  /**
   * Our field (docs/subscriptions.md): the line renews or upgrades a subscription; its price is then
   * `product.price` as charged (an upgrade's prorated difference) and its rate plan is fixed.
   */
  subscriptionAction: z.enum(['renewal', 'upgrade']).nullable().optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Spec 2 §3 cart bundle. */
export const CartBundleSchema = z.object({
  hash: z.string(),
  title: z.string(),
  price: z.number().int(),
  sysCourseType: SysCourseTypeSchema,
  ratePlanTitle: z.string().nullable(),
  items: z.array(z.object({ documentData: z.object({ productId: z.number().int() }), title: z.string() })),
  gifts: z.array(GiftSchema),
});

export const CouponSchema = z.object({
  value: z.string(),
  type: z.union([z.literal(COUPON_TYPE_CURRENCY), z.literal(COUPON_TYPE_PERCENT)]),
  discount: z.number().int(),
});

export const ReferralProgramSchema = z.object({
  role: z.enum(['REFERRAL', 'REFERRER']),
  referralId: z.string(),
  discount: z.number().int(),
});

/** Spec 2 §3 cart. `amount` = to pay; `initialAmount` = order price before discounts. */
export const CartSchema = z.object({
  hash: z.string(),
  isStandalone: z.boolean(),
  items: z.array(CartItemSchema),
  bundles: z.array(CartBundleSchema),
  coupon: CouponSchema.nullable(),
  referralProgram: ReferralProgramSchema.nullable(),
  amount: z.number().int(),
  initialAmount: z.number().int(),
  discount: z.number().int(),
  amountDescription: z.string(),
  count: z.number().int(),
  currency: z.string(),
  orgInfo: z.object({
    paymentInfo: z.object({
      /** The card system chosen by default; null when the deployment takes requisites only. */
      system: PaymentSystemSchema.nullable(),
      /** The card systems this deployment has configured, in the order offered (docs/commerce.md). */
      systems: z.array(PaymentSystemSchema),
    }),
    ofertaUrl: z.string(),
  }),
  hasF2fProduct: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

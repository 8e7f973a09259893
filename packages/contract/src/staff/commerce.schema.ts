import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery, isoDay } from '../common.js';
import { COUPON_TYPE_CURRENCY, COUPON_TYPE_PERCENT } from '../cart/cart.schema.js';
import { SysCourseTypeSchema } from '../lessons/lesson.schema.js';
import { PAYMENT_SYSTEMS, TRANSACTION_STATUSES } from '../payment/payment.schema.js';

/** Search text of a console list (issue 16: ≤ 100 characters). */
const SearchText = z.string().trim().max(100).optional();

/** Money in minor units (packages/contract/src/money.ts): at most 10 million in major units. */
export const MAX_PRICE = 1_000_000_000;
export const StaffPrice = z
  .number({ error: 'Укажите цену.' })
  .int('Цена — целое число копеек.')
  .min(0, 'Цена не может быть отрицательной.')
  .max(MAX_PRICE, 'Слишком большая цена.');

// ---------------------------------------------------------------- products

export const PRODUCT_ORDERINGS = ['start', '-start', 'price', '-price', 'id', '-id'] as const;

export const StaffProductQuerySchema = PaginationQuery.extend({
  productType: IdParam.optional(),
  courseType: SysCourseTypeSchema.optional(),
  search: SearchText,
  ordering: z.enum(PRODUCT_ORDERINGS).default('-start'),
});

export const StaffProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  productType: z.object({ id: z.number().int(), title: z.string(), courseType: z.string() }),
  mgMonth: z.object({ id: z.number().int(), title: z.string(), month: z.string() }).nullable(),
  teacher: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Minor units of `currency`, the deployment's currency. */
  price: z.number().int(),
  currency: z.string(),
});
export type StaffProduct = z.infer<typeof StaffProductSchema>;

const Title = z.string().trim().min(1, 'Укажите название.').max(200, 'Не длиннее 200 символов.');
const Day = isoDay('Дата в формате ГГГГ-ММ-ДД.');

const datesInOrder = (value: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Дата окончания раньше даты начала.' });
  }
};

export const StaffProductCreateSchema = z
  .object({
    productTypeId: IdSchema,
    mgMonthId: IdSchema.nullable().default(null),
    teacherId: IdSchema.nullable().default(null),
    title: Title,
    startDate: Day,
    endDate: Day,
    price: StaffPrice,
  })
  .superRefine(datesInOrder);
export type StaffProductCreate = z.infer<typeof StaffProductCreateSchema>;

/** What may change of a product on sale: its title, dates and price (the programme stays). */
export const StaffProductUpdateSchema = z
  .object({ title: Title.optional(), startDate: Day.optional(), endDate: Day.optional(), price: StaffPrice.optional() })
  .superRefine(datesInOrder);
export type StaffProductUpdate = z.infer<typeof StaffProductUpdateSchema>;

/** What the product form chooses from. */
export const StaffProductOptionsSchema = z.object({
  currency: z.string(),
  productTypes: z.array(z.object({ id: z.number().int(), title: z.string(), courseType: z.string() })),
  mgMonths: z.array(
    z.object({ id: z.number().int(), productTypeId: z.number().int(), title: z.string(), month: z.string() }),
  ),
  teachers: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
});

// ---------------------------------------------------------------- promo codes

/** The characters a promo code may have; the cart compares codes as capitals, so they are stored so. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export const PromoCodeTypeSchema = z.union([z.literal(COUPON_TYPE_PERCENT), z.literal(COUPON_TYPE_CURRENCY)]);

export const StaffPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 3 percent, 2 a fixed amount in minor units (spec 2 §3). */
  type: PromoCodeTypeSchema,
  value: z.number().int(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  /** The products it applies to; none: every product. */
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
  currency: z.string(),
});
export type StaffPromoCode = z.infer<typeof StaffPromoCodeSchema>;

export const StaffPromoCodeQuerySchema = PaginationQuery.extend({
  search: SearchText,
  active: z.enum(['true', 'false']).optional(),
});

const When = z.iso.datetime({ offset: true, error: 'Дата и время в формате ISO 8601.' }).nullable().default(null);

const promoTerms = {
  type: PromoCodeTypeSchema,
  value: z.number({ error: 'Укажите размер скидки.' }).int('Целое число.').max(MAX_PRICE, 'Слишком большая скидка.'),
  isActive: z.boolean().default(true),
  startsAt: When,
  expiresAt: When,
  maxUses: z.number().int().min(1, 'Не меньше одного применения.').max(10_000_000).nullable().default(null),
  productIds: z.array(IdSchema).max(100, 'Не больше 100 продуктов.').default([]),
};

type Terms = { type: number; value: number; startsAt: string | null; expiresAt: string | null };

const termsInOrder = (value: Terms, ctx: z.RefinementCtx) => {
  if (value.type === COUPON_TYPE_PERCENT && (value.value < 1 || value.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Процент — от 1 до 100.' });
  }
  if (value.type === COUPON_TYPE_CURRENCY && value.value < 1) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Сумма скидки должна быть больше нуля.' });
  }
  if (value.startsAt && value.expiresAt && Date.parse(value.expiresAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'Окончание должно быть позже начала.' });
  }
};

export const StaffPromoCodeCreateSchema = z
  .object({
    code: z.string().trim().regex(PROMO_CODE_PATTERN, 'От 3 до 40 символов: латинские буквы, цифры, «_» и «-».'),
    ...promoTerms,
  })
  .superRefine(termsInOrder);
export type StaffPromoCodeCreate = z.infer<typeof StaffPromoCodeCreateSchema>;

/** Everything but the code, which students may already have been given, is editable. */
export const StaffPromoCodeUpdateSchema = z.object(promoTerms).superRefine(termsInOrder);
export type StaffPromoCodeUpdate = z.infer<typeof StaffPromoCodeUpdateSchema>;

// ---------------------------------------------------------------- orders

export const ORDER_STATUSES = ['created', 'paid', 'refund_due', 'partially_refunded', 'refunded'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const StaffOrderQuerySchema = PaginationQuery.extend({
  status: OrderStatusSchema.optional(),
  /** An order number, or the start of the payer's e-mail. */
  search: SearchText,
});

export const StaffOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  userId: z.number().int(),
  email: z.string(),
  holderName: z.string(),
  amount: z.number().int(),
  initialAmount: z.number().int(),
  discount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const StaffTransactionSchema = z.object({
  uuid: z.string(),
  paymentSystem: z.enum(PAYMENT_SYSTEMS),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  providerTransactionId: z.string().nullable(),
  errorMessage: z.string().nullable(),
  requisites: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One refund of an order; only `succeeded` ones are money given back (docs/staff-commerce.md "Refunds"). */
export const StaffRefundSchema = z.object({
  id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  keepAccess: z.boolean(),
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  providerRefundId: z.string().nullable(),
  /** Why the provider refused a `failed` refund. */
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});

export const StaffOrderDetailSchema = StaffOrderSchema.extend({
  phone: z.string(),
  coupon: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      isGift: z.boolean(),
    }),
  ),
  transactions: z.array(StaffTransactionSchema),
  /** Oldest first, failed and pending ones too. */
  refunds: z.array(StaffRefundSchema),
  /** The sum of the succeeded refunds, minor units. */
  refundedAmount: z.number().int(),
  /** What may still be refunded: the paid amount less the succeeded refunds (0 for an unpaid order). */
  refundableAmount: z.number().int(),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

export const StaffRefundCreateSchema = z.object({
  reason: z.string().trim().min(3, 'Укажите причину возврата.').max(500, 'Не длиннее 500 символов.'),
  /** Minor units, 1..the refundable amount; omitted, the whole refundable amount. */
  amount: z.number().int('Сумма — целое число копеек.').min(1, 'Сумма больше нуля.').max(MAX_PRICE).optional(),
  /**
   * The manager's choice: the student keeps the products the order granted. Omitted: revoked on a
   * refund of the whole remainder, kept on a partial one.
   */
  keepAccess: z.boolean().optional(),
});
export type StaffRefundCreate = z.infer<typeof StaffRefundCreateSchema>;

/**
 * An operator's resolution of a refund left `pending` (a crash or no answer from the provider), after
 * checking the provider's dashboard: the money went back (`succeeded`) or did not (`failed`).
 */
export const StaffRefundResolveSchema = z.object({
  outcome: z.enum(['succeeded', 'failed']),
  /** The provider's id of the refund, when it went through. */
  providerRefundId: z.string().trim().min(1).max(100).optional(),
  note: z.string().trim().min(3, 'Опишите, что показала платёжная система.').max(500, 'Не длиннее 500 символов.'),
});
export type StaffRefundResolve = z.infer<typeof StaffRefundResolveSchema>;

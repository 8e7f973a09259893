import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts, coupons } from '../cart/cart.schema.js';
import { ratePlans, packs } from '../catalog/catalog.schema.js';
import { products } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/** What the student is buying, frozen from the cart at payment start: later cart changes do not touch it. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    amount: integer('amount').notNull(),
    initialAmount: integer('initial_amount').notNull(),
    discount: integer('discount').notNull(),
    currency: text('currency').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    referrerId: integer('referrer_id').references(() => users.id),
    status: text('status').notNull().default('created'),
    holderName: text('holder_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subscribe: boolean('subscribe').notNull().default(false),
    /** What was asked to be paid and how (payment-lock.ts): an identical second init answers this order. */
    checkoutKey: text('checkout_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_cart_idx').on(t.cartId),
    // The staff's order list, newest first (issue 16).
    index('orders_created_idx').on(t.createdAt),
    // The staff's order search by the start of an e-mail: `lower(email) like 'ann%'`.
    index('orders_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id),
    packId: integer('pack_id').references(() => packs.id),
    price: integer('price').notNull(),
    isGift: boolean('is_gift').notNull().default(false),
    isProlongSubscription: boolean('is_prolong_subscription').notNull().default(false),
    /** The renewal or upgrade of a subscription this line pays for (docs/subscriptions.md). */
    subscriptionId: integer('subscription_id'),
    subscriptionAction: text('subscription_action'),
  },
  // An order's lines, read with every order the staff open (issue 16).
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * One attempt to pay an order at a provider. `status` moves pending -> succeeded or
 * declined exactly once; the move and the access it grants happen in one transaction.
 */
export const transactions = pgTable(
  'transactions',
  {
    uuid: uuid('uuid').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentSystem: text('payment_system').notNull(),
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    providerPayload: jsonb('provider_payload'),
    errorMessage: text('error_message'),
    /** Paid by bank requisites: no provider is involved, staff confirm it. */
    requisites: boolean('requisites').notNull().default(false),
    redirect: text('redirect'),
    errorRedirect: text('error_redirect'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('transactions_order_idx').on(t.orderId),
    uniqueIndex('transactions_provider_id_idx').on(t.paymentSystem, t.providerTransactionId),
    // The staff dashboard's payments per day (issue 16).
    index('transactions_completed_idx').on(t.status, t.completedAt),
  ],
);

/** Coupon products: a code that grants products without paying (`POST /core/pay/coupon/`). */
export const couponProducts = pgTable('coupon_products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  productIds: integer('product_ids').array().notNull(),
  maxUses: integer('max_uses').notNull().default(1),
  usedCount: integer('used_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const couponProductActivations = pgTable(
  'coupon_product_activations',
  {
    id: serial('id').primaryKey(),
    couponProductId: integer('coupon_product_id')
      .notNull()
      .references(() => couponProducts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_product_activations_user_idx').on(t.couponProductId, t.userId)],
);

/**
 * Money the platform received but could not apply (docs/commerce.md "Incidents"): a success with
 * the wrong amount, a second success for a paid order, a success for a cart another order paid.
 * Never dropped; staff see them (`GET /staff/payments/incidents/`). A provider repeating the same
 * notice adds no second row.
 */
export const paymentIncidents = pgTable(
  'payment_incidents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    transactionUuid: uuid('transaction_uuid')
      .notNull()
      .references(() => transactions.uuid),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentSystem: text('payment_system').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The money has to go back to the payer. */
    refund: boolean('refund').notNull().default(false),
    detail: text('detail').notNull(),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_incidents_notice_idx').on(t.transactionUuid, t.kind, t.providerTransactionId),
    index('payment_incidents_created_idx').on(t.createdAt),
  ],
);

/** The sandbox checkout's one decision per transaction (its signed link is single use). */
export const sandboxDecisions = pgTable('sandbox_decisions', {
  transactionUuid: uuid('transaction_uuid')
    .primaryKey()
    .references(() => transactions.uuid),
  approve: boolean('approve').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 16: a refund staff made of an order, through the provider's adapter (docs/staff-commerce.md
 * "Refunds"). Several partial ones may add up to the paid amount; only `succeeded` rows are money
 * given back. A `pending` row claims the order while the provider is asked, outside any transaction:
 * at most one per order (the partial unique index), so a concurrent request answers refund_pending.
 * `keepAccess` records the manager's choice about the products the order granted.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    keepAccess: boolean('keep_access').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id'),
    /** `pending` while the provider is asked, then `succeeded` or `failed`. */
    status: text('status').notNull().default('succeeded'),
    /** Why the provider refused (a `failed` refund). */
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_order_pending_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('refunds_created_idx').on(t.createdAt),
  ],
);

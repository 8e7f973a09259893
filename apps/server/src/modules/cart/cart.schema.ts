import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bundles, packs, ratePlans } from '../catalog/catalog.schema.js';
import { products } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/** Promo codes (spec 2 §3 coupon): type 3 percent, type 2 a fixed amount in minor units. */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  type: integer('type').notNull(),
  value: integer('value').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Issue 16: a code may wait for its campaign to begin. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 16: the products a promo code applies to; a code without rows here applies to every product. */
export const couponScopeProducts = pgTable(
  'coupon_scope_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.productId] }),
    index('coupon_scope_products_product_idx').on(t.productId),
  ],
);

/**
 * A cart. A student's own cart has `userId` and `isStandalone` false; a standalone cart
 * (a manager's link, a guest) is reached by `hash` and gets its owner when someone signs
 * in to pay it. `paidAt` closes a cart for good.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isStandalone: boolean('is_standalone').notNull().default(false),
    couponId: integer('coupon_id').references(() => coupons.id),
    referrerId: integer('referrer_id').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_hash_idx').on(t.hash),
    index('carts_user_idx').on(t.userId, t.isStandalone),
    // One open own cart per student, even when two first requests race to create it.
    uniqueIndex('carts_user_open_idx')
      .on(t.userId)
      .where(sql`${t.isStandalone} = false and ${t.paidAt} is null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id),
    packId: integer('pack_id').references(() => packs.id),
    isProlongSubscription: boolean('is_prolong_subscription').notNull().default(false),
    declinedGiftIds: integer('declined_gift_ids').array().notNull().default([]),
    /**
     * A subscription's renewal or upgrade (docs/subscriptions.md): the subscription it acts on,
     * what it does ('renewal' | 'upgrade'), and for an upgrade the prorated price quoted when the
     * cart was made (it replaces the rate plan's price).
     */
    subscriptionId: integer('subscription_id'),
    subscriptionAction: text('subscription_action'),
    fixedPrice: integer('fixed_price'),
  },
  (t) => [uniqueIndex('cart_items_cart_product_idx').on(t.cartId, t.productId)],
);

export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id),
    hash: text('hash').notNull(),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id),
    /** The optional products chosen; null: all of them (the bundle as sold). */
    optionalProductIds: integer('optional_product_ids').array(),
  },
  (t) => [uniqueIndex('cart_bundles_hash_idx').on(t.hash), index('cart_bundles_cart_idx').on(t.cartId)],
);

/** A shareable link that opens a fresh standalone cart with these products (`/cart/link/{hash}/`). */
export const cartLinks = pgTable('cart_links', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  productIds: integer('product_ids').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products, productTypes } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/** A price level of a product type (Стандарт, Премиум): the price of each product under it. */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sysName: text('sys_name').notNull(),
    price: integer('price').notNull(),
    order: integer('order').notNull().default(0),
    /** Off sale when false: no longer offered or added, while carts, orders and subscriptions keep it (docs/staff-commerce.md). */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('rate_plans_product_type_idx').on(t.productTypeId)],
);

/** Packs of individual lessons sold as one product. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    lessonsCount: integer('lessons_count').notNull(),
    price: integer('price').notNull(),
    /** Off sale when false, like a rate plan's. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('packs_product_idx').on(t.productId)],
);

export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sysCourseType: text('sys_course_type').notNull(),
  /** Percent off the sum of the bundled products' prices. */
  discountPercent: integer('discount_percent').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isBannerBundle: boolean('is_banner_bundle').notNull().default(false),
});

export const bundleProducts = pgTable(
  'bundle_products',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The buyer may leave it out when configuring the bundle (docs/products-access.md). */
    isOptional: boolean('is_optional').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

/** Products given with a product (or a bundle); optional gifts can be declined in the cart. */
export const productGifts = pgTable(
  'product_gifts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    giftProductId: integer('gift_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [index('product_gifts_product_idx').on(t.productId), index('product_gifts_bundle_idx').on(t.bundleId)],
);

/** A catalog banner: shown like a home banner (core.schema.ts `banners`), by its window and audience. */
export const productBanners = pgTable(
  'product_banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    color: text('color').notNull().default('violet'),
    productTypeId: integer('product_type_id').references(() => productTypes.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    variants: text('variants').array().notNull().default([]),
    classYearIds: integer('class_year_ids').array().notNull().default([]),
  },
  (t) => [
    index('product_banners_active_idx')
      .on(t.id)
      .where(sql`${t.isActive}`),
    check('product_banners_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const productBannerCloses = pgTable(
  'product_banner_closes',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => productBanners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.userId] })],
);

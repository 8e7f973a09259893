import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Chat styling (spec 1 §6 RU and KZ; spec 3 §7; docs/chat.md "Chat styling"): text colours and
 * sticker packs a student buys with umcoins through the reward ledger.
 */
export const chatTextColors = pgTable(
  'chat_text_colors',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** `#rrggbb` on the light chat background; `colorDark` is its twin on the dark one (both WCAG AA). */
    color: text('color').notNull(),
    colorDark: text('color_dark').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('chat_text_colors_title_idx').on(t.title)],
);

export const chatStickerPacks = pgTable(
  'chat_sticker_packs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** URL of the pack's cover image. */
    cover: text('cover').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('chat_sticker_packs_title_idx').on(t.title)],
);

export const chatStickers = pgTable(
  'chat_stickers',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => chatStickerPacks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** URL of the SVG file (served statically with the web app). */
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('chat_stickers_pack_title_idx').on(t.packId, t.title)],
);

/** One way to own a colour or a pack: a price in umcoins for some days, or for good (null). */
export const chatFeaturePlans = pgTable(
  'chat_feature_plans',
  {
    id: serial('id').primaryKey(),
    textColorId: integer('text_color_id').references(() => chatTextColors.id, { onDelete: 'cascade' }),
    stickerPackId: integer('sticker_pack_id').references(() => chatStickerPacks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    durationDays: integer('duration_days'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('chat_feature_plans_text_color_idx').on(t.textColorId),
    index('chat_feature_plans_sticker_pack_idx').on(t.stickerPackId),
    check('chat_feature_plans_one_item', sql`(${t.textColorId} is null) <> (${t.stickerPackId} is null)`),
    check('chat_feature_plans_price', sql`${t.price} >= 0`),
    check('chat_feature_plans_duration', sql`${t.durationDays} is null or ${t.durationDays} > 0`),
  ],
);

/**
 * A purchase, never changed: what a student owns is derived from these rows (for good when one has
 * no expiry, else until the latest expiry). The idempotency key is the client's, unique per student.
 */
export const chatStylingPurchases = pgTable(
  'chat_styling_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => chatFeaturePlans.id, { onDelete: 'restrict' }),
    textColorId: integer('text_color_id').references(() => chatTextColors.id, { onDelete: 'cascade' }),
    stickerPackId: integer('sticker_pack_id').references(() => chatStickerPacks.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_styling_purchases_user_key_idx').on(t.userId, t.idempotencyKey),
    index('chat_styling_purchases_user_color_idx').on(t.userId, t.textColorId),
    index('chat_styling_purchases_user_pack_idx').on(t.userId, t.stickerPackId),
  ],
);

/** The colour a student writes in now (spec 3 §7 text-colors/change). */
export const chatStylingChoices = pgTable('chat_styling_choices', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  textColorId: integer('text_color_id')
    .notNull()
    .references(() => chatTextColors.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

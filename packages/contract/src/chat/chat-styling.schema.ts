import { z } from '../zod.js';

/**
 * Chat styling (spec 1 §6 RU and KZ; spec 3 §3, §7): text colours and sticker packs bought with
 * umcoins. A feature plan is one way to own an item: a price for a number of days, or for good.
 */
export const FeaturePlanSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** Umcoins. */
  price: z.number().int().min(0),
  /** null: owned for good. */
  durationDays: z.number().int().positive().nullable(),
});
export type FeaturePlan = z.infer<typeof FeaturePlanSchema>;

const Ownership = {
  isPurchased: z.boolean(),
  /** ISO date-time the purchase runs out; null when owned for good or not owned. */
  expiresAt: z.string().nullable(),
  /** The cheapest plan's price, for the shop card. */
  priceFrom: z.number().int().min(0),
};

export const TextColorSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The colour on the light theme and its twin for the dark one (both meet WCAG AA on the chat). */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  colorDark: z.string().regex(/^#[0-9a-f]{6}$/i),
  isChosen: z.boolean(),
  ...Ownership,
});
export type TextColor = z.infer<typeof TextColorSchema>;

export const StickerSchema = z.object({ id: z.number().int().positive(), title: z.string(), url: z.string() });
export type Sticker = z.infer<typeof StickerSchema>;

export const StickerPackLiteSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  cover: z.string(),
  ...Ownership,
});
export const StickerPackSchema = StickerPackLiteSchema.extend({
  description: z.string(),
  stickers: z.array(StickerSchema),
});
export type StickerPackLite = z.infer<typeof StickerPackLiteSchema>;
export type StickerPack = z.infer<typeof StickerPackSchema>;

/** What the student's messages carry now: the chosen colour and the packs they may use. */
export const ChatStylingConfigSchema = z.object({
  enabled: z.boolean(),
  textColor: TextColorSchema.pick({ id: true, title: true, color: true, colorDark: true }).nullable(),
  stickerPacks: z.array(StickerPackSchema),
  balance: z.number().int(),
});
export type ChatStylingConfig = z.infer<typeof ChatStylingConfigSchema>;

/** Buying with umcoins happens once per key: a retried purchase answers the first result. */
export const StylingPurchaseSchema = z.object({
  featurePlanId: z.number().int().positive().max(2_147_483_647),
  idempotencyKey: z.string().uuid(),
});
export const StylingPurchaseResultSchema = z.object({
  balance: z.number().int(),
  expiresAt: z.string().nullable(),
});

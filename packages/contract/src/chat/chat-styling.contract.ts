import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams } from '../common.js';
import {
  ChatStylingConfigSchema,
  FeaturePlanSchema,
  StickerPackLiteSchema,
  StickerPackSchema,
  StylingPurchaseResultSchema,
  StylingPurchaseSchema,
  TextColorSchema,
} from './chat-styling.schema.js';

const tag = 'chat-styling';
const STUDENT = ['STUDENT_ROLE'] as const;

/** Spec 3 §7 every `/gamification/chat/styling/*` path; 404 `feature_disabled` outside RU and KZ. */
export const chatStylingContract = {
  stickerPacksLite: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/sticker-packs/lite/',
    summary: 'Sticker packs for the shop grid: title, cover, price and whether the student owns it',
    tag,
    roles: STUDENT,
    response: z.array(StickerPackLiteSchema),
  }),
  stickerPacks: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/sticker-packs/',
    summary: 'Sticker packs with their stickers',
    tag,
    roles: STUDENT,
    response: z.array(StickerPackSchema),
  }),
  textColors: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/text-colors/',
    summary: 'Text colours with ownership and the chosen one',
    tag,
    roles: STUDENT,
    response: z.array(TextColorSchema),
  }),
  config: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/config/',
    summary: "The student's chat styling now: chosen colour, usable sticker packs, umcoin balance",
    tag,
    roles: STUDENT,
    response: ChatStylingConfigSchema,
  }),
  textColorFeaturePlans: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/text-colors/text-color-feature-plans/:id/',
    summary: 'The ways to buy one text colour (by the colour id)',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: z.array(FeaturePlanSchema),
  }),
  stickerPackFeaturePlans: endpoint({
    method: 'GET',
    path: '/gamification/chat/styling/sticker-packs/feature-plans/:id/',
    summary: 'The ways to buy one sticker pack (by the pack id)',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: z.array(FeaturePlanSchema),
  }),
  changeTextColor: endpoint({
    method: 'PATCH',
    path: '/gamification/chat/styling/text-colors/change/',
    summary: 'Choose an owned text colour for the chat, or unchoose it (chosen false)',
    tag,
    roles: STUDENT,
    body: z.object({ textColor: z.number().int().positive().max(2_147_483_647), chosen: z.boolean() }),
    response: ChatStylingConfigSchema,
  }),
  purchaseTextColor: endpoint({
    method: 'POST',
    path: '/gamification/chat/styling/text-colors/purchase/',
    summary: 'Buy a text colour with umcoins through the reward ledger, once per idempotency key',
    tag,
    roles: STUDENT,
    body: StylingPurchaseSchema,
    response: StylingPurchaseResultSchema,
  }),
  purchaseStickerPack: endpoint({
    method: 'POST',
    path: '/gamification/chat/styling/sticker-packs/purchase/',
    summary: 'Buy a sticker pack with umcoins through the reward ledger, once per idempotency key',
    tag,
    roles: STUDENT,
    body: StylingPurchaseSchema,
    response: StylingPurchaseResultSchema,
  }),
};

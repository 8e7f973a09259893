import { hasVariantFeature, type Variant } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import { ensureChatStylingCatalogue, foreverColorPlan } from '../modules/chat-styling/chat-styling-catalogue.js';
import { changeTextColor } from '../modules/chat-styling/chat-styling.service.js';
import { purchase, purchasedWithKey } from '../modules/chat-styling/chat-styling-purchase.js';
import { grantReward } from '../modules/rewards/rewards.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import {
  CHAT_STICKER_PACK_PLANS,
  CHAT_STICKER_PACKS,
  CHAT_TEXT_COLOR_PLANS,
  CHAT_TEXT_COLORS,
  stickerUrl,
} from './demo-chat-styling-data.js';

/** Reference data: the catalogue of spec 3 §7, the same in every deployment (the API hides it outside RU and KZ). */
export const seedChatStylingCatalogue = (tx: Tx) =>
  ensureChatStylingCatalogue(tx, {
    colors: CHAT_TEXT_COLORS,
    colorPlans: CHAT_TEXT_COLOR_PLANS,
    packs: CHAT_STICKER_PACKS.map(({ folder, stickers, ...pack }) => ({
      ...pack,
      cover: stickerUrl(folder, stickers[0][0]),
      stickers: stickers.map(([name, title]) => ({ title, url: stickerUrl(folder, name) })),
    })),
    packPlans: CHAT_STICKER_PACK_PLANS,
  });

/** The demo colour the student owns for good and writes in; bought with umcoins the seed pays first. */
const DEMO_COLOR = CHAT_TEXT_COLORS[0].title;
const DEMO_KEY = '00000000-0000-4000-8000-00000000c01a';

/**
 * student@ owns one colour for good (paid through the ledger like any purchase, after a demo grant
 * of its price, so the 320 umcoins of the demo stay to buy something in the shop) and has chosen
 * it, once: a restart changes nothing (the keys), and a colour the student unchose stays unchosen.
 */
export async function seedDemoChatStyling(db: Db, variant: Variant): Promise<void> {
  if (!hasVariantFeature(variant, 'chatStyling')) return;
  const student = await findUserByEmail(db, 'student@example.com');
  if (!student) return;
  const plan = await foreverColorPlan(db, DEMO_COLOR);
  if (!plan?.textColorId || (await purchasedWithKey(db, student.id, DEMO_KEY))) return;
  await db.transaction((tx) =>
    grantReward(tx, {
      studentId: student.id,
      currency: 'umcoins',
      amount: plan.price,
      reason: 'demo',
      source: 'seed',
      idempotencyKey: 'demo:chat-styling',
    }),
  );
  await purchase(db, student.id, 'textColor', { featurePlanId: plan.id, idempotencyKey: DEMO_KEY });
  await changeTextColor(db, student.id, { textColor: plan.textColorId, chosen: true });
}

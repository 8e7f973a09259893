import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import { giveUmcoins } from '../../test/streak-factories.js';
import { buildStickerPack, buildTextColor, purchaseKey } from '../../test/chat-styling-factories.js';
import { purchase } from './chat-styling-purchase.js';
import { changeTextColor } from './chat-styling.service.js';
import { ownsSticker, senderStyling } from './chat-styling-sender.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function richStudent() {
  const user = await buildUser(t.db);
  await giveUmcoins(t.db, user.id, 1000);
  return user.id;
}

describe('senderStyling: what a message carries at send time', () => {
  it('nothing until a colour is chosen; both twins while it is owned; nothing once it ran out', async () => {
    const userId = await richStudent();
    const { color, plans } = await buildTextColor(t.db);
    expect(await senderStyling(t.db, userId)).toEqual({});
    await purchase(t.db, userId, 'textColor', { featurePlanId: plans[0]!.id, idempotencyKey: purchaseKey() });
    expect(await senderStyling(t.db, userId)).toEqual({});
    await changeTextColor(t.db, userId, { textColor: color.id, chosen: true });
    expect(await senderStyling(t.db, userId)).toEqual({ text_color: '#1d4ed8', text_color_dark: '#93c5fd' });
    // Inside the chat's own transaction too.
    expect(await t.db.transaction((tx) => senderStyling(tx, userId))).toEqual({
      text_color: '#1d4ed8',
      text_color_dark: '#93c5fd',
    });
    expect(await senderStyling(t.db, userId, new Date(Date.now() + 8 * DAY_MS))).toEqual({});
  });
});

describe('ownsSticker', () => {
  it('answers the sticker of an owned pack, null for a pack not owned, run out or an unknown id', async () => {
    const userId = await richStudent();
    const owned = await buildStickerPack(t.db);
    const foreign = await buildStickerPack(t.db);
    await purchase(t.db, userId, 'stickerPack', { featurePlanId: owned.plans[0]!.id, idempotencyKey: purchaseKey() });
    const sticker = owned.stickers[1]!;
    expect(await ownsSticker(t.db, userId, sticker.id)).toEqual({ id: sticker.id, url: sticker.url, name: 'Второй' });
    expect(await ownsSticker(t.db, userId, foreign.stickers[0]!.id)).toBeNull();
    expect(await ownsSticker(t.db, userId, 999_999)).toBeNull();
    expect(await ownsSticker(t.db, userId, sticker.id, new Date(Date.now() + 8 * DAY_MS))).toBeNull();
    const other = await buildUser(t.db);
    expect(await ownsSticker(t.db, other.id, sticker.id)).toBeNull();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES } from '@school/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  ChatClients,
  buildChatWorld,
  post,
  postedMessage,
  subscribe,
  type ChatWorld,
} from '../../test/chat-factories.js';
import { buildStickerPack, buildTextColor, purchaseKey } from '../../test/chat-styling-factories.js';
import { giveUmcoins } from '../../test/streak-factories.js';
import { purchase } from '../chat-styling/chat-styling-purchase.js';
import { changeTextColor } from '../chat-styling/chat-styling.service.js';

let t: TestApp;
let w: ChatWorld;
let clients: ChatClients;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChatWorld(t.db);
  clients = new ChatClients(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterEach(() => clients.closeAll());
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('a message carries the styling the sender bought (spec 3 §7)', () => {
  it('the chosen colour with its dark twin, and a sticker only from an owned pack', async () => {
    const studentId = w.student.user.id;
    await giveUmcoins(t.db, studentId, 1000);
    const { color, plans } = await buildTextColor(t.db);
    const owned = await buildStickerPack(t.db);
    const foreign = await buildStickerPack(t.db);
    await purchase(t.db, studentId, 'textColor', { featurePlanId: plans[1]!.id, idempotencyKey: purchaseKey() });
    await changeTextColor(t.db, studentId, { textColor: color.id, chosen: true });
    await purchase(t.db, studentId, 'stickerPack', {
      featurePlanId: owned.plans[1]!.id,
      idempotencyKey: purchaseKey(),
    });

    const socket = await clients.open(w.student.token);
    await subscribe(socket, w.lesson.id);
    const text = postedMessage(await post(socket, w.lesson.id, 'Всем привет'));
    expect(text.config).toMatchObject({ text_color: color.color, text_color_dark: color.colorDark });
    const sticker = owned.stickers[0]!;
    const stickerMessage = postedMessage(await post(socket, w.lesson.id, '', { sticker_id: sticker.id }));
    expect(stickerMessage.config.sticker).toEqual({ id: sticker.id, url: sticker.url, name: sticker.title });

    const refused = await post(socket, w.lesson.id, '', { sticker_id: foreign.stickers[0]!.id });
    expect(refused.error).toMatchObject({ code: CHAT_ERROR_CODES.badRequest, reason: 'sticker_not_owned' });
  });
});

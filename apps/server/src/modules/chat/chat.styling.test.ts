import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES } from '@school/contract';
import { post, postedMessage, subscribe, listenChatWorld } from '../../test/chat-factories.js';
import { buildStickerPack, buildTextColor, purchaseKey } from '../../test/chat-styling-factories.js';
import { giveUmcoins } from '../../test/streak-factories.js';
import { purchase } from '../chat-styling/chat-styling-purchase.js';
import { changeTextColor } from '../chat-styling/chat-styling.service.js';

const bed = listenChatWorld();

describe('a message carries the styling the sender bought (spec 3 §7)', () => {
  it('the chosen colour with its dark twin, and a sticker only from an owned pack', async () => {
    const studentId = bed.w.student.user.id;
    await giveUmcoins(bed.t.db, studentId, 1000);
    const { color, plans } = await buildTextColor(bed.t.db);
    const owned = await buildStickerPack(bed.t.db);
    const foreign = await buildStickerPack(bed.t.db);
    await purchase(bed.t.db, studentId, 'textColor', { featurePlanId: plans[1]!.id, idempotencyKey: purchaseKey() });
    await changeTextColor(bed.t.db, studentId, { textColor: color.id, chosen: true });
    await purchase(bed.t.db, studentId, 'stickerPack', {
      featurePlanId: owned.plans[1]!.id,
      idempotencyKey: purchaseKey(),
    });

    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    const text = postedMessage(await post(socket, bed.w.lesson.id, 'Всем привет'));
    expect(text.config).toMatchObject({ text_color: color.color, text_color_dark: color.colorDark });
    const sticker = owned.stickers[0]!;
    const stickerMessage = postedMessage(await post(socket, bed.w.lesson.id, '', { sticker_id: sticker.id }));
    expect(stickerMessage.config.sticker).toEqual({ id: sticker.id, url: sticker.url, name: sticker.title });

    const refused = await post(socket, bed.w.lesson.id, '', { sticker_id: foreign.stickers[0]!.id });
    expect(refused.error).toMatchObject({ code: CHAT_ERROR_CODES.badRequest, reason: 'sticker_not_owned' });
  });
});

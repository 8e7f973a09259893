import type { Tx } from '../../db/client.js';
import { ownsSticker, senderStyling as chosenTextColor } from '../chat-styling/chat-styling-sender.js';
import { badRequest } from './chat-errors.js';
import type { MessageConfig } from './chat.schema.js';

/**
 * The sender's chosen text colour and the sticker of this message, as the chat-styling module
 * sells them (spec 3 §7): a sticker from a pack the sender does not own (or no longer) is refused.
 */
export async function senderStyling(
  tx: Tx,
  userId: number,
  stickerId: number | null,
): Promise<Pick<MessageConfig, 'text_color' | 'text_color_dark' | 'sticker'>> {
  const color = await chosenTextColor(tx, userId);
  if (stickerId === null) return color;
  const sticker = await ownsSticker(tx, userId, stickerId);
  if (!sticker) throw badRequest('Этот стикер не из твоих наборов.', 'sticker_not_owned');
  return { ...color, sticker };
}

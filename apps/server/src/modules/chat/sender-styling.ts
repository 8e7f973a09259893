import type { Tx } from '../../db/client.js';
import type { MessageConfig } from './chat.schema.js';

/**
 * The sender's chosen text colour and the sticker of this message, as the chat-styling module
 * sells them (spec 3 §7): that module fills this in; without it a message carries no styling.
 */
export function senderStyling(
  _tx: Tx,
  _userId: number,
  _stickerId: number | null,
): Promise<Pick<MessageConfig, 'text_color' | 'sticker'>> {
  return Promise.resolve({});
}

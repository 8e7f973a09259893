import type { LiveConfig } from '@school/contract';
import type { Tx } from '../../db/client.js';
import * as repo from './chat-styling.repo.js';
import { isActive } from './chat-styling-present.js';

/**
 * For the chat server at send time (docs/chat.md "Chat styling"): the sender's chosen colour as the
 * message's `config` carries it, light and dark twin; nothing when none is chosen or it ran out.
 * Pass the send's transaction or the db. Outside RU and KZ nobody can own a colour, so it is `{}`.
 */
export async function senderStyling(
  db: Tx,
  userId: number,
  now = new Date(),
): Promise<Pick<LiveConfig, 'text_color' | 'text_color_dark'>> {
  const choice = await repo.findChoice(db, userId);
  if (!choice) return {};
  const [holding] = await repo.holdings(db, userId, 'textColor', choice.textColorId);
  if (!isActive(holding, now)) return {};
  const color = await repo.findTextColor(db, choice.textColorId);
  return color ? { text_color: color.color, text_color_dark: color.colorDark } : {};
}

/**
 * For the chat server at send time: the sticker as the message's `config.sticker`, when its pack is
 * the sender's and has not run out; null otherwise (the send is refused or sent without it).
 */
export async function ownsSticker(
  db: Tx,
  userId: number,
  stickerId: number,
  now = new Date(),
): Promise<{ id: number; url: string; name: string } | null> {
  const sticker = await repo.findSticker(db, stickerId);
  if (!sticker) return null;
  const [holding] = await repo.holdings(db, userId, 'stickerPack', sticker.packId);
  return isActive(holding, now) ? { id: sticker.id, url: sticker.url, name: sticker.title } : null;
}

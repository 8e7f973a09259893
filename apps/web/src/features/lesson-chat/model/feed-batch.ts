import type {
  BanUserData,
  ChatEvent,
  LiveChatSettings,
  LiveMessage,
  SettingsData,
  StreamMessagesData,
  UpdateMessagesData,
} from '@school/contract';
import { unsupportedEvent } from '../socket/chat-errors';

/** What one flush brings to the view, grouped by what it does to the list (spec 3 §4 "Chat streaming"). */
export interface FeedBatch {
  append: LiveMessage[];
  prepend: LiveMessage[];
  update: LiveMessage[];
  settings: LiveChatSettings | null;
  bans: { userId: number; until: number | null }[];
}

export const emptyBatch = (): FeedBatch => ({ append: [], prepend: [], update: [], settings: null, bans: [] });

export const isEmptyBatch = (batch: FeedBatch): boolean =>
  !batch.append.length && !batch.prepend.length && !batch.update.length && !batch.settings && !batch.bans.length;

/** stream_get pages come newest first: more than one is reversed into reading order, then prepended. */
export function addOlderPage(batch: FeedBatch, messages: LiveMessage[]): void {
  const ordered = messages.length > 1 ? [...messages].reverse() : messages;
  // A page asked for later is older still: it goes before what this flush prepends already.
  batch.prepend = [...ordered, ...batch.prepend];
}

/** Sorts one incoming event into the batch; an action the chat does not know is an error. */
export function addEvent(batch: FeedBatch, event: ChatEvent): void {
  switch (event.action) {
    case 'stream_get':
      return addOlderPage(batch, (event.data as StreamMessagesData).messages);
    case 'stream_post':
      batch.append.push(...(event.data as StreamMessagesData).messages);
      return;
    case 'ban_user': {
      const data = event.data as BanUserData;
      batch.append.push(data.message);
      batch.bans.push({ userId: data.user_id, until: data.until });
      return;
    }
    case 'update_messages':
    case 'hide_user_messages':
    case 'show_user_messages':
      batch.update.push(...(event.data as UpdateMessagesData).messages);
      return;
    case 'settings': {
      const data = event.data as SettingsData;
      batch.settings = data.settings;
      if (data.message) batch.append.push(data.message);
      return;
    }
    default:
      throw unsupportedEvent(event.action);
  }
}

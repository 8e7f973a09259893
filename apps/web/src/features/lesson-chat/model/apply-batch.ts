import type { LiveMessage } from '@school/contract';
import type { FeedBatch } from './feed-batch';

const byTime = (a: LiveMessage, b: LiveMessage) => a.created_at - b.created_at || a.id - b.id;

/** Puts a message where its time says, replacing the copy with its id. */
function upsert(list: LiveMessage[], message: LiveMessage): LiveMessage[] {
  const at = list.findIndex((item) => item.id === message.id);
  if (at >= 0) return list.map((item, index) => (index === at ? message : item));
  const next = [...list, message];
  return list.length && byTime(list[list.length - 1]!, message) > 0 ? next.sort(byTime) : next;
}

/**
 * The list after one flush (spec 3 §4, §6): older pages go on top, new messages at the bottom,
 * updates change messages in place. A student never keeps a hidden message (a shown one comes
 * back in its place); staff see hidden messages, marked.
 */
export function applyBatch(list: LiveMessage[], batch: FeedBatch, isModerator: boolean): LiveMessage[] {
  const visible = (message: LiveMessage) => isModerator || !message.is_hidden;
  const known = new Set(list.map((message) => message.id));
  const older = batch.prepend.filter((message) => visible(message) && !known.has(message.id));
  let next = older.length ? [...older, ...list] : list;
  for (const message of batch.append) if (visible(message)) next = upsert(next, message);
  for (const message of batch.update) {
    next = visible(message) ? upsert(next, message) : next.filter((item) => item.id !== message.id);
  }
  return next;
}

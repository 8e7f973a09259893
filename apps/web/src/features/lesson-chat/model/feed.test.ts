import { describe, expect, it, vi } from 'vitest';
import type { ChatEvent, LiveMessage } from '@school/contract';
import { applyBatch } from './apply-batch';
import { emptyBatch, type FeedBatch } from './feed-batch';
import { FeedQueue } from './feed-queue';
import { liveMessage } from './test-messages';

const event = (action: string, data: unknown): ChatEvent => ({ lesson_id: 7, action, data });
const ids = (list: LiveMessage[]) => list.map((message) => message.id);

function queue() {
  const batches: FeedBatch[] = [];
  const errors: Error[] = [];
  const feed = new FeedQueue(
    (batch) => batches.push(batch),
    (error) => errors.push(error),
  );
  return { feed, batches, errors };
}

describe('FeedQueue', () => {
  it('holds events while the view is not ready, then flushes them in one batch grouped by action', () => {
    const { feed, batches } = queue();
    feed.push(event('stream_post', { messages: [liveMessage(10)] }));
    feed.push(event('update_messages', { messages: [liveMessage(3, { is_hidden: true })] }));
    feed.push(event('stream_post', { messages: [liveMessage(11)] }));
    feed.push(event('ban_user', { user_id: 5, until: 99, message: liveMessage(12, { is_moderation: true }) }));
    expect(batches).toHaveLength(0);
    feed.setReady(true);
    expect(batches).toHaveLength(1);
    expect(ids(batches[0]!.append)).toEqual([10, 11, 12]);
    expect(ids(batches[0]!.update)).toEqual([3]);
    expect(batches[0]!.bans).toEqual([{ userId: 5, until: 99 }]);
    feed.push(event('stream_post', { messages: [liveMessage(13)] }));
    expect(batches).toHaveLength(2);
    feed.setReady(false);
    feed.push(event('stream_post', { messages: [liveMessage(14)] }));
    expect(batches).toHaveLength(2);
  });

  it('reverses a stream_get page of more than one into reading order and prepends it', () => {
    const { feed, batches } = queue();
    feed.setReady(true);
    feed.push(event('stream_get', { messages: [liveMessage(3), liveMessage(2), liveMessage(1)] }));
    expect(ids(batches[0]!.prepend)).toEqual([1, 2, 3]);
    feed.push(event('stream_get', { messages: [liveMessage(9)] }));
    expect(ids(batches[1]!.prepend)).toEqual([9]);
  });

  it("reports an unknown action as 'Event {action} not supported' and keeps the rest", () => {
    const { feed, batches, errors } = queue();
    feed.push(event('dance', {}));
    feed.push(event('stream_post', { messages: [liveMessage(1)] }));
    feed.setReady(true);
    expect(errors.map((error) => error.message)).toEqual(['Event dance not supported']);
    expect(ids(batches[0]!.append)).toEqual([1]);
  });

  it('carries new settings and their system message', () => {
    const { feed, batches } = queue();
    feed.setReady(true);
    const settings = { slowModeSeconds: 30 };
    feed.push(event('settings', { settings, message: liveMessage(4, { is_moderation: true }) }));
    expect(batches[0]!.settings).toBe(settings);
    expect(ids(batches[0]!.append)).toEqual([4]);
  });
});

describe('applyBatch', () => {
  const list = [liveMessage(2), liveMessage(3), liveMessage(5)];

  it('prepends older pages and appends new messages without doubles', () => {
    const batch = {
      ...emptyBatch(),
      prepend: [liveMessage(1), liveMessage(2)],
      append: [liveMessage(5), liveMessage(6)],
    };
    expect(ids(applyBatch(list, batch, false))).toEqual([1, 2, 3, 5, 6]);
  });

  it('drops hidden messages for a student, on post and on update; shows them again in their place', () => {
    const hidden = {
      ...emptyBatch(),
      append: [liveMessage(6, { is_hidden: true })],
      update: [liveMessage(3, { is_hidden: true })],
    };
    const afterHide = applyBatch(list, hidden, false);
    expect(ids(afterHide)).toEqual([2, 5]);
    const shown = { ...emptyBatch(), update: [liveMessage(3)] };
    expect(ids(applyBatch(afterHide, shown, false))).toEqual([2, 3, 5]);
  });

  it('keeps hidden messages for moderators, marked', () => {
    const batch = {
      ...emptyBatch(),
      update: [liveMessage(3, { is_hidden: true })],
      append: [liveMessage(6, { is_hidden: true })],
    };
    const next = applyBatch(list, batch, true);
    expect(ids(next)).toEqual([2, 3, 5, 6]);
    expect(next.filter((message) => message.is_hidden).map((message) => message.id)).toEqual([3, 6]);
  });

  it('returns the same list when nothing changed (no re-render)', () => {
    expect(applyBatch(list, emptyBatch(), false)).toBe(list);
  });
});

describe('FeedQueue with applyBatch', () => {
  it('a flushed batch lands in the list in order', () => {
    let messages: LiveMessage[] = [];
    const feed = new FeedQueue((batch) => (messages = applyBatch(messages, batch, false)), vi.fn());
    feed.push(event('stream_get', { messages: [liveMessage(2), liveMessage(1)] }));
    feed.push(event('stream_post', { messages: [liveMessage(3)] }));
    feed.setReady(true);
    expect(ids(messages)).toEqual([1, 2, 3]);
  });
});

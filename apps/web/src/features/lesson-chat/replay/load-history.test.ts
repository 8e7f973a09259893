import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryData } from '@school/contract';
import { liveMessage } from '../model/test-messages';
import { countUpTo, HISTORY_CACHE_KEY, loadHistory, type HistoryRequest } from './load-history';

/** A server with `total` history messages answering chunks from `chase`. */
function history(total: number) {
  const all = Array.from({ length: total }, (_, index) => liveMessage(index + 1, { video_offset: total - index }));
  return vi.fn<HistoryRequest>(async ({ filters }): Promise<HistoryData> => {
    const messages = all.slice(filters.chase, filters.chase + filters.limit);
    return { messages, chase: filters.chase + messages.length, total_chase: total };
  });
}

beforeEach(() => sessionStorage.clear());

describe('loadHistory', () => {
  it('pulls chunks of 1000 until chase reaches total_chase, progress starting at 1 of 99999', async () => {
    const request = history(2500);
    const progress = vi.fn();
    const messages = await loadHistory(7, request, progress);
    expect(request.mock.calls.map(([data]) => data.filters)).toEqual([
      { limit: 1000, chase: 0 },
      { limit: 1000, chase: 1000 },
      { limit: 1000, chase: 2000 },
    ]);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { chase: 1, total: 99_999 },
      { chase: 1000, total: 2500 },
      { chase: 2000, total: 2500 },
      { chase: 2500, total: 2500 },
    ]);
    expect(messages).toHaveLength(2500);
    // In video order.
    expect(messages.slice(0, 3).map((message) => message.video_offset)).toEqual([1, 2, 3]);
  });

  it('reuses the cache for the same lesson only, and keeps one lesson', async () => {
    await loadHistory(7, history(3), vi.fn());
    const again = history(3);
    expect(await loadHistory(7, again, vi.fn())).toHaveLength(3);
    expect(again).not.toHaveBeenCalled();
    const other = history(2);
    expect(await loadHistory(8, other, vi.fn())).toHaveLength(2);
    expect(other).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem(HISTORY_CACHE_KEY)!).lessonId).toBe(8);
    const seventh = history(3);
    await loadHistory(7, seventh, vi.fn());
    expect(seventh).toHaveBeenCalledOnce();
  });

  it('stops on an empty chunk even if the total promised more', async () => {
    const request = vi.fn<HistoryRequest>(async () => ({ messages: [], chase: 0, total_chase: 10 }));
    expect(await loadHistory(7, request, vi.fn())).toEqual([]);
    expect(request).toHaveBeenCalledOnce();
  });
});

describe('countUpTo', () => {
  it('counts the messages at or before the position', () => {
    const messages = [0, 5, 5, 12, 40].map((offset, index) => liveMessage(index + 1, { video_offset: offset }));
    expect(countUpTo(messages, -1)).toBe(0);
    expect(countUpTo(messages, 0)).toBe(1);
    expect(countUpTo(messages, 5)).toBe(3);
    expect(countUpTo(messages, 11.9)).toBe(3);
    expect(countUpTo(messages, 1000)).toBe(5);
  });
});

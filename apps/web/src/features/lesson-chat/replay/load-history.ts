import { CHAT_LIMITS, type HistoryData, type LiveMessage } from '@school/contract';

/** Spec 3 §4: one lesson's history at a time, in session storage. */
export const HISTORY_CACHE_KEY = 'lesson-chat-history';
/** Spec 3 §4: while pulling, the progress starts as 1 of 99999 (the total is not known yet). */
export const INITIAL_PROGRESS = { chase: 1, total: 99_999 } as const;

export interface HistoryProgress {
  chase: number;
  total: number;
}

export type HistoryRequest = (data: { filters: { limit: number; chase: number } }) => Promise<HistoryData>;

function readCache(lessonId: number, storage: Storage): LiveMessage[] | null {
  try {
    const cached = JSON.parse(storage.getItem(HISTORY_CACHE_KEY) ?? 'null') as {
      lessonId: number;
      messages: LiveMessage[];
    } | null;
    return cached?.lessonId === lessonId && Array.isArray(cached.messages) ? cached.messages : null;
  } catch {
    return null;
  }
}

function writeCache(lessonId: number, messages: LiveMessage[], storage: Storage): void {
  try {
    storage.setItem(HISTORY_CACHE_KEY, JSON.stringify({ lessonId, messages }));
  } catch {
    // A history too large for the storage is pulled again next time; the replay works all the same.
  }
}

const byOffset = (a: LiveMessage, b: LiveMessage) => a.video_offset - b.video_offset || a.created_at - b.created_at;

/**
 * The chat of a recorded lesson's broadcast (spec 3 §4 "Playback history"): pulled in chunks of
 * 1000 until `chase` reaches `total_chase`, then cached for this lesson only (another lesson's
 * cache is replaced). Sorted by where each message sits in the video.
 */
export async function loadHistory(
  lessonId: number,
  request: HistoryRequest,
  onProgress: (progress: HistoryProgress) => void,
  storage: Storage = sessionStorage,
): Promise<LiveMessage[]> {
  const cached = readCache(lessonId, storage);
  if (cached) return cached;
  onProgress(INITIAL_PROGRESS);
  const messages: LiveMessage[] = [];
  let chase = 0;
  for (;;) {
    const chunk = await request({ filters: { limit: CHAT_LIMITS.historyChunk, chase } });
    messages.push(...chunk.messages);
    // A chunk that brings nothing ends the pull even if the total promised more.
    const done = chunk.chase >= chunk.total_chase || chunk.messages.length === 0;
    chase = chunk.chase;
    onProgress({ chase, total: chunk.total_chase });
    if (done) break;
  }
  messages.sort(byOffset);
  writeCache(lessonId, messages, storage);
  return messages;
}

/** How many of the sorted history's messages were written by `seconds` into the video. */
export function countUpTo(messages: readonly LiveMessage[], seconds: number): number {
  let low = 0;
  let high = messages.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (messages[middle]!.video_offset <= seconds) low = middle + 1;
    else high = middle;
  }
  return low;
}

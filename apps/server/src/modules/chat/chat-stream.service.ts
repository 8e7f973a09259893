import type { z } from 'zod';
import type { HistoryData, HistoryDataSchema, StreamGetDataSchema, StreamMessagesData } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import type { ChatSeat } from './chat-access.js';
import { countMessages, historyOfMessages, pageOfMessages } from './chat-messages.repo.js';
import { presentMessages } from './chat-present.js';

/** stream_get (spec 3 §4): a page, newest first; older than `timestamp` with `is_older`. Students never get hidden ones. */
export async function streamGet(
  db: Tx,
  seat: ChatSeat,
  { filters }: z.infer<typeof StreamGetDataSchema>,
): Promise<StreamMessagesData> {
  const before = filters.is_older && filters.timestamp !== undefined ? new Date(filters.timestamp) : undefined;
  const rows = await pageOfMessages(db, seat.lesson.id, { limit: filters.limit, before, includeHidden: seat.isStaff });
  return { messages: await presentMessages(db, rows, seat.lesson.startAt, seat.isStaff) };
}

/**
 * history (spec 3 §4 playback history): the chat of the live broadcast oldest first, from the
 * `chase`-th message; the client pulls until `chase` reaches `total_chase`.
 */
export async function streamHistory(
  db: Tx,
  seat: ChatSeat,
  { filters }: z.infer<typeof HistoryDataSchema>,
): Promise<HistoryData> {
  const includeHidden = seat.isStaff;
  const [rows, total] = await concurrently(
    db,
    () => historyOfMessages(db, seat.lesson.id, { offset: filters.chase, limit: filters.limit, includeHidden }),
    () => countMessages(db, seat.lesson.id, includeHidden),
  );
  const messages = await presentMessages(db, rows, seat.lesson.startAt, seat.isStaff);
  return { messages, chase: filters.chase + messages.length, total_chase: total };
}

import { CHAT_EVENTS, snakeKeys, type RoomMessage, type RoomMessageEvent } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import { userRoom } from '../../realtime/realtime.js';
import type { RoomSide } from './chat-rooms.schema.js';
import * as messages from './messages.repo.js';
import { presentMessage, readState } from './room-present.js';
import { requireOpenRoom, requireRoom } from './room-access.js';
import { sideOf } from './room-side.js';
import { answererIds, peopleByIds } from './room-people.js';
import { lockRoom, touchRoom } from './rooms.repo.js';

const DAY = 24 * 60 * 60 * 1000;
export const CURATOR_JOINED_TEXT = 'Куратор присоединился к чату';
export const FEEDBACK_REQUEST_TEXT = 'Куратор ответил на твой вопрос. Оцени, пожалуйста, насколько помог ответ.';

/** A room's page newest first; its continuousToken is the oldest message shown, the next page starts below it. */
export async function listMessages(
  db: Tx,
  user: AuthUser,
  roomId: number,
  query: { continuousToken?: string; limit: number },
) {
  const room = await requireRoom(db, user, roomId);
  const side = sideOf(user.role);
  const token = query.continuousToken;
  if (token && (await messages.findMessageRow(db, room.id, token)) === undefined) {
    throw fieldError('continuous_token', 'Страница сообщений не найдена: обнови чат.', 'invalid');
  }
  const rows = await messages.pageRows(db, room.id, side, query.limit, token);
  const page = rows.slice(0, query.limit);
  const reads = readState(room.studentId, await messages.roomReadMarks(db, [room.id]));
  const people = await peopleByIds(
    db,
    page.map((row) => row.senderId),
  );
  return {
    continuousToken: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    results: page.map((row) => presentMessage(row, reads, people, room.kind)),
  };
}

/** The messages one send writes, in order (spec 3 §3 regular, system and feedback messages). */
async function plannedMessages(
  tx: Tx,
  user: AuthUser,
  room: { id: number; studentId: number; kind: 'curator' | 'support' },
  text: string,
  now: Date,
) {
  let at = now.getTime();
  const next = () => new Date(at++);
  const planned: messages.NewRoomMessage[] = [];
  // A support room is a plain conversation: no curator joins, no rating requests (docs/support-chat.md).
  if (room.kind === 'support')
    return [{ roomId: room.id, type: 'regular' as const, text, senderId: user.id, sentAt: next() }];
  const curator = sideOf(user.role) === 'curator';
  if (curator && !(await messages.hasWritten(tx, room.id, user.id))) {
    planned.push({ roomId: room.id, type: 'system', target: 'student', text: CURATOR_JOINED_TEXT, sentAt: next() });
  }
  const answersStudent = curator && (await messages.lastRegular(tx, room.id))?.senderId === room.studentId;
  planned.push({ roomId: room.id, type: 'regular', text, senderId: user.id, sentAt: next() });
  // The student is asked to rate an answer to their question, at most once a day.
  if (answersStudent && !(await messages.feedbackAskedSince(tx, room.id, new Date(now.getTime() - DAY)))) {
    planned.push({
      roomId: room.id,
      type: 'feedback',
      target: 'student',
      text: FEEDBACK_REQUEST_TEXT,
      extra: { rating: null },
      sentAt: next(),
    });
  }
  return planned;
}

/** Spec 3 §3: a message to the room; the other side hears it at once on the `/chat` socket. */
export async function sendMessage(
  ctx: AppContext,
  user: AuthUser,
  roomId: number,
  body: { text: string; attachments: string[] },
  now: Date,
): Promise<Extract<RoomMessage, { type: 'regular' }>> {
  const text = body.text.trim();
  // No attachment uploads are stored yet (POST /messages/attachments/ belongs to the lesson chat).
  if (body.attachments.length > 0) throw fieldError('attachments', 'Вложение не найдено.', 'not_found');
  if (text === '') throw fieldError('text', 'Напиши сообщение.', 'blank');
  const { room, created } = await ctx.db.transaction(async (tx) => {
    const room = await requireOpenRoom(tx, user, roomId, now);
    await lockRoom(tx, room.id);
    const created = await messages.insertMessages(tx, await plannedMessages(tx, user, room, text, now));
    const own = created.find((row) => row.senderId === user.id);
    const newest = created.at(-1);
    if (!own || !newest) throw new Error('the message was not stored');
    await messages.markRead(tx, room.id, user.id, own);
    await touchRoom(tx, room.id, newest.sentAt);
    return { room, created };
  });
  const reads = readState(room.studentId, await messages.roomReadMarks(ctx.db, [room.id]));
  const [curators, people] = await Promise.all([answererIds(ctx.db, room), peopleByIds(ctx.db, [user.id])]);
  const presented = created.map((row) => presentMessage(row, reads, people, room.kind));
  for (const message of presented) {
    const to =
      message.type !== 'regular' && message.target === 'student' ? [room.studentId] : [room.studentId, ...curators];
    emitRoomMessage(ctx, to, { roomId: room.id, message });
  }
  const own = presented.find((message) => message.type === 'regular');
  if (own?.type !== 'regular') throw new Error('the message was not stored');
  return own;
}

function emitRoomMessage(ctx: AppContext, userIds: number[], event: RoomMessageEvent) {
  if (userIds.length === 0) return;
  ctx.realtime.chat.to(userIds.map(userRoom)).emit(CHAT_EVENTS.roomMessage, snakeKeys(event));
}

/** Marks the room read up to its newest message the caller sees; their other tabs hear it. */
export async function readRoom(ctx: AppContext, user: AuthUser, roomId: number) {
  const side: RoomSide = sideOf(user.role);
  const room = await requireRoom(ctx.db, user, roomId);
  const newest = await messages.newestVisible(ctx.db, room.id, side);
  if (newest) await messages.markRead(ctx.db, room.id, user.id, newest);
  const { unreadCount } = await requireRoom(ctx.db, user, roomId);
  ctx.realtime.toUser(user.id).emit(CHAT_EVENTS.roomRead, snakeKeys({ roomId: room.id, unreadCount }));
  return { unreadCount };
}

/** The student rates the curators' answers on a feedback message: once (spec 3 §3 feedback rating). */
export async function rateFeedback(db: Tx, user: AuthUser, roomId: number, messageId: string, rating: number) {
  const room = await requireRoom(db, user, roomId);
  const found = await messages.findMessageRow(db, room.id, messageId);
  if (found?.type !== 'feedback' || found.target !== 'student') throw notFound('Сообщение не найдено.');
  const row = await messages.rateOnce(db, room.id, messageId, rating);
  if (!row) throw new AppError(409, 'already_rated', 'Ты уже оценил ответы куратора.');
  const message = presentMessage(row, readState(room.studentId, []), new Map(), room.kind);
  if (message.type !== 'feedback') throw notFound('Сообщение не найдено.');
  return message;
}

import type { BodyOf, LiveChatSettings, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { requireModeratedLesson, type ChatSeat } from './chat-access.js';
import { broadcastUpdates, toLesson } from './chat-broadcast.js';
import { byId, messagesByIds, ofLessonUser, setHidden } from './chat-messages.repo.js';
import { presentMessages } from './chat-present.js';
import { lessonChatSettings, saveLessonChatSettings } from './chat-settings.js';
import { plural, systemMessage } from './chat-system-message.js';

const messageNotFound = () => notFound('Сообщение не найдено.');

/** The message and the moderator's seat in its lesson; another lesson's message is a 404. */
export async function requireModeratedMessage(ctx: AppContext, user: AuthUser, messageId: number) {
  const [message] = await messagesByIds(ctx.db, [messageId]);
  if (!message) throw messageNotFound();
  const seat = await requireModeratedLesson(ctx.db, user, message.lessonId).catch(() => {
    throw messageNotFound();
  });
  return { message, seat };
}

/** Hides or shows messages and tells the room (students drop hidden ones, spec 3 §6). */
export async function changeVisibility(
  ctx: AppContext,
  seat: ChatSeat,
  ids: number[],
  action: 'update_messages' | 'hide_user_messages' | 'show_user_messages',
  userId?: number,
) {
  if (ids.length === 0) return;
  const messages = await presentMessages(ctx.db, await messagesByIds(ctx.db, ids), seat.lesson.startAt, true);
  broadcastUpdates(ctx.realtime, seat.lesson.id, action, messages, userId);
}

/** `PATCH /v2/chat/messages/:id/`. */
export async function hideMessage(ctx: AppContext, user: AuthUser, messageId: number, isHidden: boolean) {
  const { seat } = await requireModeratedMessage(ctx, user, messageId);
  const ids = await setHidden(ctx.db, byId(messageId), isHidden);
  await changeVisibility(ctx, seat, ids, 'update_messages');
  return { id: messageId, isHidden };
}

/** `POST /v2/chat/lessons/:id/users/:userId/messages-visibility/`: all of one user's messages. */
export async function hideUserMessages(
  ctx: AppContext,
  user: AuthUser,
  lessonId: number,
  userId: number,
  isHidden: boolean,
) {
  const seat = await requireModeratedLesson(ctx.db, user, lessonId);
  const ids = await setHidden(ctx.db, ofLessonUser(lessonId, userId), isHidden);
  await changeVisibility(ctx, seat, ids, isHidden ? 'hide_user_messages' : 'show_user_messages', userId);
  return { count: ids.length };
}

/** What the room is told of a settings change, in Russian (spec 3 §6: shown as a system message). */
function settingsNotice(before: LiveChatSettings, after: LiveChatSettings): string | null {
  const notes: string[] = [];
  if (after.slowModeSeconds !== before.slowModeSeconds) {
    notes.push(
      after.slowModeSeconds > 0
        ? `Модератор включил медленный режим: одно сообщение в ${plural(after.slowModeSeconds, { one: 'секунду', few: 'секунды', many: 'секунд' })}`
        : 'Модератор выключил медленный режим',
    );
  }
  if (after.isClosed !== before.isClosed) {
    notes.push(after.isClosed ? 'Модератор поставил чат на паузу' : 'Модератор снова открыл чат');
  }
  return notes.length > 0 ? notes.join('. ') : null;
}

/** `PATCH /v2/chat/lessons/:id/settings/`: slow mode and pause, announced in the chat. */
export async function updateSettings(
  ctx: AppContext,
  user: AuthUser,
  lessonId: number,
  patch: BodyOf<typeof contract.chat.updateSettings>,
): Promise<LiveChatSettings> {
  const seat = await requireModeratedLesson(ctx.db, user, lessonId);
  const before = await lessonChatSettings(ctx.db, ctx.config.VARIANT, lessonId);
  await saveLessonChatSettings(ctx.db, lessonId, patch);
  const after = await lessonChatSettings(ctx.db, ctx.config.VARIANT, lessonId);
  const notice = settingsNotice(before, after);
  const message = notice ? await systemMessage(ctx.db, seat.lesson, notice) : null;
  toLesson(ctx.realtime, lessonId, 'settings', { settings: after, message });
  return after;
}

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHAT_ERROR_CODES,
  CHAT_LIMITS,
  hasVariantFeature,
  validateChatMessage,
  type LiveMessage,
  type StreamPostDataSchema,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { findProfileDetails } from '../profile/profile.service.js';
import { cachedBanWordLists } from './ban-words.js';
import type { ChatSeat } from './chat-access.js';
import { attachToMessage, unusedAttachments } from './chat-attachments.repo.js';
import { banInForce } from './chat-bans.repo.js';
import { badRequest, permissionDenied, refuse } from './chat-errors.js';
import { insertMessage, lastMessageOf, messagesByIds } from './chat-messages.repo.js';
import { presentMessages } from './chat-present.js';
import { lessonChatSettings } from './chat-settings.js';
import type { MessageConfig } from './chat.schema.js';
import { senderStyling } from './sender-styling.js';

type PostData = z.infer<typeof StreamPostDataSchema>['message'];

const formatUntil = (until: Date) =>
  until.toLocaleString('ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });

/** Closed chat and bans stop students only; staff always write (spec 3 §6). */
async function checkMayWrite(db: Tx, seat: ChatSeat, user: AuthUser, closed: boolean, now: Date): Promise<void> {
  if (seat.isStaff) return;
  if (closed) throw permissionDenied('Чат на паузе: писать сейчас могут только модераторы.', 'chat_closed');
  const ban = await banInForce(db, seat.lesson.id, user.id, now);
  if (ban) {
    const term = ban.until ? ` до ${formatUntil(ban.until)}` : '';
    throw permissionDenied(`Модератор запретил тебе писать в этот чат${term}.`, 'banned');
  }
}

/** The sender's nickname (spec 3 §6) and styling, kept with the message as sent. */
async function senderConfig(db: Tx, ctx: AppContext, seat: ChatSeat, userId: number, stickerId: number | null) {
  const details = await findProfileDetails(db, userId);
  const config: MessageConfig = {
    nickname: details?.nickname ?? null,
    hide_last_name: seat.role === 'student' && hasVariantFeature(ctx.config.VARIANT, 'nickname'),
    ...(await senderStyling(db, userId, stickerId)),
  };
  return config;
}

async function checkReply(db: Tx, seat: ChatSeat, replyTo: number | null | undefined): Promise<number | null> {
  if (!replyTo) return null;
  const [target] = await messagesByIds(db, [replyTo]);
  if (!target || target.lessonId !== seat.lesson.id || (target.isHidden && !seat.isStaff)) {
    throw badRequest('Сообщение, на которое ты отвечаешь, не найдено.');
  }
  return target.id;
}

/**
 * stream_post (spec 3 §4, §5): the server's own run of the client's checks (never trust the
 * client), with the sender's last message read from the database, so the spam window and slow
 * mode hold across server processes. One sender's posts are serialised by an advisory lock.
 */
export async function postMessage(
  ctx: AppContext,
  seat: ChatSeat,
  user: AuthUser,
  data: PostData,
  now = new Date(),
): Promise<LiveMessage> {
  const lessonId = seat.lesson.id;
  if (typeof data.message === 'string' && data.message.length > CHAT_LIMITS.messageMaxLength) {
    throw badRequest(`Сообщение длиннее ${CHAT_LIMITS.messageMaxLength} символов.`, 'too_long');
  }
  const settings = await lessonChatSettings(ctx.db, ctx.config.VARIANT, lessonId);
  const uuids = data.attachments ?? [];
  if (uuids.length > 0 && !settings.attachmentsEnabled) throw badRequest('Вложения в этом чате выключены.');
  const lists = await cachedBanWordLists(ctx.db);
  const id = await ctx.db.transaction(async (tx) => {
    await checkMayWrite(tx, seat, user, settings.isClosed, now);
    await tx.execute(sql`select pg_advisory_xact_lock(${lessonId}, ${user.id})`);
    const last = await lastMessageOf(tx, lessonId, user.id);
    if (!seat.isStaff && last && settings.slowModeSeconds > 0) {
      const left = Math.ceil((last.createdAt.getTime() + settings.slowModeSeconds * 1000 - now.getTime()) / 1000);
      if (left > 0) {
        throw refuse(
          CHAT_ERROR_CODES.tooManyRequests,
          `Медленный режим: следующее сообщение через ${left} с.`,
          'slow_mode',
        );
      }
    }
    const verdict = validateChatMessage(data.message, {
      last: last ? { text: last.text, at: last.createdAt.getTime() } : null,
      now: now.getTime(),
      lists,
      isModerator: seat.isStaff,
    });
    if (!verdict.ok) throw badRequest(verdict.error, verdict.error);
    const attachments = await unusedAttachments(tx, user.id, uuids);
    if (attachments.length !== uuids.length) throw badRequest('Вложение не найдено или уже отправлено.');
    const config = await senderConfig(tx, ctx, seat, user.id, data.sticker_id ?? null);
    if (!verdict.text.trim() && attachments.length === 0 && !config.sticker) {
      throw badRequest('Пустое сообщение не отправить.', 'empty');
    }
    const messageId = await insertMessage(tx, {
      lessonId,
      userId: user.id,
      text: verdict.text,
      config,
      replyToId: await checkReply(tx, seat, data.reply_to),
      attachments,
      createdAt: now,
    });
    await attachToMessage(tx, uuids, messageId);
    return messageId;
  });
  const [message] = await presentMessages(ctx.db, await messagesByIds(ctx.db, [id]), seat.lesson.startAt, seat.isStaff);
  if (!message) throw new Error(`chat message ${id} not found after insert`);
  return message;
}

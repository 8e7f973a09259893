import { chatDisplayName, type LiveMessage, type LiveSender } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { chatRoleOf } from './chat-access.js';
import { findUserNames } from '../users/users.service.js';
import { messagesByIds, type MessageRow } from './chat-messages.repo.js';

type Senders = Map<number, { firstName: string; lastName: string; role: string }>;

function senderOf(row: MessageRow, senders: Senders): LiveSender | null {
  const sender = row.userId === null ? undefined : senders.get(row.userId);
  if (!sender || row.userId === null) return null;
  const role = chatRoleOf(sender.role) ?? 'student';
  return {
    id: row.userId,
    first_name: sender.firstName,
    last_name: sender.lastName,
    is_videochat_moderator: role !== 'student',
    role,
  };
}

/** The name a reply quotes: made as the sender's message shows it (spec 3 §6). */
function senderName(row: MessageRow, senders: Senders): string {
  const sender = senderOf(row, senders);
  if (!sender) return '';
  return chatDisplayName(sender, {
    nickname: row.config.nickname,
    nicknamesEnabled: true,
    hideLastName: row.config.hide_last_name ?? false,
  });
}

/**
 * Messages in the socket form (spec 3 §3), with the messages they reply to, in the given order.
 * A student never gets the text of a hidden message, not even quoted in a reply.
 */
export async function presentMessages(
  db: Tx,
  rows: MessageRow[],
  lessonStart: Date,
  forStaff: boolean,
): Promise<LiveMessage[]> {
  const replyIds = [...new Set(rows.flatMap((row) => (row.replyToId === null ? [] : [row.replyToId])))];
  const replies = new Map((await messagesByIds(db, replyIds)).map((row) => [row.id, row]));
  const userIds = [...rows, ...replies.values()].flatMap((row) => (row.userId === null ? [] : [row.userId]));
  const senders: Senders = new Map((await findUserNames(db, [...new Set(userIds)])).map((user) => [user.id, user]));
  return rows.map((row) => {
    const reply = row.replyToId === null ? undefined : replies.get(row.replyToId);
    const quoted = reply && (forStaff || !reply.isHidden) ? reply.text : '';
    return {
      id: row.id,
      lesson_id: row.lessonId,
      message: row.text,
      is_hidden: row.isHidden,
      is_moderation: row.isModeration,
      sender: senderOf(row, senders),
      config: row.config,
      attachments: row.attachments,
      reply_to: reply ? { id: reply.id, message: quoted, sender_name: senderName(reply, senders) } : null,
      created_at: row.createdAt.getTime(),
      video_offset: Math.max(0, Math.round((row.createdAt.getTime() - lessonStart.getTime()) / 1000)),
    };
  });
}

/** What students learn of a message hidden from them: only which one to drop (spec 3 §6). */
export const withoutContent = (message: LiveMessage): LiveMessage =>
  message.is_hidden ? { ...message, message: '', attachments: [], reply_to: null, config: {} } : message;

import { chatDisplayName, hasVariantFeature, type LiveMessage, type Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { findProfileDetails } from '../profile/profile.service.js';
import { findUserNames } from '../users/users.service.js';
import type { LessonRow } from '../lessons/lessons.service.js';
import { insertMessage, messagesByIds } from './chat-messages.repo.js';
import { presentMessages } from './chat-present.js';

/** A moderation notice everyone in the chat sees as such (spec 3 §6: ban, slow mode, pause). */
export async function systemMessage(db: Tx, lesson: LessonRow, text: string): Promise<LiveMessage> {
  const id = await insertMessage(db, { lessonId: lesson.id, userId: null, text, isModeration: true });
  const [message] = await presentMessages(db, await messagesByIds(db, [id]), lesson.startAt, false);
  if (!message) throw new Error(`system message ${id} not found after insert`);
  return message;
}

/** A student as the chat names them (spec 3 §6), for the moderation notices. */
export async function chatNameOf(db: Tx, variant: Variant, userId: number): Promise<string> {
  const [[user], details] = await concurrently(
    db,
    () => findUserNames(db, [userId]),
    () => findProfileDetails(db, userId),
  );
  if (!user) return 'Ученик';
  const sender = { first_name: user.firstName, last_name: user.lastName, is_videochat_moderator: false };
  return chatDisplayName(sender, {
    nickname: details?.nickname,
    nicknamesEnabled: hasVariantFeature(variant, 'nickname'),
    hideLastName: true,
  });
}

const PLURAL = new Intl.PluralRules('ru-RU');

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (5–20, 25…). */
export function plural(n: number, forms: { one: string; few: string; many: string }): string {
  const rule = PLURAL.select(n);
  return `${n} ${rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.many}`;
}

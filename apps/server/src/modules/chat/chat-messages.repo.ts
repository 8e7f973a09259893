import { and, asc, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatMessages } from './chat.schema.js';

export type NewChatMessage = typeof chatMessages.$inferInsert;

export type MessageRow = typeof chatMessages.$inferSelect;

const selectMessages = (db: Tx) => db.select().from(chatMessages);

const visibleTo = (lessonId: number, includeHidden: boolean): SQL | undefined =>
  includeHidden
    ? eq(chatMessages.lessonId, lessonId)
    : and(eq(chatMessages.lessonId, lessonId), eq(chatMessages.isHidden, false));

export async function insertMessage(db: Tx, values: NewChatMessage): Promise<number> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not stored');
  return row.id;
}

export async function messagesByIds(db: Tx, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return selectMessages(db)
    .where(inArray(chatMessages.id, ids))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** Spec 3 §4 stream_get: the newest messages, or those older than `before`; newest first. */
export function pageOfMessages(
  db: Tx,
  lessonId: number,
  options: { limit: number; before?: Date; includeHidden: boolean },
): Promise<MessageRow[]> {
  const visible = visibleTo(lessonId, options.includeHidden);
  return selectMessages(db)
    .where(options.before ? and(visible, lt(chatMessages.createdAt, options.before)) : visible)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit);
}

/** Spec 3 §4 playback history: the lesson's messages oldest first, from the `offset`-th. */
export function historyOfMessages(
  db: Tx,
  lessonId: number,
  options: { offset: number; limit: number; includeHidden: boolean },
): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(visibleTo(lessonId, options.includeHidden))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .offset(options.offset)
    .limit(options.limit);
}

export async function countMessages(db: Tx, lessonId: number, includeHidden: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(visibleTo(lessonId, includeHidden));
  return row?.n ?? 0;
}

/** Whether a recording has a chat to replay: one visible message is enough (spec 3 §4 "Playback history"). */
export async function hasVisibleMessages(db: Tx, lessonId: number): Promise<boolean> {
  const rows = await db.select({ id: chatMessages.id }).from(chatMessages).where(visibleTo(lessonId, false)).limit(1);
  return rows.length > 0;
}

/** The sender's last message in this lesson: every stored message passed validation (spec 3 §5). */
export async function lastMessageOf(db: Tx, lessonId: number, userId: number) {
  const [row] = await db
    .select({ text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.lessonId, lessonId), eq(chatMessages.userId, userId)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return row;
}

export async function setHidden(db: Tx, where: SQL | undefined, isHidden: boolean): Promise<number[]> {
  const rows = await db.update(chatMessages).set({ isHidden }).where(where).returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

export const ofLessonUser = (lessonId: number, userId: number) =>
  and(eq(chatMessages.lessonId, lessonId), eq(chatMessages.userId, userId));
export const byId = (id: number) => eq(chatMessages.id, id);

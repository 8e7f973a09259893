import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatBans } from './chat.schema.js';

const inForce = (now: Date) => or(isNull(chatBans.until), gt(chatBans.until, now));

/** The user's ban in force in this lesson's chat, if any. */
export async function banInForce(db: Tx, lessonId: number, userId: number, now: Date) {
  const [row] = await db
    .select({ until: chatBans.until })
    .from(chatBans)
    .where(and(eq(chatBans.lessonId, lessonId), eq(chatBans.userId, userId), inForce(now)));
  return row;
}

export function bansInForce(db: Tx, lessonId: number, now: Date) {
  return db
    .select({
      lessonId: chatBans.lessonId,
      userId: chatBans.userId,
      until: chatBans.until,
      reason: chatBans.reason,
      createdAt: chatBans.createdAt,
    })
    .from(chatBans)
    .where(and(eq(chatBans.lessonId, lessonId), inForce(now)))
    .orderBy(desc(chatBans.createdAt));
}

/** One ban per student and lesson: banning again replaces the term and reason. */
export async function upsertBan(db: Tx, ban: typeof chatBans.$inferInsert) {
  const set = { until: ban.until, reason: ban.reason, byUserId: ban.byUserId, createdAt: new Date() };
  const [row] = await db
    .insert(chatBans)
    .values({ ...ban, createdAt: set.createdAt })
    .onConflictDoUpdate({ target: [chatBans.lessonId, chatBans.userId], set })
    .returning();
  if (!row) throw new Error('ban not stored');
  return row;
}

export async function deleteBan(db: Tx, lessonId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(chatBans)
    .where(and(eq(chatBans.lessonId, lessonId), eq(chatBans.userId, userId)))
    .returning({ id: chatBans.id });
  return rows.length > 0;
}

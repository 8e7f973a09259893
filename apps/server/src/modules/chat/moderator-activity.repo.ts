import { count, desc, eq, gt, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatBans } from './chat.schema.js';

export interface ModeratorBanStats {
  recent: number;
  inForce: number;
  lastAt: Date | null;
}

/**
 * What the staff console shows of each moderator's work (docs/staff-people.md "Moderators"): the bans
 * they gave. chat_bans has no index on by_user_id; the console reads it for one page of moderators,
 * and a school's bans are thousands, not millions.
 */
export async function banStatsBy(
  db: Tx,
  moderatorIds: number[],
  since: Date,
  now: Date,
): Promise<Map<number, ModeratorBanStats>> {
  if (moderatorIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: chatBans.byUserId,
      recent: sql<number>`count(*) filter (where ${gte(chatBans.createdAt, since)})`.mapWith(Number),
      inForce: sql<number>`count(*) filter (where ${or(isNull(chatBans.until), gt(chatBans.until, now))})`.mapWith(
        Number,
      ),
      lastAt: max(chatBans.createdAt),
    })
    .from(chatBans)
    .where(inArray(chatBans.byUserId, moderatorIds))
    .groupBy(chatBans.byUserId);
  return new Map(
    rows.flatMap((row) =>
      row.userId === null ? [] : [[row.userId, { recent: row.recent, inForce: row.inForce, lastAt: row.lastAt }]],
    ),
  );
}

/** The bans one moderator gave, newest first (a ban given again counts from its latest term). */
export async function bansGivenBy(db: Tx, moderatorId: number, page: { limit: number; offset: number }) {
  const where = eq(chatBans.byUserId, moderatorId);
  const [total] = await db.select({ n: count() }).from(chatBans).where(where);
  const rows = await db
    .select()
    .from(chatBans)
    .where(where)
    .orderBy(desc(chatBans.createdAt), desc(chatBans.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

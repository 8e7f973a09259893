import { and, count, desc, eq, gt, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatBans, chatMessages, chatReports } from './chat.schema.js';

export interface ModeratorBanStats {
  recent: number;
  inForce: number;
  lastAt: Date | null;
}

/**
 * What the staff console shows of each moderator's work (docs/staff-people.md "Moderators"): the bans
 * they gave (`chat_bans_by_user_idx`) and the reports they closed (`chat_reports_resolved_by_idx`),
 * read for one page of moderators.
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

/** Reports each moderator closed since a time, read on `chat_reports_resolved_by_idx`. */
export async function reportCountsBy(db: Tx, moderatorIds: number[], since: Date): Promise<Map<number, number>> {
  if (moderatorIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: chatReports.resolvedBy, n: count() })
    .from(chatReports)
    .where(and(inArray(chatReports.resolvedBy, moderatorIds), gte(chatReports.resolvedAt, since)))
    .groupBy(chatReports.resolvedBy);
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, row.n]])));
}

/** The reports one moderator closed, latest decision first, with the message reported. */
export async function reportsResolvedBy(db: Tx, moderatorId: number, page: { limit: number; offset: number }) {
  const where = eq(chatReports.resolvedBy, moderatorId);
  const [total] = await db.select({ n: count() }).from(chatReports).where(where);
  const rows = await db
    .select({ report: chatReports, messageText: chatMessages.text })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .where(where)
    .orderBy(desc(chatReports.resolvedAt), desc(chatReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

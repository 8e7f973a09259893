import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { chatMessages, chatReports, type CHAT_REPORT_STATUSES } from './chat.schema.js';

export type ReportStatus = (typeof CHAT_REPORT_STATUSES)[number];

/** Once per student and message: a repeat (a retry, a double click) changes nothing. */
export async function insertReport(db: Tx, report: typeof chatReports.$inferInsert): Promise<void> {
  await db.insert(chatReports).values(report).onConflictDoNothing();
}

export interface ReportFilter {
  id?: number;
  lessonId?: number;
  status?: ReportStatus;
  /** Only these subjects (a curator's); undefined: all. */
  classTypeIds?: number[];
}

function where(filter: ReportFilter): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(chatReports.id, filter.id),
    filter.lessonId === undefined ? undefined : eq(chatReports.lessonId, filter.lessonId),
    filter.status === undefined ? undefined : eq(chatReports.status, filter.status),
    filter.classTypeIds === undefined ? undefined : inArray(chatReports.classTypeId, filter.classTypeIds),
  );
}

const reportsOfMessage = sql<number>`(select count(*)::int from ${chatReports} r where r.message_id = ${chatReports.messageId})`;

/** The moderators' queue: open reports first, newest first, with the message and its report count. */
export async function reportsPage(db: Tx, filter: ReportFilter, page: { limit: number; offset: number }) {
  if (filter.classTypeIds?.length === 0) return { count: 0, rows: [] };
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select({
          report: chatReports,
          messageText: chatMessages.text,
          messageIsHidden: chatMessages.isHidden,
          authorId: chatMessages.userId,
          reports: reportsOfMessage,
        })
        .from(chatReports)
        .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
        .where(where(filter))
        .orderBy(sql`${chatReports.status} = 'OPEN' desc`, desc(chatReports.createdAt), desc(chatReports.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(chatReports).where(where(filter)),
  );
  return { count: total?.n ?? 0, rows };
}

export async function findReport(db: Tx, id: number) {
  const [row] = await db.select().from(chatReports).where(eq(chatReports.id, id));
  return row;
}

/**
 * Closes every open report of the message at once: one decision per message, credited to the
 * moderator who took it (the staff console's moderators page counts them).
 */
export async function closeReports(db: Tx, messageId: number, status: ReportStatus, byUserId: number): Promise<void> {
  await db
    .update(chatReports)
    .set({ status, resolvedBy: byUserId, resolvedAt: new Date() })
    .where(and(eq(chatReports.messageId, messageId), eq(chatReports.status, 'OPEN')));
}

export async function openReportCounts(db: Tx, lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: chatReports.lessonId, n: count() })
    .from(chatReports)
    .where(and(inArray(chatReports.lessonId, lessonIds), eq(chatReports.status, 'OPEN')))
    .groupBy(chatReports.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.n]));
}

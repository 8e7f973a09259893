import type { ChatReport, QueryOf, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { checkerClassTypeIds } from '../homework/homework.service.js';
import { findLessons } from '../lessons/lessons.service.js';
import { findUserNames } from '../users/users.service.js';
import { chatSeat, lessonClassType } from './chat-access.js';
import { messagesByIds, byId, setHidden } from './chat-messages.repo.js';
import { changeVisibility, requireModeratedMessage } from './chat-moderation.service.js';
import { closeReports, findReport, insertReport, reportsPage, type ReportStatus } from './chat-reports.repo.js';

const messageNotFound = () => notFound('Сообщение не найдено.');

/** `POST /v2/chat/messages/:id/report/`: a student of the lesson reports a message they can see. */
export async function reportMessage(ctx: AppContext, user: AuthUser, messageId: number, reason: string | null) {
  const [message] = await messagesByIds(ctx.db, [messageId]);
  if (!message || message.isHidden || message.isModeration) throw messageNotFound();
  const seat = await chatSeat(ctx.db, user, message.lessonId);
  if (typeof seat === 'string') throw messageNotFound();
  const classTypeId = await lessonClassType(ctx.db, seat.lesson);
  if (classTypeId === undefined) throw new Error(`lesson ${seat.lesson.id} has no subject`);
  await insertReport(ctx.db, {
    messageId,
    lessonId: seat.lesson.id,
    classTypeId,
    reporterId: user.id,
    reason: reason || null,
  });
  return {};
}

/** The subjects whose reports the user sees: chat moderators and head curators all (undefined). */
async function visibleClassTypes(ctx: AppContext, user: AuthUser): Promise<number[] | undefined> {
  if (user.role === 'CURATOR_ROLE') return checkerClassTypeIds(ctx.db, user.id);
  return undefined;
}

type ReportsQuery = QueryOf<typeof contract.chat.reports>;
type ReportRows = Awaited<ReturnType<typeof reportsPage>>['rows'];

async function presentReports(ctx: AppContext, rows: ReportRows): Promise<ChatReport[]> {
  const lessonIds = [...new Set(rows.map((row) => row.report.lessonId))];
  const lessons = new Map((await findLessons(ctx.db, lessonIds)).map((lesson) => [lesson.id, lesson.title]));
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])))];
  const authors = new Map((await findUserNames(ctx.db, authorIds)).map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  return rows.map((row) => ({
    id: row.report.id,
    lessonId: row.report.lessonId,
    lessonTitle: lessons.get(row.report.lessonId) ?? '',
    messageId: row.report.messageId,
    messageText: row.messageText,
    messageIsHidden: row.messageIsHidden,
    author: { id: row.authorId ?? 0, name: (row.authorId !== null && authors.get(row.authorId)) || '' },
    reports: row.reports,
    reason: row.report.reason,
    status: row.report.status,
    createdAt: row.report.createdAt.toISOString(),
  }));
}

/** `GET /v2/chat/reports/`. */
export async function listReports(ctx: AppContext, user: AuthUser, query: ReportsQuery) {
  const classTypeIds = await visibleClassTypes(ctx, user);
  const page = await reportsPage(ctx.db, { lessonId: query.lesson, status: query.status, classTypeIds }, query);
  return { count: page.count, results: await presentReports(ctx, page.rows) };
}

const reportNotFound = () => notFound('Жалоба не найдена.');

/**
 * `PATCH /v2/chat/reports/:id/`: HIDDEN hides the message (the room is told) and closes every open
 * report of it; DISMISSED keeps the message and closes them.
 */
export async function resolveReport(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  status: Exclude<ReportStatus, 'OPEN'>,
) {
  const report = await findReport(ctx.db, id);
  if (!report) throw reportNotFound();
  const { seat } = await requireModeratedMessage(ctx, user, report.messageId).catch(() => {
    throw reportNotFound();
  });
  const hidden = await ctx.db.transaction(async (tx) => {
    await closeReports(tx, report.messageId, status, user.id);
    return status === 'HIDDEN' ? setHidden(tx, byId(report.messageId), true) : [];
  });
  await changeVisibility(ctx, seat, hidden, 'update_messages');
  const [resolved] = await presentReports(ctx, (await reportsPage(ctx.db, { id }, { limit: 1, offset: 0 })).rows);
  if (!resolved) throw reportNotFound();
  return resolved;
}

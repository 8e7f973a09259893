import {
  MODERATOR_ROLES,
  type QueryOf,
  type StaffModerator,
  type StaffModeratorReport,
  type contract,
} from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { banStatsBy, bansGivenBy, reportCountsBy, reportsResolvedBy } from '../chat/chat-bans.service.js';
import { findLessons } from '../lessons/lessons.service.js';
import { findUserById, searchUsers } from '../users/users.service.js';

const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * `GET /staff/people/moderators/`: chat moderators by name with their bans and the reports they
 * closed. Moderators watch every lesson chat (docs/chat.md), so there is nothing to assign.
 */
export async function listModerators(
  db: Tx,
  query: QueryOf<typeof contract.staffPeople.moderators>,
  now = new Date(),
): Promise<{ count: number; results: StaffModerator[] }> {
  const { count, rows } = await searchUsers(db, { roles: MODERATOR_ROLES, ...query });
  const ids = rows.map((user) => user.id);
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const stats = await banStatsBy(db, ids, since, now);
  const reports = await reportCountsBy(db, ids, since);
  const results = rows.map((user) => {
    const own = stats.get(user.id);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role as StaffModerator['role'],
      isActive: user.isActive,
      recentBans: own?.recent ?? 0,
      bansInForce: own?.inForce ?? 0,
      lastBanAt: own?.lastAt?.toISOString() ?? null,
      recentReports: reports.get(user.id) ?? 0,
    };
  });
  return { count, results };
}

async function requireModerator(db: Tx, id: number): Promise<void> {
  const moderator = await findUserById(db, id);
  if (!moderator || !(MODERATOR_ROLES as readonly string[]).includes(moderator.role)) {
    throw notFound('Модератор не найден.');
  }
}

/** `GET /staff/people/moderators/:id/bans/`: a moderator's bans, with the lesson and the student. */
export async function moderatorBans(db: Tx, id: number, page: QueryOf<typeof contract.staffPeople.moderatorBans>) {
  await requireModerator(db, id);
  const { count, rows } = await bansGivenBy(db, id, page);
  const [lessons, students] = await Promise.all([
    findLessons(db, [...new Set(rows.map((row) => row.lessonId))]),
    searchUsers(db, { ids: [...new Set(rows.map((row) => row.userId))], limit: page.limit, offset: 0 }),
  ]);
  const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
  const people = new Map(students.rows.map((user) => [user.id, user]));
  const results = rows.map((row) => {
    const student = people.get(row.userId);
    return {
      id: row.id,
      lessonId: row.lessonId,
      lessonTitle: titles.get(row.lessonId) ?? '',
      student: { id: row.userId, firstName: student?.firstName ?? '', lastName: student?.lastName ?? '' },
      until: row.until?.toISOString() ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { count, results };
}

/** `GET /staff/people/moderators/:id/reports/`: the reports a moderator closed, with the message. */
export async function moderatorReports(
  db: Tx,
  id: number,
  page: QueryOf<typeof contract.staffPeople.moderatorReports>,
): Promise<{ count: number; results: StaffModeratorReport[] }> {
  await requireModerator(db, id);
  const { count, rows } = await reportsResolvedBy(db, id, page);
  const lessons = await findLessons(db, [...new Set(rows.map((row) => row.report.lessonId))]);
  const titles = new Map(lessons.map((lesson) => [lesson.id, lesson.title]));
  const results = rows.flatMap(({ report, messageText }) =>
    // Only closed reports carry resolved_by, so the status is never OPEN here.
    report.status === 'OPEN' || !report.resolvedAt
      ? []
      : [
          {
            id: report.id,
            lessonId: report.lessonId,
            lessonTitle: titles.get(report.lessonId) ?? '',
            messageText,
            reason: report.reason,
            status: report.status,
            createdAt: report.createdAt.toISOString(),
            resolvedAt: report.resolvedAt.toISOString(),
          },
        ],
  );
  return { count, results };
}

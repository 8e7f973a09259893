import type { ModeratedLesson } from '@school/contract';
import type { AppContext } from '../../context.js';
import { zonedDay } from '../../lib/zoned-time.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { cachedClassTypes } from '../core/core.service.js';
import { findProductTypes } from '../courses/courses.service.js';
import { checkerClassTypeIds } from '../homework/homework.service.js';
import { allLessonsStartingBetween, isLiveAt } from '../lessons/lessons.service.js';
import { appSettings } from '../settings/variant.js';
import { chatLessonSettingsOf } from './chat-settings.js';
import { openReportCounts } from './chat-reports.repo.js';

const DAY = 24 * 60 * 60_000;
/** A live lesson that started before today's midnight is still found (the longest webinar is shorter). */
const LIVE_LOOKBACK = 6 * 60 * 60_000;
const MAX_LESSONS = 200;

/**
 * `GET /v2/chat/moderation/lessons/`: lessons live now first, then today's and tomorrow's still to
 * come, by start; a curator gets only the subjects they check.
 */
export async function moderatedLessons(ctx: AppContext, user: AuthUser, now = new Date()): Promise<ModeratedLesson[]> {
  const day = zonedDay(now, appSettings(ctx.config.VARIANT).timeZone);
  const from = new Date(Math.min(day.start.getTime(), now.getTime() - LIVE_LOOKBACK));
  const rows = (
    await allLessonsStartingBetween(ctx.db, from, new Date(day.start.getTime() + 2 * DAY), MAX_LESSONS)
  ).filter((lesson) => lesson.startAt.getTime() + lesson.durationMinutes * 60_000 > now.getTime());
  const productTypes = await findProductTypes(ctx.db, [...new Set(rows.map((row) => row.productTypeId))]);
  const mine = user.role === 'CURATOR_ROLE' ? new Set(await checkerClassTypeIds(ctx.db, user.id)) : null;
  // One-to-one tutoring lessons have no audience to moderate.
  const lessons = rows.filter((row) => {
    const type = productTypes.get(row.productTypeId);
    return type !== undefined && type.courseType.code !== 'individual' && (!mine || mine.has(type.classTypeId));
  });
  const ids = lessons.map((lesson) => lesson.id);
  const [classTypes, reports, settings] = await Promise.all([
    cachedClassTypes(ctx.db),
    openReportCounts(ctx.db, ids),
    chatLessonSettingsOf(ctx.db, ids),
  ]);
  const titles = new Map(classTypes.map((type) => [type.id, type.title]));
  const result = lessons.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    classTypeTitle: titles.get(productTypes.get(lesson.productTypeId)?.classTypeId ?? 0) ?? '',
    startDatetime: lesson.startAt.toISOString(),
    isLive: isLiveAt(lesson, now),
    openReports: reports.get(lesson.id) ?? 0,
    slowModeSeconds: settings.get(lesson.id)?.slowModeSeconds ?? 0,
    isClosed: settings.get(lesson.id)?.isClosed ?? false,
  }));
  // Stable: live ones keep their order by start.
  return result.sort((a, b) => Number(b.isLive) - Number(a.isLive));
}

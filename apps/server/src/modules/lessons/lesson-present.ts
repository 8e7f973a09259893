import type { ClassType, Lesson, LessonDetail } from '@school/contract';
import type { ProductTypeInfo, MgMonthRow, TeacherRow } from '../courses/courses.service.js';
import type { LessonHomeworkStatus } from '../homework/homework.service.js';
import type { LessonRow, LessonWithView } from './lessons.repo.js';

/** Spec 2 §4, §9: live and Connect open 10 minutes before the start; so do watch-time reports. */
export const OPENS_BEFORE_START_MS = 10 * 60 * 1000;

type Timing = Pick<LessonRow, 'startAt' | 'durationMinutes' | 'withoutVideo' | 'videoUrl'>;

export const hasVideo = (lesson: Pick<LessonRow, 'withoutVideo' | 'videoUrl'>): boolean =>
  !lesson.withoutVideo && Boolean(lesson.videoUrl);

export const endOf = (lesson: Pick<LessonRow, 'startAt' | 'durationMinutes'>): number =>
  lesson.startAt.getTime() + lesson.durationMinutes * 60_000;

/** docs/domain.md: live from the start to the start plus the duration, and only with a video. */
export function isLiveAt(lesson: Timing, now: Date): boolean {
  const at = now.getTime();
  return hasVideo(lesson) && at >= lesson.startAt.getTime() && at < endOf(lesson);
}

export type ClassTypeRef = Pick<ClassType, 'id' | 'title' | 'color'>;

export interface CardContext {
  productType: ProductTypeInfo;
  classType: ClassTypeRef | undefined;
  homework: LessonHomeworkStatus | undefined;
  /** The caller may open the lesson now (owns it, came by its link, or is staff). */
  accessible: boolean;
}

/** A lesson as the cards show it (spec 2 §3 Lesson); every derived field is computed here. */
export function presentCard(row: LessonWithView, context: CardContext, now: Date): Lesson {
  const viewedOffline = row.viewedOffline ?? 0;
  const viewedOnline = row.viewedOnline ?? 0;
  const viewed = row.viewed ?? false;
  const { classType } = context;
  return {
    id: row.id,
    title: row.title,
    lessonNumber: row.lessonNumber,
    startDatetime: row.startAt.toISOString(),
    durationMinutes: row.durationMinutes,
    video: row.withoutVideo ? null : row.videoUrl,
    // The student's own player report stands in while the lesson's length is unknown, for them alone.
    videoLength: row.videoLength ?? row.reportedVideoLength,
    viewed,
    isLive: isLiveAt(row, now),
    isAvailable: context.accessible && !row.isPreparing,
    isPreparing: row.isPreparing,
    alwaysOpen: row.alwaysOpen,
    withoutVideo: row.withoutVideo,
    startedAndNotFinishedView: !viewed && viewedOffline + viewedOnline > 0,
    lessonTag: row.tagTitle ? { title: row.tagTitle, color: row.tagColor ?? 'gray' } : null,
    lessonType: row.kind === 'PRACTICE' ? 'PRACTICE' : 'THEORY',
    sysCourseType: context.productType.courseType.code,
    productTypeId: row.productTypeId,
    classType: {
      id: context.productType.classTypeId,
      title: classType?.title ?? '',
      color: classType?.color ?? { base: '', toxic: '' },
    },
    homework: context.homework ?? null,
    view: { viewedOffline, viewedOnline },
  };
}

export interface DetailContext extends CardContext {
  teacher: TeacherRow | null;
  mgMonth: MgMonthRow | null;
  openedByAccessLink: boolean;
  feedbackScore: number | null;
}

/** The lesson page's lesson (spec 3 §3): the card plus what only the page needs. */
export function presentDetail(row: LessonWithView, context: DetailContext, now: Date): LessonDetail {
  const { teacher, mgMonth } = context;
  return {
    ...presentCard(row, context, now),
    productId: row.productId,
    description: row.description,
    accessHash: row.accessHash,
    productTypeTitle: context.productType.title,
    mgMonths: mgMonth ? [{ id: mgMonth.id, title: mgMonth.title }] : [],
    teacher: teacher ? { id: teacher.id, fullName: teacher.fullName, avatar: teacher.avatar } : null,
    openedByAccessLink: context.openedByAccessLink,
    // The form is offered once the lesson has begun (spec 3 §2 feedback visible flag).
    feedback: { visible: row.startAt.getTime() <= now.getTime(), score: context.feedbackScore },
  };
}

import { allowedTransitions, needsStarted, type TutoringLesson, type TutoringLessonStatus } from '@school/contract';

export interface LessonActions {
  /** "Урок проведён": offered once the lesson has started (it cannot pass before it begins). */
  canPass: boolean;
  /** Cancellation statuses the tutor may choose (with a reason). */
  cancelStatuses: TutoringLessonStatus[];
}

/** What the tutor may do with a lesson now: the shared transition table (docs/tutor-and-manager.md). */
export function lessonActions(lesson: Pick<TutoringLesson, 'status' | 'startsAt'>, now: Date): LessonActions {
  const allowed = allowedTransitions(lesson.status, 'tutor');
  const started = new Date(lesson.startsAt).getTime() <= now.getTime();
  return {
    canPass: allowed.includes('PASSED') && (started || !needsStarted('PASSED')),
    cancelStatuses: allowed.filter((status) => status !== 'PASSED'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The lessons the page lists: a week back (still to be marked) to four weeks ahead. */
export const LESSONS_BACK_DAYS = 7;
export const LESSONS_AHEAD_DAYS = 28;

export function lessonsRange(now: Date): { from: string; to: string } {
  // Whole hours, so the query key holds still while the page stays open.
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  return {
    from: new Date(hour.getTime() - LESSONS_BACK_DAYS * DAY_MS).toISOString(),
    to: new Date(hour.getTime() + LESSONS_AHEAD_DAYS * DAY_MS).toISOString(),
  };
}

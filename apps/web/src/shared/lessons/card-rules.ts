import type { HomeworkStatus, Lesson } from '@school/contract';
import { homeworkCompletedHref, homeworkHref } from '../config/paths';

/** Spec 2 §9: the live (and Connect) button shows from 10 minutes before the start. */
export const LIVE_WINDOW_MS = 10 * 60 * 1000;
/** Spec 2 §4, §9: an individual lesson's Connect reports this many seconds watched. */
export const CONNECT_SUBMISSION_TIME = 3600;
/** Spec 2 §2, §9: the video-length hint is for videos over a minute. */
export const VIDEO_HINT_MIN_SECONDS = 60;

/** The card's main button (spec 2 §4 Lesson card buttons). */
export type MainButton =
  | { kind: 'live' }
  | { kind: 'connect'; link: string }
  | { kind: 'continue' }
  | { kind: 'repeat' }
  | { kind: 'watch' }
  | { kind: 'recordLoading' }
  | { kind: 'preparing'; enabled: boolean };

/** The homework button (spec 2 §4 Homework statuses, button rules), with where it leads. */
export type HomeworkButton =
  | { kind: 'do'; status: HomeworkStatus | null; homeworkId: number }
  | { kind: 'checked'; homeworkId: number }
  | { kind: 'results'; homeworkId: number };

type Timing = Pick<Lesson, 'startDatetime' | 'durationMinutes' | 'isLive'>;

const startOf = (lesson: Pick<Lesson, 'startDatetime'>): number => new Date(lesson.startDatetime).getTime();

export function hasStarted(lesson: Pick<Lesson, 'startDatetime'>, now: Date): boolean {
  return now.getTime() >= startOf(lesson);
}

const endOf = (lesson: Pick<Lesson, 'startDatetime' | 'durationMinutes'>): number =>
  startOf(lesson) + lesson.durationMinutes * 60_000;

/**
 * Live now, and only while it is (issue 8): from the start to the start plus the duration. The
 * server's `isLive` of the moment the lesson loaded counts until the end by the clock, and a card or
 * page left on screen goes live at the start by the clock alone.
 */
export function isLiveAt(lesson: Timing, now: Date): boolean {
  if (now.getTime() >= endOf(lesson)) return false;
  return lesson.isLive || now.getTime() >= startOf(lesson);
}

/** Live, or at most 10 minutes before the start (spec 2 §4, §9). */
export function isInLiveWindow(lesson: Timing, now: Date): boolean {
  const untilStart = startOf(lesson) - now.getTime();
  return isLiveAt(lesson, now) || (untilStart > 0 && untilStart <= LIVE_WINDOW_MS);
}

const hasVideo = (lesson: Pick<Lesson, 'video'>): lesson is { video: string } => Boolean(lesson.video);

/**
 * Spec 2 §4 Lesson card buttons, in this order:
 * - an unavailable lesson (no access now, or staff are preparing it) shows the disabled
 *   'we are preparing the webinar', enabled only if `alwaysOpen` — before any other rule, so a card
 *   never offers a lesson the lesson page would refuse;
 * - an individual lesson shows Connect when live or within 10 minutes of the start, unviewed, with
 *   a video link (the call);
 * - Live when live or within 10 minutes of the start, with a video that is allowed (`withoutVideo` off);
 * - after the start: 'record is loading' without a video, else continue / repeat / watch;
 * - before the start: the 'we are preparing the webinar' button, enabled only if `alwaysOpen`.
 */
export function mainButton(lesson: Lesson, now: Date): MainButton {
  if (!lesson.isAvailable) return { kind: 'preparing', enabled: lesson.alwaysOpen };
  const inWindow = isInLiveWindow(lesson, now);
  if (lesson.sysCourseType === 'individual' && inWindow && !lesson.viewed && hasVideo(lesson)) {
    return { kind: 'connect', link: lesson.video };
  }
  if (inWindow && hasVideo(lesson) && !lesson.withoutVideo) return { kind: 'live' };
  if (hasStarted(lesson, now)) {
    if (!hasVideo(lesson)) return { kind: 'recordLoading' };
    if (lesson.startedAndNotFinishedView) return { kind: 'continue' };
    return lesson.viewed ? { kind: 'repeat' } : { kind: 'watch' };
  }
  return { kind: 'preparing', enabled: lesson.alwaysOpen };
}

/** Statuses that leave the homework to do (spec 2 §4); an absent status counts too. */
export const TO_DO_STATUSES: readonly HomeworkStatus[] = ['REFUSED', 'EXPIRED', 'UNDONE', 'RESENT'];
/** The checked variants, which offer the results (spec 2 §4). */
export const CHECKED_STATUSES: readonly HomeworkStatus[] = [
  'CHECKED',
  'RECHECKED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
  'CHECKED_BY_TEACHER',
  'CHECKED_BY_NEURO',
  'CHECK_BY_NE_AND_CU',
];

/**
 * Spec 2 §4 Homework statuses: refused, expired, undone, resent or absent -> 'do homework' (also
 * before a submission exists: our server makes it on first open, issue 10); done -> 'homework
 * checked'; a checked variant -> a 'results' link with a check mark. Null when the lesson has no homework.
 */
export function homeworkButton(homework: Lesson['homework']): HomeworkButton | null {
  if (!homework) return null;
  const { status, homeworkId } = homework;
  if (status === null || TO_DO_STATUSES.includes(status)) return { kind: 'do', status, homeworkId };
  if (status === 'DONE') return { kind: 'checked', homeworkId };
  if (CHECKED_STATUSES.includes(status)) return { kind: 'results', homeworkId };
  return null;
}

/** Where the button leads: doing the homework, or its results (spec 2 §2 routes). */
export const homeworkButtonHref = (button: HomeworkButton): string =>
  button.kind === 'do' ? homeworkHref(button.homeworkId) : homeworkCompletedHref(button.homeworkId);

/**
 * The length a card shows, in seconds, or null (spec 2 §2, §9: only over 60 seconds and not viewed
 * yet). Until the lesson ends its video is the broadcast, as long as the lesson; afterwards it is the
 * recording (issue 8: a 90-minute webinar is not shown as "1 мин" because of a short sample clip).
 */
export function shownLength(
  lesson: Pick<Lesson, 'videoLength' | 'viewed' | 'startDatetime' | 'durationMinutes'>,
  now: Date,
): number | null {
  if (lesson.viewed) return null;
  const seconds = now.getTime() < endOf(lesson) ? lesson.durationMinutes * 60 : lesson.videoLength;
  return seconds !== null && seconds > VIDEO_HINT_MIN_SECONDS ? seconds : null;
}

/** Share of the video watched (0..1) for a started, unfinished view; null when unknown or not started. */
export function watchedShare(lesson: Pick<Lesson, 'videoLength' | 'viewed' | 'view'>): number | null {
  const watched = lesson.view.viewedOffline + lesson.view.viewedOnline;
  if (lesson.viewed || !lesson.videoLength || watched <= 0) return null;
  return Math.min(1, watched / lesson.videoLength);
}

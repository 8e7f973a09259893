import type { LessonDetail } from '@school/contract';

type StageFields = Pick<LessonDetail, 'isAvailable' | 'isPreparing' | 'alwaysOpen' | 'startDatetime'>;

/** What the lesson page shows where the player goes. */
export type LessonStage = { kind: 'preparing' } | { kind: 'countdown'; msLeft: number } | { kind: 'open' };

/** Spec 3 §2: content is available when the lesson is available or is not in preparation. */
export const isContentAvailable = (lesson: Pick<LessonDetail, 'isAvailable' | 'isPreparing'>): boolean =>
  lesson.isAvailable || !lesson.isPreparing;

/**
 * Unavailable content shows 'we are preparing the webinar'; a lesson that has not started, unless
 * it is always open, counts down to its start (spec 2 §4 button rules, applied to the page).
 */
export function lessonStage(lesson: StageFields, now: number): LessonStage {
  if (!isContentAvailable(lesson)) return { kind: 'preparing' };
  const msLeft = Date.parse(lesson.startDatetime) - now;
  if (msLeft > 0 && !lesson.alwaysOpen) return { kind: 'countdown', msLeft };
  return { kind: 'open' };
}

/** A countdown as whole days and HH:MM:SS. */
export function countdownParts(msLeft: number): { days: number; time: string } {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, time };
}

/**
 * Where the lesson chat has a place (spec 3 §2, §4): a live lesson, or a lesson that has been on
 * air (its recording may replay the broadcast's chat; the chat decides with its settings).
 */
export const hasChat = (lesson: Pick<LessonDetail, 'isLive' | 'startDatetime'>, now: number): boolean =>
  lesson.isLive || Date.parse(lesson.startDatetime) <= now;

import type { Lesson } from '@school/contract';

/** Tests only: the reference moment every fake lesson is placed around. */
export const NOW = new Date('2025-03-12T15:00:00Z'); // 18:00 in Moscow

const MINUTE = 60_000;

/** Tests only: an ISO instant `minutes` after NOW (negative: before). */
export const at = (minutes: number, seconds = 0): string =>
  new Date(NOW.getTime() + minutes * MINUTE + seconds * 1000).toISOString();

/** Tests only: an available, unviewed master-group lesson with a video that started a day ago. */
export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 7,
    title: 'Производная и её применение',
    lessonNumber: 5,
    startDatetime: at(-24 * 60),
    durationMinutes: 90,
    video: '/media/sample-lesson.webm',
    videoLength: 4320,
    viewed: false,
    isLive: false,
    isAvailable: true,
    isPreparing: false,
    alwaysOpen: false,
    withoutVideo: false,
    startedAndNotFinishedView: false,
    lessonTag: null,
    lessonType: 'THEORY',
    sysCourseType: 'master_group',
    productTypeId: 3,
    classType: { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
    homework: null,
    view: { viewedOffline: 0, viewedOnline: 0 },
    ...overrides,
  };
}

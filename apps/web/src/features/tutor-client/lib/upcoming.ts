import type { TutoringLesson } from '@school/contract';

/** The lessons still ahead: booked, moved or a free trial, soonest first. */
const AHEAD = new Set<TutoringLesson['status']>(['SCHEDULED', 'RESCHEDULED', 'PREVIEW']);

export const upcomingLessons = (lessons: TutoringLesson[], now: number, limit = 5): TutoringLesson[] =>
  lessons
    .filter((lesson) => AHEAD.has(lesson.status) && Date.parse(lesson.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, limit);

import { describe, expect, it } from 'vitest';
import type { TutoringLesson } from '@school/contract';
import { upcomingLessons } from './upcoming';

const lesson = (id: number, startsAt: string, status: TutoringLesson['status']) =>
  ({ id, startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(), status }) as TutoringLesson;

describe('upcomingLessons', () => {
  it('keeps the lessons still ahead, soonest first, at most the limit', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    const lessons = [
      lesson(1, '2026-05-12T10:00:00Z', 'SCHEDULED'),
      lesson(2, '2026-05-11T10:00:00Z', 'RESCHEDULED'),
      lesson(3, '2026-05-11T09:00:00Z', 'CANCELED_CLIENT_WRITEOFF'),
      lesson(4, '2026-05-09T10:00:00Z', 'SCHEDULED'),
      lesson(5, '2026-05-10T11:30:00Z', 'PREVIEW'),
      lesson(6, '2026-05-13T10:00:00Z', 'SCHEDULED'),
    ];
    expect(upcomingLessons(lessons, now).map((one) => one.id)).toEqual([5, 2, 1, 6]);
    expect(upcomingLessons(lessons, now, 2).map((one) => one.id)).toEqual([5, 2]);
  });
});

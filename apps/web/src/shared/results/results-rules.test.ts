import { afterEach, describe, expect, it } from 'vitest';
import type { ExamResults } from '@school/contract';
import { calendarDay, markOpened, openedToday } from './auto-open';
import { resultsAvailable, waitsForPoints } from './exam-results-query';

const item = (status: 'NoPoints' | 'Awaiting' | 'Confirmed', points: number): ExamResults['classTypes'][number] => ({
  classType: { id: 1, title: 'Математика' },
  status,
  points,
  maxPoints: 100,
  examYear: 2026,
});

afterEach(() => localStorage.clear());

describe('results rules (spec 3 §4 Results)', () => {
  it('a subject waits for points only with status NoPoints and zero points', () => {
    expect(waitsForPoints({ classTypes: [item('Confirmed', 80), item('NoPoints', 0)] })).toBe(true);
    expect(waitsForPoints({ classTypes: [item('NoPoints', 12)] })).toBe(false);
    expect(waitsForPoints({ classTypes: [item('Awaiting', 0)] })).toBe(false);
    expect(waitsForPoints(undefined)).toBe(false);
  });

  it('results are available when there is at least one', () => {
    expect(resultsAvailable({ classTypes: [item('Awaiting', 0)] })).toBe(true);
    expect(resultsAvailable({ classTypes: [] })).toBe(false);
  });

  it('the calendar day is the deployment’s: 21:30 UTC is the next day in Moscow', () => {
    expect(calendarDay('Europe/Moscow', new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(calendarDay('Europe/Moscow', new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-26');
  });

  it('opens once per day and student: the next day or another student opens again', () => {
    markOpened(7, '2026-11-26');
    expect(openedToday(7, '2026-11-26')).toBe(true);
    expect(openedToday(7, '2026-11-27')).toBe(false);
    expect(openedToday(8, '2026-11-26')).toBe(false);
  });
});

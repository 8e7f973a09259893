import { describe, expect, it } from 'vitest';
import { countdownParts, hasChat, isContentAvailable, lessonStage } from './lesson-stage';
import { keepReasons, reasonsFor, showsComment } from './feedback-rules';
import { formatLessonDate } from './format';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const lesson = (patch: Partial<Parameters<typeof lessonStage>[0]> = {}) => ({
  isAvailable: true,
  isPreparing: false,
  alwaysOpen: false,
  startDatetime: '2025-03-10T10:00:00Z',
  ...patch,
});

describe('content availability (spec 3 §2)', () => {
  it('is available when the lesson is available or not in preparation', () => {
    expect(isContentAvailable({ isAvailable: true, isPreparing: false })).toBe(true);
    expect(isContentAvailable({ isAvailable: true, isPreparing: true })).toBe(true);
    expect(isContentAvailable({ isAvailable: false, isPreparing: false })).toBe(true);
    expect(isContentAvailable({ isAvailable: false, isPreparing: true })).toBe(false);
  });

  it('shows the preparing state, the countdown or the content', () => {
    expect(lessonStage(lesson({ isAvailable: false, isPreparing: true }), NOW)).toEqual({ kind: 'preparing' });
    expect(lessonStage(lesson({ startDatetime: '2025-03-10T12:30:00Z' }), NOW)).toEqual({
      kind: 'countdown',
      msLeft: 30 * 60_000,
    });
    expect(lessonStage(lesson({ startDatetime: '2025-03-10T12:30:00Z', alwaysOpen: true }), NOW)).toEqual({
      kind: 'open',
    });
    expect(lessonStage(lesson(), NOW)).toEqual({ kind: 'open' });
  });

  it('counts down in days and HH:MM:SS', () => {
    expect(countdownParts(90_500)).toEqual({ days: 0, time: '00:01:31' });
    expect(countdownParts(2 * 86_400_000 + 3_600_000)).toEqual({ days: 2, time: '01:00:00' });
    expect(countdownParts(-5)).toEqual({ days: 0, time: '00:00:00' });
  });
});

describe('where the lesson chat goes (spec 3 §2, §4)', () => {
  it('is on a live lesson and on one that has started; not before the start', () => {
    expect(hasChat({ isLive: true, startDatetime: '2025-03-10T13:00:00Z' }, NOW)).toBe(true);
    expect(hasChat({ isLive: false, startDatetime: '2025-03-10T10:00:00Z' }, NOW)).toBe(true);
    expect(hasChat({ isLive: false, startDatetime: '2025-03-10T13:00:00Z' }, NOW)).toBe(false);
  });
});

describe('feedback rules (spec 1 §5)', () => {
  it('shows the comment at or below the limit, 5 by default', () => {
    expect(showsComment(null)).toBe(false);
    expect(showsComment(1)).toBe(true);
    expect(showsComment(5)).toBe(true);
  });

  it('follows another limit', () => {
    expect(showsComment(3, 3)).toBe(true);
    expect(showsComment(4, 3)).toBe(false);
    expect(showsComment(5, 3)).toBe(false);
  });

  it('offers reasons per score and keeps only those the new score offers', () => {
    expect(reasonsFor(null)).toEqual([]);
    expect(reasonsFor(5)).toContain('great_teacher');
    expect(reasonsFor(1)).not.toContain('great_teacher');
    expect(keepReasons(['too_fast', 'boring'], 3)).toEqual(['too_fast']);
  });
});

describe('formatLessonDate', () => {
  it('shows the deployment time zone, not the viewer’s', () => {
    const text = formatLessonDate('2025-03-10T15:00:00Z', 'ru', { timeZone: 'Europe/Moscow', timeZoneLabel: 'МСК' });
    expect(text).toMatch(/10 марта/);
    expect(text).toMatch(/18:00 МСК$/);
    const almaty = formatLessonDate('2025-03-10T15:00:00Z', 'ru', { timeZone: 'Asia/Almaty', timeZoneLabel: null });
    expect(almaty).toMatch(/2[01]:00$/);
  });
});

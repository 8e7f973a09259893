import { describe, expect, it } from 'vitest';
import { dayWord, formatDay, formatTime, splitDuration, type TimeSettings } from './lesson-format';
import { NOW } from './test-lessons';

const MOSCOW: TimeSettings = { locale: 'ru', timeZone: 'Europe/Moscow', timeZoneLabel: 'МСК' };
const ALMATY: TimeSettings = { locale: 'ru', timeZone: 'Asia/Almaty', timeZoneLabel: null };

describe('lesson times in the deployment time zone (spec 1 §9)', () => {
  it('labels Moscow time in the RU variant and shows Almaty time unlabelled', () => {
    expect(formatTime(NOW, MOSCOW)).toBe('18:00 МСК');
    expect(formatTime(NOW, ALMATY)).toBe('20:00');
  });

  it('names today, tomorrow and yesterday by the zone’s calendar day', () => {
    const z = 'Europe/Moscow';
    expect(dayWord(new Date('2025-03-12T20:59:00Z'), NOW, z)).toBe('today'); // 23:59 МСК
    expect(dayWord(new Date('2025-03-12T21:00:00Z'), NOW, z)).toBe('tomorrow'); // 00:00 МСК
    expect(dayWord(new Date('2025-03-11T20:59:00Z'), NOW, z)).toBe('yesterday');
    expect(dayWord(new Date('2025-03-14T09:00:00Z'), NOW, z)).toBeNull();
  });

  it('shows the year only for another year', () => {
    expect(formatDay(new Date('2025-03-20T09:00:00Z'), NOW, MOSCOW)).toBe('20 марта');
    expect(formatDay(new Date('2024-12-31T22:00:00Z'), NOW, MOSCOW)).toBe('1 января');
    expect(formatDay(new Date('2024-03-20T09:00:00Z'), NOW, MOSCOW)).toBe('20 марта 2024 г.');
  });
});

describe('video lengths', () => {
  it.each([
    [4320, 1, 12],
    [2700, 0, 45],
    [3600, 1, 0],
    [72, 0, 1],
    [30, 0, 1],
    [5430, 1, 31],
  ])('%s s -> %s h %s min', (seconds, hours, minutes) => {
    expect(splitDuration(seconds)).toEqual({ hours, minutes });
  });
});

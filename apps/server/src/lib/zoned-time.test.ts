import { describe, expect, it } from 'vitest';
import {
  formatZonedDay,
  formatZonedTime,
  zonedDate,
  zonedDay,
  zonedMonth,
  zonedParts,
  zonedTime,
} from './zoned-time.js';

const MSK = 'Europe/Moscow';

describe('zoned time', () => {
  it('reads the wall clock of an instant in the zone', () => {
    expect(zonedParts(new Date('2025-01-31T20:30:00Z'), MSK)).toEqual({
      year: 2025,
      month: 1,
      day: 31,
      hour: 23,
      minute: 30,
      second: 0,
    });
    expect(zonedParts(new Date('2025-01-31T21:30:00Z'), MSK)).toMatchObject({ month: 2, day: 1, hour: 0 });
  });

  it('gives the calendar date, turning at local midnight: Moscow and Almaty differ at 20:30 UTC', () => {
    const at = new Date('2026-11-26T20:30:00Z');
    expect(zonedDate(at, MSK)).toBe('2026-11-26');
    expect(zonedDate(at, 'Asia/Almaty')).toBe('2026-11-27');
    expect(zonedDate(new Date('2026-11-26T21:00:00Z'), MSK)).toBe('2026-11-27');
  });

  it('finds the instant of a wall-clock time, months overflowing into the next year', () => {
    expect(zonedTime(MSK, 2025, 1, 31, 23, 30).toISOString()).toBe('2025-01-31T20:30:00.000Z');
    expect(zonedTime(MSK, 2025, 13).toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(zonedTime('Asia/Almaty', 2025, 3, 1).toISOString()).toBe('2025-02-28T19:00:00.000Z');
  });

  it('handles a zone with daylight saving time', () => {
    // Berlin: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(zonedTime('Europe/Berlin', 2025, 3, 30, 12).toISOString()).toBe('2025-03-30T10:00:00.000Z');
    expect(zonedTime('Europe/Berlin', 2025, 3, 29, 12).toISOString()).toBe('2025-03-29T11:00:00.000Z');
  });

  it('gives a month and a day as [start, end)', () => {
    const jan = zonedMonth(2025, 1, MSK);
    expect(jan.start.toISOString()).toBe('2024-12-31T21:00:00.000Z');
    expect(jan.end.toISOString()).toBe('2025-01-31T21:00:00.000Z');
    const day = zonedDay(new Date('2025-01-31T22:00:00Z'), MSK);
    expect(day.start.toISOString()).toBe('2025-01-31T21:00:00.000Z');
    expect(day.end.toISOString()).toBe('2025-02-01T21:00:00.000Z');
  });

  it('formats the day and the time in the zone', () => {
    const late = new Date('2025-01-31T20:30:00Z');
    expect(formatZonedDay(late, MSK)).toBe('31.01.2025');
    expect(formatZonedTime(late, MSK)).toBe('23:30');
    expect(formatZonedDay(late, 'Asia/Almaty')).toBe('01.02.2025');
    expect(formatZonedTime(late, 'Asia/Almaty')).toBe('01:30');
  });

  it('agrees with Intl for any instant, across daylight-saving changes and odd offsets', () => {
    const zones = [
      'Europe/Moscow',
      'Asia/Almaty',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kathmandu',
      'Australia/Adelaide',
    ];
    const intl = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(instant);
      const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
      return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
        second: get('second'),
      };
    };
    // Around the Berlin spring-forward and autumn-back instants, minute by minute.
    for (const edge of [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)]) {
      for (let minute = -20; minute <= 20; minute++) {
        const instant = new Date(edge + minute * 60_000 + 7_000);
        expect(zonedParts(instant, 'Europe/Berlin')).toEqual(intl(instant, 'Europe/Berlin'));
      }
    }
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const instant = new Date(Date.UTC(2000, 0, 1) + Math.floor(random() * 40 * 365 * 86_400_000));
      const zone = zones[i % zones.length]!;
      expect(zonedParts(instant, zone)).toEqual(intl(instant, zone));
    }
  });
});

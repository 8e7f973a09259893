import { describe, expect, it } from 'vitest';
import { convertKey, occurrences, occurrencesBetween, utcWeekHour } from './week-time.js';

const MSK = 'Europe/Moscow';
// Thursday 26 November 2026, 12:30 in Moscow.
const now = new Date('2026-11-26T09:30:00Z');
const until = new Date('2026-12-24T00:00:00Z');

describe('occurrences', () => {
  it('REGULAR: every week at the hour in the zone, from the start date, up to the horizon', () => {
    const { starts, rrule } = occurrences({
      slots: [116, 418],
      timeZone: MSK,
      recurrence: 'REGULAR',
      startDate: '2026-11-26',
      now,
      until,
    });
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-26T15:00:00.000Z',
      '2026-11-30T13:00:00.000Z',
      '2026-12-03T15:00:00.000Z',
      '2026-12-07T13:00:00.000Z',
      '2026-12-10T15:00:00.000Z',
      '2026-12-14T13:00:00.000Z',
      '2026-12-17T15:00:00.000Z',
      '2026-12-21T13:00:00.000Z',
    ]);
    expect(rrule).toContain('FREQ=WEEKLY');
    // The stored rule set gives the following weeks.
    const next = occurrencesBetween(rrule, MSK, new Date('2026-12-21T13:00:00Z'), new Date('2026-12-30T00:00:00Z'));
    expect(next.map((d) => d.toISOString())).toEqual(['2026-12-24T15:00:00.000Z', '2026-12-28T13:00:00.000Z']);
  });

  it('ONCE: the next of each hour after now; an hour already gone today moves to next week', () => {
    const { starts } = occurrences({
      slots: [410, 412, 413],
      timeZone: MSK,
      recurrence: 'ONCE',
      startDate: '2026-11-20',
      now,
      until,
    });
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-26T10:00:00.000Z',
      '2026-12-03T07:00:00.000Z',
      '2026-12-03T09:00:00.000Z',
    ]);
  });

  it('starts on a later start date', () => {
    const { starts } = occurrences({
      slots: [116],
      timeZone: MSK,
      recurrence: 'REGULAR',
      startDate: '2026-12-10',
      now,
      until,
    });
    expect(starts.map((d) => d.toISOString())).toEqual(['2026-12-14T13:00:00.000Z', '2026-12-21T13:00:00.000Z']);
  });

  it('places the hour in the tutor zone', () => {
    const { starts } = occurrences({
      slots: [515],
      timeZone: 'Asia/Novosibirsk',
      recurrence: 'ONCE',
      startDate: '2026-11-26',
      now,
      until,
    });
    expect(starts[0]!.toISOString()).toBe('2026-11-27T08:00:00.000Z');
  });
});

describe('weekly hours across zones', () => {
  it('compares and converts', () => {
    expect(utcWeekHour(103, MSK)).toBe(0);
    expect(utcWeekHour(102, MSK)).toBe(167);
    expect(convertKey(103, 'Asia/Novosibirsk', MSK)).toBe(723);
    expect(convertKey(723, MSK, 'Asia/Novosibirsk')).toBe(103);
    expect(convertKey(516, MSK, MSK)).toBe(516);
    // Across the week's edge: Monday 00:00 in Moscow is Sunday 23:00 in Kaliningrad.
    expect(convertKey(100, MSK, 'Europe/Kaliningrad')).toBe(723);
    expect(convertKey(723, 'Europe/Kaliningrad', MSK)).toBe(100);
  });
});

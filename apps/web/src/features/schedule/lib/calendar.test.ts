import { afterEach, describe, expect, it } from 'vitest';
import type { TimetableDay } from '@school/contract';
import {
  addDays,
  addMonths,
  daysInMonth,
  daysOfRange,
  groupByDay,
  monthGrid,
  monthsOfRange,
  monthsOfWeek,
  parseTimetableDay,
  shiftAnchor,
  todayIn,
  weekdayIndex,
  weekOf,
} from './calendar';

const lesson = (id: number, time: string) => ({
  kind: 'lesson' as const,
  id,
  title: `Урок ${id}`,
  classType: { id: 1, title: 'Математика' },
  classTypeColor: { base: '#7048e8', toxic: '#b197fc' },
  time,
  startDatetime: '2026-11-21T15:00:00Z',
  isViewed: false,
  isLive: false,
  productTypeId: 1,
});

describe('month grid', () => {
  it('is six Monday-first weeks around the month', () => {
    const grid = monthGrid({ year: 2026, month: 11 });
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: the sheet opens on Monday 26 October.
    expect(grid[0]![0]).toBe('2026-10-26');
    expect(grid[0]![6]).toBe('2026-11-01');
    expect(grid[5]![6]).toBe('2026-12-06');
    expect(grid.flat().every((key) => weekdayIndex(key) === grid.flat().indexOf(key) % 7)).toBe(true);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    expect(monthGrid({ year: 2026, month: 6 })[0]![0]).toBe('2026-06-01');
  });

  it('holds every day of the month once, across a leap February and the year boundary', () => {
    for (const [year, month, length] of [
      [2024, 2, 29],
      [2026, 2, 28],
      [2026, 12, 31],
      [2027, 1, 31],
    ] as const) {
      const own = monthGrid({ year, month })
        .flat()
        .filter((key) => key.startsWith(`${year}-${String(month).padStart(2, '0')}`));
      expect(own).toHaveLength(length);
      expect(new Set(own).size).toBe(length);
      expect(daysInMonth({ year, month })).toBe(length);
    }
  });
});

describe('weeks', () => {
  it('runs Monday to Sunday', () => {
    expect(weekOf('2026-11-21')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekOf('2026-11-16')[0]).toBe('2026-11-16');
    expect(weekOf('2026-11-22')[0]).toBe('2026-11-16');
  });

  it('crosses the new year and then needs both months', () => {
    expect(weekOf('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(monthsOfWeek('2026-12-30')).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(monthsOfWeek('2026-11-21')).toEqual([{ year: 2026, month: 11 }]);
    expect(monthsOfRange('week', '2026-11-30')).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(monthsOfRange('month', '2026-11-30')).toEqual([{ year: 2026, month: 11 }]);
    expect(monthsOfRange('day', '2027-01-01')).toEqual([{ year: 2027, month: 1 }]);
  });
});

describe('previous and next', () => {
  it('moves a month, clamping the day at a shorter month', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftAnchor('month', '2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftAnchor('month', '2026-01-01', -1)).toBe('2025-12-01');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('moves a week or a day across month and year ends', () => {
    expect(shiftAnchor('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftAnchor('week', '2026-03-02', -1)).toBe('2026-02-23');
    expect(shiftAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('day', '2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the days a range shows', () => {
    expect(daysOfRange('month', '2026-02-10')).toHaveLength(28);
    expect(daysOfRange('week', '2026-11-21')[0]).toBe('2026-11-16');
    expect(daysOfRange('day', '2026-11-21')).toEqual(['2026-11-21']);
  });
});

describe('time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('takes today in the deployment zone, not the browser one', () => {
    const lateEvening = new Date('2026-11-21T21:30:00Z');
    expect(todayIn('Europe/Moscow', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Asia/Almaty', new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-21');
  });

  it('keeps Moscow at UTC+3 all year (no daylight saving)', () => {
    // Europe moves its clocks on these nights; Moscow does not.
    expect(todayIn('Europe/Moscow', new Date('2026-03-29T20:59:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Moscow', new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30');
    expect(todayIn('Europe/Moscow', new Date('2026-10-25T20:59:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Moscow', new Date('2026-10-25T21:00:00Z'))).toBe('2026-10-26');
  });

  it('never skips or repeats a day when the browser zone changes its clocks', () => {
    process.env.TZ = 'America/New_York';
    const march = monthGrid({ year: 2026, month: 3 }).flat();
    const november = monthGrid({ year: 2026, month: 11 }).flat();
    for (const days of [march, november]) {
      expect(new Set(days).size).toBe(42);
      days.slice(1).forEach((key, index) => expect(addDays(days[index]!, 1)).toBe(key));
    }
    expect(weekOf('2026-03-08')).toContain('2026-03-08');
  });
});

describe('timetable days', () => {
  it("parses 'DD.MM.YYYY' and refuses what is no date", () => {
    expect(parseTimetableDay('21.11.2026')).toBe('2026-11-21');
    expect(parseTimetableDay('29.02.2024')).toBe('2024-02-29');
    expect(parseTimetableDay('29.02.2026')).toBeNull();
    expect(parseTimetableDay('2026-11-21')).toBeNull();
    expect(parseTimetableDay('32.01.2026')).toBeNull();
    expect(parseTimetableDay('01.13.2026')).toBeNull();
  });

  it('groups the items of one or two months by day in time order', () => {
    const november: TimetableDay[] = [
      { day: '30.11.2026', items: [lesson(2, '18:00'), lesson(1, '09:30')] },
      { day: 'bad', items: [lesson(9, '10:00')] },
    ];
    const december: TimetableDay[] = [{ day: '01.12.2026', items: [lesson(3, '12:00')] }];
    const byDay = groupByDay([...november, ...december]);
    expect([...byDay.keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(byDay.get('2026-11-30')!.map((item) => item.id)).toEqual([1, 2]);
    expect(byDay.get('2026-12-01')!.map((item) => item.id)).toEqual([3]);
  });
});

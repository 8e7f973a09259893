import { describe, expect, it } from 'vitest';
import { addMonths, currentYearMonth, firstDayIso, formatZonedDay, monthName, monthsBetween } from './zoned-month';

describe('zoned month', () => {
  it('reads the month in the given time zone, not the browser one', () => {
    // 21:30 UTC on 31 December is already 1 January in Moscow (UTC+3).
    const now = new Date('2024-12-31T21:30:00Z');
    expect(currentYearMonth('Europe/Moscow', now)).toEqual({ year: 2025, month: 1 });
    expect(currentYearMonth('UTC', now)).toEqual({ year: 2024, month: 12 });
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths({ year: 2024, month: 11 }, 6)).toEqual({ year: 2025, month: 5 });
    expect(addMonths({ year: 2024, month: 3 }, -15)).toEqual({ year: 2022, month: 12 });
    expect(monthsBetween({ year: 2024, month: 11 }, { year: 2025, month: 2 })).toBe(3);
  });

  it('writes the first day and the name', () => {
    expect(firstDayIso({ year: 2025, month: 3 })).toBe('2025-03-01');
    expect(monthName(1, 'ru')).toBe('Январь');
    expect(monthName(5, 'ru')).toBe('Май');
  });

  it('formats a timestamp as the day it is in the time zone', () => {
    expect(formatZonedDay('2025-03-31T22:00:00Z', 'ru', 'Europe/Moscow')).toBe('1 апреля 2025 г.');
    expect(formatZonedDay('2025-03-31', 'ru', 'Asia/Almaty')).toBe('31 марта 2025 г.');
  });
});

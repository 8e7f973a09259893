import { describe, expect, it } from 'vitest';
import { wallDateHour, zonedHour } from './zoned-hour';

describe('zonedHour', () => {
  it('turns a wall-clock hour of a zone into its instant', () => {
    expect(zonedHour('2026-03-05', 18, 'Europe/Moscow')).toBe('2026-03-05T15:00:00.000Z');
    expect(zonedHour('2026-01-10', 8, 'Asia/Almaty')).toBe('2026-01-10T03:00:00.000Z');
    expect(zonedHour('2026-07-01', 9, 'UTC')).toBe('2026-07-01T09:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(zonedHour('2026-07-01', 12, 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedHour('2026-01-01', 12, 'Europe/Berlin')).toBe('2026-01-01T11:00:00.000Z');
  });
});

describe('wallDateHour', () => {
  it('reads the date and hour of an instant in a zone', () => {
    expect(wallDateHour('2026-03-05T22:00:00Z', 'Europe/Moscow')).toEqual({ date: '2026-03-06', hour: 1 });
  });
});

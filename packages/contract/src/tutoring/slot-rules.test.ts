import { describe, expect, it } from 'vitest';
import { daysWithConsecutiveHours, isPrimeTime, slotRuleErrors, type WeeklySlot } from './slot-rules.js';

const range = (weekday: number, from: number, to: number): WeeklySlot[] =>
  Array.from({ length: to - from }, (_, i) => ({ weekday, hour: from + i }));

describe('prime time', () => {
  it('is weekdays 15:00–21:00 and weekends 10:00–18:00', () => {
    expect(isPrimeTime({ weekday: 1, hour: 15 })).toBe(true);
    expect(isPrimeTime({ weekday: 5, hour: 20 })).toBe(true);
    expect(isPrimeTime({ weekday: 5, hour: 21 })).toBe(false);
    expect(isPrimeTime({ weekday: 3, hour: 14 })).toBe(false);
    expect(isPrimeTime({ weekday: 6, hour: 10 })).toBe(true);
    expect(isPrimeTime({ weekday: 7, hour: 17 })).toBe(true);
    expect(isPrimeTime({ weekday: 7, hour: 18 })).toBe(false);
    expect(isPrimeTime({ weekday: 6, hour: 9 })).toBe(false);
  });
});

describe('slotRuleErrors', () => {
  it('passes 20 slots with 12 in prime time', () => {
    const slots = [...range(1, 15, 21), ...range(2, 15, 21), ...range(3, 8, 16)];
    expect(slots.length).toBe(20);
    expect(slotRuleErrors(slots, [])).toEqual([]);
  });

  it('counts each slot once and says how many there are', () => {
    const slots = [...range(1, 15, 21), ...range(1, 15, 21), ...range(2, 7, 15)];
    const errors = slotRuleErrors(slots, []);
    expect(errors.map((e) => e.detail)).toEqual([
      'Выберите не меньше 20 слотов, сейчас 14',
      'Выберите не меньше 12 слотов в прайм-тайм, сейчас 6',
    ]);
  });

  it('asks more than one slot on a double-lesson day', () => {
    const slots = [...range(1, 15, 21), ...range(2, 15, 21), ...range(3, 8, 15), { weekday: 6, hour: 12 }];
    const errors = slotRuleErrors(slots, [6, 1]);
    expect(errors).toEqual([
      {
        code: 'double_lesson_day',
        weekday: 6,
        detail: 'В день со сдвоенным уроком (суббота) нужно больше одного слота, сейчас 1',
      },
    ]);
  });

  it('finds the days where booked hours run two in a row', () => {
    expect(
      daysWithConsecutiveHours([
        { weekday: 2, hour: 16 },
        { weekday: 2, hour: 17 },
        { weekday: 4, hour: 16 },
        { weekday: 5, hour: 18 },
      ]),
    ).toEqual([2]);
  });
});

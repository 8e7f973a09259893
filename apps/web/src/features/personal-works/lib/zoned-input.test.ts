import { describe, expect, it } from 'vitest';
import { defaultDeadlineInput, zonedInputOf, zonedInputToIso } from './zoned-input';

describe('a deadline typed in the school’s time zone', () => {
  it('reads 23:59 in Moscow as 20:59 UTC, whatever the computer’s zone', () => {
    expect(zonedInputToIso('2026-12-03T23:59', 'Europe/Moscow')).toBe('2026-12-03T20:59:00.000Z');
    expect(zonedInputToIso('2026-12-03T05:00', 'Asia/Almaty')).toBe('2026-12-03T00:00:00.000Z');
    expect(zonedInputToIso('3 декабря', 'Europe/Moscow')).toBeNull();
  });

  it('shows an instant as the zone’s wall clock and proposes a week ahead at 23:59', () => {
    expect(zonedInputOf(new Date('2026-11-26T21:30:00Z'), 'Europe/Moscow')).toBe('2026-11-27T00:30');
    expect(defaultDeadlineInput(new Date('2026-11-26T21:30:00Z'), 'Europe/Moscow')).toBe('2026-12-04T23:59');
  });
});

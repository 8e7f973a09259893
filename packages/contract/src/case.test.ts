import { describe, expect, it } from 'vitest';
import { camelKeys, snakeKeys } from './case.js';

describe('spec 1 §7 snake_case wire, camelCase code', () => {
  it('converts nested keys both ways and leaves values alone', () => {
    const wire = { first_name: 'Аня', student: { level_title: 'x', week_statuses: [{ day_status: 'earned' }] } };
    const code = { firstName: 'Аня', student: { levelTitle: 'x', weekStatuses: [{ dayStatus: 'earned' }] } };
    expect(camelKeys(wire)).toEqual(code);
    expect(snakeKeys(code)).toEqual(wire);
  });

  it('keeps dates, nulls and primitives as they are', () => {
    const date = new Date(0);
    expect(snakeKeys({ atTime: date, none: null, n: 1 })).toEqual({ at_time: date, none: null, n: 1 });
  });
});

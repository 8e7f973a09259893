import { describe, expect, it } from 'vitest';
import { camelKeys, snakeKeys } from './case.js';

/** `[{"a_b": [{"a_b": ... 1 ...}]}]` nested `levels` times, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a_b: value };
  return value;
}

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
    expect(camelKeys('a_b')).toBe('a_b');
    expect(camelKeys([1, 'x_y', null])).toEqual([1, 'x_y', null]);
  });

  it('survives any depth: 200,000 levels convert without overflowing the stack', () => {
    const converted = camelKeys(nested(200_000));
    let level: unknown = converted;
    let depth = 0;
    while (typeof level === 'object' && level !== null) {
      level = Array.isArray(level) ? level[0] : (level as { aB: unknown }).aB;
      depth++;
    }
    expect(depth).toBe(200_000);
    expect(level).toBe(1);
  });

  it('keeps a `__proto__` key as data instead of replacing the prototype', () => {
    const code = JSON.parse('{"__proto__": {"isAdmin": true}, "userId": 1}') as unknown;
    const wire = snakeKeys<Record<string, unknown>>(code);
    expect(Object.getPrototypeOf(wire)).toBe(Object.prototype);
    expect((wire as { is_admin?: unknown }).is_admin).toBeUndefined();
    expect(Object.keys(wire)).toEqual(['__proto__', 'user_id']);
    expect(Object.getOwnPropertyDescriptor(wire, '__proto__')?.value).toEqual({ is_admin: true });
  });

  it('converts objects without a prototype (query strings) and leaves class instances alone', () => {
    const query = Object.assign(Object.create(null) as object, { product_type: '1' });
    expect(camelKeys(query)).toEqual({ productType: '1' });
    class Money {
      minor_units = 5;
    }
    const money = new Money();
    expect(snakeKeys({ priceTag: money })).toEqual({ price_tag: money });
  });
});

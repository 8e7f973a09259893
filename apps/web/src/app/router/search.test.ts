import { describe, expect, it } from 'vitest';
import { anything, flag, intBetween, oneOf, positiveInt, searchSchema, string, text } from './search';

describe('route query parsers', () => {
  it('keeps the valid params, drops the invalid and the unknown ones', () => {
    const parse = searchSchema({ classType: positiveInt, month: text, method: oneOf(['card', 'details']) });
    expect(parse({ classType: '7', month: 202611, method: 'cash', other: 'x' })).toEqual({
      classType: 7,
      month: '202611',
    });
    expect(parse({})).toEqual({});
  });

  it('reads numbers as the router gives them: parsed, or as digits', () => {
    expect(positiveInt(3)).toBe(3);
    expect(positiveInt('12')).toBe(12);
    for (const bad of [0, -1, 1.5, 'abc', '', null, true]) expect(positiveInt(bad)).toBeUndefined();
    expect(intBetween(1, 12)(13)).toBeUndefined();
    expect(intBetween(2015, 2100)('2026')).toBe(2026);
  });

  it('takes text as text and numbers back as text; a plain string param takes text only', () => {
    expect(text('abc')).toBe('abc');
    expect(text(123)).toBe('123');
    expect(text({ a: 1 })).toBeUndefined();
    expect(string(5)).toBeUndefined();
    expect(anything({ a: 1 })).toEqual({ a: 1 });
  });

  it('reads a flag by its presence, and never writes false (spec 2 §2 isCartStandalone)', () => {
    expect(flag('')).toBe(true);
    expect(flag(false)).toBe(true);
    expect(flag(undefined)).toBeUndefined();
  });
});

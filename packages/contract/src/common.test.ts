import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { commaList } from './common.js';
import { buildPath } from './endpoint.js';

describe('array query params joined by commas (spec 1 §7)', () => {
  const schema = commaList(z.coerce.number());
  it('splits a comma-joined value', () => expect(schema.parse('1,2,3')).toEqual([1, 2, 3]));
  it('reads an empty value as an empty list', () => expect(schema.parse('')).toEqual([]));
  it('refuses a non-number item', () => expect(schema.safeParse('1,x').success).toBe(false));
});

describe('buildPath', () => {
  it('fills params and encodes them', () =>
    expect(buildPath('/v2/lessons/:id/', { id: 'a b' })).toBe('/v2/lessons/a%20b/'));
  it('throws on a missing param', () => expect(() => buildPath('/v2/lessons/:id/', {})).toThrow(/id/));
});

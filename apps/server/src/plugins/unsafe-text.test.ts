import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText } from './unsafe-text.js';

describe('isUnsafeText', () => {
  it('finds NUL and unpaired surrogates, not paired ones or other control characters', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udfffy')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('😀 привет \t\u0001')).toBe(false);
    expect(isUnsafeText('\ud83d\ude00')).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('answers the path of the first unsafe value in document order', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: 'bad\u0000' }], d: '\ud800' })).toEqual(['b', 2, 'c']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: 'ok', list: ['fine', 'still fine'], n: 5, none: null })).toBeNull();
  });

  it('a bad key is reported on the object holding it', () => {
    expect(findUnsafeText({ properties: { ['k\u0000']: 1 } })).toEqual(['properties']);
    expect(findUnsafeText({ ['\udc00']: 1 })).toEqual([]);
  });

  it('walks any depth without recursion', () => {
    let value: unknown = 'deep\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findUnsafeText(value)).toHaveLength(100_000);
  });
});

import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-body.js';

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects alike, up to the limit and not past it', () => {
    expect(exceedsJsonDepth('[{"a":[1]}]', 3)).toBe(false);
    expect(exceedsJsonDepth('[{"a":[[1]]}]', 3)).toBe(true);
    expect(exceedsJsonDepth('[[],[],[],[]]', 2)).toBe(false);
    expect(exceedsJsonDepth('1', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });

  it('stops at the first level too deep, whatever follows', () => {
    expect(exceedsJsonDepth(`${'['.repeat(100_000)}`, 32)).toBe(true);
  });
});

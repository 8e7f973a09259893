import { describe, expect, it } from 'vitest';
import { estimatedResult, levelOf, percentOf } from './level-rules.js';

describe('placement test levels (docs/level-tests-and-lottery.md)', () => {
  it('takes the share of points in whole percent', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
  it('gives BASIC below 40 %, MIDDLE below 75 %, ADVANCED from 75 %', () => {
    expect(levelOf(0)).toBe('BASIC');
    expect(levelOf(39)).toBe('BASIC');
    expect(levelOf(40)).toBe('MIDDLE');
    expect(levelOf(74)).toBe('MIDDLE');
    expect(levelOf(75)).toBe('ADVANCED');
    expect(levelOf(100)).toBe('ADVANCED');
  });
  it('scales the percent to the exam', () => {
    expect(estimatedResult(67, 100)).toBe(67);
    expect(estimatedResult(50, 31)).toBe(16);
  });
});

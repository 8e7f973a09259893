import { describe, expect, it } from 'vitest';
import { goalProblem, listProblem } from './goal-rules.js';

const settings = { maxPoints: 30, step: 5, defaultPoints: 20 };
const item = (classType: number, goal: number, isPriority = false, currentResult: number | null = null) => ({
  classType,
  goal,
  currentResult,
  isPriority,
});

describe('goalProblem', () => {
  it('accepts 0..max on the step, and any trial result up to max', () => {
    for (const goal of [0, 5, 30]) expect(goalProblem(item(1, goal, false, 17), settings)).toBeNull();
    expect(goalProblem(item(1, 30, false, 30), settings)).toBeNull();
  });

  it('refuses a goal above the maximum or off the step, a trial result above the maximum', () => {
    expect(goalProblem(item(1, 35), settings)).toMatchObject({ field: 'goal', code: 'max_value' });
    expect(goalProblem(item(1, 12), settings)).toMatchObject({ field: 'goal', code: 'invalid_step' });
    expect(goalProblem(item(1, 10, false, 31), settings)).toMatchObject({ field: 'current_result', code: 'max_value' });
  });
});

describe('listProblem', () => {
  it('allows one priority at most', () => {
    expect(listProblem([item(1, 5, true), item(2, 5)])).toBeNull();
    expect(listProblem([item(1, 5), item(2, 5)])).toBeNull();
    expect(listProblem([item(1, 5, true), item(2, 5), item(3, 5, true)])).toMatchObject({
      index: 2,
      field: 'is_priority',
      code: 'one_priority',
    });
  });

  it('refuses a subject twice', () => {
    expect(listProblem([item(1, 5), item(1, 10)])).toMatchObject({ index: 1, field: 'class_type', code: 'duplicate' });
  });
});

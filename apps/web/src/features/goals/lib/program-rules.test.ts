import { describe, expect, it } from 'vitest';
import type { EducationGoal } from '@school/contract';
import {
  canStudy,
  goalTotal,
  normaliseRange,
  setRange,
  startsLocked,
  switchCall,
  toDrafts,
  togglePriority,
  toPatch,
  withAutoPriority,
  type GoalDraft,
} from './program-rules';

const goal = (id: number, overrides: Partial<EducationGoal> = {}): EducationGoal => ({
  classType: { id, title: `Предмет ${id}` },
  goal: 70,
  goalSettings: { maxPoints: 100, step: 1, defaultPoints: 70 },
  currentResult: null,
  isPriority: false,
  countedSum: 0,
  ...overrides,
});
const drafts = (...goals: EducationGoal[]): GoalDraft[] => toDrafts(goals);
const priorities = (list: GoalDraft[]) => list.filter((d) => d.isPriority).map((d) => d.classTypeId);

describe('priority switches (spec 1 §4)', () => {
  it('turning one on unsets all the others', () => {
    const list = drafts(goal(1, { isPriority: true }), goal(2), goal(3));
    expect(priorities(togglePriority(list, 3))).toEqual([3]);
  });

  it('toggling the chosen one clears it', () => {
    const list = drafts(goal(1, { isPriority: true }), goal(2));
    expect(priorities(togglePriority(list, 1))).toEqual([]);
  });

  it('exactly one goal and no priority: it becomes the priority', () => {
    expect(priorities(drafts(goal(5)))).toEqual([5]);
    expect(priorities(withAutoPriority([]))).toEqual([]);
    expect(priorities(drafts(goal(1), goal(2)))).toEqual([]);
  });

  it("'to study' needs a priority subject", () => {
    expect(canStudy(drafts(goal(1), goal(2)))).toBe(false);
    expect(canStudy(togglePriority(drafts(goal(1), goal(2)), 2))).toBe(true);
  });
});

describe('range sliders (spec 1 §5, §9)', () => {
  it('keeps the minimum one step below the maximum', () => {
    expect(normaliseRange([60, 60], 100, 1)).toEqual([59, 60]);
    expect(normaliseRange([80, 40], 100, 5)).toEqual([35, 40]);
  });

  it('stays between 0 and the maximum, on the step', () => {
    expect(normaliseRange([-10, 500], 100, 1)).toEqual([0, 100]);
    expect(normaliseRange([3, 0], 31, 2)).toEqual([0, 2]);
    expect(normaliseRange([7, 23], 31, 2)).toEqual([8, 24]);
  });

  it('moves one class type only, and the goal falls back to the default points', () => {
    const list = drafts(goal(1, { goal: 80 }), goal(2));
    const moved = setRange(list, 2, [50, 90]);
    expect(moved.map((d) => [d.currentResult, d.goal])).toEqual([
      [0, 80],
      [50, 90],
    ]);
    expect(goalTotal(moved)).toBe(170);
  });

  it('sends the spec 1 §3 patch payload', () => {
    const list = togglePriority(setRange(drafts(goal(1), goal(2)), 1, [40, 85]), 1);
    expect(toPatch(list)).toEqual([
      { classType: 1, goal: 85, currentResult: 40, isPriority: true },
      { classType: 2, goal: 70, currentResult: 0, isPriority: false },
    ]);
  });

  it('locks the sliders of goals saved before', () => {
    expect(startsLocked([goal(1), goal(2, { isPriority: true })])).toBe(true);
    expect(startsLocked([goal(1)])).toBe(false);
  });
});

describe('program choice (spec 1 §4)', () => {
  it("'individual program' sets ACTIVE for one product type or for all", () => {
    expect(switchCall('individual', { id: 4, status: 'INACTIVE' })).toEqual({
      kind: 'one',
      productTypeId: 4,
      status: 'ACTIVE',
    });
    expect(switchCall('individual', null)).toEqual({ kind: 'global', status: 'ACTIVE' });
  });

  it("'full program' sets INACTIVE only where the subject is NEW, or globally with no product type", () => {
    expect(switchCall('full', { id: 4, status: 'NEW' })).toEqual({ kind: 'one', productTypeId: 4, status: 'INACTIVE' });
    expect(switchCall('full', { id: 4, status: 'ACTIVE' })).toBeNull();
    expect(switchCall('full', null)).toEqual({ kind: 'global', status: 'INACTIVE' });
  });
});

import { describe, expect, it } from 'vitest';
import type { EducationGoal, UserStatuses } from '@school/contract';
import { checksGoals, goalsPrompt, guardTarget, type GuardFlags } from './guard-rules';

const statuses = (overrides: Partial<UserStatuses> = {}): UserStatuses => ({
  viewedIndividualStudyModal: false,
  needOnboarding: false,
  hasChosenGoals: true,
  viewedDropLevel: true,
  isAvailableExamResults: false,
  ...overrides,
});
const ON: GuardFlags = { individualTrajectory: true, personalDataOnboarding: true };
const home = { name: 'Home', search: {} };

describe('route guards (spec 1 §4, §8)', () => {
  it('sends a student who needs onboarding to StudentOnboarding when both flags are on', () => {
    expect(guardTarget(statuses({ needOnboarding: true }), home, ON)).toBe('onboarding');
    expect(guardTarget(statuses({ needOnboarding: true }), home, { ...ON, personalDataOnboarding: false })).toBeNull();
    expect(guardTarget(statuses({ needOnboarding: true }), home, { ...ON, individualTrajectory: false })).toBeNull();
  });

  it('sends a student without chosen goals to a goals route', () => {
    expect(guardTarget(statuses({ hasChosenGoals: false }), home, ON)).toBe('goals');
    expect(guardTarget(statuses({ hasChosenGoals: false, needOnboarding: true }), home, ON)).toBe('onboarding');
    expect(guardTarget(statuses(), home, ON)).toBeNull();
  });

  it('lets the route or its query ignore onboarding', () => {
    const lost = statuses({ hasChosenGoals: false, needOnboarding: true });
    expect(guardTarget(lost, { name: 'PaymentSuccess', search: {} }, ON)).toBeNull();
    expect(guardTarget(lost, { name: 'StudentGoals', search: {} }, ON)).toBeNull();
    expect(guardTarget(lost, { name: 'Lesson', search: {}, ignoresOnboarding: true }, ON)).toBeNull();
    expect(guardTarget(lost, { name: 'Home', search: { ignoreOnboarding: true } }, ON)).toBeNull();
  });

  it('sends the student to Unexpected when the statuses fetch returns nothing', () => {
    expect(guardTarget(null, home, ON)).toBe('unexpected');
    expect(guardTarget(null, { name: 'Unexpected', search: {} }, ON)).toBeNull();
  });
});

describe('when the goals are checked (spec 1 §4)', () => {
  it('on entering the homework list', () => {
    expect(checksGoals('Home', 'HomeworkList')).toBe(true);
    expect(checksGoals(undefined, 'HomeworkList')).toBe(true);
    expect(checksGoals('HomeworkList', 'HomeworkList')).toBe(false);
  });

  it('after payment success, except on the way to the homework list or lessons', () => {
    expect(checksGoals('PaymentSuccess', 'Home')).toBe(true);
    expect(checksGoals('PaymentSuccess', 'ProductTypeLessons')).toBe(false);
    expect(checksGoals('PaymentSuccess', 'ModuleLessons')).toBe(false);
    expect(checksGoals('Home', 'MyProductTypes')).toBe(false);
  });

  const goal = (isPriority: boolean) => ({ isPriority }) as EducationGoal;

  it('opens the modal, or the onboarding with new-student-goals, when goals exist without a priority', () => {
    expect(goalsPrompt([goal(false), goal(false)], false)).toBe('modal');
    expect(goalsPrompt([goal(false)], true)).toBe('onboarding');
    expect(goalsPrompt([goal(false), goal(true)], false)).toBeNull();
    expect(goalsPrompt([], false)).toBeNull();
  });
});

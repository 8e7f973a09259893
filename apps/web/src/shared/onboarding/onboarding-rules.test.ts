import { describe, expect, it } from 'vitest';
import { ONBOARDING_CHAINS, ONBOARDING_STEPS, type OnboardingStep } from '@school/contract';
import { activeStep, chainIndexOf, isStepActive, stepProgress, type OnboardingView } from './onboarding-rules';
import { ANCHORED_STEPS } from './anchored-steps';

const ALL: ReadonlySet<OnboardingStep> = new Set(ONBOARDING_STEPS);

const view = (over: Partial<OnboardingView> = {}): OnboardingView => ({
  completed: new Set(),
  stopped: new Map(),
  mounted: new Set(ONBOARDING_STEPS),
  ...over,
});

describe('spec 3 §3 chains', () => {
  it('has the 12 chains of 32 steps, each step in one chain', () => {
    expect(ONBOARDING_CHAINS).toHaveLength(12);
    expect(new Set(ONBOARDING_STEPS).size).toBe(32);
    expect(ONBOARDING_CHAINS.map((chain) => chain.length)).toEqual([5, 5, 3, 2, 1, 4, 1, 2, 1, 2, 3, 3]);
    expect(chainIndexOf('continueLearning')).toBe(0);
    expect(chainIndexOf('subscriptionsUpgrade')).toBe(11);
  });
});

describe('the activation rule (spec 3 §4)', () => {
  it('activates the first step of a chain when mounted', () => {
    expect(isStepActive('continueLearning', view(), ALL)).toBe(true);
  });

  it('activates a later step only once the previous one is completed', () => {
    expect(isStepActive('individualTasks', view(), ALL)).toBe(false);
    expect(isStepActive('individualTasks', view({ completed: new Set(['continueLearning']) }), ALL)).toBe(true);
  });

  it('never activates a completed step', () => {
    expect(isStepActive('continueLearning', view({ completed: new Set(['continueLearning']) }), ALL)).toBe(false);
  });

  it('needs the step mounted', () => {
    expect(isStepActive('continueLearning', view({ mounted: new Set(['coupons']) }), ALL)).toBe(false);
  });

  it('activates nothing of a stopped chain', () => {
    const stopped = view({ stopped: new Map([[0, 1]]), completed: new Set(['continueLearning']) });
    expect(isStepActive('individualTasks', stopped, ALL)).toBe(false);
    expect(isStepActive('scorePrediction', stopped, ALL)).toBe(true);
  });

  it('skips the steps without a screen: the chain goes on without them', () => {
    const anchored = new Set<OnboardingStep>(['continueLearning', 'achievementsAndLevels']);
    const done = view({ completed: new Set(['continueLearning']) });
    expect(isStepActive('achievementsAndLevels', done, anchored)).toBe(true);
    expect(isStepActive('individualTasks', done, anchored)).toBe(false);
  });

  it('shows one tooltip at a time: the first active step in chain order', () => {
    expect(activeStep(view(), ALL)).toBe('continueLearning');
    const homeDone = view({ completed: new Set(['continueLearning', 'individualTasks']) });
    expect(activeStep(homeDone, ALL)).toBe('achievementsAndLevels');
    const onlyHeader = view({ mounted: new Set(['coupons', 'platformSelect', 'subscriptionsTab']) });
    expect(activeStep(onlyHeader, ALL)).toBe('platformSelect');
    expect(activeStep(view({ mounted: new Set() }), ALL)).toBeNull();
  });

  it('throws on an unknown step name', () => {
    expect(() => isStepActive('noSuchStep', view(), ALL)).toThrow(/Unknown onboarding step: noSuchStep/);
    expect(() => chainIndexOf('')).toThrow();
    expect(() => stepProgress('toString', ALL)).toThrow();
  });
});

describe('the progress counter', () => {
  it('counts the place in the chain among the steps that exist', () => {
    expect(stepProgress('individualTasks', ALL)).toEqual({ position: 2, total: 5, isLast: false });
    expect(stepProgress('practiceTrainer', ALL)).toEqual({ position: 5, total: 5, isLast: true });
    expect(stepProgress('completeTasksEveryDay', ALL)).toEqual({ position: 1, total: 1, isLast: true });
  });

  it("in this app's home chain, without the individual tasks: 1/4 … 4/4", () => {
    expect(stepProgress('continueLearning', ANCHORED_STEPS)).toEqual({ position: 1, total: 4, isLast: false });
    expect(stepProgress('achievementsAndLevels', ANCHORED_STEPS)).toEqual({ position: 2, total: 4, isLast: false });
    expect(stepProgress('practiceTrainer', ANCHORED_STEPS)).toEqual({ position: 4, total: 4, isLast: true });
  });
});

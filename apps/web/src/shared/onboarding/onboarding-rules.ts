import { isOnboardingStep, ONBOARDING_CHAINS, type OnboardingStep } from '@school/contract';

/** What the activation rule of spec 3 §4 reads. */
export interface OnboardingView {
  completed: ReadonlySet<OnboardingStep>;
  /** Stopped chains (their index in ONBOARDING_CHAINS) and when each was stopped (ms). */
  stopped: ReadonlyMap<number, number>;
  /** Steps whose anchor is in the page now. */
  mounted: ReadonlySet<OnboardingStep>;
}

/** Spec 3 §8: an unknown step name is an error, thrown. */
export function assertStep(name: string): OnboardingStep {
  if (!isOnboardingStep(name)) throw new Error(`Unknown onboarding step: ${name}`);
  return name;
}

/** The index of the step's chain in spec 3 §3 order. */
export function chainIndexOf(name: string): number {
  const step = assertStep(name);
  return ONBOARDING_CHAINS.findIndex((chain) => (chain as readonly string[]).includes(step));
}

/**
 * The steps of a chain that have a screen in this app (`anchored`), in order: a step whose screen
 * does not exist is skipped, so the chain goes on without it (docs/onboarding-tooltips.md).
 */
export function chainSteps(chainIndex: number, anchored: ReadonlySet<OnboardingStep>): OnboardingStep[] {
  return (ONBOARDING_CHAINS[chainIndex] ?? []).filter((step) => anchored.has(step));
}

/**
 * Spec 3 §4: active only if its chain is not stopped, it is not completed, it is mounted, and it is
 * first in its chain or the previous step of the chain is completed.
 */
export function isStepActive(name: string, view: OnboardingView, anchored: ReadonlySet<OnboardingStep>): boolean {
  const step = assertStep(name);
  const chainIndex = chainIndexOf(step);
  if (view.stopped.has(chainIndex) || view.completed.has(step) || !view.mounted.has(step)) return false;
  const steps = chainSteps(chainIndex, anchored);
  const position = steps.indexOf(step);
  if (position < 0) return false;
  const previous = steps[position - 1];
  return previous === undefined || view.completed.has(previous);
}

/** One tooltip at a time: the first active step in chain order, or null. */
export function activeStep(view: OnboardingView, anchored: ReadonlySet<OnboardingStep>): OnboardingStep | null {
  for (const chain of ONBOARDING_CHAINS) {
    for (const step of chain) if (isStepActive(step, view, anchored)) return step;
  }
  return null;
}

/** The tooltip's counter like 2/5: the step's place among its chain's steps that exist, and whether it is the last. */
export function stepProgress(name: string, anchored: ReadonlySet<OnboardingStep>) {
  const step = assertStep(name);
  const steps = chainSteps(chainIndexOf(step), anchored);
  const position = steps.indexOf(step) + 1;
  return { position, total: steps.length, isLast: position === steps.length };
}

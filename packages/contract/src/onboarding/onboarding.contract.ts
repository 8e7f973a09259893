import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { isOnboardingStep, ONBOARDING_STEPS, UNKNOWN_STEP_MESSAGE, type OnboardingState } from './onboarding-steps.js';

const tag = 'onboarding';
const STUDENT = ['STUDENT_ROLE'] as const;

/**
 * Spec 3 §3 `onboardingState` as sent: some step names, each with a boolean. An unknown name is an
 * error (spec 3 §4), reported at `onboardingState.<name>`.
 */
export const OnboardingStatePatchSchema = z
  .record(z.string(), z.boolean())
  .superRefine((state, ctx) => {
    // The first few unknown names are enough to answer; a hostile map of thousands needs no thousand errors.
    const unknown = Object.keys(state).filter((name) => !isOnboardingStep(name));
    for (const name of unknown.slice(0, 5)) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_STEP_MESSAGE, path: [name] });
    }
  })
  .transform((state) => state as OnboardingState);

/** The whole map as answered: every step of spec 3 §3, true once completed. */
export const OnboardingStateSchema = z.object(
  Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, z.boolean()])) as Record<
    (typeof ONBOARDING_STEPS)[number],
    z.ZodBoolean
  >,
);

export const OnboardingStateAnswerSchema = z.object({ onboardingState: OnboardingStateSchema });
export type OnboardingStateAnswer = z.infer<typeof OnboardingStateAnswerSchema>;

export const onboardingContract = {
  update: endpoint({
    method: 'PATCH',
    path: '/core/users/onboarding-state/',
    summary: 'Mark onboarding tooltips completed (spec 3 §7): merges the map, answers the whole map',
    tag,
    roles: STUDENT,
    body: z.object({ onboardingState: OnboardingStatePatchSchema }),
    response: OnboardingStateAnswerSchema,
  }),
};

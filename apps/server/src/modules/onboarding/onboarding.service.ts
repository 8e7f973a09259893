import { eq, sql } from 'drizzle-orm';
import { isOnboardingStep, ONBOARDING_STEPS, type OnboardingState, type OnboardingStateAnswer } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { findStudentProfile } from '../users/users.service.js';
import { onboardingSteps } from './onboarding.schema.js';

type FullState = OnboardingStateAnswer['onboardingState'];

/** Every step of spec 3 §3, false unless the student's client reported it completed. */
export async function readOnboardingState(db: Tx, userId: number): Promise<FullState> {
  const rows = await db
    .select({ step: onboardingSteps.step, completed: onboardingSteps.completed })
    .from(onboardingSteps)
    .where(eq(onboardingSteps.userId, userId));
  const state = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, false])) as FullState;
  for (const row of rows) if (isOnboardingStep(row.step)) state[row.step] = row.completed;
  return state;
}

/** `PATCH /core/users/onboarding-state/` (spec 3 §7): the sent steps merged into the stored map. */
export async function mergeOnboardingState(
  db: Tx,
  userId: number,
  patch: OnboardingState,
): Promise<OnboardingStateAnswer> {
  return db.transaction(async (tx) => {
    if (!(await findStudentProfile(tx, userId))) throw notFound('Профиль ученика не найден.');
    const rows = Object.entries(patch).map(([step, completed]) => ({ userId, step, completed: completed === true }));
    if (rows.length > 0) {
      await tx
        .insert(onboardingSteps)
        .values(rows)
        .onConflictDoUpdate({
          target: [onboardingSteps.userId, onboardingSteps.step],
          set: { completed: sql`excluded.completed` },
        });
    }
    return { onboardingState: await readOnboardingState(tx, userId) };
  });
}

/** Demo seed: these steps completed for one student (none given: every step). */
export async function completeOnboarding(
  db: Tx,
  userId: number,
  steps: readonly string[] = ONBOARDING_STEPS,
): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insert(onboardingSteps)
    .values(steps.map((step) => ({ userId, step, completed: true })))
    .onConflictDoNothing();
}

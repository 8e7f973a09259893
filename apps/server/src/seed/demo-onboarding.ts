import { and, eq, like, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { completeOnboarding } from '../modules/onboarding/onboarding.service.js';
import { users } from '../modules/users/users.schema.js';

/** Demo students who meet the onboarding tooltips (docs/onboarding-tooltips.md); tips@ is the e2e flow's. */
export const FRESH_ONBOARDING_STUDENTS = ['student2@example.com', 'tips@example.com'];

/**
 * Every other demo student (all of them are @example.com: the README's, the tutors' generated
 * students, the new student of the goals flow) has seen every tooltip, so no tooltip stands over
 * the screens their e2e flows walk. Runs every start, last of the demo seeds (after every demo
 * student exists); a step a student has answered since keeps its answer.
 */
export async function seedDemoOnboarding(db: Db): Promise<void> {
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT_ROLE'),
        like(users.email, '%@example.com'),
        notInArray(users.email, FRESH_ONBOARDING_STUDENTS),
      ),
    );
  for (const student of students) await completeOnboarding(db, student.id);
}

import type { Db } from '../db/client.js';
import { completeOnboarding } from '../modules/onboarding/onboarding.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { GENERATED_STUDENTS } from './demo-tutoring-data.js';
import { DEMO_USERS } from './demo-users.js';

/** Demo students who meet the onboarding tooltips (docs/onboarding-tooltips.md); tips@ is the e2e flow's. */
export const FRESH_ONBOARDING_STUDENTS: ReadonlySet<string> = new Set(['student2@example.com', 'tips@example.com']);

/**
 * Every other demo student has seen every tooltip, so no tooltip stands over the screens their
 * flows walk. Runs every start; a step a student has since reset keeps its answer.
 */
export async function seedDemoOnboarding(db: Db): Promise<void> {
  const emails = [
    ...DEMO_USERS.filter((demo) => demo.role === 'STUDENT_ROLE').map((demo) => demo.email),
    ...GENERATED_STUDENTS.map((student) => student.email),
  ];
  for (const email of emails) {
    if (FRESH_ONBOARDING_STUDENTS.has(email)) continue;
    const user = await findUserByEmail(db, email);
    if (user) await completeOnboarding(db, user.id);
  }
}

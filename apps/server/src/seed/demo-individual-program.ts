import { and, eq, like, notInArray } from 'drizzle-orm';
import type { SwitchableStatus } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import { studentGoals, studentStatuses, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import { grantAccess, listOwnedProducts } from '../modules/courses/courses.service.js';
import { readClassTypes, storeClassChoice } from '../modules/profile/profile.service.js';
import {
  listPrograms,
  readGoals,
  saveDemoGoals,
  saveDemoPrograms,
} from '../modules/individual-program/individual-program.service.js';
import { findUserByEmail, insertUser } from '../modules/users/users.service.js';
import { DEMO_STUDENT_EMAIL } from './demo-courses-data.js';
import { STARTUP_DEMO_EMAIL } from './demo-profile.js';
import { DEMO_PASSWORD } from './demo-users.js';

/** The student h-goals' e2e flow guides from nothing: onboarding, goals, priority, program. */
export const NEW_STUDENT_EMAIL = 'newstudent@example.com';
const NEW_STUDENT = { firstName: 'Никита', lastName: 'Новичков' };
/** What a guided demo student without courses chose, when they had not chosen subjects yet. */
const GUIDED_YEAR = 11;
const GUIDED_SUBJECTS = ['Математика', 'Русский язык'];
/** The subject the guided students put first, and the one whose program student@ turned on. */
const PRIORITY_SUBJECT = 'Математика';

/** Statuses recorded as done: the personal-data onboarding and the program modal never interrupt them. */
async function recordGuidedStatuses(tx: Tx, userId: number, at: Date, keys: string[]): Promise<void> {
  await tx
    .insert(studentStatuses)
    .values(keys.map((key) => ({ userId, key, at })))
    .onConflictDoNothing();
}

/**
 * A student who went through the goals: subjects (kept if chosen), a goal per subject with the
 * priority on mathematics, every program decided: ACTIVE for `activeSubject`'s, INACTIVE otherwise.
 */
async function guideStudent(tx: Tx, userId: number, now: Date, activeSubject: string | null): Promise<void> {
  if ((await readClassTypes(tx, userId)).classTypes.length === 0) {
    // The subjects of the courses they study, else the usual pair.
    const owned = (await listOwnedProducts(tx, userId, now)).map((row) => row.productType);
    const [types, years] = await Promise.all([listClassTypes(tx), listClassYears(tx)]);
    const year = owned[0]?.classYearId ?? years.find((row) => row.value === GUIDED_YEAR)?.id;
    if (!year) throw new Error(`demo class year ${GUIDED_YEAR} is missing`);
    const ids = owned.length
      ? owned.map((type) => type.classTypeId)
      : types.filter((type) => GUIDED_SUBJECTS.includes(type.title)).map((type) => type.id);
    await storeClassChoice(tx, userId, year, ids);
  }
  const goals = await readGoals(tx, userId);
  const priority = goals.find((goal) => goal.classType.title === PRIORITY_SUBJECT) ?? goals[0];
  await saveDemoGoals(
    tx,
    userId,
    goals.map((goal, index) => ({
      classTypeId: goal.classType.id,
      goal: goal.goalSettings.defaultPoints,
      // A trial result a little under the goal, so step 1 of the modal has something to show.
      currentResult: Math.max(0, goal.goalSettings.defaultPoints - (index + 1) * 10 * goal.goalSettings.step),
      isPriority: goal === priority,
    })),
    now,
  );
  const programs = (await listPrograms(tx, userId, now)).filter((program) => program.canSwitch);
  for (const status of ['ACTIVE', 'INACTIVE'] as SwitchableStatus[]) {
    const ids = programs
      .filter((program) => (program.classType.title === activeSubject) === (status === 'ACTIVE'))
      .map((program) => program.productType.id);
    await saveDemoPrograms(tx, userId, ids, status, now);
  }
  await recordGuidedStatuses(tx, userId, now, ['needOnboarding', 'viewedIndividualStudyModal']);
}

/** The new student, with access to the demo mathematics master group (NEW: nothing decided). */
async function seedNewStudent(db: Db, now: Date): Promise<void> {
  if (await findUserByEmail(db, NEW_STUDENT_EMAIL)) return;
  const owner = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: NEW_STUDENT_EMAIL, role: 'STUDENT_ROLE', passwordHash, ...NEW_STUDENT });
    const owned = owner ? await listOwnedProducts(tx, owner.id, now) : [];
    // Every month of it student@ owns: the lessons with homework (and so with topics) are there.
    const maths = owned.filter(
      (row) => row.productType.type === 'MG' && row.productType.title.startsWith('Математика'),
    );
    for (const product of maths)
      await grantAccess(tx, {
        studentId: user.id,
        productId: product.productId,
        startsAt: new Date(now.getTime() - 24 * 60 * 60 * 1000),
        endsAt: product.endsAt,
        source: 'demo',
      });
  });
}

/**
 * docs/individual-program.md "Demo": every demo student of the e2e flows has decided goals and
 * programs (student@ with mathematics ACTIVE); student2 has chosen subjects but no priority and
 * NEW programs, its onboarding done so its start-up flows stay as they were; newstudent@ is new in
 * every way. Runs every start; a student with saved goals is left alone.
 */
export async function seedDemoIndividualProgram(db: Db, now = new Date()): Promise<void> {
  await seedNewStudent(db, now);
  const student2 = await findUserByEmail(db, STARTUP_DEMO_EMAIL);
  if (student2) await db.transaction((tx) => recordGuidedStatuses(tx, student2.id, now, ['needOnboarding']));
  const guided = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'STUDENT_ROLE'),
        like(users.email, '%@example.com'),
        notInArray(users.email, [STARTUP_DEMO_EMAIL, NEW_STUDENT_EMAIL]),
      ),
    );
  for (const student of guided) {
    const [saved] = await db.select().from(studentGoals).where(eq(studentGoals.studentId, student.id)).limit(1);
    if (saved) continue;
    await db.transaction((tx) =>
      guideStudent(tx, student.id, now, student.email === DEMO_STUDENT_EMAIL ? PRIORITY_SUBJECT : null),
    );
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { listPrograms, readGoals, readPlan } from '../modules/individual-program/individual-program.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';
import { NEW_STUDENT_EMAIL } from './demo-individual-program.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  // Every start seeds again: nothing changes.
  await seedDemoUsers(t.db);
});
afterAll(() => t?.close());

async function studentState(email: string) {
  const user = await findUserByEmail(t.db, email);
  if (!user) throw new Error(`${email} is missing`);
  const token = await accessTokenFor({ id: user.id, role: 'STUDENT_ROLE' });
  const [goals, programs, statuses] = await Promise.all([
    readGoals(t.db, user.id),
    listPrograms(t.db, user.id),
    get(t.app, '/v2/students/statuses/', { token }).then((res) => res.body),
  ]);
  return { user, goals, programs, statuses };
}

describe('demo individual program', () => {
  it('student@ has decided goals with mathematics first and its program ACTIVE, with a plan', async () => {
    const { user, goals, programs, statuses } = await studentState('student@example.com');
    expect(statuses).toMatchObject({
      need_onboarding: false,
      has_chosen_goals: true,
      viewed_individual_study_modal: true,
    });
    expect(goals.filter((goal) => goal.isPriority).map((goal) => goal.classType.title)).toEqual(['Математика']);
    expect(programs.some((program) => program.status === 'NEW')).toBe(false);
    const active = programs.filter((program) => program.status === 'ACTIVE');
    expect(active.map((program) => program.classType.title)).toEqual(['Математика']);
    const plan = await readPlan(t.db, user.id);
    expect(plan.sections[0]?.isPriority).toBe(true);
    expect(plan.sections[0]?.items.length).toBeGreaterThan(0);
    expect(plan.sections[0]?.items.some((item) => item.topic !== null)).toBe(true);
  });

  it('every other demo student of the e2e flows is guided, student2 has no priority', async () => {
    const kirill = await studentState('kirill.sokolov@example.com');
    expect(kirill.statuses).toMatchObject({ need_onboarding: false, has_chosen_goals: true });
    expect(kirill.goals.some((goal) => goal.isPriority)).toBe(true);
    expect(kirill.programs.some((program) => program.status === 'NEW')).toBe(false);
    const student2 = await studentState('student2@example.com');
    expect(student2.statuses).toMatchObject({ need_onboarding: false, has_chosen_goals: true });
    expect(student2.goals.length).toBeGreaterThan(0);
    expect(student2.goals.some((goal) => goal.isPriority)).toBe(false);
  });

  it('newstudent@ is new: onboarding owed, no subjects, one NEW program with lessons', async () => {
    const { goals, programs, statuses } = await studentState(NEW_STUDENT_EMAIL);
    expect(statuses).toMatchObject({
      need_onboarding: true,
      has_chosen_goals: false,
      viewed_individual_study_modal: false,
    });
    expect(goals).toEqual([]);
    expect(programs).toHaveLength(1);
    expect(programs[0]).toMatchObject({ status: 'NEW', canSwitch: true, classType: { title: 'Математика' } });
  });
});

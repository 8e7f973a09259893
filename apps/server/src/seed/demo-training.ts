import type { Db } from '../db/client.js';
import { findTaskBySeedKey } from '../modules/homework/homework.service.js';
import { seedTraining } from '../modules/training/training.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { MATH_TASKS } from './demo-homework-tasks.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Which demo math tasks the demo student answered right in the seeded training (the rest wrong). */
const PLAN: { key: string; right: boolean }[] = [
  { key: 'math-pythagoras', right: true },
  { key: 'math-probability-tickets', right: true },
  { key: 'math-derivative-value', right: false },
  { key: 'math-increasing-functions', right: true },
  { key: 'math-match-derivatives', right: false },
];

/**
 * The demo student's finished math training two days ago (docs/training.md "Demo"): three of five
 * right, so the settings page lists it and its result offers the two mistakes to retry. After the
 * courses demo, which seeds the task bank.
 */
export async function seedDemoTraining(db: Db, now = new Date()): Promise<void> {
  const student = await findUserByEmail(db, 'student@example.com');
  if (!student) return;
  const answers = [];
  let classTypeId: number | null = null;
  for (const { key, right } of PLAN) {
    const demo = MATH_TASKS.find((task) => task.key === key);
    const task = await findTaskBySeedKey(db, key);
    if (!demo || !task) continue;
    classTypeId = task.classTypeId;
    answers.push({ taskId: task.id, value: right ? demo.right : demo.wrong });
  }
  if (classTypeId === null) return;
  const startedAt = new Date(now.getTime() - 2 * DAY);
  await seedTraining(db, {
    studentId: student.id,
    classTypeId,
    answers,
    startedAt,
    finishedAt: new Date(startedAt.getTime() + 11 * MINUTE + 40_000),
  });
}

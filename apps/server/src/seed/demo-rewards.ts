import type { Currency, Variant } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import { grantReward } from '../modules/rewards/rewards.service.js';
import { detectLevelDrop } from '../modules/rewards/level-drop.service.js';
import { hasExamResults, saveExamResult } from '../modules/results/results.service.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { findUserByEmail, studentTimeZone } from '../modules/users/users.service.js';
import type { DemoUser } from './demo-users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo student's starting balances, each one ledger row (docs/rewards.md), and a pending level drop. */
export async function grantDemoBalances(
  tx: Tx,
  studentId: number,
  demo: NonNullable<DemoUser['student']>,
  variant: Variant,
  now = new Date(),
) {
  const at = demo.earnedDaysAgo ? new Date(now.getTime() - demo.earnedDaysAgo * DAY_MS) : now;
  for (const [currency, amount] of Object.entries(demo.balances) as [Currency, number][]) {
    if (amount <= 0) continue;
    const key = `demo:${currency}`;
    await grantReward(tx, { studentId, currency, amount, reason: 'demo', source: 'seed', idempotencyKey: key, at });
  }
  for (let day = demo.lessonsViewed ?? 0; day >= 1; day--) {
    await grantReward(tx, {
      studentId,
      currency: 'exp',
      amount: 25,
      reason: 'lesson_viewed',
      source: 'seed',
      idempotencyKey: `demo:lesson-view:${day}`,
      at: new Date(now.getTime() - day * DAY_MS),
    });
  }
  if (demo.pendingLevelDrop) await detectLevelDrop(tx, studentId, await studentTimeZone(tx, studentId, variant), now);
}

/** The demo student's exam results for /results (spec 2 §2): one checked subject per status but NoPoints. */
const DEMO_RESULTS = [
  { subject: 'Математика', status: 'Confirmed', points: 86 },
  { subject: 'Русский язык', status: 'Confirmed', points: 91 },
  { subject: 'Физика', status: 'Awaiting', points: 74 },
] as const;

export async function seedDemoResults(db: Db, examYear = new Date().getFullYear()): Promise<void> {
  const student = await findUserByEmail(db, 'student@example.com');
  if (!student || (await hasExamResults(db, student.id))) return;
  const subjects = await listClassTypes(db);
  await db.transaction(async (tx) => {
    for (const result of DEMO_RESULTS) {
      const subject = subjects.find((type) => type.title === result.subject);
      if (!subject) continue;
      await saveExamResult(tx, {
        studentId: student.id,
        classTypeId: subject.id,
        examYear,
        status: result.status,
        points: result.points,
      });
    }
  });
}

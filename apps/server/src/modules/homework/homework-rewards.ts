import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { grantReward } from '../rewards/rewards.service.js';
import { recordStreakActivity } from '../streak/streak.service.js';
import { MINI_TEST_EXP, taskExp } from './homework-rules.js';
import type { AnswerRow, SubmissionRow } from './submission.repo.js';
import type { TaskRow } from './task-bank/task-bank.repo.js';

export interface CheckedTask {
  task: TaskRow;
  before: AnswerRow | undefined;
  points: number;
  state: AnswerRow['state'];
}

/**
 * Pays what a check earned, exactly once (docs/homework.md "XP"): per task the XP above what the
 * answer already paid, keyed by the total it reaches (a retry or a concurrent copy pays nothing);
 * a mini-test pays its flat amount once. A task right for the first time counts for the streak.
 * Returns the XP paid and, per task, the XP its answer holds now.
 */
export async function payForCheck(
  tx: Tx,
  submission: SubmissionRow,
  kind: string,
  checked: CheckedTask[],
  variant: Variant,
  now: Date,
): Promise<{ paid: number; expOf: Map<number, number> }> {
  const base = { studentId: submission.studentId, currency: 'exp' as const, reason: 'homework_task_solved' as const };
  const source = `homework:${submission.id}`;
  let paid = 0;
  const expOf = new Map<number, number>();
  if (kind === 'MINI_TEST') {
    const result = await grantReward(tx, {
      ...base,
      amount: MINI_TEST_EXP,
      source,
      idempotencyKey: `${source}:mini-test`,
      at: now,
    });
    paid += result.amount;
  }
  for (const { task, before, points, state } of checked) {
    const earned = before?.expEarned ?? 0;
    const target = kind === 'MINI_TEST' ? earned : Math.max(earned, taskExp(points, task.isStar));
    expOf.set(task.id, target);
    if (target > earned) {
      const key = `${source}:task:${task.id}:exp:${target}`;
      const result = await grantReward(tx, { ...base, amount: target - earned, source, idempotencyKey: key, at: now });
      paid += result.amount;
    }
    if (state === 'CORRECT' && before?.state !== 'CORRECT') {
      const activity = {
        studentId: submission.studentId,
        kind: 'homework_task' as const,
        ref: String(task.id),
        at: now,
      };
      await recordStreakActivity(tx, activity, variant);
    }
  }
  return { paid, expOf };
}

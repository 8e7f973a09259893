import type { IndividualTasks, Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { zonedDate } from '../../lib/zoned-time.js';
import { studentTimeZone } from '../users/users.service.js';
import { tasksOf, type LearningActivity } from './individual-tasks.js';
import * as repo from './individual-tasks.repo.js';
import { grantReward } from './rewards.service.js';

export type { LearningActivity };

export interface LearningEvent {
  studentId: number;
  activity: LearningActivity;
  /** The event's own name (`lesson:42:viewed`): reported twice, it counts once. */
  activityKey: string;
  variant: Variant;
  /** The student's local date of the event (the streak decides it in their zone). */
  day: string;
  at: Date;
}

/**
 * The streak forwards each thing learned here (`recordStreakActivity`), inside the caller's
 * transaction: today's tasks of that activity move on, and a task reaching its target pays its reward once through the ledger.
 */
export async function recordLearningActivity(tx: Tx, event: LearningEvent): Promise<void> {
  const { at, day } = event;
  if (!(await repo.claimActivity(tx, event.studentId, event.activityKey, at))) return;
  for (const task of tasksOf(event.variant).filter((t) => t.activity === event.activity)) {
    const row = await repo.addProgress(tx, event.studentId, day, task.code, 1);
    if (row.progress < task.target || !(await repo.completeTask(tx, event.studentId, day, task.code, at))) continue;
    await grantReward(tx, {
      studentId: event.studentId,
      currency: task.reward.currency,
      amount: task.reward.amount,
      reason: 'individual_task_completed',
      source: `individual-task:${task.code}`,
      idempotencyKey: `individual-task:${task.code}:${day}`,
      at,
    });
  }
}

/** `GET /gamification/individual-tasks/`: today's tasks with progress and reward. */
export async function todaysTasks(
  tx: Tx,
  studentId: number,
  variant: Variant,
  now = new Date(),
): Promise<IndividualTasks> {
  const day = zonedDate(now, await studentTimeZone(tx, studentId, variant));
  const rows = await repo.progressOfDay(tx, studentId, day);
  return {
    date: day,
    tasks: tasksOf(variant).map((task) => {
      const row = rows.find((r) => r.code === task.code);
      return {
        code: task.code,
        title: task.title,
        target: task.target,
        progress: Math.min(row?.progress ?? 0, task.target),
        completed: Boolean(row?.completedAt),
        reward: task.reward,
      };
    }),
  };
}

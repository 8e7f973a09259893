import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { individualTaskActivity, individualTaskProgress } from './individual-tasks.schema.js';

/** True the first time this activity is reported; a repeat inserts nothing. */
export async function claimActivity(db: Tx, studentId: number, activityKey: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(individualTaskActivity)
    .values({ studentId, activityKey, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: individualTaskActivity.activityKey });
  return rows.length > 0;
}

/** Adds to a task's progress for the day; answers the row after the change. */
export async function addProgress(db: Tx, studentId: number, day: string, code: string, by: number) {
  const [row] = await db
    .insert(individualTaskProgress)
    .values({ studentId, day, code, progress: by })
    .onConflictDoUpdate({
      target: [individualTaskProgress.studentId, individualTaskProgress.day, individualTaskProgress.code],
      set: { progress: sql`${individualTaskProgress.progress} + ${by}` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Marks the task done; false when it was done already (the reward is then paid). */
export async function completeTask(db: Tx, studentId: number, day: string, code: string, at: Date) {
  const rows = await db
    .update(individualTaskProgress)
    .set({ completedAt: at })
    .where(
      and(
        eq(individualTaskProgress.studentId, studentId),
        eq(individualTaskProgress.day, day),
        eq(individualTaskProgress.code, code),
        isNull(individualTaskProgress.completedAt),
      ),
    )
    .returning({ code: individualTaskProgress.code });
  return rows.length > 0;
}

export const progressOfDay = (db: Tx, studentId: number, day: string) =>
  db
    .select()
    .from(individualTaskProgress)
    .where(and(eq(individualTaskProgress.studentId, studentId), eq(individualTaskProgress.day, day)));

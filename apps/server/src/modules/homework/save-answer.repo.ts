import { and, eq, sql } from 'drizzle-orm';
import type { AnswerValue } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { homeworkAnswers, homeworkSubmissions, homeworkTasks, homeworks } from './homework.schema.js';
import { tasks } from './task-bank/task-bank.schema.js';

const targetQuery = (db: Tx) =>
  db
    .select({ submission: homeworkSubmissions, deadline: homeworks.deadline, task: tasks, answer: homeworkAnswers })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .innerJoin(
      homeworkTasks,
      and(eq(homeworkTasks.homeworkId, homeworks.id), eq(homeworkTasks.taskId, sql.placeholder('taskId'))),
    )
    .innerJoin(tasks, eq(tasks.id, homeworkTasks.taskId))
    .leftJoin(
      homeworkAnswers,
      and(eq(homeworkAnswers.submissionId, homeworkSubmissions.id), eq(homeworkAnswers.taskId, homeworkTasks.taskId)),
    )
    .where(
      and(
        eq(homeworkSubmissions.homeworkId, sql.placeholder('homeworkId')),
        eq(homeworkSubmissions.studentId, sql.placeholder('studentId')),
      ),
    )
    .prepare('homework_save_target');

/** The student's submission, the homework's deadline, the task and its stored answer: one read. */
export async function findSaveTarget(db: Tx, homeworkId: number, studentId: number, taskId: number) {
  const [row] = await prepared(db, 'homework_save_target', targetQuery).execute({ homeworkId, studentId, taskId });
  return row;
}

export interface GuardedSave {
  submissionId: number;
  taskId: number;
  value: AnswerValue;
  revision: number;
  savedAt: Date;
  /** The submission as read: the write happens only if it is still so (a hand-in did not come between). */
  seen: { status: string; attempt: number; bugsOpenedAt: Date | null };
}

/**
 * One statement, no transaction: stores the answer if the submission is still as read (its row
 * held FOR SHARE meanwhile, so a hand-in waits for it or it sees the hand-in) and the stored
 * revision is not higher. False when nothing was written.
 */
export async function saveIfUnchanged(db: Tx, save: GuardedSave): Promise<boolean> {
  const s = homeworkSubmissions;
  const result = await db.execute(sql`
    with still as (
      select ${s.id} from ${s}
      where ${s.id} = ${save.submissionId} and ${s.status} = ${save.seen.status} and ${s.attempt} = ${save.seen.attempt}
        and ${s.bugsOpenedAt} is not distinct from ${save.seen.bugsOpenedAt}
      for share
    )
    insert into ${homeworkAnswers} (submission_id, task_id, value, revision, saved_at, state)
    select id, ${save.taskId}, ${JSON.stringify(save.value)}::jsonb, ${save.revision}, ${save.savedAt}, 'SAVED' from still
    on conflict (submission_id, task_id) do update
      set value = excluded.value, revision = excluded.revision, saved_at = excluded.saved_at, state = 'SAVED'
      where ${homeworkAnswers.revision} <= excluded.revision
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import * as bank from './task-bank/task-bank.repo.js';
import type { DetailParts } from './homework-present.js';
import { studentName, type HomeworkInfo } from './homework-info.js';
import * as repo from './submission.repo.js';

/** Everything a homework page shows of one submission, read side by side. */
export async function loadDetailParts(
  db: Tx,
  info: HomeworkInfo,
  submission: repo.SubmissionRow,
): Promise<DetailParts> {
  const [tasks, answers, student] = await concurrently(
    db,
    () => bank.listTasksOfHomework(db, info.homework.id),
    () => repo.listAnswers(db, submission.id),
    () => studentName(db, submission.studentId),
  );
  const criteria = await bank.listCriteria(
    db,
    tasks.filter((t) => t.task.type === 'EXTENDED').map((t) => t.task.id),
  );
  return { info, tasks, criteria, submission, answers, student };
}

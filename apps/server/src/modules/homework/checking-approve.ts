import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError } from '../../plugins/errors.js';
import { payForCheck, type CheckedTask } from './homework-rewards.js';
import { statusAfterApprove } from './homework-rules.js';
import * as bank from './task-bank/task-bank.repo.js';
import { type HomeworkInfo } from './homework-info.js';
import * as repo from './submission.repo.js';

interface TaskCheck {
  taskId: number;
  criteria: { criterionId: number; points: number }[];
  comment: string;
}

interface Approval {
  user: AuthUser;
  info: HomeworkInfo;
  submission: repo.SubmissionRow;
  tasks: TaskCheck[];
  variant: Variant;
  now: Date;
}

/** Points per criterion, each within its maximum; a criterion not given scores 0. */
function criteriaPoints(check: TaskCheck, criteria: bank.CriterionRow[], index: number) {
  return criteria.map((criterion) => {
    const given = check.criteria.filter((c) => c.criterionId === criterion.id);
    const points = given[0]?.points ?? 0;
    if (points > criterion.maxPoints) {
      throw fieldError(`tasks.${index}.criteria`, `Не больше ${criterion.maxPoints} баллов по критерию.`, 'max_value');
    }
    return { criterionId: criterion.id, points };
  });
}

/**
 * An approval: every extended answer waiting for a person is scored by its criteria; a comment
 * may go on any task. The status follows docs/homework.md; the XP of the points is paid once.
 */
export async function applyApproval(tx: Tx, a: Approval): Promise<repo.SubmissionRow> {
  const { submission } = a;
  const tasks = (await bank.listTasksOfHomework(tx, submission.homeworkId)).map((t) => t.task);
  const answers = new Map((await repo.listAnswers(tx, submission.id)).map((row) => [row.taskId, row]));
  const criteria = await bank.listCriteria(
    tx,
    tasks.map((t) => t.id),
  );
  const waiting = tasks.filter((t) => answers.get(t.id)?.state === 'CHECKING');
  for (const [index, check] of a.tasks.entries()) {
    if (!tasks.some((t) => t.id === check.taskId)) {
      throw fieldError(`tasks.${index}.task_id`, 'Такого задания в работе нет.', 'unknown_task');
    }
    const own = criteria.filter((c) => c.taskId === check.taskId);
    if (check.criteria.some((c) => !own.some((o) => o.id === c.criterionId))) {
      throw fieldError(`tasks.${index}.criteria`, 'Такого критерия у задания нет.', 'unknown_criterion');
    }
  }
  const missing = waiting.find((t) => !a.tasks.some((c) => c.taskId === t.id));
  if (missing) throw fieldError('tasks', 'Оцените все развёрнутые ответы.', 'tasks_unchecked');

  const checked: CheckedTask[] = [];
  for (const [index, check] of a.tasks.entries()) {
    const task = tasks.find((t) => t.id === check.taskId)!;
    const before = answers.get(task.id);
    const comment = check.comment === '' ? null : check.comment;
    if (!waiting.includes(task)) {
      if (comment !== null) await repo.writeAnswer(tx, { submissionId: submission.id, taskId: task.id, comment });
      continue;
    }
    const scored = criteriaPoints(
      check,
      criteria.filter((c) => c.taskId === task.id),
      index,
    );
    const points = Math.min(
      task.maxPoints,
      scored.reduce((sum, c) => sum + c.points, 0),
    );
    const state = points === task.maxPoints ? 'CORRECT' : points > 0 ? 'PARTIAL' : 'WRONG';
    checked.push({ task, before, points, state });
    await repo.writeAnswer(tx, {
      submissionId: submission.id,
      taskId: task.id,
      state,
      points,
      comment,
      criteriaPoints: scored,
      checkedBy: a.user.id,
    });
  }
  const { paid, expOf } = await payForCheck(tx, submission, a.info.homework.kind, checked, a.variant, a.now);
  for (const c of checked) {
    await repo.writeAnswer(tx, {
      submissionId: submission.id,
      taskId: c.task.id,
      expEarned: expOf.get(c.task.id) ?? 0,
    });
  }
  const after = new Map((await repo.listAnswers(tx, submission.id)).map((row) => [row.taskId, row]));
  const score = tasks.reduce((sum, t) => sum + (after.get(t.id)?.points ?? 0), 0);
  const mistakes = tasks.filter((t) => t.correct && (after.get(t.id)?.points ?? 0) < t.maxPoints).length;
  return repo.updateSubmission(tx, submission.id, {
    status: statusAfterApprove(submission.status, a.user.role),
    score,
    mistakes,
    checkedAt: a.now,
    checkedBy: a.user.id,
    refuseReason: null,
    expEarned: submission.expEarned + paid,
  });
}

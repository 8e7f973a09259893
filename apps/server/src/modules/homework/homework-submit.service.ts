import type { AnswerValue, SubmitResult, Variant } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { lockStreak } from '../streak/streak.service.js';
import { homeworkNotFound, requireStudentHomework } from './homework-access.js';
import { loadDetailParts } from './homework-detail.js';
import { presentSubmission } from './homework-present.js';
import { payForCheck, type CheckedTask } from './homework-rewards.js';
import { OPEN_STATUSES, bugsOpen, isPastDeadline, statusAfterSubmit, timerRanOut } from './homework-rules.js';
import { findHomework, type HomeworkInfo } from './homework-info.js';
import { deadlinePassed } from './homework-student.service.js';
import { scoreAnswer } from './task-bank/score-answer.js';
import * as bank from './task-bank/task-bank.repo.js';
import * as repo from './submission.repo.js';
import { validateAnswer } from './validate-answer.js';

type CarriedAnswer = { taskId: number; value: AnswerValue; revision: number };

export const alreadySubmitted = () => new AppError(409, 'already_submitted', 'Работа уже сдана.');

const isEmpty = (value: AnswerValue | null | undefined) =>
  !value || (value.type === 'EXTENDED' && value.html.replace(/<[^>]*>/g, '').trim() === '' && value.files.length === 0);

/** The answers that travel with the hand-in, stored by the same revision rule as a save. */
async function applyCarried(tx: Tx, submissionId: number, tasks: bank.TaskRow[], carried: CarriedAnswer[], now: Date) {
  for (const answer of carried) {
    const task = tasks.find((t) => t.id === answer.taskId);
    if (!task) throw fieldError('answers', 'Такого задания в работе нет.', 'unknown_task');
    const value = validateAnswer(task, answer.value);
    await repo.saveAnswerValue(tx, { submissionId, taskId: task.id, value, revision: answer.revision, savedAt: now });
  }
}

/**
 * Checks what this hand-in covers: everything on the first (or after a refusal), only the
 * reopened tasks in the work on mistakes. Site tasks are scored now; an extended answer waits for
 * a person (CHECKING), an empty one is wrong.
 */
function checkTasks(tasks: bank.TaskRow[], answers: Map<number, repo.AnswerRow>, onlyReopened: boolean) {
  const checked: CheckedTask[] = [];
  for (const task of tasks) {
    const before = answers.get(task.id);
    if (onlyReopened && !before?.reopened) continue;
    if (task.correct) {
      const score = scoreAnswer(task.correct, before?.value ?? null, task.maxPoints);
      checked.push({ task, before, ...score });
    } else {
      const empty = isEmpty(before?.value);
      checked.push({ task, before, points: 0, state: empty ? 'WRONG' : 'CHECKING' });
    }
  }
  return checked;
}

/** Points and mistakes over every answer after this check. */
function totals(tasks: bank.TaskRow[], answers: Map<number, repo.AnswerRow>, checked: CheckedTask[]) {
  let score = 0;
  let mistakes = 0;
  let done = 0;
  for (const task of tasks) {
    const now = checked.find((c) => c.task.id === task.id);
    const points = now ? now.points : (answers.get(task.id)?.points ?? 0);
    score += points;
    if (task.correct && points < task.maxPoints) mistakes += 1;
    if (!isEmpty(answers.get(task.id)?.value)) done += 1;
  }
  return { score, mistakes, tasksDone: done };
}

/**
 * `POST /v2/homework/:id/submit/`: under the submission's row lock (the streak's first, the order
 * every streak report locks in), so of two hand-ins at once one wins and the other gets 409.
 */
export function submitHomework(
  db: Db,
  user: AuthUser,
  homeworkId: number,
  carried: CarriedAnswer[],
  variant: Variant,
  now = new Date(),
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const info = await requireStudentHomework(tx, user, homeworkId, now);
    await lockStreak(tx, user.id);
    const submission = await repo.lockSubmission(tx, homeworkId, user.id, 'update');
    if (!submission) throw homeworkNotFound();
    // Spec 3 §9: the time ran out before this hand-in came: what was saved by then is handed in,
    // as of the timer's end; what travels with this request is late.
    if (timerRanOut(submission, now)) return handIn(tx, info, submission, [], variant, submission.endsAt!);
    return handIn(tx, info, submission, carried, variant, now);
  });
}

/**
 * The hand-in itself, for the student's submit and the timer's end alike (XP and streak exactly
 * once, docs/homework.md): the submission is row-locked by the caller, after the student's streak.
 */
async function handIn(
  tx: Tx,
  info: HomeworkInfo,
  submission: repo.SubmissionRow,
  carried: CarriedAnswer[],
  variant: Variant,
  now: Date,
): Promise<SubmitResult> {
  const homeworkId = info.homework.id;
  const deadline = info.homework.deadline;
  const inBugs = bugsOpen(submission, deadline, now);
  if (!OPEN_STATUSES.includes(submission.status) && !inBugs) throw alreadySubmitted();
  if (isPastDeadline(deadline, now)) throw deadlinePassed();

  const tasks = (await bank.listTasksOfHomework(tx, homeworkId)).map((t) => t.task);
  await applyCarried(tx, submission.id, tasks, carried, now);
  const answers = new Map((await repo.listAnswers(tx, submission.id)).map((a) => [a.taskId, a]));
  const checked = checkTasks(tasks, answers, inBugs);
  const { paid, expOf } = await payForCheck(tx, submission, info.homework.kind, checked, variant, now);
  for (const c of checked) {
    await repo.writeAnswer(tx, {
      submissionId: submission.id,
      taskId: c.task.id,
      state: c.state,
      points: c.state === 'CHECKING' ? null : c.points,
      reopened: false,
      expEarned: expOf.get(c.task.id) ?? 0,
    });
  }
  const needsPerson = checked.some((c) => c.state === 'CHECKING');
  const updated = await repo.updateSubmission(tx, submission.id, {
    ...totals(tasks, answers, checked),
    status: statusAfterSubmit(inBugs ? 'CHECKED' : submission.status, needsPerson),
    attempt: inBugs ? submission.attempt + 1 : submission.attempt,
    submittedAt: now,
    checkedAt: needsPerson ? null : now,
    refuseReason: null,
    expEarned: submission.expEarned + paid,
  });
  const parts = await loadDetailParts(tx, info, updated);
  return { submission: presentSubmission(parts, now), expGained: paid };
}

/**
 * Spec 3 §9 "a homework timer auto-submits on expiry", also with the student's tab closed: hands
 * in what was saved, as of the timer's end, through the same path as the student's submit. The
 * row is taken after the student's streak (the order of every hand-in) and `SKIP LOCKED`: a hand-in
 * already under way elsewhere is left to finish, and one done already is not found again.
 * Returns whether this call handed it in.
 */
export function closeRanOutTimer(
  db: Db,
  due: { submissionId: number; studentId: number },
  variant: Variant,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockStreak(tx, due.studentId);
    const submission = await repo.lockRanOutTimer(tx, due.submissionId, now);
    if (!submission?.endsAt) return false;
    const info = await findHomework(tx, submission.homeworkId);
    if (!info || isPastDeadline(info.homework.deadline, submission.endsAt)) return false;
    await handIn(tx, info, submission, [], variant, submission.endsAt);
    return true;
  });
}

/** Closes a submission's timer if it ran out (the lazy half of the timer: every read and save). */
export async function closeTimerIfRanOut(
  db: Db,
  submission: repo.SubmissionRow,
  variant: Variant,
  now = new Date(),
): Promise<boolean> {
  if (!timerRanOut(submission, now)) return false;
  return closeRanOutTimer(db, { submissionId: submission.id, studentId: submission.studentId }, variant, now);
}

/** The periodic half: every timer that ran out, a batch at a time (the sweep of homework-timer.ts). */
export async function closeRanOutTimers(
  db: Db,
  variant: Variant,
  now = new Date(),
  options: { limit?: number; studentId?: number; authorId?: number } = {},
): Promise<number> {
  let closed = 0;
  const { limit = 100, ...of } = options;
  for (const due of await repo.listRanOutTimers(db, now, limit, of)) {
    if (await closeRanOutTimer(db, due, variant, now)) closed += 1;
  }
  return closed;
}

import type { AnswerValue, HomeworkDetail, TaskAnswer, Variant } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError } from '../../plugins/errors.js';
import { homeworkNotFound, mayCheckHomework, requireStudentHomework } from './homework-access.js';
import { closeTimerIfRanOut } from './homework-submit.service.js';
import { loadDetailParts } from './homework-detail.js';
import { presentAnswer, presentDetail } from './homework-present.js';
import { answerEditable, canWorkOnBugs, isPastDeadline, timerRanOut } from './homework-rules.js';
import * as bank from './task-bank/task-bank.repo.js';
import { findHomework, type HomeworkInfo } from './homework-info.js';
import * as repo from './submission.repo.js';
import { validateAnswer } from './validate-answer.js';
import * as saves from './save-answer.repo.js';
import { emptyAnswer } from './homework-present.js';

export const deadlinePassed = () =>
  new AppError(400, 'deadline_passed', 'Срок сдачи прошёл: ответы больше не принимаются.');
export const homeworkSubmitted = () =>
  new AppError(409, 'homework_submitted', 'Работа уже сдана: этот ответ сейчас не изменить.');

async function detailOf(db: Tx, info: HomeworkInfo, submission: repo.SubmissionRow, now: Date) {
  return presentDetail(await loadDetailParts(db, info, submission), now);
}

export const timeIsUp = () => new AppError(400, 'time_is_up', 'Время на работу вышло: ответы больше не принимаются.');

/**
 * `GET /v2/homework/:id/`: the first open makes the UNDONE submission (two opens at once make one)
 * and starts a timed homework's clock (spec 3 §9); a clock that ran out hands the work in first.
 */
export async function openHomework(
  db: Db,
  user: AuthUser,
  id: number,
  variant: Variant,
  now = new Date(),
): Promise<HomeworkDetail> {
  const info = await requireStudentHomework(db, user, id, now);
  await repo.insertSubmissionOnce(db, id, user.id);
  let submission = await repo.findSubmission(db, id, user.id);
  if (!submission) throw new Error('submission row missing');
  const limit = info.homework.timeLimitMinutes;
  if (limit !== null && submission.startedAt === null && !isPastDeadline(info.homework.deadline, now)) {
    submission = (await repo.startTimer(db, submission.id, now, limit)) ?? submission;
  }
  if (await closeTimerIfRanOut(db, submission, variant, now)) {
    submission = (await repo.findSubmissionById(db, submission.id)) ?? submission;
  }
  return detailOf(db, info, submission, now);
}

/**
 * `PUT /v2/homework/:id/answers/:taskId/`: the submission made on the first open is the ticket
 * (access was checked there). One read and one guarded write, no transaction: saves run side by
 * side and a hand-in never sees half of one (docs/homework.md "Nothing lost").
 */
export async function saveAnswer(
  db: Db,
  studentId: number,
  homeworkId: number,
  taskId: number,
  input: { value: AnswerValue; revision: number },
  variant: Variant,
  now = new Date(),
  retry = true,
): Promise<TaskAnswer> {
  const target = await saves.findSaveTarget(db, homeworkId, studentId, taskId);
  if (!target) throw homeworkNotFound();
  const { submission, deadline, task, answer } = target;
  const value = validateAnswer(task, input.value);
  if (timerRanOut(submission, now) && !isPastDeadline(deadline, now)) {
    await closeTimerIfRanOut(db, submission, variant, now);
    throw timeIsUp();
  }
  if (!answerEditable(submission, answer?.reopened ?? false, deadline, now)) {
    throw isPastDeadline(deadline, now) ? deadlinePassed() : homeworkSubmitted();
  }
  const save = { submissionId: submission.id, taskId, value, revision: input.revision, savedAt: now, seen: submission };
  if (await saves.saveIfUnchanged(db, save)) {
    const saved = { ...(answer ?? { reopened: false }), ...save, state: 'SAVED' as const };
    return presentAnswer(task, { ...emptyAnswer(submission.id, taskId), ...saved }, submission, deadline, now);
  }
  // Nothing written: a newer revision is stored (answer with it), a hand-in came first (409), or
  // the submission changed but is still open (the work on mistakes opened): try once more.
  const again = await saves.findSaveTarget(db, homeworkId, studentId, taskId);
  if (!again || !answerEditable(again.submission, again.answer?.reopened ?? false, deadline, now)) {
    throw homeworkSubmitted();
  }
  if ((again.answer?.revision ?? 0) <= input.revision && retry) {
    return saveAnswer(db, studentId, homeworkId, taskId, input, variant, now, false);
  }
  return presentAnswer(task, again.answer ?? undefined, again.submission, deadline, now);
}

/** `POST /v2/homework/:id/work-on-bugs/`: reopens the site tasks not fully right (once; repeats are harmless). */
export function workOnBugs(db: Db, user: AuthUser, homeworkId: number, now = new Date()): Promise<HomeworkDetail> {
  return db.transaction(async (tx) => {
    const info = await requireStudentHomework(tx, user, homeworkId, now);
    const submission = await repo.lockSubmission(tx, homeworkId, user.id, 'update');
    if (!submission) throw homeworkNotFound();
    if (!canWorkOnBugs(submission, info.homework.deadline, now)) {
      if (isPastDeadline(info.homework.deadline, now)) throw deadlinePassed();
      throw new AppError(409, 'work_on_bugs_closed', 'Работа над ошибками сейчас недоступна.');
    }
    let opened = submission;
    if (!submission.bugsOpenedAt) {
      const tasks = await bank.listTasksOfHomework(tx, homeworkId);
      const answers = new Map((await repo.listAnswers(tx, submission.id)).map((a) => [a.taskId, a]));
      for (const { task } of tasks) {
        const answer = answers.get(task.id);
        if (task.type === 'EXTENDED' || (answer?.points ?? 0) >= task.maxPoints) continue;
        await repo.writeAnswer(tx, {
          submissionId: submission.id,
          taskId: task.id,
          state: answer?.state ?? 'WRONG',
          points: answer?.points ?? 0,
          reopened: true,
        });
      }
      opened = await repo.updateSubmission(tx, submission.id, { bugsOpenedAt: now });
    }
    return detailOf(tx, info, opened, now);
  });
}

/**
 * `GET /v2/homework/submissions/:id/`: the student's own, a checker's in their subjects, a tutor's
 * of the works they gave (issue 12).
 */
export async function submissionById(
  db: Db,
  user: AuthUser,
  id: number,
  variant: Variant,
  now = new Date(),
): Promise<HomeworkDetail> {
  let submission = await repo.findSubmissionById(db, id);
  const info = submission && (await findHomework(db, submission.homeworkId));
  if (!submission || !info) throw homeworkNotFound();
  const allowed =
    user.role === 'STUDENT_ROLE' ? submission.studentId === user.id : await mayCheckHomework(db, user, info.homework);
  if (!allowed) throw homeworkNotFound();
  if (await closeTimerIfRanOut(db, submission, variant, now)) {
    submission = (await repo.findSubmissionById(db, id)) ?? submission;
  }
  return detailOf(db, info, submission, now);
}

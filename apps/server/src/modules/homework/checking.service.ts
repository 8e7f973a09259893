import type { BodyOf, CheckingQueueItem, HomeworkDetail, Variant, contract } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { lockStreak } from '../streak/streak.service.js';
import { checkerClassTypeIds } from './checkers.repo.js';
import * as queue from './checking.repo.js';
import { applyApproval } from './checking-approve.js';
import { homeworkNotFound, mayCheckHomework } from './homework-access.js';
import { loadDetailParts } from './homework-detail.js';
import { presentDetail } from './homework-present.js';
import { CHECK_PERIOD_DAYS, WAITING_STATUSES } from './homework-rules.js';
import { findHomework, studentName } from './homework-info.js';
import { classTypeRefs } from './class-type-refs.js';
import { cachedClassTypes } from '../core/core.service.js';
import * as repo from './submission.repo.js';
import { notifyHomeworkChecked } from '../notifications/producers/homework.js';

type CheckBody = BodyOf<typeof contract.homework.check>;

const DAY = 24 * 60 * 60 * 1000;
const periodStart = (now: Date) => new Date(now.getTime() - CHECK_PERIOD_DAYS * DAY);

/** The checker's subjects: null for a head curator (all of them). A tutor has no queue here. */
const subjectsOf = async (db: Tx, user: AuthUser) =>
  user.role === 'HEAD_CURATOR' ? null : checkerClassTypeIds(db, user.id);

/** `GET /v2/homework/checking/`: what needs a person in the checker's subjects, oldest deadline first. */
export async function checkingQueue(
  db: Tx,
  user: AuthUser,
  query: { limit: number; offset: number; classType?: number; homework?: number },
  now = new Date(),
) {
  const classTypeIds = await subjectsOf(db, user);
  if (classTypeIds?.length === 0) return { count: 0, results: [] };
  const filter = {
    classTypeIds,
    classType: query.classType,
    homework: query.homework,
    submittedAfter: periodStart(now),
  };
  const rows = await queue.queuePage(db, filter, query);
  const classType = await classTypeRefs(db);
  const students = await Promise.all(rows.map((row) => studentName(db, row.submission.studentId)));
  const results = rows.map((row, index): CheckingQueueItem => ({
    submissionId: row.submission.id,
    homeworkId: row.homework.id,
    homeworkTitle: row.homework.title,
    classType: classType(row.homework.classTypeId),
    student: students[index]!,
    status: row.submission.status,
    deadline: row.homework.deadline.toISOString(),
    submittedAt: (row.submission.submittedAt ?? row.submission.updatedAt).toISOString(),
    tasksToCheck: row.tasksToCheck,
  }));
  return { count: rows[0]?.total ?? 0, results };
}

/** `GET /v2/homework/checking/subjects/`: the checker's subjects with the homework waiting in each. */
export async function checkingSubjects(db: Tx, user: AuthUser, now = new Date()) {
  const classTypeIds = await subjectsOf(db, user);
  if (classTypeIds?.length === 0) return [];
  const waiting = await queue.waitingByHomework(db, { classTypeIds, submittedAfter: periodStart(now) });
  const subjects = (await cachedClassTypes(db)).filter((t) => classTypeIds === null || classTypeIds.includes(t.id));
  return subjects.map((type) => ({
    classType: { id: type.id, title: type.title, color: type.color.base },
    homeworks: waiting
      .filter((row) => row.classTypeId === type.id)
      .map((row) => ({ id: row.id, title: row.title, waiting: row.waiting })),
  }));
}

export const alreadyChecked = () => new AppError(409, 'already_checked', 'Работа уже проверена.');

/**
 * `POST /v2/homework/checking/:id/`: approve with points per criterion, or refuse with a reason.
 * Under the submission's row lock (the student's streak first, the order of every streak report):
 * of two checks at once one wins, the other gets 409.
 */
export function checkSubmission(
  db: Db,
  user: AuthUser,
  id: number,
  body: CheckBody,
  variant: Variant,
  now = new Date(),
): Promise<HomeworkDetail> {
  return db.transaction(async (tx) => {
    const found = await repo.findSubmissionById(tx, id);
    const info = found && (await findHomework(tx, found.homeworkId));
    if (!found || !info || !(await mayCheckHomework(tx, user, info.homework))) throw homeworkNotFound();
    await lockStreak(tx, found.studentId);
    const submission = await repo.lockSubmission(tx, found.homeworkId, found.studentId, 'update');
    if (!submission) throw homeworkNotFound();
    if (!WAITING_STATUSES.includes(submission.status)) throw alreadyChecked();
    if (!submission.submittedAt || submission.submittedAt < periodStart(now)) {
      throw new AppError(
        400,
        'check_period_passed',
        `Проверка возможна в течение ${CHECK_PERIOD_DAYS} дней после сдачи.`,
      );
    }
    let updated: repo.SubmissionRow;
    if (body.decision === 'refuse') {
      updated = await repo.updateSubmission(tx, submission.id, {
        status: 'REFUSED',
        refuseReason: body.reason,
        checkedAt: now,
        checkedBy: user.id,
      });
    } else {
      if (body.tasks.length === 0) throw fieldError('tasks', 'Оцените задания работы.', 'required');
      updated = await applyApproval(tx, { user, info, submission, tasks: body.tasks, variant, now });
    }
    await repo.insertEvent(tx, {
      submissionId: submission.id,
      studentId: submission.studentId,
      kind: body.decision === 'refuse' ? 'refused' : 'checked',
      actorId: user.id,
      status: updated.status,
      createdAt: now,
    });
    await notifyHomeworkChecked(tx, submission, info.homework, body.decision === 'refuse', now);
    return presentDetail(await loadDetailParts(tx, info, updated), now);
  });
}

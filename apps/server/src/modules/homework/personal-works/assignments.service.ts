import type { AssignInput, HomeworkDetail, TutorSubmission, Variant } from '@school/contract';
import type { Db, Tx } from '../../../db/client.js';
import type { AuthUser } from '../../../plugins/access-token.js';
import { AppError, fieldError, notFound } from '../../../plugins/errors.js';
import { getClient } from '../../tutor/tutor.service.js';
import { findUserNames } from '../../users/users.service.js';
import { classTypeRefs } from '../class-type-refs.js';
import { loadDetailParts } from '../homework-detail.js';
import { withContext } from '../homework-info.js';
import { answeredCounts } from '../homework-list.repo.js';
import { presentDetail } from '../homework-present.js';
import { WAITING_STATUSES, effectiveStatus, timerRanOut } from '../homework-rules.js';
import { closeRanOutTimers, closeTimerIfRanOut } from '../homework-submit.service.js';
import * as homeworks from '../homework.repo.js';
import { attachTasks } from '../task-bank/task-bank.repo.js';
import * as repo from './personal-works.repo.js';
import { workNotFound } from './self-studies.service.js';
import { notifyHomeworkAssigned } from '../../notifications/producers/homework.js';

const DAY = 24 * 60 * 60 * 1000;
/** A deadline further than this is a typo, not a plan. */
const MAX_DEADLINE_DAYS = 366;

// Another tutor's assignment is answered like a missing one.
const assignmentNotFound = () => notFound('Назначенная работа не найдена.');

async function present(db: Tx, rows: repo.AssignmentWithParts[], now: Date): Promise<TutorSubmission[]> {
  const classType = await classTypeRefs(db);
  const students = new Map(
    (await findUserNames(db, [...new Set(rows.map((r) => r.submission.studentId))])).map((u) => [u.id, u]),
  );
  const answered = await answeredCounts(
    db,
    rows.map((r) => r.submission.id),
  );
  return rows.map(({ assignment, submission, homework }) => {
    const student = students.get(submission.studentId);
    return {
      id: submission.id,
      homeworkId: homework.id,
      selfStudyId: assignment.workId,
      clientId: assignment.clientId,
      student: { id: submission.studentId, firstName: student?.firstName ?? '', lastName: student?.lastName ?? '' },
      title: homework.title,
      classType: classType(homework.classTypeId),
      status: effectiveStatus(submission.status, homework.deadline, now),
      needsCheck: WAITING_STATUSES.includes(submission.status),
      deadline: homework.deadline.toISOString(),
      timeLimitMinutes: homework.timeLimitMinutes,
      startedAt: submission.startedAt?.toISOString() ?? null,
      endsAt: submission.endsAt?.toISOString() ?? null,
      submittedAt: submission.submittedAt?.toISOString() ?? null,
      checkedAt: submission.checkedAt?.toISOString() ?? null,
      score: submission.score,
      maxScore: homework.maxScore,
      tasksTotal: homework.tasksTotal,
      tasksDone: answered.get(submission.id) ?? 0,
      assignedAt: assignment.createdAt.toISOString(),
    };
  });
}

/**
 * `POST /tutor/submissions/`: copies the work into a TUTOR homework with this deadline and timer
 * and gives it to the client's student (their submission is made now). Copy on assign: what the
 * student does never changes when the tutor edits the library. One per work and client: a repeat,
 * a concurrent one too, is refused by the unique key (409) and its copy rolled back.
 */
export async function assignWork(
  db: Db,
  user: AuthUser,
  input: AssignInput,
  variant: Variant,
  now = new Date(),
): Promise<TutorSubmission> {
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now.getTime()) {
    throw fieldError('deadline', 'Срок сдачи должен быть позже текущего времени.', 'past_deadline');
  }
  if (deadline.getTime() > now.getTime() + MAX_DEADLINE_DAYS * DAY) {
    throw fieldError('deadline', 'Срок сдачи — не дальше чем через год.', 'max_value');
  }
  const submissionId = await db.transaction(async (tx) => {
    const work = await repo.findWork(tx, user.id, input.selfStudy, 'share');
    if (!work) throw workNotFound();
    const client = await getClient(tx, user.id, input.client);
    const taskIds = await repo.workTaskIds(tx, work.work.id);
    if (taskIds.length === 0) throw fieldError('self_study', 'В работе нет заданий.', 'empty');
    await repo.shareLockTasks(tx, taskIds);
    const homework = await homeworks.insertHomework(tx, {
      kind: 'TUTOR',
      lessonId: null,
      classTypeId: work.work.classTypeId,
      authorId: user.id,
      title: work.work.title,
      tasksTotal: 0,
      deadline,
      timeLimitMinutes: input.timeLimitMinutes === undefined ? work.work.timeLimitMinutes : input.timeLimitMinutes,
    });
    await attachTasks(tx, homework.id, taskIds);
    const submission = await homeworks.upsertSubmission(tx, {
      homeworkId: homework.id,
      studentId: client.student.id,
      status: 'UNDONE',
    });
    const fresh = await repo.insertAssignmentOnce(tx, {
      submissionId: submission.id,
      workId: work.work.id,
      clientId: client.id,
      tutorId: user.id,
    });
    if (!fresh) throw new AppError(409, 'already_assigned', 'Эта работа уже выдана этому ученику.');
    await notifyHomeworkAssigned(tx, client.student.id, homework);
    return submission.id;
  });
  return submissionInfo(db, user, submissionId, variant, now);
}

/**
 * `GET /tutor/submissions/`: what the tutor gave, by client, work and status group; timers of the
 * tutor's works that ran out are handed in first, so the list and the student agree.
 */
export async function listAssignments(
  db: Db,
  user: AuthUser,
  filter: repo.AssignmentFilter,
  variant: Variant,
  now = new Date(),
) {
  await closeRanOutTimers(db, variant, now, { authorId: user.id });
  const rows = await repo.listAssignments(db, user.id, filter, now);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    count = (await repo.listAssignments(db, user.id, { ...filter, offset: 0, limit: 1 }, now))[0]?.total ?? 0;
  }
  return { count, results: await present(db, rows, now) };
}

/** The tutor's assignment with a timer that ran out handed in first (the lazy half of spec 3 §9). */
async function readAssignment(db: Db, user: AuthUser, id: number, variant: Variant, now: Date) {
  const row = await repo.findAssignment(db, user.id, id);
  if (!row) throw assignmentNotFound();
  if (await closeTimerIfRanOut(db, row.submission, variant, now)) {
    return (await repo.findAssignment(db, user.id, id)) ?? row;
  }
  return row;
}

/** `GET /tutor/submissions/:id/info/`. */
export async function submissionInfo(
  db: Db,
  user: AuthUser,
  id: number,
  variant: Variant,
  now = new Date(),
): Promise<TutorSubmission> {
  const row = await readAssignment(db, user, id, variant, now);
  const [item] = await present(db, [row], now);
  return item!;
}

/** `GET /tutor/submissions/:id/`: the answers, as the checking screen shows them. */
export async function submissionDetail(
  db: Db,
  user: AuthUser,
  id: number,
  variant: Variant,
  now = new Date(),
): Promise<HomeworkDetail> {
  const row = await readAssignment(db, user, id, variant, now);
  const info = await withContext(db, row.homework);
  return presentDetail(await loadDetailParts(db, info, row.submission), now);
}

/**
 * `DELETE /tutor/submissions/:id/`: takes the work back while the student has not handed it in
 * (the copy, the submission and its saved answers go); once handed in it is the student's result
 * and its XP is paid: 409.
 */
export async function unassign(db: Db, user: AuthUser, id: number, now = new Date()): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await repo.findAssignment(tx, user.id, id, 'update');
    if (!row) throw assignmentNotFound();
    // A ran-out timer is a hand-in the sweep has not reached yet.
    if (row.submission.submittedAt !== null || row.submission.status !== 'UNDONE' || timerRanOut(row.submission, now)) {
      throw new AppError(409, 'already_submitted', 'Работа уже сдана: её нельзя отозвать.');
    }
    await repo.deleteHomeworkCopy(tx, row.homework.id);
  });
  return {};
}

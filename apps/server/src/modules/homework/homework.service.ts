import { HomeworkStatusSchema, type HomeworkProgress, type HomeworkStatus } from '@school/contract';
import { and, count, eq, exists, gt, gte, inArray, min, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { CHECK_PERIOD_DAYS, HANDED_IN_STATUSES, WAITING_STATUSES, effectiveStatus } from './homework-rules.js';
import {
  checkerClassTypes,
  homeworkAnswers,
  homeworkEvents,
  homeworkSubmissions,
  homeworks,
} from './homework.schema.js';

export { HANDED_IN_STATUSES };
import * as repo from './homework.repo.js';

export type { NewHomework, NewHomeworkSubmission, HomeworkRow } from './homework.repo.js';

/** What a lesson card needs of its homework (spec 2 §3 Lesson.homework). */
export interface LessonHomeworkStatus {
  homeworkId: number;
  status: HomeworkStatus | null;
  submissionId: number | null;
}

/** The stored status, EXPIRED once the deadline passed before a hand-in (docs/homework.md). */
const statusOf = (row: repo.HomeworkWithSubmission, now = new Date()): HomeworkStatus | null =>
  row.status === null ? null : effectiveStatus(HomeworkStatusSchema.parse(row.status), row.deadline, now);

/** Per lesson id, its homework's status for the student; lessons without homework are absent. */
export async function statusesOfLessons(
  db: Tx,
  studentId: number,
  lessonIds: number[],
): Promise<Map<number, LessonHomeworkStatus>> {
  const rows = await repo.listFirstOfLessons(db, studentId, [...new Set(lessonIds)]);
  return new Map(
    rows.map((row) => [row.lessonId, { homeworkId: row.id, status: statusOf(row), submissionId: row.submissionId }]),
  );
}

/** `GET /v2/lessons/:id/homework/`: the lesson's homework and the student's progress, or null. */
export async function lessonHomework(db: Tx, studentId: number, lessonId: number): Promise<HomeworkProgress | null> {
  const [row] = await repo.listFirstOfLessons(db, studentId, [lessonId]);
  if (!row) return null;
  return {
    homeworkId: row.id,
    title: row.title,
    submissionId: row.submissionId,
    status: statusOf(row),
    tasksTotal: row.tasksTotal,
    tasksDone: row.tasksDone ?? 0,
    deadline: row.deadline.toISOString(),
  };
}

export interface HomeworkDue {
  id: number;
  lessonId: number;
  title: string;
  deadline: Date;
  submissionId: number | null;
  status: HomeworkStatus | null;
  done: boolean;
}

/** Homework of these lessons due in [from, to), by deadline (the schedule's homework items). */
export async function dueBetween(
  db: Tx,
  studentId: number,
  lessonIds: number[],
  from: Date,
  to: Date,
): Promise<HomeworkDue[]> {
  const rows = await repo.listDueBetween(db, studentId, lessonIds, from, to);
  return rows.map((row) => {
    const status = statusOf(row);
    return {
      id: row.id,
      lessonId: row.lessonId,
      title: row.title,
      deadline: row.deadline,
      submissionId: row.submissionId,
      status,
      done: status !== null && HANDED_IN_STATUSES.includes(status),
    };
  });
}

// For demo data and test factories: the homework issue creates these through its own flows.
export const createHomework = repo.insertHomework;
export const setSubmission = repo.upsertSubmission;
export type { CorrectAnswer } from './task-bank/correct-answer.js';
export {
  insertTask,
  attachTasks,
  listCriteria,
  ensureTopic,
  ensureTaskNumber,
  findTaskBySeedKey,
  findTasks,
} from './task-bank/task-bank.repo.js';
/** The homework's answer checks, for placement tests (docs/level-tests-and-lottery.md). */
export { validateAnswer } from './validate-answer.js';
export type { TaskRow } from './task-bank/task-bank.repo.js';
export { writeAnswer, updateSubmission } from './submission.repo.js';
/** The subjects a curator or teacher checks (the chat's curators answer and moderate these too). */
export { assignCheckerClassTypes, checkerClassTypeIds, checkersOfClassType } from './checkers.repo.js';
export { scoreAnswer } from './task-bank/score-answer.js';
/** Personal works of issue 12, for the demo seed (docs/tutor-and-manager.md). */
export { createSelfStudy, listSelfStudies } from './personal-works/self-studies.service.js';
export { assignWork } from './personal-works/assignments.service.js';
/** The individual program's plan (docs/individual-program.md): mastery per topic, open homework, their topics. */
export { topicScores, listOpenHomework, listLessonTopics } from './plan-homework.repo.js';

/**
 * The staff dashboard (docs/staff-dashboard.md): per day of `timeZone` since `from`, the homework
 * handed in (`submitted_at`, the latest hand-in of a submission) and the checks and refusals people made.
 */
export async function dailyHomework(db: Tx, from: Date, timeZone: string) {
  const s = homeworkSubmissions;
  const submitted = await db
    .select({
      day: sql<string>`to_char(${s.submittedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: count(),
    })
    .from(s)
    .where(and(gte(s.submittedAt, from), inArray(s.status, [...HANDED_IN_STATUSES])))
    .groupBy(sql`1`);
  const e = homeworkEvents;
  const checked = await db
    .select({ day: sql<string>`to_char(${e.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`, count: count() })
    .from(e)
    .where(gte(e.createdAt, from))
    .groupBy(sql`1`);
  return { submitted, checked };
}

/**
 * The checking backlog (docs/staff-dashboard.md): hand-ins waiting for a person per subject, the
 * same rule as the checking queue (DONE/RESENT with an answer to check, within the check period, no
 * tutor works); who checks which subject; the checks each person made since `checkedSince`.
 */
export async function checkingBacklog(db: Tx, now: Date, checkedSince: Date) {
  const s = homeworkSubmissions;
  const h = homeworks;
  const periodStart = new Date(now.getTime() - CHECK_PERIOD_DAYS * 86_400_000);
  const waiting = await db
    .select({ classTypeId: h.classTypeId, waiting: count(), oldest: min(s.submittedAt) })
    .from(s)
    .innerJoin(h, eq(h.id, s.homeworkId))
    .where(
      and(
        inArray(s.status, [...WAITING_STATUSES]),
        ne(h.kind, 'TUTOR'),
        gt(s.submittedAt, periodStart),
        exists(
          db
            .select({ one: sql`1` })
            .from(homeworkAnswers)
            .where(and(eq(homeworkAnswers.submissionId, s.id), eq(homeworkAnswers.state, 'CHECKING'))),
        ),
      ),
    )
    .groupBy(h.classTypeId);
  const checkers = await db
    .select({ userId: checkerClassTypes.userId, classTypeId: checkerClassTypes.classTypeId })
    .from(checkerClassTypes);
  const checked = await db
    .select({ actorId: homeworkEvents.actorId, count: count() })
    .from(homeworkEvents)
    .where(gte(homeworkEvents.createdAt, checkedSince))
    .groupBy(homeworkEvents.actorId);
  return { waiting, checkers, checked };
}

/**
 * A student's latest homework submissions with the homework's title, newest change first (the
 * staff's student card, docs/staff-people.md): by homework_submissions_student_idx.
 */
export function latestSubmissionsOf(db: Tx, studentId: number, limit: number) {
  return db
    .select({
      id: homeworkSubmissions.id,
      homeworkId: homeworkSubmissions.homeworkId,
      title: homeworks.title,
      status: homeworkSubmissions.status,
      score: homeworkSubmissions.score,
      maxScore: homeworks.maxScore,
      submittedAt: homeworkSubmissions.submittedAt,
      checkedAt: homeworkSubmissions.checkedAt,
      updatedAt: homeworkSubmissions.updatedAt,
    })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .where(eq(homeworkSubmissions.studentId, studentId))
    .orderBy(sql`${homeworkSubmissions.updatedAt} desc`, sql`${homeworkSubmissions.id} desc`)
    .limit(limit);
}

/** Takes a subject from a curator or teacher (the staff's people area, docs/staff-people.md). */
export async function removeCheckerClassType(db: Tx, userId: number, classTypeId: number): Promise<boolean> {
  const rows = await db
    .delete(checkerClassTypes)
    .where(and(eq(checkerClassTypes.userId, userId), eq(checkerClassTypes.classTypeId, classTypeId)))
    .returning({ userId: checkerClassTypes.userId });
  return rows.length > 0;
}

/** The subjects of several checkers at once. */
export async function checkerClassTypesOf(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: checkerClassTypes.userId, classTypeId: checkerClassTypes.classTypeId })
    .from(checkerClassTypes)
    .where(inArray(checkerClassTypes.userId, userIds));
}

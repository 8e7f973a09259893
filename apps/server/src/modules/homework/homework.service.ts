import { HomeworkStatusSchema, type HomeworkProgress, type HomeworkStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { HANDED_IN_STATUSES, effectiveStatus } from './homework-rules.js';

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

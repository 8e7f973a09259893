import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import type { Tx } from '../../../db/client.js';
import { presentTask } from '../homework-present.js';
import { taskExp } from '../homework-rules.js';
import { validateAnswer } from '../validate-answer.js';
import { correctAnswerHtml } from './correct-answer-html.js';
import { scoreAnswer, type Score } from './score-answer.js';
import { classTypeTopics, courseTypeTaskNumbers, tasks } from './task-bank.schema.js';
import type { TaskRow } from './task-bank.repo.js';

/**
 * The task bank as the training module uses it (docs/training.md): the public bank's tasks the
 * site checks by itself (no EXTENDED: training checks at once), found by subject, exam task
 * numbers and topics, and checked by the homework's own rules.
 */

export interface PracticeFilter {
  classTypeId: number;
  /** Exam task number ids; empty = any. */
  taskNumberIds: number[];
  /** Topic ids; empty = any. */
  topicIds: number[];
}

export interface PracticeCandidate {
  id: number;
  examTaskNumber: number | null;
  maxPoints: number;
}

export interface PracticeTask {
  task: TaskRow;
  examTaskNumber: number | null;
  topic: string | null;
}

const practicable = and(isNull(tasks.authorId), ne(tasks.type, 'EXTENDED'), sql`${tasks.correct} is not null`);

/** Every task matching the filter (ids and exam numbers only: the picking is the caller's). */
export function practiceCandidates(db: Tx, filter: PracticeFilter): Promise<PracticeCandidate[]> {
  return db
    .select({ id: tasks.id, examTaskNumber: courseTypeTaskNumbers.number, maxPoints: tasks.maxPoints })
    .from(tasks)
    .leftJoin(courseTypeTaskNumbers, eq(courseTypeTaskNumbers.id, tasks.taskNumberId))
    .where(
      and(
        practicable,
        eq(tasks.classTypeId, filter.classTypeId),
        filter.taskNumberIds.length > 0 ? inArray(tasks.taskNumberId, filter.taskNumberIds) : undefined,
        filter.topicIds.length > 0 ? inArray(tasks.topicId, filter.topicIds) : undefined,
      ),
    )
    .orderBy(tasks.id);
}

/** Subjects with practicable tasks, and how many. */
export function practiceSubjects(db: Tx): Promise<{ classTypeId: number; tasksCount: number }[]> {
  return db
    .select({ classTypeId: tasks.classTypeId, tasksCount: sql<number>`count(*)::int` })
    .from(tasks)
    .where(practicable)
    .groupBy(tasks.classTypeId)
    .orderBy(tasks.classTypeId);
}

/** These tasks with their exam number and topic (any order; missing ids are left out). */
export function practiceTasks(db: Tx, ids: number[]): Promise<PracticeTask[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ task: tasks, examTaskNumber: courseTypeTaskNumbers.number, topic: classTypeTopics.title })
    .from(tasks)
    .leftJoin(courseTypeTaskNumbers, eq(courseTypeTaskNumbers.id, tasks.taskNumberId))
    .leftJoin(classTypeTopics, eq(classTypeTopics.id, tasks.topicId))
    .where(inArray(tasks.id, ids));
}

/** A task as the student sees it before answering: the homework's task shape, with no key and no criteria. */
export const presentPracticeTask = (task: PracticeTask, position: number): HomeworkTask =>
  presentTask({ ...task, position }, []);

/**
 * Checks one answer as homework does (docs/homework.md "Task types"): the value must be of the
 * task's type with its own option ids (400 otherwise), then scored by `scoreAnswer`.
 */
export function checkPracticeAnswer(task: TaskRow, value: AnswerValue): Score & { value: AnswerValue } {
  const clean = validateAnswer(task, value);
  if (!task.correct) throw new Error(`task ${task.id} has no key`);
  return { value: clean, ...scoreAnswer(task.correct, clean, task.maxPoints) };
}

/** The key and the explanation, shown once the task is answered. */
export const practiceKey = (task: TaskRow) => ({
  correctAnswerHtml: correctAnswerHtml(task),
  explanationHtml: task.explanationHtml,
});

/** XP of a task's points, as homework pays it: 100 % plus 100 % for a star task (spec 3 §9). */
export const practiceExp = (task: TaskRow, points: number) => taskExp(points, task.isStar);

export type { TaskRow as PracticeTaskRow };

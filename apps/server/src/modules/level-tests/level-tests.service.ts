import {
  LEVEL_TEST_TASK_TYPES,
  type AnswerValue,
  type BodyOf,
  type LevelTest,
  type LevelTestResult,
  type LevelTestSummary,
  type contract,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { ValidationError, fieldError, notFound } from '../../plugins/errors.js';
import { cachedClassTypes } from '../core/core.service.js';
import { findProductTypes } from '../courses/courses.service.js';
import { findTasks, scoreAnswer, validateAnswer, type TaskRow } from '../homework/homework.service.js';
import { examScaleOf, recordCurrentResult } from '../individual-program/individual-program.service.js';
import { readClassTypes } from '../profile/profile.service.js';
import { lockStudentProfile } from '../users/users.service.js';
import { estimatedResult, levelOf, percentOf } from './level-rules.js';
import * as repo from './level-tests.repo.js';

type QuestionType = (typeof LEVEL_TEST_TASK_TYPES)[number];
const isQuestionType = (type: string): type is QuestionType =>
  (LEVEL_TEST_TASK_TYPES as readonly string[]).includes(type);

/** A test's tasks in its order; only types the site checks at once (the seed makes no others). */
async function tasksOf(db: Tx, levelTestId: number): Promise<TaskRow[]> {
  const ids = await repo.listTaskIds(db, levelTestId);
  const byId = new Map((await findTasks(db, ids)).map((task) => [task.id, task]));
  return ids.flatMap((id) => {
    const task = byId.get(id);
    return task && task.correct && isQuestionType(task.type) ? [task] : [];
  });
}

async function findTestOr404(db: Tx, id: number) {
  const test = await repo.findTest(db, id);
  if (!test) throw notFound('Такого теста нет.');
  return test;
}

async function subjectOf(db: Tx, classTypeId: number) {
  const type = (await cachedClassTypes(db)).find((t) => t.id === classTypeId);
  return { id: classTypeId, title: type?.title ?? '' };
}

async function presentResult(db: Tx, row: repo.LevelTestResultRow): Promise<LevelTestResult> {
  const suggested = row.suggestedProductTypeId
    ? (await findProductTypes(db, [row.suggestedProductTypeId])).get(row.suggestedProductTypeId)
    : undefined;
  return {
    points: row.points,
    maxPoints: row.maxPoints,
    percent: row.percent,
    level: row.level,
    currentResult: row.currentResult,
    examMaxPoints: row.examMaxPoints,
    suggestedProductType: suggested ? { id: suggested.id, title: suggested.title, kind: suggested.kind } : null,
    answers: row.answers,
    completedAt: row.completedAt.toISOString(),
  };
}

/** `GET /v1/student-level-tests/`: the tests, the student's subjects first, with their last results. */
export async function listLevelTests(db: Tx, studentId: number, classTypeId?: number): Promise<LevelTestSummary[]> {
  const [tests, choice, results, classTypes] = await concurrently(
    db,
    () => repo.listTests(db, classTypeId),
    () => readClassTypes(db, studentId),
    () => repo.listResults(db, studentId),
    () => cachedClassTypes(db),
  );
  const counts = await repo.countTasks(
    db,
    tests.map((test) => test.id),
  );
  const chosen = new Set(choice.classTypes);
  const resultOf = new Map(results.map((row) => [row.levelTestId, row]));
  const titleOf = new Map(classTypes.map((type) => [type.id, type.title]));
  const items = tests.map((test) => {
    const result = resultOf.get(test.id);
    return {
      id: test.id,
      title: test.title,
      classType: { id: test.classTypeId, title: titleOf.get(test.classTypeId) ?? '' },
      questionsCount: counts.get(test.id) ?? 0,
      durationMinutes: test.durationMinutes,
      isChosenSubject: chosen.has(test.classTypeId),
      result: result
        ? {
            level: result.level,
            percent: result.percent,
            currentResult: result.currentResult,
            completedAt: result.completedAt.toISOString(),
          }
        : null,
    };
  });
  return items.sort((a, b) => Number(b.isChosenSubject) - Number(a.isChosenSubject));
}

/** `GET /v1/student-level-tests/{id}/test/`: the questions without their answers, and the last result. */
export async function readLevelTest(db: Tx, studentId: number, id: number): Promise<LevelTest> {
  const test = await findTestOr404(db, id);
  const [tasks, result] = await concurrently(
    db,
    () => tasksOf(db, id),
    () => repo.findResult(db, studentId, id),
  );
  return {
    id: test.id,
    title: test.title,
    intro: test.intro,
    classType: await subjectOf(db, test.classTypeId),
    durationMinutes: test.durationMinutes,
    questions: tasks.map((task, position) => ({
      id: task.id,
      position,
      type: task.type as QuestionType,
      statementHtml: task.statementHtml,
      options: task.options,
      maxPoints: task.maxPoints,
    })),
    result: result ? await presentResult(db, result) : null,
  };
}

/** An answer's problem, with the attr of where it was in the body. */
function checkedAnswer(task: TaskRow, value: AnswerValue, index: number): AnswerValue {
  try {
    return validateAnswer(task, value);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.items.map((item) => ({ ...item, attr: `answers.${index}.${item.attr ?? 'value'}` })),
    );
  }
}

/**
 * `POST /v1/student-level-tests/{id}/test/`: every answer checked by the homework's rules; an
 * unanswered question scores 0. The result replaces the last one and its estimate becomes the
 * subject's current result (goals), both in one transaction under the student's profile lock.
 */
export async function submitLevelTest(
  ctx: AppContext,
  studentId: number,
  id: number,
  body: BodyOf<typeof contract.levelTests.submit>,
  now = new Date(),
): Promise<LevelTestResult> {
  const test = await findTestOr404(ctx.db, id);
  const tasks = await tasksOf(ctx.db, id);
  const taskOf = new Map(tasks.map((task) => [task.id, task]));
  const given = new Map<number, AnswerValue | null>();
  body.answers.forEach((answer, index) => {
    const task = taskOf.get(answer.task);
    if (!task) throw fieldError(`answers.${index}.task`, 'Такого вопроса в тесте нет.', 'unknown_task');
    if (given.has(answer.task)) throw fieldError(`answers.${index}.task`, 'Ответ на вопрос дан дважды.', 'duplicate');
    given.set(answer.task, answer.value === null ? null : checkedAnswer(task, answer.value, index));
  });

  const answers = tasks.map((task) => {
    const score = scoreAnswer(task.correct!, given.get(task.id) ?? null, task.maxPoints);
    return { taskId: task.id, points: score.points, correct: score.state === 'CORRECT' };
  });
  const points = answers.reduce((sum, answer) => sum + answer.points, 0);
  const maxPoints = tasks.reduce((sum, task) => sum + task.maxPoints, 0);
  const percent = percentOf(points, maxPoints);
  const level = levelOf(percent);

  const row = await ctx.db.transaction(async (tx) => {
    await lockStudentProfile(tx, studentId);
    const examMaxPoints = await examScaleOf(tx, studentId, test.classTypeId);
    const result: repo.LevelTestResultRow = {
      studentId,
      levelTestId: id,
      points,
      maxPoints,
      percent,
      level,
      currentResult: estimatedResult(percent, examMaxPoints),
      examMaxPoints,
      suggestedProductTypeId: await repo.suggestedProductTypeId(tx, id, level),
      answers,
      completedAt: now,
    };
    await repo.saveResult(tx, result);
    await recordCurrentResult(tx, studentId, test.classTypeId, result.currentResult, now);
    return result;
  });
  return presentResult(ctx.db, row);
}

/** Seed: the demo tests. */
export const findLevelTestBySeedKey = repo.findTestBySeedKey;
export const createLevelTest = repo.insertTest;

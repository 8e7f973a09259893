import {
  PLAN_ITEMS_PER_TYPE,
  type EducationGoal,
  type GoalPatchItem,
  type IndividualProgramStatus,
  type Plan,
  type PlanSection,
  type ProgramSwitch,
  type SwitchableStatus,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import { concurrently } from '../../lib/concurrently.js';
import { cachedClassTypes, listClassTypes, listClassYears } from '../core/core.service.js';
import { listLessonTopics, listOpenHomework, topicScores } from '../homework/homework.service.js';
import { lessonRefsOfProducts, listUnwatchedLessons } from '../lessons/lessons.service.js';
import { listOwnedProducts } from '../courses/courses.service.js';
import { readClassTypes } from '../profile/profile.service.js';
import { lockStudentProfile } from '../users/users.service.js';
import { FALLBACK_GOAL_SETTINGS, goalProblem, listProblem } from './goal-rules.js';
import { masteryPercent, orderPlan, orderSections, type PlanCandidate, type Topic } from './plan-rules.js';
import * as repo from './individual-program.repo.js';

/**
 * Product types whose programme has no lessons toward an exam goal to reorder: individual lessons
 * follow the tutor's own plan; roulette and olympiad training are not exam preparation (DISABLED).
 */
const WITHOUT_PROGRAM = new Set(['IND', 'RULETKA', 'OLIMP']);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The plan's window: a month to catch up on, two weeks to prepare for (docs "The plan"). */
const PLAN_PAST_MS = 30 * DAY_MS;
const PLAN_HORIZON_MS = 14 * DAY_MS;

/** `GET /umits/individual-program/v1/goals/`: one item per chosen subject, in the subjects' order (spec 1 §3). */
export async function readGoals(db: Tx, studentId: number): Promise<EducationGoal[]> {
  const [choice, saved, classTypes] = await concurrently(
    db,
    () => readClassTypes(db, studentId),
    () => repo.listSavedGoals(db, studentId),
    () => cachedClassTypes(db),
  );
  const settings = new Map(
    (choice.classYear ? await repo.listGoalSettings(db, choice.classYear) : []).map((row) => [row.classTypeId, row]),
  );
  const savedOf = new Map(saved.map((row) => [row.classTypeId, row]));
  const chosen = new Set(choice.classTypes);
  const items = classTypes
    .filter((type) => chosen.has(type.id))
    .map((type) => {
      const { maxPoints, step, defaultPoints } = settings.get(type.id) ?? FALLBACK_GOAL_SETTINGS;
      const row = savedOf.get(type.id);
      return {
        classType: { id: type.id, title: type.title },
        goal: row?.goal ?? defaultPoints,
        goalSettings: { maxPoints, step, defaultPoints },
        currentResult: row?.currentResult ?? null,
        isPriority: row?.isPriority ?? false,
      };
    });
  const countedSum = items.reduce((sum, item) => sum + item.goal, 0);
  return items.map((item) => ({ ...item, countedSum }));
}

/**
 * `PATCH .../goals/`: the items of the list are saved together, and the list states the priority
 * (none marked clears it). Under the student's row lock, so racing saves apply one after another.
 */
export async function updateGoals(ctx: AppContext, studentId: number, items: GoalPatchItem[], now = new Date()) {
  const problem = listProblem(items);
  if (problem) throw fieldError(`${problem.index}.${problem.field}`, problem.detail, problem.code);
  return ctx.db.transaction(async (tx) => {
    await lockStudentProfile(tx, studentId);
    const current = new Map((await readGoals(tx, studentId)).map((goal) => [goal.classType.id, goal]));
    for (const [index, item] of items.entries()) {
      const goal = current.get(item.classType);
      if (!goal) throw fieldError(`${index}.class_type`, 'Этого предмета нет среди твоих.', 'unknown_class_type');
      const wrong = goalProblem(item, goal.goalSettings);
      if (wrong) throw fieldError(`${index}.${wrong.field}`, wrong.detail, wrong.code);
    }
    await repo.saveGoals(
      tx,
      studentId,
      items.map((item) => ({ ...item, classTypeId: item.classType })),
      now,
    );
    return readGoals(tx, studentId);
  });
}

/** The programs with what they were read from: the plan needs the same products and goals. */
async function loadPrograms(db: Tx, studentId: number, now: Date) {
  const [owned, stored, goals, classTypes] = await concurrently(
    db,
    () => listOwnedProducts(db, studentId, now),
    () => repo.listProgramStatuses(db, studentId),
    () => readGoals(db, studentId),
    () => cachedClassTypes(db),
  );
  const priority = goals.find((goal) => goal.isPriority)?.classType.id;
  const titles = new Map(classTypes.map((type) => [type.id, type.title]));
  const types = new Map(owned.map(({ productType }) => [productType.id, productType]));
  const programs = [...types.values()].map((type): ProgramSwitch => {
    const disabled = WITHOUT_PROGRAM.has(type.type);
    const status: IndividualProgramStatus = disabled ? 'DISABLED' : (stored.get(type.id) ?? 'NEW');
    return {
      productType: { id: type.id, title: type.title },
      classType: { id: type.classTypeId, title: titles.get(type.classTypeId) ?? '' },
      status,
      isPriority: type.classTypeId === priority,
      canSwitch: !disabled,
    };
  });
  return { programs, owned, goals };
}

/** The program of every product type the student has access to now (docs/individual-program.md "Statuses"). */
export async function listPrograms(db: Tx, studentId: number, now = new Date()): Promise<ProgramSwitch[]> {
  return (await loadPrograms(db, studentId, now)).programs;
}

export async function readProgram(db: Tx, studentId: number, productTypeId: number): Promise<ProgramSwitch> {
  const program = (await listPrograms(db, studentId)).find((row) => row.productType.id === productTypeId);
  if (!program) throw notFound('У тебя нет доступа к этому курсу.');
  return program;
}

const disabledError = () =>
  new AppError(409, 'program_disabled', 'У этого курса нет индивидуальной программы.', 'status');

/** ACTIVE orders lessons toward the goals: it needs the priority subject chosen first (spec 1 §2 'to study'). */
async function checkCanActivate(tx: Tx, studentId: number, status: SwitchableStatus): Promise<void> {
  if (status !== 'ACTIVE') return;
  if (!(await readGoals(tx, studentId)).some((goal) => goal.isPriority))
    throw fieldError('status', 'Сначала выбери приоритетный предмет.', 'priority_required');
}

/** `PATCH .../switch-individual-program/{productTypeId}/`. */
export async function switchProgram(
  ctx: AppContext,
  studentId: number,
  productTypeId: number,
  status: SwitchableStatus,
  now = new Date(),
): Promise<ProgramSwitch> {
  return ctx.db.transaction(async (tx) => {
    await lockStudentProfile(tx, studentId);
    const program = await readProgram(tx, studentId, productTypeId);
    if (!program.canSwitch) throw disabledError();
    await checkCanActivate(tx, studentId, status);
    await repo.saveProgramStatuses(tx, studentId, [productTypeId], status, now);
    return readProgram(tx, studentId, productTypeId);
  });
}

/** `PATCH .../global-switch-individual-program/`: every switchable product type of the student. */
export async function switchAllPrograms(
  ctx: AppContext,
  studentId: number,
  status: SwitchableStatus,
  now = new Date(),
): Promise<ProgramSwitch[]> {
  return ctx.db.transaction(async (tx) => {
    await lockStudentProfile(tx, studentId);
    const switchable = (await listPrograms(tx, studentId, now)).filter((program) => program.canSwitch);
    if (switchable.length > 0) await checkCanActivate(tx, studentId, status);
    await repo.saveProgramStatuses(
      tx,
      studentId,
      switchable.map((program) => program.productType.id),
      status,
      now,
    );
    return listPrograms(tx, studentId, now);
  });
}

function topicsBy<K extends 'lessonId' | 'homeworkId'>(
  rows: { lessonId: number | null; homeworkId: number; topicId: number; title: string }[],
  key: K,
): Map<number, Topic[]> {
  const map = new Map<number, Topic[]>();
  for (const row of rows) {
    const id = row[key];
    if (id === null) continue;
    const list = map.get(id) ?? [];
    if (!list.some((topic) => topic.id === row.topicId)) list.push({ id: row.topicId, title: row.title });
    map.set(id, list);
  }
  return map;
}

/** `GET .../plan/`: each ACTIVE product type's lessons and homework, weakest topics first (docs "The plan"). */
export async function readPlan(db: Tx, studentId: number, now = new Date()): Promise<Plan> {
  const { programs, owned, goals } = await loadPrograms(db, studentId, now);
  const active = programs.filter((program) => program.status === 'ACTIVE');
  if (active.length === 0) return { sections: [] };
  const activeIds = new Set(active.map((program) => program.productType.id));
  const productIds = owned.filter((row) => activeIds.has(row.productType.id)).map((row) => row.productId);
  const from = new Date(now.getTime() - PLAN_PAST_MS);
  const horizon = new Date(now.getTime() + PLAN_HORIZON_MS);
  const [allLessons, unwatched, scores] = await concurrently(
    db,
    () => lessonRefsOfProducts(db, productIds),
    () => listUnwatchedLessons(db, studentId, productIds, from, horizon),
    () =>
      topicScores(
        db,
        studentId,
        active.map((program) => program.classType.id),
      ),
  );
  // Homework of the lessons in the window: the lessons the plan may show.
  const lessonOf = new Map(
    allLessons
      .filter((lesson) => lesson.startAt >= from && lesson.startAt <= horizon)
      .map((lesson) => [lesson.id, lesson]),
  );
  const [homework, topicRows] = await concurrently(
    db,
    () => listOpenHomework(db, studentId, [...lessonOf.keys()]),
    () => listLessonTopics(db, [...lessonOf.keys()]),
  );
  const lessonTopics = topicsBy(topicRows, 'lessonId');
  const homeworkTopics = topicsBy(topicRows, 'homeworkId');
  const mastery = new Map<number, number>();
  for (const score of scores) {
    const percent = masteryPercent(score.earned, score.possible);
    if (score.topicId !== null && percent !== null) mastery.set(score.topicId, percent);
  }
  const candidates = new Map<number, PlanCandidate[]>();
  const add = (productTypeId: number, candidate: PlanCandidate) =>
    candidates.set(productTypeId, [...(candidates.get(productTypeId) ?? []), candidate]);
  for (const row of unwatched)
    add(row.productTypeId, {
      kind: 'lesson',
      id: row.lessonId,
      title: row.title,
      startsAt: row.startAt,
      topics: lessonTopics.get(row.lessonId) ?? [],
    });
  for (const row of homework) {
    const lesson = lessonOf.get(row.lessonId);
    if (!lesson) continue;
    add(lesson.productTypeId, {
      kind: 'homework',
      id: row.homeworkId,
      title: row.title,
      startsAt: lesson.startAt,
      topics: homeworkTopics.get(row.homeworkId) ?? [],
    });
  }
  const goalOf = new Map(goals.map((goal) => [goal.classType.id, goal.goal]));
  const sections: PlanSection[] = active.map((program) => ({
    productType: program.productType,
    classType: program.classType,
    isPriority: program.isPriority,
    goal: goalOf.get(program.classType.id) ?? null,
    items: orderPlan(candidates.get(program.productType.id) ?? [], mastery, PLAN_ITEMS_PER_TYPE),
  }));
  return { sections: orderSections(sections) };
}

/** Reference data (seed): goal settings per subject title and class year value, inserted once. */
export async function ensureGoalSettings(
  tx: Tx,
  rows: { classType: string; classYear: number; maxPoints: number; step: number; defaultPoints: number }[],
): Promise<void> {
  const [types, years] = await concurrently(
    tx,
    () => listClassTypes(tx),
    () => listClassYears(tx),
  );
  const typeId = new Map(types.map((type) => [type.title, type.id]));
  const yearId = new Map(years.map((year) => [year.value, year.id]));
  await repo.insertGoalSettings(
    tx,
    rows.flatMap(({ classType, classYear, ...settings }) => {
      const classTypeId = typeId.get(classType);
      const classYearId = yearId.get(classYear);
      return classTypeId && classYearId ? [{ classTypeId, classYearId, ...settings }] : [];
    }),
  );
}
/** The demo seed writes decided goals and programs without the student's checks. */
export const saveDemoGoals = repo.saveGoals;
export const saveDemoPrograms = repo.saveProgramStatuses;

/** The exam scale of a subject for the student's class year (goal settings, else the fallback). */
export async function examScaleOf(db: Tx, studentId: number, classTypeId: number): Promise<number> {
  const { classYear } = await readClassTypes(db, studentId);
  const row = classYear
    ? (await repo.listGoalSettings(db, classYear)).find((s) => s.classTypeId === classTypeId)
    : undefined;
  return (row ?? FALLBACK_GOAL_SETTINGS).maxPoints;
}

/** A placement test's result (docs/level-tests-and-lottery.md) becomes the subject's current result. */
export const recordCurrentResult = repo.saveCurrentResult;

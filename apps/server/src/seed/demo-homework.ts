import type { AnswerValue, HomeworkKind, HomeworkStatus } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import { listClassTypes } from '../modules/core/core.service.js';
import {
  assignCheckerClassTypes,
  attachTasks,
  createHomework,
  ensureTaskNumber,
  ensureTopic,
  findTaskBySeedKey,
  insertTask,
  listCriteria,
  scoreAnswer,
  setSubmission,
  updateSubmission,
  writeAnswer,
  type TaskRow,
} from '../modules/homework/homework.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { MATH_TASKS, PHYSICS_TASKS, RUSSIAN_TASKS, type DemoTask } from './demo-homework-tasks.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The homework the e2e test does (all six task types, untouched): on the live math lesson. */
export const DEMO_FRESH_HOMEWORK_TITLE = 'Домашка: производная и вероятность';
export const DEMO_CURATOR_EMAIL = 'curator@example.com';
/** The demo curator checks these subjects. */
export const DEMO_CHECKED_SUBJECTS = ['Математика', 'Физика', 'Русский язык'];

/** A demo plan: a spec 2 §4 status, FRESH (opened, nothing typed) or no submission at all. */
export type DemoHomeworkPlan = HomeworkStatus | 'NO_SUBMISSION' | 'FRESH';

const POOLS: Record<string, DemoTask[]> = {
  Математика: MATH_TASKS,
  Физика: PHYSICS_TASKS,
  'Русский язык': RUSSIAN_TASKS,
};

/** A demo bank task, made once (by its seed key). */
export async function ensureTask(tx: Tx, classTypeId: number, demo: DemoTask): Promise<TaskRow> {
  const found = await findTaskBySeedKey(tx, demo.key);
  if (found) return found;
  return insertTask(
    tx,
    {
      seedKey: demo.key,
      classTypeId,
      type: demo.type,
      statementHtml: demo.statement,
      options: demo.options ?? [],
      matchItems: demo.matchItems ?? [],
      correct: demo.correct ?? null,
      explanationHtml: demo.explanation,
      taskNumberId: await ensureTaskNumber(tx, classTypeId, ...demo.number),
      topicId: await ensureTopic(tx, classTypeId, demo.topic),
      maxPoints: demo.maxPoints,
      isStar: demo.star ?? false,
      hint: demo.hint ?? null,
      theoryUrl: demo.theory ?? null,
    },
    demo.criteria,
  );
}

/** 8–10 tasks of the subject's bank with every type; a mini-test takes site-checked ones only. */
function pickTasks(pool: DemoTask[], kind: HomeworkKind, variant: number): DemoTask[] {
  if (kind === 'MINI_TEST') return pool.filter((t) => t.type !== 'EXTENDED').slice(0, 8);
  const shorts = pool.filter((t) => t.type === 'SHORT');
  const dropped = shorts.length > 3 ? [shorts[variant % shorts.length], shorts[(variant + 1) % shorts.length]] : [];
  return pool.filter((t) => !dropped.includes(t));
}

type Choice = 'right' | 'wrong' | null;

/** Which answer the demo student gave to the i-th task under each plan. */
export function answerOf(plan: DemoHomeworkPlan, task: DemoTask, i: number): Choice {
  switch (plan) {
    case 'FRESH':
    case 'NO_SUBMISSION':
      return null;
    case 'UNDONE':
      return i < 3 ? 'right' : null;
    case 'EXPIRED':
      return i < 2 ? 'right' : null;
    case 'REFUSED':
      return task.type === 'EXTENDED' ? 'wrong' : i % 4 === 1 ? 'wrong' : 'right';
    case 'RECHECKED':
      return 'right';
    default:
      return task.type !== 'EXTENDED' && i % 3 === 1 ? 'wrong' : 'right';
  }
}

export interface SeededAnswer {
  task: TaskRow;
  demo: DemoTask;
  value: AnswerValue | null;
  state: 'EMPTY' | 'SAVED' | 'CHECKING' | 'CORRECT' | 'PARTIAL' | 'WRONG';
  points: number | null;
  criteriaPoints: { criterionId: number; points: number }[];
  comment: string | null;
}

const SUBMITTED: DemoHomeworkPlan[] = [
  'DONE',
  'REFUSED',
  'RESENT',
  'RECHECKED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
];
const PERSON_CHECKED: DemoHomeworkPlan[] = ['RECHECKED', 'CHECKED_BY_CURATOR'];

/** The answer row as the plan left it: scored by the site's own rules, extended ones by the curator. */
export async function seedAnswer(
  tx: Tx,
  plan: DemoHomeworkPlan,
  task: TaskRow,
  demo: DemoTask,
  choice: Choice,
): Promise<SeededAnswer> {
  const value = choice === null ? null : demo[choice];
  const base = { task, demo, value, criteriaPoints: [], comment: null };
  if (!SUBMITTED.includes(plan)) return { ...base, state: value ? 'SAVED' : 'EMPTY', points: null };
  if (task.correct) return { ...base, ...scoreAnswer(task.correct, value, task.maxPoints) };
  if (!PERSON_CHECKED.includes(plan)) return { ...base, state: 'CHECKING', points: null };
  const criteria = demo.criteria ?? [];
  const rows = await listCriteria(tx, [task.id]);
  const scored = rows.map((row, i) => ({
    criterionId: row.id,
    points: i === 0 || plan === 'RECHECKED' ? row.maxPoints : Math.max(0, row.maxPoints - 1),
  }));
  const points = scored.reduce((sum, c) => sum + c.points, 0);
  return {
    ...base,
    criteriaPoints: criteria.length ? scored : [],
    state: points === task.maxPoints ? 'CORRECT' : points > 0 ? 'PARTIAL' : 'WRONG',
    points,
    comment:
      plan === 'RECHECKED'
        ? 'Отлично, теперь решение полное.'
        : 'Ход решения верный, но в одном из пунктов не хватает обоснования — посмотри разбор.',
  };
}

export interface DemoHomeworkInput {
  studentId: number | undefined;
  curatorId: number | undefined;
  lesson: { id: number; title: string };
  classTypeId: number;
  subject: string;
  plan: DemoHomeworkPlan;
  deadline: Date;
  variant: number;
  now: Date;
}

/**
 * A demo homework of a lesson with tasks from the subject's bank and the demo student's
 * submission in the plan's state, written as the flows would have left it (docs/homework.md).
 */
export async function addDemoHomework(tx: Tx, input: DemoHomeworkInput): Promise<void> {
  const { plan, lesson, now } = input;
  const kind: HomeworkKind = plan === 'CHECKED_BY_SITE' ? 'MINI_TEST' : 'LESSON';
  const title =
    plan === 'FRESH'
      ? DEMO_FRESH_HOMEWORK_TITLE
      : kind === 'MINI_TEST'
        ? `Мини-тест: ${lesson.title}`
        : `Домашнее задание: ${lesson.title}`;
  const homework = await createHomework(tx, {
    lessonId: lesson.id,
    classTypeId: input.classTypeId,
    kind,
    title,
    tasksTotal: 0,
    deadline: input.deadline,
  });
  // The e2e homework keeps the probability and derivative tasks its title promises.
  const demos = pickTasks(POOLS[input.subject] ?? MATH_TASKS, kind, plan === 'FRESH' ? 3 : input.variant);
  const tasks: TaskRow[] = [];
  for (const demo of demos) tasks.push(await ensureTask(tx, input.classTypeId, demo));
  await attachTasks(
    tx,
    homework.id,
    tasks.map((t) => t.id),
  );
  if (plan === 'NO_SUBMISSION' || input.studentId === undefined) return;

  const submission = await setSubmission(tx, { homeworkId: homework.id, studentId: input.studentId, status: 'UNDONE' });
  const answers: SeededAnswer[] = [];
  for (const [i, task] of tasks.entries())
    answers.push(await seedAnswer(tx, plan, task, demos[i]!, answerOf(plan, demos[i]!, i)));
  const savedAt = new Date(Math.min(now.getTime() - DAY, input.deadline.getTime() - 2 * HOUR));
  for (const a of answers) {
    if (a.state === 'EMPTY') continue;
    await writeAnswer(tx, {
      submissionId: submission.id,
      taskId: a.task.id,
      value: a.value,
      revision: 1,
      savedAt,
      state: a.state,
      points: a.points,
      comment: a.comment,
      criteriaPoints: a.criteriaPoints,
      checkedBy: PERSON_CHECKED.includes(plan) && !a.task.correct ? (input.curatorId ?? null) : null,
    });
  }
  const status: HomeworkStatus = plan === 'FRESH' ? 'UNDONE' : plan;
  if (!SUBMITTED.includes(plan)) {
    await updateSubmission(tx, submission.id, { status });
    return;
  }
  const checked = plan !== 'DONE' && plan !== 'RESENT';
  await updateSubmission(tx, submission.id, {
    status,
    tasksDone: answers.filter((a) => a.value !== null).length,
    score: answers.reduce((sum, a) => sum + (a.points ?? 0), 0),
    mistakes: answers.filter((a) => a.task.correct && (a.points ?? 0) < a.task.maxPoints).length,
    attempt: plan === 'RECHECKED' ? 2 : 1,
    submittedAt: savedAt,
    checkedAt: checked ? new Date(savedAt.getTime() + HOUR) : null,
    checkedBy: checked && plan !== 'CHECKED_BY_SITE' ? (input.curatorId ?? null) : null,
    refuseReason:
      plan === 'REFUSED' ? 'Решение развёрнутой задачи не видно: распиши шаги или прикрепи фото черновика.' : null,
  });
}

/** The demo curator checks math, physics and Russian (so the e2e curator can check the demo student). */
export async function seedDemoCheckers(db: Db): Promise<void> {
  const curator = await findUserByEmail(db, DEMO_CURATOR_EMAIL);
  if (!curator) return;
  const types = await listClassTypes(db);
  await assignCheckerClassTypes(
    db,
    curator.id,
    types.filter((t) => DEMO_CHECKED_SUBJECTS.includes(t.title)).map((t) => t.id),
  );
}

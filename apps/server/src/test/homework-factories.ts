import type { Db } from '../db/client.js';
import { attachTasks, createHomework, insertTask, type TaskRow } from '../modules/homework/homework.service.js';
import { assignCheckerClassTypes } from '../modules/homework/homework.service.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from './course-factories.js';
import { accessTokenFor, buildUser, type TestUser } from './factories.js';

const DAY = 24 * 60 * 60 * 1000;

/** One task of every type, with known right answers (docs/homework.md "Task types"). */
export async function buildTaskSet(db: Db, classTypeId: number, options: { starShort?: boolean } = {}) {
  const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, html: `Вариант ${i + 1}` }));
  const base = { classTypeId, explanationHtml: '<p>Разбор</p>' };
  const short = await insertTask(db, {
    ...base,
    type: 'SHORT',
    statementHtml: '<p>$0{,}5 + 0{,}25 = ?$</p>',
    correct: { type: 'SHORT', accepted: ['0,75'] },
    maxPoints: 1,
    isStar: options.starShort ?? true,
  });
  const single = await insertTask(db, {
    ...base,
    type: 'SINGLE',
    statementHtml: '<p>Выбери</p>',
    options: opts(3),
    correct: { type: 'SINGLE', choice: 'o2' },
    maxPoints: 1,
  });
  const multiple = await insertTask(db, {
    ...base,
    type: 'MULTIPLE',
    statementHtml: '<p>Выбери все</p>',
    options: opts(4),
    correct: { type: 'MULTIPLE', choices: ['o1', 'o3'] },
    maxPoints: 2,
  });
  const order = await insertTask(db, {
    ...base,
    type: 'ORDER',
    statementHtml: '<p>Упорядочи</p>',
    options: opts(3),
    correct: { type: 'ORDER', order: ['o3', 'o1', 'o2'] },
    maxPoints: 2,
  });
  const match = await insertTask(db, {
    ...base,
    type: 'MATCH',
    statementHtml: '<p>Сопоставь</p>',
    options: opts(2),
    matchItems: [
      { id: 'A', html: 'А' },
      { id: 'B', html: 'Б' },
    ],
    correct: { type: 'MATCH', pairs: { A: 'o2', B: 'o1' } },
    maxPoints: 2,
  });
  const extended = await insertTask(
    db,
    { ...base, type: 'EXTENDED', statementHtml: '<p>Реши подробно</p>', maxPoints: 3, isStar: true },
    [
      { title: 'Ход решения', maxPoints: 2 },
      { title: 'Ответ', maxPoints: 1 },
    ],
  );
  return { short, single, multiple, order, match, extended };
}
export type TaskSet = Awaited<ReturnType<typeof buildTaskSet>>;

/** Right answers for a task set, as the API takes them. */
export const rightAnswers = (s: TaskSet) => ({
  [s.short.id]: { type: 'SHORT', text: ' 0.750 ' },
  [s.single.id]: { type: 'SINGLE', choice: 'o2' },
  [s.multiple.id]: { type: 'MULTIPLE', choices: ['o3', 'o1'] },
  [s.order.id]: { type: 'ORDER', order: ['o3', 'o1', 'o2'] },
  [s.match.id]: { type: 'MATCH', pairs: { A: 'o2', B: 'o1' } },
  [s.extended.id]: { type: 'EXTENDED', html: '<p>Решение</p>', files: [] },
});

export interface HomeworkWorld {
  course: TestCourse;
  student: TestUser;
  token: string;
  homeworkId: number;
  tasks: TaskSet;
  taskList: TaskRow[];
}

/**
 * A course lesson with a homework of the given tasks (every type by default) and a student who
 * owns the course.
 */
export async function buildHomeworkWorld(
  db: Db,
  options: { deadline?: Date; kind?: 'LESSON' | 'MINI_TEST'; only?: (keyof TaskSet)[]; subject?: string } = {},
): Promise<HomeworkWorld> {
  const course = await buildCourse(db, { subject: options.subject });
  const lesson = await buildLesson(db, course);
  const student = await buildUser(db);
  await grantAccess(db, student.id, course);
  const tasks = await buildTaskSet(db, course.classTypeId);
  const keys = options.only ?? (Object.keys(tasks) as (keyof TaskSet)[]);
  const taskList = keys.map((key) => tasks[key]);
  const homework = await createHomework(db, {
    lessonId: lesson.id,
    classTypeId: course.classTypeId,
    kind: options.kind ?? 'LESSON',
    title: 'Домашка',
    tasksTotal: 0,
    deadline: options.deadline ?? new Date(Date.now() + 7 * DAY),
  });
  await attachTasks(
    db,
    homework.id,
    taskList.map((task) => task.id),
  );
  return { course, student, token: await accessTokenFor(student), homeworkId: homework.id, tasks, taskList };
}

/** A curator (or teacher) who checks these subjects. */
export async function buildChecker(
  db: Db,
  classTypeIds: number[],
  role: 'CURATOR_ROLE' | 'TEACHER_ROLE' | 'HEAD_CURATOR' = 'CURATOR_ROLE',
) {
  const user = await buildUser(db, { role });
  await assignCheckerClassTypes(db, user.id, classTypeIds);
  return { user, token: await accessTokenFor(user) };
}

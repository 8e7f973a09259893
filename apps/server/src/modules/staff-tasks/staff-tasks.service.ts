import type {
  OwnTaskInput,
  StaffLessonHomework,
  StaffLessonHomeworkInput,
  StaffTask,
  StaffTaskQuery,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import { findProductTypes } from '../courses/courses.service.js';
import * as bank from '../homework/staff-bank.service.js';
import { findLesson } from '../lessons/lessons.service.js';
import { changedFields, recordAudit } from '../staff/audit.js';

const taskNotFound = () => notFound('Задание не найдено в общем банке.');
const lessonNotFound = () => notFound('Урок не найден.');

/** `GET /staff/content/tasks/`. */
export const listTasks = (db: Db, query: StaffTaskQuery) => bank.listPublicTasks(db, query);

export async function getTask(db: Tx, id: number): Promise<StaffTask> {
  const [task] = await bank.publicTasks(db, [id]);
  if (!task) throw taskNotFound();
  return task;
}

/** The input as stored: the tutor's own task's checks and HTML cleaning, with no author (public bank). */
async function publicTaskOf(db: Tx, input: OwnTaskInput) {
  const own = await bank.buildOwnTask(db, 0, input);
  return { task: { ...own.task, authorId: null }, criteria: own.criteria };
}

/** `POST /staff/content/tasks/`: a task of the public bank, audited. */
export async function createTask(db: Db, actor: AuthUser, input: OwnTaskInput): Promise<StaffTask> {
  const built = await publicTaskOf(db, input);
  const row = await db.transaction(async (tx) => {
    const task = await bank.insertTask(tx, built.task, built.criteria);
    await recordAudit(tx, actor, {
      action: 'task.create',
      entity: 'task',
      entityId: task.id,
      changes: { type: task.type, classTypeId: task.classTypeId, maxPoints: task.maxPoints },
    });
    return task;
  });
  return getTask(db, row.id);
}

/**
 * `PUT /staff/content/tasks/:id/`: refused once a student has a submission of a homework holding
 * the task (their answers were scored by its key); a task only in unstarted homework may change.
 */
export async function updateTask(db: Db, actor: AuthUser, id: number, input: OwnTaskInput): Promise<StaffTask> {
  const built = await publicTaskOf(db, input);
  await db.transaction(async (tx) => {
    const before = await bank.lockPublicTask(tx, id);
    if (!before) throw taskNotFound();
    if (await bank.isTaskStarted(tx, id)) {
      throw new AppError(
        409,
        'task_in_use',
        'Задание уже решают ученики: его нельзя изменить. Создайте новое задание и замените его в домашних заданиях.',
      );
    }
    await bank.replaceTask(tx, id, built.task, built.criteria);
    const changes = changedFields(before, built.task);
    await recordAudit(tx, actor, {
      action: 'task.update',
      entity: 'task',
      entityId: id,
      changes: { ...changes, criteria: built.criteria.length > 0 ? built.criteria : undefined },
    });
  });
  return getTask(db, id);
}

/** The lesson and its subject (a lesson's subject is its product type's). */
async function lessonOf(db: Tx, lessonId: number) {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw lessonNotFound();
  const type = (await findProductTypes(db, [lesson.productTypeId])).get(lesson.productTypeId);
  if (!type) throw lessonNotFound();
  return { lesson, classTypeId: type.classTypeId };
}

/** `GET /staff/content/lessons/:id/homework/`. */
export async function lessonHomework(db: Tx, lessonId: number): Promise<StaffLessonHomework> {
  const { lesson, classTypeId } = await lessonOf(db, lessonId);
  const homework = await bank.firstHomeworkOfLesson(db, lessonId);
  const tasks = homework ? await bank.tasksOfHomework(db, homework.id) : [];
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      isPublished: lesson.isPublished,
      startAt: lesson.startAt.toISOString(),
      classType: await bank.classTypeRef(db, classTypeId),
    },
    homework: homework && {
      id: homework.id,
      title: homework.title,
      deadline: homework.deadline.toISOString(),
      timeLimitMinutes: homework.timeLimitMinutes,
      tasksTotal: homework.tasksTotal,
      maxScore: homework.maxScore,
      submissions: homework.submissions,
      tasks,
    },
  };
}

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * `PUT /staff/content/lessons/:id/homework/`: creates the lesson's homework or changes it. Tasks
 * are public bank tasks of the lesson's subject, each once. Once a student has a submission the
 * task list (and so the totals their score was counted against) is frozen: 409; the title, the
 * deadline and the time limit may still change.
 */
export async function setLessonHomework(
  db: Db,
  actor: AuthUser,
  lessonId: number,
  input: StaffLessonHomeworkInput,
): Promise<StaffLessonHomework> {
  const { classTypeId } = await lessonOf(db, lessonId);
  if (new Set(input.tasks).size !== input.tasks.length) {
    throw fieldError('tasks', 'Задание добавлено дважды.', 'duplicate');
  }
  const found = await bank.publicTasks(db, input.tasks);
  const byId = new Map(found.map((t) => [t.id, t]));
  input.tasks.forEach((id, index) => {
    const task = byId.get(id);
    if (!task) throw fieldError(`tasks.${index}`, `Задания №${id} нет в общем банке.`, 'does_not_exist');
    if (task.classType.id !== classTypeId) {
      throw fieldError(`tasks.${index}`, `Задание №${id} другого предмета, чем урок.`, 'wrong_subject');
    }
  });
  const deadline = new Date(input.deadline);
  await db.transaction(async (tx) => {
    const existing = await bank.firstHomeworkOfLesson(tx, lessonId, true);
    const head = { title: input.title, deadline, timeLimitMinutes: input.timeLimitMinutes };
    if (!existing) {
      const created = await bank.insertLessonHomework(tx, { lessonId, classTypeId, ...head });
      await bank.replaceHomeworkTasks(tx, created.id, input.tasks);
      await recordAudit(tx, actor, {
        action: 'homework.create',
        entity: 'homework',
        entityId: created.id,
        changes: { lessonId, ...head, tasks: input.tasks },
      });
      return;
    }
    const before = await bank.homeworkTaskIds(tx, existing.id);
    const tasksChange = !sameList(before, input.tasks);
    if (tasksChange && existing.submissions > 0) {
      throw new AppError(
        409,
        'homework_started',
        'Домашнее задание уже начали ученики: список заданий изменить нельзя. Можно поменять название, срок и лимит времени.',
      );
    }
    await bank.updateHomeworkHead(tx, existing.id, head);
    if (tasksChange) await bank.replaceHomeworkTasks(tx, existing.id, input.tasks);
    const changes: Record<string, unknown> = changedFields(existing, head);
    if (tasksChange) changes.tasks = [before, input.tasks];
    await recordAudit(tx, actor, { action: 'homework.update', entity: 'homework', entityId: existing.id, changes });
  });
  return lessonHomework(db, lessonId);
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { homeworkTasks, homeworks } from '../homework.schema.js';
import { classTypeTopics, courseTypeTaskNumbers, taskCriteria, tasks } from './task-bank.schema.js';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type CriterionRow = typeof taskCriteria.$inferSelect;

/** A homework's tasks in order, with their exam number and topic. */
export function listTasksOfHomework(db: Tx, homeworkId: number) {
  return db
    .select({
      task: tasks,
      position: homeworkTasks.position,
      examTaskNumber: courseTypeTaskNumbers.number,
      topic: classTypeTopics.title,
    })
    .from(homeworkTasks)
    .innerJoin(tasks, eq(tasks.id, homeworkTasks.taskId))
    .leftJoin(courseTypeTaskNumbers, eq(courseTypeTaskNumbers.id, tasks.taskNumberId))
    .leftJoin(classTypeTopics, eq(classTypeTopics.id, tasks.topicId))
    .where(eq(homeworkTasks.homeworkId, homeworkId))
    .orderBy(asc(homeworkTasks.position));
}

/** One task of a homework (undefined when the task is not in it). */
export async function findTaskOfHomework(db: Tx, homeworkId: number, taskId: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .select({ task: tasks })
    .from(homeworkTasks)
    .innerJoin(tasks, eq(tasks.id, homeworkTasks.taskId))
    .where(sql`${homeworkTasks.homeworkId} = ${homeworkId} and ${homeworkTasks.taskId} = ${taskId}`);
  return row?.task;
}

export function listCriteria(db: Tx, taskIds: number[]): Promise<CriterionRow[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(taskCriteria)
    .where(inArray(taskCriteria.taskId, taskIds))
    .orderBy(asc(taskCriteria.taskId), asc(taskCriteria.position));
}

export function listTaskNumbers(db: Tx, classTypeId?: number) {
  return db
    .select()
    .from(courseTypeTaskNumbers)
    .where(classTypeId === undefined ? undefined : eq(courseTypeTaskNumbers.classTypeId, classTypeId))
    .orderBy(asc(courseTypeTaskNumbers.classTypeId), asc(courseTypeTaskNumbers.number));
}

export function listTopics(db: Tx, classTypeId?: number) {
  return db
    .select()
    .from(classTypeTopics)
    .where(classTypeId === undefined ? undefined : eq(classTypeTopics.classTypeId, classTypeId))
    .orderBy(asc(classTypeTopics.classTypeId), asc(classTypeTopics.title));
}

/** A task number of a subject, made once. */
export async function ensureTaskNumber(tx: Tx, classTypeId: number, number: number, title: string): Promise<number> {
  await tx.insert(courseTypeTaskNumbers).values({ classTypeId, number, title }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: courseTypeTaskNumbers.id })
    .from(courseTypeTaskNumbers)
    .where(sql`${courseTypeTaskNumbers.classTypeId} = ${classTypeId} and ${courseTypeTaskNumbers.number} = ${number}`);
  if (!row) throw new Error('task number row missing');
  return row.id;
}

/** A topic of a subject, made once. */
export async function ensureTopic(tx: Tx, classTypeId: number, title: string): Promise<number> {
  await tx.insert(classTypeTopics).values({ classTypeId, title }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: classTypeTopics.id })
    .from(classTypeTopics)
    .where(sql`${classTypeTopics.classTypeId} = ${classTypeId} and ${classTypeTopics.title} = ${title}`);
  if (!row) throw new Error('topic row missing');
  return row.id;
}

/** A task with its criteria (an EXTENDED task's max points are their sum). */
export async function insertTask(
  tx: Tx,
  task: NewTask,
  criteria: { title: string; maxPoints: number }[] = [],
): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(task).returning();
  if (!row) throw new Error('insert returned no row');
  if (criteria.length > 0) {
    await tx.insert(taskCriteria).values(criteria.map((c, position) => ({ ...c, taskId: row.id, position })));
  }
  return row;
}

/** Puts tasks into a homework in this order and keeps its task count and max score in step. */
export async function attachTasks(tx: Tx, homeworkId: number, taskIds: number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await tx.insert(homeworkTasks).values(taskIds.map((taskId, position) => ({ homeworkId, taskId, position })));
  await tx
    .update(homeworks)
    .set({
      tasksTotal: sql`(select count(*) from ${homeworkTasks} where ${homeworkTasks.homeworkId} = ${homeworkId})`,
      maxScore: sql`(select coalesce(sum(${tasks.maxPoints}), 0) from ${homeworkTasks} join ${tasks} on ${tasks.id} = ${homeworkTasks.taskId} where ${homeworkTasks.homeworkId} = ${homeworkId})`,
    })
    .where(eq(homeworks.id, homeworkId));
}

export async function findTaskBySeedKey(db: Tx, seedKey: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.seedKey, seedKey));
  return row;
}

/** Tasks by id (placement tests are made of task-bank tasks: docs/level-tests-and-lottery.md). */
export function findTasks(db: Tx, ids: number[]): Promise<TaskRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(tasks).where(inArray(tasks.id, ids));
}

import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StaffTask, StaffTaskQuery } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { classTypeRefs } from './class-type-refs.js';
import { homeworkSubmissions, homeworkTasks, homeworks } from './homework.schema.js';
import { attachTasks, listCriteria, type TaskRow } from './task-bank/task-bank.repo.js';
import { classTypeTopics, courseTypeTaskNumbers, tasks } from './task-bank/task-bank.schema.js';

/**
 * The public task bank and the homework of a lesson as the staff console edits them (issue 16,
 * docs/staff-tasks.md). The staff-tasks module calls these inside its own transactions, next to
 * its audit record; the checks of a task are the tutor's own task's (`buildOwnTask`, issue 12).
 */
export { buildOwnTask, type OwnTask } from './task-bank/own-task.js';
export type { TaskRow } from './task-bank/task-bank.repo.js';
export { insertTask } from './task-bank/task-bank.repo.js';
export { replaceTask } from './task-bank/materials.repo.js';

/** `%` and `_` typed into a search box are literal. */

/** A student has a submission of some homework holding the task. */
const frozenSql = sql<boolean>`exists (select 1 from ${homeworkTasks} ht join ${homeworkSubmissions} s on s.homework_id = ht.homework_id where ht.task_id = ${tasks.id})`;
const homeworkCountSql = sql<number>`(select count(*) from ${homeworkTasks} ht where ht.task_id = ${tasks.id})`;

const withRefs = (db: Tx) =>
  db
    .select({
      task: tasks,
      examTaskNumber: courseTypeTaskNumbers.number,
      topic: classTypeTopics.title,
      homeworkCount: homeworkCountSql.mapWith(Number),
      isFrozen: frozenSql.mapWith(Boolean),
    })
    .from(tasks)
    .leftJoin(courseTypeTaskNumbers, eq(courseTypeTaskNumbers.id, tasks.taskNumberId))
    .leftJoin(classTypeTopics, eq(classTypeTopics.id, tasks.topicId));

type Row = Awaited<ReturnType<ReturnType<typeof withRefs>['execute']>>[number];

async function present(db: Tx, rows: Row[]): Promise<StaffTask[]> {
  const classType = await classTypeRefs(db);
  const criteria = await listCriteria(
    db,
    rows.filter((r) => r.task.type === 'EXTENDED').map((r) => r.task.id),
  );
  return rows.map(({ task, examTaskNumber, topic, homeworkCount, isFrozen }) => ({
    id: task.id,
    classType: classType(task.classTypeId),
    type: task.type,
    statementHtml: task.statementHtml,
    options: task.options,
    matchItems: task.matchItems,
    correct: task.correct,
    correctHtml: task.correctHtml,
    explanationHtml: task.explanationHtml,
    taskNumberId: task.taskNumberId,
    examTaskNumber,
    topicId: task.topicId,
    topic,
    maxPoints: task.maxPoints,
    isStar: task.isStar,
    hint: task.hint,
    theoryUrl: task.theoryUrl,
    criteria: criteria
      .filter((c) => c.taskId === task.id)
      .map((c) => ({ id: c.id, title: c.title, maxPoints: c.maxPoints })),
    homeworkCount,
    isFrozen,
  }));
}

/** One page of the public bank (author null): by subject, type, statement words or id. */
export async function listPublicTasks(db: Tx, q: StaffTaskQuery): Promise<{ count: number; results: StaffTask[] }> {
  const search = q.search?.trim() ?? '';
  const asId = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const where = and(
    isNull(tasks.authorId),
    q.classType === undefined ? undefined : eq(tasks.classTypeId, q.classType),
    q.type === undefined ? undefined : eq(tasks.type, q.type),
    search === ''
      ? undefined
      : or(ilike(tasks.statementHtml, `%${likeEscape(search)}%`), asId === null ? undefined : eq(tasks.id, asId)),
  );
  const [rows, [total]] = await Promise.all([
    withRefs(db)
      .where(where)
      .orderBy(q.ordering === 'id' ? asc(tasks.id) : desc(tasks.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(tasks)
      .where(where),
  ]);
  return { count: total?.count ?? 0, results: await present(db, rows) };
}

/** Public bank tasks by id, in the order asked; unknown ones and tutors' own tasks are left out. */
export async function publicTasks(db: Tx, ids: number[]): Promise<StaffTask[]> {
  if (ids.length === 0) return [];
  const rows = await withRefs(db).where(and(inArray(tasks.id, ids), isNull(tasks.authorId)));
  const byId = new Map(rows.map((r) => [r.task.id, r]));
  return present(
    db,
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
  );
}

/** The tasks of a homework in its order (whoever wrote them). */
export async function tasksOfHomework(db: Tx, homeworkId: number): Promise<StaffTask[]> {
  const rows = await withRefs(db)
    .innerJoin(homeworkTasks, eq(homeworkTasks.taskId, tasks.id))
    .where(eq(homeworkTasks.homeworkId, homeworkId))
    .orderBy(asc(homeworkTasks.position));
  return present(db, rows);
}

/** A subject as homework shows it. */
export async function classTypeRef(db: Tx, id: number) {
  return (await classTypeRefs(db))(id);
}

/** A public task row-locked for a change (undefined when missing or a tutor's own). */
export async function lockPublicTask(tx: Tx, id: number): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), isNull(tasks.authorId)))
    .for('update');
  return row;
}

/** A student has a submission of a homework holding this task: its text and key are frozen. */
export async function isTaskStarted(tx: Tx, taskId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(homeworkTasks)
    .innerJoin(homeworkSubmissions, eq(homeworkSubmissions.homeworkId, homeworkTasks.homeworkId))
    .where(eq(homeworkTasks.taskId, taskId))
    .limit(1);
  return rows.length > 0;
}

export type LessonHomeworkRow = typeof homeworks.$inferSelect & { submissions: number };

/** The first homework of a lesson (the one students see: `listFirstOfLessons`) with its submission count. */
export async function firstHomeworkOfLesson(tx: Tx, lessonId: number, lock = false): Promise<LessonHomeworkRow | null> {
  const query = tx.select().from(homeworks).where(eq(homeworks.lessonId, lessonId)).orderBy(asc(homeworks.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [count] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(homeworkSubmissions)
    .where(eq(homeworkSubmissions.homeworkId, row.id));
  return { ...row, submissions: count?.n ?? 0 };
}

/** The task ids of a homework in order. */
export async function homeworkTaskIds(tx: Tx, homeworkId: number): Promise<number[]> {
  const rows = await tx
    .select({ taskId: homeworkTasks.taskId })
    .from(homeworkTasks)
    .where(eq(homeworkTasks.homeworkId, homeworkId))
    .orderBy(asc(homeworkTasks.position));
  return rows.map((r) => r.taskId);
}

/** A new homework of a lesson; its tasks come with `replaceHomeworkTasks`. */
export async function insertLessonHomework(
  tx: Tx,
  values: { lessonId: number; classTypeId: number; title: string; deadline: Date; timeLimitMinutes: number | null },
) {
  const [row] = await tx
    .insert(homeworks)
    .values({ ...values, kind: 'LESSON', tasksTotal: 0, maxScore: 0 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateHomeworkHead(
  tx: Tx,
  id: number,
  values: { title: string; deadline: Date; timeLimitMinutes: number | null },
): Promise<void> {
  await tx.update(homeworks).set(values).where(eq(homeworks.id, id));
}

/**
 * Puts exactly these tasks into the homework in this order; its task count and max score follow
 * (the same `attachTasks` the seed uses, so they are computed in one place).
 */
export async function replaceHomeworkTasks(tx: Tx, homeworkId: number, taskIds: number[]): Promise<void> {
  await tx.delete(homeworkTasks).where(eq(homeworkTasks.homeworkId, homeworkId));
  await attachTasks(tx, homeworkId, taskIds);
  if (taskIds.length === 0) {
    await tx.update(homeworks).set({ tasksTotal: 0, maxScore: 0 }).where(eq(homeworks.id, homeworkId));
  }
}

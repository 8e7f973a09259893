import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { homeworkTasks } from '../homework.schema.js';
import { classTypeTopics, courseTypeTaskNumbers, taskCriteria, tasks } from './task-bank.schema.js';
import type { NewTask, TaskRow } from './task-bank.repo.js';

export interface MaterialsFilter {
  classType?: number;
  taskNumber?: number;
  topic?: number;
  search?: string;
  source?: 'bank' | 'own';
  limit: number;
  offset: number;
}

/** `%` and `_` typed into a search box are literal. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The public bank and the viewer's own tasks; nobody sees another tutor's. */
export function visibleTo(viewerId: number, source?: 'bank' | 'own'): SQL | undefined {
  if (source === 'bank') return isNull(tasks.authorId);
  if (source === 'own') return eq(tasks.authorId, viewerId);
  return or(isNull(tasks.authorId), eq(tasks.authorId, viewerId));
}

const withRefs = (db: Tx) =>
  db
    .select({
      task: tasks,
      examTaskNumber: courseTypeTaskNumbers.number,
      topic: classTypeTopics.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(tasks)
    .leftJoin(courseTypeTaskNumbers, eq(courseTypeTaskNumbers.id, tasks.taskNumberId))
    .leftJoin(classTypeTopics, eq(classTypeTopics.id, tasks.topicId));

export type TaskWithRefs = { task: TaskRow; examTaskNumber: number | null; topic: string | null };

/** One page of the bank in order of subject, exam number, then id; the viewer's own tasks are in it. */
export function listPage(db: Tx, viewerId: number, f: MaterialsFilter) {
  return withRefs(db)
    .where(
      and(
        visibleTo(viewerId, f.source),
        f.classType === undefined ? undefined : eq(tasks.classTypeId, f.classType),
        f.taskNumber === undefined ? undefined : eq(tasks.taskNumberId, f.taskNumber),
        f.topic === undefined ? undefined : eq(tasks.topicId, f.topic),
        f.search ? ilike(tasks.statementHtml, likePattern(f.search)) : undefined,
      ),
    )
    .orderBy(asc(tasks.classTypeId), sql`${courseTypeTaskNumbers.number} nulls last`, asc(tasks.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** Tasks by id that the viewer may see, with their number and topic (in no particular order). */
export function findVisible(db: Tx, viewerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withRefs(db).where(and(inArray(tasks.id, ids), visibleTo(viewerId)));
}

/** A tutor's own task for a change, row-locked so an assign cannot copy it meanwhile. */
export async function lockOwnTask(tx: Tx, authorId: number, id: number): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.authorId, authorId)))
    .for('update');
  return row;
}

/** The task sits in a homework a student was given (copies on assign): its text is frozen. */
export async function isGiven(tx: Tx, taskId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(homeworkTasks)
    .where(eq(homeworkTasks.taskId, taskId))
    .limit(1);
  return rows.length > 0;
}

export async function replaceTask(
  tx: Tx,
  id: number,
  task: Omit<NewTask, 'id'>,
  criteria: { title: string; maxPoints: number }[],
): Promise<void> {
  await tx.update(tasks).set(task).where(eq(tasks.id, id));
  await tx.delete(taskCriteria).where(eq(taskCriteria.taskId, id));
  if (criteria.length > 0) {
    await tx.insert(taskCriteria).values(criteria.map((c, position) => ({ ...c, taskId: id, position })));
  }
}

export async function deleteTask(tx: Tx, id: number): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.id, id));
}

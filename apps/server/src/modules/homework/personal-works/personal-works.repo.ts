import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { HomeworkListFilter } from '@school/contract';
import type { Tx } from '../../../db/client.js';
import { homeworkSubmissions as s, homeworks as h } from '../homework.schema.js';
import { group } from '../homework-list.repo.js';
import { tasks } from '../task-bank/task-bank.schema.js';
import { tutorAssignments, tutorWorkTasks, tutorWorks } from './personal-works.schema.js';

export type WorkRow = typeof tutorWorks.$inferSelect;
export type NewWork = typeof tutorWorks.$inferInsert;
export type AssignmentRow = typeof tutorAssignments.$inferSelect;
const a = tutorAssignments;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Task count, max score and how often given, per work (a tutor has tens of works, not thousands).
 * Written out qualified: in a one-table select drizzle leaves column names bare, and a bare `id`
 * inside the subquery would name the subquery's own table.
 */
const workColumns = {
  work: tutorWorks,
  tasksTotal: sql<number>`(select count(*) from tutor_work_tasks wt where wt.work_id = "tutor_works"."id")`.mapWith(
    Number,
  ),
  maxScore:
    sql<number>`(select coalesce(sum(t.max_points), 0) from tutor_work_tasks wt join tasks t on t.id = wt.task_id where wt.work_id = "tutor_works"."id")`.mapWith(
      Number,
    ),
  assignedCount: sql<number>`(select count(*) from tutor_assignments ta where ta.work_id = "tutor_works"."id")`.mapWith(
    Number,
  ),
};
export type WorkWithTotals = { work: WorkRow; tasksTotal: number; maxScore: number; assignedCount: number };

/** The tutor's library (archived works are gone from it), the latest change first. */
export function listWorks(
  db: Tx,
  tutorId: number,
  f: { classType?: number; search?: string; limit: number; offset: number },
) {
  return db
    .select({ ...workColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tutorWorks)
    .where(
      and(
        eq(tutorWorks.tutorId, tutorId),
        isNull(tutorWorks.archivedAt),
        f.classType === undefined ? undefined : eq(tutorWorks.classTypeId, f.classType),
        f.search ? ilike(tutorWorks.title, likePattern(f.search)) : undefined,
      ),
    )
    .orderBy(desc(tutorWorks.updatedAt), desc(tutorWorks.id))
    .limit(f.limit)
    .offset(f.offset);
}

/** The tutor's own work in the library; another tutor's, or an archived one, is not found. */
export async function findWork(
  db: Tx,
  tutorId: number,
  id: number,
  lock?: 'update' | 'share',
): Promise<WorkWithTotals | undefined> {
  const query = db
    .select(workColumns)
    .from(tutorWorks)
    .where(and(eq(tutorWorks.id, id), eq(tutorWorks.tutorId, tutorId), isNull(tutorWorks.archivedAt)));
  const [row] = await (lock ? query.for(lock, { of: tutorWorks }) : query);
  return row;
}

export async function workTaskIds(db: Tx, workId: number): Promise<number[]> {
  const rows = await db
    .select({ taskId: tutorWorkTasks.taskId })
    .from(tutorWorkTasks)
    .where(eq(tutorWorkTasks.workId, workId))
    .orderBy(asc(tutorWorkTasks.position));
  return rows.map((r) => r.taskId);
}

export async function insertWork(tx: Tx, values: NewWork): Promise<WorkRow> {
  const [row] = await tx.insert(tutorWorks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateWork(tx: Tx, id: number, changes: Partial<NewWork>): Promise<void> {
  await tx
    .update(tutorWorks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(tutorWorks.id, id));
}

export async function replaceWorkTasks(tx: Tx, workId: number, taskIds: number[]): Promise<void> {
  await tx.delete(tutorWorkTasks).where(eq(tutorWorkTasks.workId, workId));
  if (taskIds.length > 0) {
    await tx.insert(tutorWorkTasks).values(taskIds.map((taskId, position) => ({ workId, taskId, position })));
  }
}

/** Read after the work's row lock: a concurrent assign has committed or waits for this one. */
export async function countAssignments(tx: Tx, workId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(a)
    .where(eq(a.workId, workId));
  return row?.n ?? 0;
}

export async function deleteWork(tx: Tx, id: number): Promise<void> {
  await tx.delete(tutorWorks).where(eq(tutorWorks.id, id));
}

/** The tasks a copy is made of, held against a change of the tutor's own tasks meanwhile. */
export async function shareLockTasks(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.select({ id: tasks.id }).from(tasks).where(inArray(tasks.id, ids)).for('share');
}

/** The assignment row; a repeat of a work for a client (a concurrent one too) inserts nothing. */
export async function insertAssignmentOnce(tx: Tx, values: typeof tutorAssignments.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(tutorAssignments).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export interface AssignmentFilter {
  client?: number;
  selfStudy?: number;
  homework?: number;
  status?: HomeworkListFilter[];
  limit: number;
  offset: number;
}

const assignmentColumns = {
  assignment: a,
  submission: s,
  homework: h,
};

/** What the tutor gave, coming deadlines first (nearest first), then passed ones (latest first). */
export function listAssignments(db: Tx, tutorId: number, f: AssignmentFilter, now: Date) {
  return db
    .select({ ...assignmentColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(a)
    .innerJoin(s, eq(s.id, a.submissionId))
    .innerJoin(h, eq(h.id, s.homeworkId))
    .where(
      and(
        eq(a.tutorId, tutorId),
        f.client === undefined ? undefined : eq(a.clientId, f.client),
        f.selfStudy === undefined ? undefined : eq(a.workId, f.selfStudy),
        f.homework === undefined ? undefined : eq(h.id, f.homework),
        f.status?.length ? or(...f.status.map((g) => group(g, now))) : undefined,
      ),
    )
    .orderBy(
      sql`${h.deadline} <= ${now}`,
      sql`case when ${h.deadline} > ${now} then ${h.deadline} end`,
      desc(h.deadline),
      asc(a.submissionId),
    )
    .limit(f.limit)
    .offset(f.offset);
}
export type AssignmentWithParts = {
  assignment: AssignmentRow;
  submission: typeof s.$inferSelect;
  homework: typeof h.$inferSelect;
};

/** One of the tutor's assignments by its submission id; `update` holds the submission row. */
export async function findAssignment(
  db: Tx,
  tutorId: number,
  submissionId: number,
  lock?: 'update',
): Promise<AssignmentWithParts | undefined> {
  const query = db
    .select(assignmentColumns)
    .from(a)
    .innerJoin(s, eq(s.id, a.submissionId))
    .innerJoin(h, eq(h.id, s.homeworkId))
    .where(and(eq(a.submissionId, submissionId), eq(a.tutorId, tutorId)));
  const [row] = await (lock ? query.for('update', { of: s }) : query);
  return row;
}

/** Unassigning removes the copy: its submission, answers and the assignment go with it. */
export async function deleteHomeworkCopy(tx: Tx, homeworkId: number): Promise<void> {
  await tx.delete(h).where(and(eq(h.id, homeworkId), eq(h.kind, 'TUTOR')));
}

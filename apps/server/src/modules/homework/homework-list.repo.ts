import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HomeworkListFilter } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { homeworkAnswers, homeworkSubmissions as s, homeworkTasks, homeworks as h } from './homework.schema.js';
import { tasks } from './task-bank/task-bank.schema.js';
import { CHECKED_STATUSES, FIRST_CHECK_STATUSES, OPEN_STATUSES, WAITING_STATUSES } from './homework-rules.js';

export interface ListFilter {
  classType?: number;
  status?: HomeworkListFilter[];
  deadline?: 'week' | 'month' | 'overdue';
  limit: number;
  offset: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Not handed in: no submission, or one still open (docs/homework.md "List groups"). */
const notHandedIn = () => or(isNull(s.id), inArray(s.status, [...OPEN_STATUSES, 'EXPIRED']));

/** A status group of the list (also the tutor's list of what they gave). */
export function group(filter: HomeworkListFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'todo':
      return and(
        gt(h.deadline, now),
        or(
          isNull(s.id),
          inArray(s.status, [...OPEN_STATUSES]),
          and(inArray(s.status, [...FIRST_CHECK_STATUSES]), eq(s.attempt, 1), gt(s.mistakes, 0)),
        ),
      );
    case 'checking':
      return inArray(s.status, [...WAITING_STATUSES]);
    case 'checked':
      return inArray(s.status, [...CHECKED_STATUSES]);
    case 'expired':
      return and(lte(h.deadline, now), notHandedIn());
  }
}

function deadlineWindow(window: ListFilter['deadline'], now: Date): SQL | undefined {
  if (window === 'overdue') return and(lte(h.deadline, now), notHandedIn());
  if (!window) return undefined;
  const days = window === 'week' ? 7 : 30;
  return and(gt(h.deadline, now), lte(h.deadline, new Date(now.getTime() + days * DAY)));
}

/**
 * The student's homework, coming deadlines first (nearest first), then passed ones (latest
 * first), one page in SQL: a lesson's homework among the
 * lessons the student may open (`lessonIds`, from the courses the student owns now), a tutor's when
 * given (a submission exists). Submissions are reached by their (homework, student) key, so the
 * page costs the same at any table size.
 */
export function listPage(db: Tx, studentId: number, lessonIds: number[], filter: ListFilter, now: Date) {
  const where = and(
    or(lessonIds.length > 0 ? inArray(h.lessonId, lessonIds) : undefined, and(isNull(h.lessonId), isNotNull(s.id))),
    filter.classType === undefined ? undefined : eq(h.classTypeId, filter.classType),
    filter.status?.length ? or(...filter.status.map((f) => group(f, now))) : undefined,
    deadlineWindow(filter.deadline, now),
  );
  return (
    db
      .select({
        homework: h,
        submission: { id: s.id, status: s.status, tasksDone: s.tasksDone, score: s.score },
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(h)
      .leftJoin(s, and(eq(s.homeworkId, h.id), eq(s.studentId, studentId)))
      .where(where)
      // What is still to come first, nearest first; then what has passed, most recent first.
      .orderBy(
        sql`${h.deadline} <= ${now}`,
        sql`case when ${h.deadline} > ${now} then ${h.deadline} end`,
        desc(h.deadline),
        asc(h.id),
      )
      .limit(filter.limit)
      .offset(filter.offset)
  );
}

/** Star tasks per homework of a page. */
export async function starCounts(db: Tx, homeworkIds: number[]): Promise<Map<number, number>> {
  if (homeworkIds.length === 0) return new Map();
  const rows = await db
    .select({ homeworkId: homeworkTasks.homeworkId, stars: count() })
    .from(homeworkTasks)
    .innerJoin(tasks, eq(tasks.id, homeworkTasks.taskId))
    .where(and(inArray(homeworkTasks.homeworkId, homeworkIds), eq(tasks.isStar, true)))
    .groupBy(homeworkTasks.homeworkId);
  return new Map(rows.map((r) => [r.homeworkId, r.stars]));
}

/** Answered tasks per submission of a page (saved as typed, so the count is live before a hand-in). */
export async function answeredCounts(db: Tx, submissionIds: number[]): Promise<Map<number, number>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ submissionId: homeworkAnswers.submissionId, answered: count() })
    .from(homeworkAnswers)
    .where(and(inArray(homeworkAnswers.submissionId, submissionIds), isNotNull(homeworkAnswers.value)))
    .groupBy(homeworkAnswers.submissionId);
  return new Map(rows.map((r) => [r.submissionId, r.answered]));
}

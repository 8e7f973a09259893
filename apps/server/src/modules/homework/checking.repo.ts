import { and, asc, count, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { homeworkAnswers, homeworkSubmissions as s, homeworks as h } from './homework.schema.js';
import { WAITING_STATUSES } from './homework-rules.js';

export interface QueueFilter {
  /** Null: every subject (a head curator). */
  classTypeIds: number[] | null;
  classType?: number;
  homework?: number;
  /** Hand-ins before this are past the check period (spec 3 §9). */
  submittedAfter: Date;
}

/** What needs a person: DONE/RESENT with an extended answer unchecked, within the check period. */
function waiting(filter: QueueFilter, db: Tx) {
  return and(
    inArray(s.status, [...WAITING_STATUSES]),
    // A tutor's client is the tutor's to check (issue 12): tutor works stay out of the curators' queue.
    ne(h.kind, 'TUTOR'),
    gt(s.submittedAt, filter.submittedAfter),
    exists(
      db
        .select({ one: sql`1` })
        .from(homeworkAnswers)
        .where(and(eq(homeworkAnswers.submissionId, s.id), eq(homeworkAnswers.state, 'CHECKING'))),
    ),
    filter.classTypeIds === null ? undefined : inArray(h.classTypeId, filter.classTypeIds),
    filter.classType === undefined ? undefined : eq(h.classTypeId, filter.classType),
    filter.homework === undefined ? undefined : eq(h.id, filter.homework),
  );
}

/** The queue, oldest deadline first, then the earliest hand-in. */
export function queuePage(db: Tx, filter: QueueFilter, page: { limit: number; offset: number }) {
  const toCheck = db
    .select({ n: count() })
    .from(homeworkAnswers)
    .where(and(eq(homeworkAnswers.submissionId, s.id), eq(homeworkAnswers.state, 'CHECKING')));
  return db
    .select({
      submission: s,
      homework: { id: h.id, title: h.title, deadline: h.deadline, classTypeId: h.classTypeId },
      tasksToCheck: sql<number>`(${toCheck})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(s)
    .innerJoin(h, eq(h.id, s.homeworkId))
    .where(waiting(filter, db))
    .orderBy(asc(h.deadline), asc(s.submittedAt), asc(s.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Per homework, how many hand-ins wait (the queue's filters). */
export function waitingByHomework(db: Tx, filter: QueueFilter) {
  return db
    .select({ id: h.id, title: h.title, classTypeId: h.classTypeId, waiting: count() })
    .from(s)
    .innerJoin(h, eq(h.id, s.homeworkId))
    .where(waiting(filter, db))
    .groupBy(h.id)
    .orderBy(asc(h.deadline), asc(h.id));
}

import { and, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessonFeedback, lessonSubmissions, lessonViews } from './lessons.schema.js';

export type ViewRow = typeof lessonViews.$inferSelect;
export type NewSubmission = typeof lessonSubmissions.$inferInsert;

const viewKey = (studentId: number, lessonId: number) =>
  and(eq(lessonViews.studentId, studentId), eq(lessonViews.lessonId, lessonId));

/**
 * The student's view of the lesson, created when missing and locked for the rest of the
 * transaction: two reports of one student for one lesson are counted one after the other.
 */
export async function lockView(db: Tx, studentId: number, lessonId: number): Promise<ViewRow> {
  await db.insert(lessonViews).values({ studentId, lessonId }).onConflictDoNothing();
  const [row] = await db.select().from(lessonViews).where(viewKey(studentId, lessonId)).for('update');
  if (!row) throw new Error('lesson view vanished');
  return row;
}

export async function updateView(
  db: Tx,
  studentId: number,
  lessonId: number,
  values: Pick<ViewRow, 'viewedOffline' | 'viewedOnline' | 'viewed' | 'skipped' | 'updatedAt'>,
): Promise<void> {
  await db.update(lessonViews).set(values).where(viewKey(studentId, lessonId));
}

/** Keeps the length the student's player reported, on their own view of the lesson only. */
export async function reportVideoLength(db: Tx, studentId: number, lessonId: number, seconds: number): Promise<void> {
  await db
    .insert(lessonViews)
    .values({ studentId, lessonId, reportedVideoLength: seconds })
    .onConflictDoUpdate({
      target: [lessonViews.studentId, lessonViews.lessonId],
      set: { reportedVideoLength: seconds },
    });
}

/** Demo data: a view as it would be after some watching. */
export async function upsertView(db: Tx, values: typeof lessonViews.$inferInsert): Promise<void> {
  const { studentId: _s, lessonId: _l, ...changes } = values;
  await db
    .insert(lessonViews)
    .values(values)
    .onConflictDoUpdate({ target: [lessonViews.studentId, lessonViews.lessonId], set: changes });
}

/** When the student last reported watch time for the lesson. */
export async function lastSubmissionAt(db: Tx, studentId: number, lessonId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(lessonSubmissions.createdAt) })
    .from(lessonSubmissions)
    .where(and(eq(lessonSubmissions.studentId, studentId), eq(lessonSubmissions.lessonId, lessonId)));
  return row?.at ?? null;
}

export async function insertSubmission(db: Tx, values: NewSubmission): Promise<void> {
  await db.insert(lessonSubmissions).values(values);
}

export async function upsertFeedback(
  db: Tx,
  values: { studentId: number; lessonId: number; score: number; reasons: string[]; comment: string },
): Promise<void> {
  const { score, reasons, comment } = values;
  await db
    .insert(lessonFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [lessonFeedback.studentId, lessonFeedback.lessonId],
      set: { score, reasons, comment, updatedAt: new Date() },
    });
}

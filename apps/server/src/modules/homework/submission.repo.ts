import { and, asc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { AnswerValue } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { homeworkAnswers, homeworkEvents, homeworkSubmissions, homeworks } from './homework.schema.js';

export type SubmissionRow = typeof homeworkSubmissions.$inferSelect;
export type AnswerRow = typeof homeworkAnswers.$inferSelect;

export type HomeworkRow = typeof homeworks.$inferSelect;

export async function findHomeworkRow(db: Tx, id: number): Promise<HomeworkRow | undefined> {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, id));
  return row;
}

export async function findSubmission(db: Tx, homeworkId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.studentId, studentId)));
  return row;
}

export async function findSubmissionById(db: Tx, id: number) {
  const [row] = await db.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, id));
  return row;
}

/** The first open makes the UNDONE submission; two opens at once make one. */
export async function insertSubmissionOnce(db: Tx, homeworkId: number, studentId: number): Promise<void> {
  await db.insert(homeworkSubmissions).values({ homeworkId, studentId, status: 'UNDONE' }).onConflictDoNothing();
}

/**
 * The submission for the rest of the transaction: `update` for a hand-in or a check (one at a
 * time), `share` for saving an answer (saves run side by side, never beside a hand-in).
 */
export async function lockSubmission(tx: Tx, homeworkId: number, studentId: number, mode: 'update' | 'share') {
  const [row] = await tx
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.studentId, studentId)))
    .for(mode === 'update' ? 'update' : 'share');
  return row;
}

export async function updateSubmission(tx: Tx, id: number, changes: Partial<Omit<SubmissionRow, 'id'>>) {
  const [row] = await tx
    .update(homeworkSubmissions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(homeworkSubmissions.id, id))
    .returning();
  if (!row) throw new Error('submission row missing');
  return row;
}

export function listAnswers(db: Tx, submissionId: number): Promise<AnswerRow[]> {
  return db.select().from(homeworkAnswers).where(eq(homeworkAnswers.submissionId, submissionId));
}

/**
 * Stores an answer unless the stored one has a higher revision (an offline replay of an older
 * save): then nothing changes and undefined is returned.
 */
export async function saveAnswerValue(
  tx: Tx,
  answer: { submissionId: number; taskId: number; value: AnswerValue; revision: number; savedAt: Date },
): Promise<AnswerRow | undefined> {
  const [row] = await tx
    .insert(homeworkAnswers)
    .values({ ...answer, state: 'SAVED' })
    .onConflictDoUpdate({
      target: [homeworkAnswers.submissionId, homeworkAnswers.taskId],
      set: { value: answer.value, revision: answer.revision, savedAt: answer.savedAt, state: 'SAVED' },
      setWhere: sql`${homeworkAnswers.revision} <= excluded.revision`,
    })
    .returning();
  return row;
}

export async function findAnswer(tx: Tx, submissionId: number, taskId: number) {
  const [row] = await tx
    .select()
    .from(homeworkAnswers)
    .where(and(eq(homeworkAnswers.submissionId, submissionId), eq(homeworkAnswers.taskId, taskId)));
  return row;
}

/** Writes a checked (or reopened) answer, making the row when the student never typed one. */
export async function writeAnswer(tx: Tx, row: typeof homeworkAnswers.$inferInsert): Promise<void> {
  const { submissionId: _s, taskId: _t, ...changes } = row;
  await tx
    .insert(homeworkAnswers)
    .values(row)
    .onConflictDoUpdate({ target: [homeworkAnswers.submissionId, homeworkAnswers.taskId], set: changes });
}

export async function insertEvent(tx: Tx, event: typeof homeworkEvents.$inferInsert): Promise<void> {
  await tx.insert(homeworkEvents).values(event);
}

/**
 * Starts a timed homework's clock on the first open (spec 3 §9); two opens at once start it once.
 * Answers the submission as it is now.
 */
export async function startTimer(
  db: Tx,
  id: number,
  now: Date,
  limitMinutes: number,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(homeworkSubmissions)
    .set({ startedAt: now, endsAt: new Date(now.getTime() + limitMinutes * 60_000) })
    .where(
      and(
        eq(homeworkSubmissions.id, id),
        sql`${homeworkSubmissions.startedAt} is null`,
        eq(homeworkSubmissions.status, 'UNDONE'),
      ),
    )
    .returning();
  return row;
}

/** Running timers that ran out before their homework's deadline, the earliest first. */
export function listRanOutTimers(db: Tx, now: Date, limit: number, of: { studentId?: number; authorId?: number } = {}) {
  return db
    .select({ submissionId: homeworkSubmissions.id, studentId: homeworkSubmissions.studentId })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .where(
      and(
        isNotNull(homeworkSubmissions.endsAt),
        eq(homeworkSubmissions.status, 'UNDONE'),
        lte(homeworkSubmissions.endsAt, now),
        lt(homeworkSubmissions.endsAt, homeworks.deadline),
        of.studentId === undefined ? undefined : eq(homeworkSubmissions.studentId, of.studentId),
        of.authorId === undefined ? undefined : eq(homeworks.authorId, of.authorId),
      ),
    )
    .orderBy(asc(homeworkSubmissions.endsAt))
    .limit(limit);
}

/** The submission if its timer ran out and nobody handed it in yet; a row locked elsewhere is skipped. */
export async function lockRanOutTimer(tx: Tx, id: number, now: Date): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(homeworkSubmissions)
    .where(
      and(
        eq(homeworkSubmissions.id, id),
        eq(homeworkSubmissions.status, 'UNDONE'),
        lte(homeworkSubmissions.endsAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

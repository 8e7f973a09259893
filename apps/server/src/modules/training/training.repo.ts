import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnswerState, AnswerValue } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { trainingAnswers, trainingSessions } from './training.schema.js';

export type SessionRow = typeof trainingSessions.$inferSelect;
export type AnswerRow = typeof trainingAnswers.$inferSelect;

export async function insertSession(
  tx: Tx,
  session: typeof trainingSessions.$inferInsert,
  picked: { taskId: number; maxPoints: number }[],
): Promise<SessionRow> {
  const [row] = await tx.insert(trainingSessions).values(session).returning();
  if (!row) throw new Error('insert returned no row');
  await tx
    .insert(trainingAnswers)
    .values(picked.map(({ taskId, maxPoints }, position) => ({ sessionId: row.id, taskId, maxPoints, position })));
  return row;
}

/** A session of this student (undefined for anyone else's: 404 to them). */
export async function findSession(db: Tx, studentId: number, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.studentId, studentId)));
  return row;
}

export function listAnswers(db: Tx, sessionId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(trainingAnswers)
    .where(eq(trainingAnswers.sessionId, sessionId))
    .orderBy(asc(trainingAnswers.position));
}

export async function findAnswer(db: Tx, sessionId: number, taskId: number): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingAnswers)
    .where(and(eq(trainingAnswers.sessionId, sessionId), eq(trainingAnswers.taskId, taskId)));
  return row;
}

/** Records the answer only while the task is unanswered: the one winner gets the row back. */
export async function answerOnce(
  tx: Tx,
  sessionId: number,
  taskId: number,
  answer: { value: AnswerValue; state: AnswerState; points: number; answeredAt: Date },
): Promise<AnswerRow | undefined> {
  const [row] = await tx
    .update(trainingAnswers)
    .set(answer)
    .where(
      and(
        eq(trainingAnswers.sessionId, sessionId),
        eq(trainingAnswers.taskId, taskId),
        eq(trainingAnswers.state, 'EMPTY'),
      ),
    )
    .returning();
  return row;
}

export async function setExpEarned(tx: Tx, sessionId: number, taskId: number, exp: number): Promise<void> {
  await tx
    .update(trainingAnswers)
    .set({ expEarned: exp })
    .where(and(eq(trainingAnswers.sessionId, sessionId), eq(trainingAnswers.taskId, taskId)));
}

/** Sets the end once; a second finish keeps the first. Answers the row as it stands. */
export async function finishOnce(tx: Tx, sessionId: number, at: Date): Promise<SessionRow> {
  await tx
    .update(trainingSessions)
    .set({ finishedAt: at })
    .where(and(eq(trainingSessions.id, sessionId), sql`${trainingSessions.finishedAt} is null`));
  const [row] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  if (!row) throw new Error('session row missing');
  return row;
}

/** Task ids this student has answered fully right in any training: picked after the rest. */
export async function solvedTaskIds(db: Tx, studentId: number, classTypeId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ taskId: trainingAnswers.taskId })
    .from(trainingAnswers)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingAnswers.sessionId))
    .where(
      and(
        eq(trainingSessions.studentId, studentId),
        eq(trainingSessions.classTypeId, classTypeId),
        eq(trainingAnswers.state, 'CORRECT'),
      ),
    );
  return rows.map((r) => r.taskId);
}

/** The student's newest trainings with their counts and points (one query). */
export function listRecent(db: Tx, studentId: number, limit: number) {
  return db
    .select({
      session: trainingSessions,
      tasksTotal: sql<number>`count(${trainingAnswers.taskId})::int`,
      answered: sql<number>`count(*) filter (where ${trainingAnswers.state} <> 'EMPTY')::int`,
      score: sql<number>`coalesce(sum(${trainingAnswers.points}), 0)::int`,
      maxScore: sql<number>`coalesce(sum(${trainingAnswers.maxPoints}), 0)::int`,
    })
    .from(trainingSessions)
    .innerJoin(trainingAnswers, eq(trainingAnswers.sessionId, trainingSessions.id))
    .where(eq(trainingSessions.studentId, studentId))
    .groupBy(trainingSessions.id)
    .orderBy(desc(trainingSessions.startedAt), desc(trainingSessions.id))
    .limit(limit);
}

import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { examResults } from './results.schema.js';

export type NewExamResult = typeof examResults.$inferInsert;

/** The student's results, newest exam year first. */
export const listResults = (db: Tx, studentId: number) =>
  db.select().from(examResults).where(eq(examResults.studentId, studentId)).orderBy(desc(examResults.examYear));

export async function hasResults(db: Tx, studentId: number): Promise<boolean> {
  const row = await db.query.examResults.findFirst({ where: eq(examResults.studentId, studentId) });
  return Boolean(row);
}

export async function upsertResult(db: Tx, result: NewExamResult): Promise<void> {
  await db
    .insert(examResults)
    .values(result)
    .onConflictDoUpdate({
      target: [examResults.studentId, examResults.classTypeId, examResults.examYear],
      set: { status: result.status, points: result.points, maxPoints: result.maxPoints },
    });
}

import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { LotteryStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { apartmentLotteryEntries } from './apartment-lottery.schema.js';

export type LotteryEntryRow = typeof apartmentLotteryEntries.$inferSelect;

export async function findEntry(db: Tx, studentId: number): Promise<LotteryEntryRow | undefined> {
  const [row] = await db.select().from(apartmentLotteryEntries).where(eq(apartmentLotteryEntries.studentId, studentId));
  return row;
}

/**
 * The student's points (AWAITING) or none (NO_POINTS); the last review is cleared. One statement
 * that never touches a CONFIRMED entry: undefined then, even when a confirmation races it.
 */
export async function submitPoints(
  db: Tx,
  studentId: number,
  points: number | null,
  now: Date,
): Promise<LotteryEntryRow | undefined> {
  const values = {
    status: (points === null ? 'NO_POINTS' : 'AWAITING') as LotteryStatus,
    points,
    reviewComment: null,
    submittedAt: now,
    reviewedAt: null,
    reviewedBy: null,
  };
  const [row] = await db
    .insert(apartmentLotteryEntries)
    .values({ studentId, ...values })
    .onConflictDoUpdate({
      target: apartmentLotteryEntries.studentId,
      set: values,
      setWhere: ne(apartmentLotteryEntries.status, 'CONFIRMED'),
    })
    .returning();
  return row;
}

/** Staff's decision, only on an entry still AWAITING (undefined otherwise). */
export async function review(
  db: Tx,
  studentId: number,
  decision: { status: LotteryStatus; comment: string | null; reviewerId: number; now: Date },
): Promise<LotteryEntryRow | undefined> {
  const [row] = await db
    .update(apartmentLotteryEntries)
    .set({
      status: decision.status,
      reviewComment: decision.comment,
      reviewedAt: decision.now,
      reviewedBy: decision.reviewerId,
    })
    .where(and(eq(apartmentLotteryEntries.studentId, studentId), eq(apartmentLotteryEntries.status, 'AWAITING')))
    .returning();
  return row;
}

export async function listByStatus(db: Tx, status: LotteryStatus, limit: number, offset: number) {
  const where = eq(apartmentLotteryEntries.status, status);
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select()
        .from(apartmentLotteryEntries)
        .where(where)
        .orderBy(asc(apartmentLotteryEntries.submittedAt), asc(apartmentLotteryEntries.studentId))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(apartmentLotteryEntries).where(where),
  );
  return { rows, count: total?.n ?? 0 };
}

/** Demo data. */
export async function upsertEntry(db: Tx, row: typeof apartmentLotteryEntries.$inferInsert): Promise<void> {
  await db.insert(apartmentLotteryEntries).values(row).onConflictDoNothing();
}

import { and, between, count, eq, lte, max, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { lockStudentProfile } from '../users/users.service.js';
import type { IsoDate } from './streak-dates.js';
import { streakActivities, streakDays, streakStates } from './streak.schema.js';

export type StreakState = typeof streakStates.$inferSelect;
export type StreakDayStatus = 'earned' | 'frozen';

/**
 * The student's state row, locked for the rest of the transaction: every change to a student's
 * streak goes through it, so concurrent reports are judged one after another. The student's
 * profile is locked first, as the reward ledger does: a lesson's reward (profile, then streak) and
 * a card's milestone (streak, then profile) would otherwise wait for each other.
 */
export async function lockState(tx: Tx, studentId: number): Promise<StreakState> {
  if (!(await lockStudentProfile(tx, studentId))) throw notFound('Профиль ученика не найден.');
  await tx.insert(streakStates).values({ studentId }).onConflictDoNothing();
  const [row] = await tx.select().from(streakStates).where(eq(streakStates.studentId, studentId)).for('update');
  if (!row) throw new Error('streak state row missing');
  return row;
}

export async function updateState(tx: Tx, studentId: number, changes: Partial<Omit<StreakState, 'studentId'>>) {
  await tx.update(streakStates).set(changes).where(eq(streakStates.studentId, studentId));
}

/** The streak days in [from, to], by date. */
export async function daysBetween(tx: Tx, studentId: number, from: IsoDate, to: IsoDate) {
  const rows = await tx
    .select({ day: streakDays.day, status: streakDays.status })
    .from(streakDays)
    .where(and(eq(streakDays.studentId, studentId), between(streakDays.day, from, to)));
  return new Map(rows.map((row) => [row.day, row.status as StreakDayStatus]));
}

/** Inserts the day; an existing frozen date becomes earned. Answers whether it was newly earned. */
export async function earnDay(tx: Tx, studentId: number, day: IsoDate): Promise<boolean> {
  const rows = await tx
    .insert(streakDays)
    .values({ studentId, day, status: 'earned' })
    .onConflictDoUpdate({
      target: [streakDays.studentId, streakDays.day],
      set: { status: 'earned' },
      setWhere: eq(streakDays.status, 'frozen'),
    })
    .returning({ day: streakDays.day });
  return rows.length > 0;
}

export async function insertDay(tx: Tx, studentId: number, day: IsoDate, status: StreakDayStatus): Promise<void> {
  await tx.insert(streakDays).values({ studentId, day, status }).onConflictDoNothing();
}

/**
 * The run of consecutive streak days (earned or frozen) that ends at `anchor`: its first date and
 * how many of its days were earned. Undefined when `anchor` is not a streak day.
 */
export async function runEndingAt(tx: Tx, studentId: number, anchor: IsoDate) {
  const [atAnchor] = await tx
    .select({ day: streakDays.day })
    .from(streakDays)
    .where(and(eq(streakDays.studentId, studentId), eq(streakDays.day, anchor)));
  if (!atAnchor) return undefined;
  const previous = alias(streakDays, 'previous');
  // The run's first date: the latest date up to the anchor whose day before is not a streak day.
  const [first] = await tx
    .select({ start: max(streakDays.day) })
    .from(streakDays)
    .where(
      and(
        eq(streakDays.studentId, studentId),
        lte(streakDays.day, anchor),
        notExists(
          tx
            .select({ day: previous.day })
            .from(previous)
            .where(and(eq(previous.studentId, studentId), eq(previous.day, sql`${streakDays.day} - 1`))),
        ),
      ),
    );
  const start = first?.start ?? anchor;
  const [earned] = await tx
    .select({ n: count() })
    .from(streakDays)
    .where(
      and(eq(streakDays.studentId, studentId), between(streakDays.day, start, anchor), eq(streakDays.status, 'earned')),
    );
  return { start, earnedDays: earned?.n ?? 0 };
}

/** Records one thing learned; answers whether it is new for that date. */
export async function insertActivity(
  tx: Tx,
  row: { studentId: number; day: IsoDate; kind: string; ref: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(streakActivities)
    .values(row)
    .onConflictDoNothing()
    .returning({ kind: streakActivities.kind });
  return inserted.length > 0;
}

/** How many things of each kind the student learned on a date. */
export async function activityCounts(tx: Tx, studentId: number, day: IsoDate): Promise<Map<string, number>> {
  const rows = await tx
    .select({ kind: streakActivities.kind, n: count() })
    .from(streakActivities)
    .where(and(eq(streakActivities.studentId, studentId), eq(streakActivities.day, day)))
    .groupBy(streakActivities.kind);
  return new Map(rows.map((row) => [row.kind, row.n]));
}

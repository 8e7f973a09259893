import { and, eq, sql } from 'drizzle-orm';
import type { SwitchableStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { goalSettings, individualPrograms, studentGoals } from './individual-program.schema.js';

export interface GoalRow {
  classTypeId: number;
  goal: number | null;
  currentResult: number | null;
  isPriority: boolean;
}

/** What the student saved per subject (a subject they dropped since keeps its row, unread). */
export function listSavedGoals(db: Tx, studentId: number): Promise<GoalRow[]> {
  return db
    .select({
      classTypeId: studentGoals.classTypeId,
      goal: studentGoals.goal,
      currentResult: studentGoals.currentResult,
      isPriority: studentGoals.isPriority,
    })
    .from(studentGoals)
    .where(eq(studentGoals.studentId, studentId));
}

export interface GoalSettingsRow {
  classTypeId: number;
  maxPoints: number;
  step: number;
  defaultPoints: number;
}

export function listGoalSettings(db: Tx, classYearId: number): Promise<GoalSettingsRow[]> {
  return db
    .select({
      classTypeId: goalSettings.classTypeId,
      maxPoints: goalSettings.maxPoints,
      step: goalSettings.step,
      defaultPoints: goalSettings.defaultPoints,
    })
    .from(goalSettings)
    .where(eq(goalSettings.classYearId, classYearId));
}

export interface GoalWrite {
  classTypeId: number;
  goal: number;
  currentResult: number | null;
  isPriority: boolean;
}

/** Replaces the saved goals of these subjects; the priority flag of every other subject is cleared. */
export async function saveGoals(tx: Tx, studentId: number, goals: GoalWrite[], now: Date): Promise<void> {
  // Cleared first: the one-priority index would refuse the new priority while the old one stands.
  await tx
    .update(studentGoals)
    .set({ isPriority: false })
    .where(and(eq(studentGoals.studentId, studentId), eq(studentGoals.isPriority, true)));
  if (goals.length === 0) return;
  await tx
    .insert(studentGoals)
    .values(goals.map((goal) => ({ ...goal, studentId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [studentGoals.studentId, studentGoals.classTypeId],
      set: {
        goal: sql`excluded.goal`,
        currentResult: sql`excluded.current_result`,
        isPriority: sql`excluded.is_priority`,
        updatedAt: now,
      },
    });
}

export async function listProgramStatuses(db: Tx, studentId: number): Promise<Map<number, SwitchableStatus>> {
  const rows = await db
    .select({ productTypeId: individualPrograms.productTypeId, status: individualPrograms.status })
    .from(individualPrograms)
    .where(eq(individualPrograms.studentId, studentId));
  return new Map(rows.map((row) => [row.productTypeId, row.status]));
}

export async function saveProgramStatuses(
  tx: Tx,
  studentId: number,
  productTypeIds: number[],
  status: SwitchableStatus,
  now: Date,
): Promise<void> {
  if (productTypeIds.length === 0) return;
  await tx
    .insert(individualPrograms)
    .values(productTypeIds.map((productTypeId) => ({ studentId, productTypeId, status, updatedAt: now })))
    .onConflictDoUpdate({
      target: [individualPrograms.studentId, individualPrograms.productTypeId],
      set: { status, updatedAt: now },
    });
}

export type NewGoalSettings = typeof goalSettings.$inferInsert;

/** Reference data, inserted once: edited rows stay. */
export async function insertGoalSettings(tx: Tx, values: NewGoalSettings[]): Promise<void> {
  if (values.length) await tx.insert(goalSettings).values(values).onConflictDoNothing();
}

/** A placement test's estimate as the subject's current result; the goal and priority stay. */
export async function saveCurrentResult(
  tx: Tx,
  studentId: number,
  classTypeId: number,
  currentResult: number,
  now: Date,
): Promise<void> {
  await tx
    .insert(studentGoals)
    .values({ studentId, classTypeId, currentResult, updatedAt: now })
    .onConflictDoUpdate({
      target: [studentGoals.studentId, studentGoals.classTypeId],
      set: { currentResult, updatedAt: now },
    });
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StartingLevel } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { levelTestProducts, levelTestResults, levelTests, levelTestTasks } from './level-tests.schema.js';

export type LevelTestRow = typeof levelTests.$inferSelect;
export type LevelTestResultRow = typeof levelTestResults.$inferSelect;

export function listTests(db: Tx, classTypeId?: number): Promise<LevelTestRow[]> {
  return db
    .select()
    .from(levelTests)
    .where(classTypeId === undefined ? undefined : eq(levelTests.classTypeId, classTypeId))
    .orderBy(asc(levelTests.classTypeId), asc(levelTests.id));
}

export async function findTest(db: Tx, id: number): Promise<LevelTestRow | undefined> {
  const [row] = await db.select().from(levelTests).where(eq(levelTests.id, id));
  return row;
}

export async function findTestBySeedKey(db: Tx, seedKey: string): Promise<LevelTestRow | undefined> {
  const [row] = await db.select().from(levelTests).where(eq(levelTests.seedKey, seedKey));
  return row;
}

/** The test's task ids in order. */
export async function listTaskIds(db: Tx, levelTestId: number): Promise<number[]> {
  const rows = await db
    .select({ taskId: levelTestTasks.taskId })
    .from(levelTestTasks)
    .where(eq(levelTestTasks.levelTestId, levelTestId))
    .orderBy(asc(levelTestTasks.position));
  return rows.map((row) => row.taskId);
}

export async function countTasks(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ levelTestId: levelTestTasks.levelTestId })
    .from(levelTestTasks)
    .where(inArray(levelTestTasks.levelTestId, ids));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.levelTestId, (counts.get(row.levelTestId) ?? 0) + 1);
  return counts;
}

export async function suggestedProductTypeId(
  db: Tx,
  levelTestId: number,
  level: StartingLevel,
): Promise<number | null> {
  const [row] = await db
    .select({ productTypeId: levelTestProducts.productTypeId })
    .from(levelTestProducts)
    .where(and(eq(levelTestProducts.levelTestId, levelTestId), eq(levelTestProducts.level, level)));
  return row?.productTypeId ?? null;
}

export async function findResult(db: Tx, studentId: number, levelTestId: number) {
  const [row] = await db
    .select()
    .from(levelTestResults)
    .where(and(eq(levelTestResults.studentId, studentId), eq(levelTestResults.levelTestId, levelTestId)));
  return row;
}

export function listResults(db: Tx, studentId: number): Promise<LevelTestResultRow[]> {
  return db.select().from(levelTestResults).where(eq(levelTestResults.studentId, studentId));
}

export async function saveResult(tx: Tx, row: LevelTestResultRow): Promise<void> {
  const { studentId: _s, levelTestId: _t, ...changes } = row;
  await tx
    .insert(levelTestResults)
    .values(row)
    .onConflictDoUpdate({ target: [levelTestResults.studentId, levelTestResults.levelTestId], set: changes });
}

/** Seed: a test with its tasks and suggestions, inserted once by its key. */
export async function insertTest(
  tx: Tx,
  test: typeof levelTests.$inferInsert,
  taskIds: number[],
  products: { level: StartingLevel; productTypeId: number }[],
): Promise<LevelTestRow> {
  const [row] = await tx.insert(levelTests).values(test).returning();
  if (!row) throw new Error('insert returned no row');
  if (taskIds.length > 0) {
    await tx
      .insert(levelTestTasks)
      .values(taskIds.map((taskId, position) => ({ levelTestId: row.id, taskId, position })));
  }
  if (products.length > 0) {
    await tx.insert(levelTestProducts).values(products.map((p) => ({ ...p, levelTestId: row.id })));
  }
  return row;
}

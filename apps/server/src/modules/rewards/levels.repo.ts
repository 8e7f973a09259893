import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Level } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { levelEvents, rewardLevels } from './levels.schema.js';

export type LevelEventRow = typeof levelEvents.$inferSelect;

export const listLevels = (db: Tx): Promise<Level[]> =>
  db
    .select({ level: rewardLevels.level, title: rewardLevels.title, threshold: rewardLevels.threshold })
    .from(rewardLevels)
    .orderBy(asc(rewardLevels.threshold));

export async function insertLevels(db: Tx, levels: readonly Level[]): Promise<void> {
  await db
    .insert(rewardLevels)
    .values([...levels])
    .onConflictDoNothing();
}

export async function insertLevelEvent(db: Tx, event: typeof levelEvents.$inferInsert): Promise<LevelEventRow> {
  const [row] = await db.insert(levelEvents).values(event).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The student's newest drop, answered or not. */
export const latestDrop = (db: Tx, studentId: number) =>
  db.query.levelEvents.findFirst({
    where: and(eq(levelEvents.studentId, studentId), eq(levelEvents.kind, 'drop')),
    orderBy: [desc(levelEvents.createdAt), desc(levelEvents.id)],
  });

export async function resolveDrops(db: Tx, studentId: number, resolution: 'left' | 'restarted', at: Date) {
  await db
    .update(levelEvents)
    .set({ resolution, resolvedAt: at })
    .where(and(eq(levelEvents.studentId, studentId), eq(levelEvents.kind, 'drop'), isNull(levelEvents.resolution)));
}

export const eventsOf = (db: Tx, studentId: number) =>
  db.select().from(levelEvents).where(eq(levelEvents.studentId, studentId)).orderBy(asc(levelEvents.id));

import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { subTheories, theoryTopics, tutorLectures } from './lectures.schema.js';
import type { NewTheoryTopic, SubTheoryRow, TheoryTopicRow } from './theory.repo.js';

// The staff console's writes of theory (docs/staff-content.md "Theory for tutors").

export async function insertTopic(db: Tx, values: NewTheoryTopic): Promise<TheoryTopicRow | undefined> {
  const [row] = await db.insert(theoryTopics).values(values).onConflictDoNothing().returning();
  return row;
}

/** Another topic of the subject with this title, if any. */
export function findTopicByTitle(db: Tx, classTypeId: number, title: string) {
  return db.query.theoryTopics.findFirst({
    where: and(eq(theoryTopics.classTypeId, classTypeId), eq(theoryTopics.title, title)),
  });
}

export async function updateTopic(db: Tx, id: number, values: Partial<NewTheoryTopic>): Promise<void> {
  await db.update(theoryTopics).set(values).where(eq(theoryTopics.id, id));
}

/** The topic, locked: sub-theories are added and reordered in turn. */
export async function lockTopic(db: Tx, id: number): Promise<TheoryTopicRow | undefined> {
  const [row] = await db.select().from(theoryTopics).where(eq(theoryTopics.id, id)).for('update');
  return row;
}

export async function nextSubTheoryPosition(db: Tx, topicId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${subTheories.position}) + 1, 0)`.mapWith(Number) })
    .from(subTheories)
    .where(eq(subTheories.topicId, topicId));
  return row?.next ?? 0;
}

export async function findSubTheoryRow(db: Tx, id: number): Promise<SubTheoryRow | undefined> {
  const [row] = await db.select().from(subTheories).where(eq(subTheories.id, id));
  return row;
}

export async function updateSubTheory(db: Tx, id: number, values: Partial<SubTheoryRow>): Promise<void> {
  await db.update(subTheories).set(values).where(eq(subTheories.id, id));
}

export async function deleteSubTheory(db: Tx, id: number): Promise<void> {
  await db.delete(subTheories).where(eq(subTheories.id, id));
}

export async function setSubTheoryPositions(db: Tx, topicId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(subTheories)
      .set({ position })
      .where(and(eq(subTheories.id, id), eq(subTheories.topicId, topicId)));
  }
}

/** How many clients each sub-theory was given to as a lecture. */
export async function lectureCounts(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tutorLectures.subTheoryId, n: count() })
    .from(tutorLectures)
    .where(inArray(tutorLectures.subTheoryId, ids))
    .groupBy(tutorLectures.subTheoryId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { subTheories, theoryTopics } from './lectures.schema.js';

export type TheoryTopicRow = typeof theoryTopics.$inferSelect;
export type SubTheoryRow = typeof subTheories.$inferSelect;
export type NewTheoryTopic = typeof theoryTopics.$inferInsert;
export type NewSubTheory = typeof subTheories.$inferInsert;

/** A sub-theory with what a list shows of its topic. */
const subTheoryWithTopic = {
  id: subTheories.id,
  title: subTheories.title,
  text: subTheories.text,
  videoUrl: subTheories.videoUrl,
  videoLength: subTheories.videoLength,
  topicId: theoryTopics.id,
  topicTitle: theoryTopics.title,
  classTypeId: theoryTopics.classTypeId,
};
export type SubTheoryWithTopic = {
  id: number;
  title: string;
  text: string;
  videoUrl: string | null;
  videoLength: number | null;
  topicId: number;
  topicTitle: string;
  classTypeId: number;
};

export interface TopicSearch {
  subject?: number;
  search?: string;
  limit: number;
  offset: number;
}

/** A topic matches by its own title or by a sub-theory's. */
function topicConditions(db: Tx, { subject, search }: TopicSearch): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? `%${likeEscape(text)}%` : null;
  return and(
    subject ? eq(theoryTopics.classTypeId, subject) : undefined,
    pattern
      ? or(
          ilike(theoryTopics.title, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(subTheories)
              .where(and(eq(subTheories.topicId, theoryTopics.id), ilike(subTheories.title, pattern))),
          ),
        )
      : undefined,
  );
}

export async function listTopics(db: Tx, query: TopicSearch) {
  const where = topicConditions(db, query);
  const [total] = await db.select({ n: count() }).from(theoryTopics).where(where);
  const rows = await db
    .select({
      id: theoryTopics.id,
      classTypeId: theoryTopics.classTypeId,
      title: theoryTopics.title,
      description: theoryTopics.description,
      position: theoryTopics.position,
      // Qualified by hand: inside a select list Drizzle names columns without their table.
      subTheoriesCount: sql<number>`(select count(*)::int from "sub_theories" where "sub_theories"."topic_id" = "theory_topics"."id")`,
    })
    .from(theoryTopics)
    .where(where)
    .orderBy(asc(theoryTopics.classTypeId), asc(theoryTopics.position), asc(theoryTopics.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export function findTopic(db: Tx, id: number): Promise<TheoryTopicRow | undefined> {
  return db.query.theoryTopics.findFirst({ where: eq(theoryTopics.id, id) });
}

export function listSubTheoriesOf(db: Tx, topicId: number): Promise<SubTheoryRow[]> {
  return db
    .select()
    .from(subTheories)
    .where(eq(subTheories.topicId, topicId))
    .orderBy(asc(subTheories.position), asc(subTheories.id));
}

export async function findSubTheory(db: Tx, id: number): Promise<SubTheoryWithTopic | undefined> {
  const [row] = await db
    .select(subTheoryWithTopic)
    .from(subTheories)
    .innerJoin(theoryTopics, eq(theoryTopics.id, subTheories.topicId))
    .where(eq(subTheories.id, id));
  return row;
}

export async function findSubTheories(db: Tx, ids: number[]): Promise<Map<number, SubTheoryWithTopic>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(subTheoryWithTopic)
    .from(subTheories)
    .innerJoin(theoryTopics, eq(theoryTopics.id, subTheories.topicId))
    .where(inArray(subTheories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The seed's: a topic by its subject and title, made when missing. */
export async function upsertTopic(db: Tx, values: NewTheoryTopic): Promise<TheoryTopicRow> {
  const [row] = await db
    .insert(theoryTopics)
    .values(values)
    .onConflictDoUpdate({
      target: [theoryTopics.classTypeId, theoryTopics.title],
      set: { description: values.description, position: values.position },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function insertSubTheory(db: Tx, values: NewSubTheory): Promise<SubTheoryRow> {
  const [row] = await db.insert(subTheories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tutorLectures } from './lectures.schema.js';

export type LectureRow = typeof tutorLectures.$inferSelect;
export type NewLecture = typeof tutorLectures.$inferInsert;
export type LectureChanges = Partial<Pick<NewLecture, 'subTheoryId' | 'comment' | 'deadline'>>;

export async function insertLecture(db: Tx, values: NewLecture): Promise<LectureRow> {
  const [row] = await db.insert(tutorLectures).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The lecture only if it is this tutor's: ownership is part of the lookup. */
export function findTutorLecture(db: Tx, tutorId: number, id: number): Promise<LectureRow | undefined> {
  return db.query.tutorLectures.findFirst({ where: and(eq(tutorLectures.id, id), eq(tutorLectures.tutorId, tutorId)) });
}

export function findStudentLecture(db: Tx, studentId: number, id: number): Promise<LectureRow | undefined> {
  return db.query.tutorLectures.findFirst({
    where: and(eq(tutorLectures.id, id), eq(tutorLectures.studentId, studentId)),
  });
}

export async function listTutorLectures(
  db: Tx,
  tutorId: number,
  { clientId, limit, offset }: { clientId?: number; limit: number; offset: number },
) {
  const where = and(eq(tutorLectures.tutorId, tutorId), clientId ? eq(tutorLectures.clientId, clientId) : undefined);
  const [total] = await db.select({ n: count() }).from(tutorLectures).where(where);
  const rows = await db
    .select()
    .from(tutorLectures)
    .where(where)
    .orderBy(desc(tutorLectures.createdAt), desc(tutorLectures.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** Not yet watched first, then the newest. */
export async function listStudentLectures(
  db: Tx,
  studentId: number,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(tutorLectures.studentId, studentId);
  const [total] = await db.select({ n: count() }).from(tutorLectures).where(where);
  const rows = await db
    .select()
    .from(tutorLectures)
    .where(where)
    .orderBy(sql`${tutorLectures.viewedAt} is not null`, desc(tutorLectures.createdAt), desc(tutorLectures.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function updateLecture(db: Tx, id: number, changes: LectureChanges): Promise<LectureRow> {
  const [row] = await db
    .update(tutorLectures)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tutorLectures.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteLecture(db: Tx, id: number): Promise<void> {
  await db.delete(tutorLectures).where(eq(tutorLectures.id, id));
}

/** The first watch is kept: watching again changes nothing. */
export async function markViewed(db: Tx, id: number, at: Date): Promise<void> {
  await db
    .update(tutorLectures)
    .set({ viewedAt: sql`coalesce(${tutorLectures.viewedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(tutorLectures.id, id));
}

export async function countClientLectures(db: Tx, clientId: number) {
  const [row] = await db
    .select({ assigned: count(), viewed: count(tutorLectures.viewedAt) })
    .from(tutorLectures)
    .where(eq(tutorLectures.clientId, clientId));
  return { assigned: row?.assigned ?? 0, viewed: row?.viewed ?? 0 };
}

import { and, count, eq, inArray } from 'drizzle-orm';
import type { TutorClientStatus, TutorProfilePatch } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { tutorClients, tutorProfiles } from './tutor.schema.js';

export type TutorClientRow = typeof tutorClients.$inferSelect;
export type NewTutorClient = typeof tutorClients.$inferInsert;
export type TutorProfileRow = typeof tutorProfiles.$inferSelect;

/** Every client of a tutor, optionally of one status: a tutor has tens, not thousands. */
export function listClientRows(db: Tx, tutorId: number, status?: TutorClientStatus): Promise<TutorClientRow[]> {
  return db
    .select()
    .from(tutorClients)
    .where(and(eq(tutorClients.tutorId, tutorId), status ? eq(tutorClients.status, status) : undefined));
}

/** Every tutor link of a student (the manager's customer card). */
export function listClientRowsOfStudent(db: Tx, studentId: number): Promise<TutorClientRow[]> {
  return db.select().from(tutorClients).where(eq(tutorClients.studentId, studentId));
}

/** The client only if it is this tutor's: ownership is part of the lookup. */
export function findClientRow(db: Tx, tutorId: number, id: number): Promise<TutorClientRow | undefined> {
  return db.query.tutorClients.findFirst({ where: and(eq(tutorClients.id, id), eq(tutorClients.tutorId, tutorId)) });
}

/** The pair's row, whatever its status: one row per tutor and student (tutor_clients_pair_idx). */
export function findPairRow(db: Tx, tutorId: number, studentId: number): Promise<TutorClientRow | undefined> {
  return db.query.tutorClients.findFirst({
    where: and(eq(tutorClients.tutorId, tutorId), eq(tutorClients.studentId, studentId)),
  });
}

export type ClientChanges = Partial<Pick<NewTutorClient, 'status' | 'classTypeId' | 'classYear' | 'lessonsPerWeek'>>;

export async function updateClientRow(db: Tx, id: number, changes: ClientChanges): Promise<TutorClientRow> {
  const [row] = await db.update(tutorClients).set(changes).where(eq(tutorClients.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function insertClientRow(db: Tx, values: NewTutorClient): Promise<TutorClientRow> {
  const [row] = await db.insert(tutorClients).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countClientRows(db: Tx, tutorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tutorClients).where(eq(tutorClients.tutorId, tutorId));
  return row?.n ?? 0;
}

/** Active links per user on one side: tutors per student, or clients per tutor. */
export async function countActiveBy(
  db: Tx,
  side: 'student' | 'tutor',
  userIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const column = side === 'student' ? tutorClients.studentId : tutorClients.tutorId;
  const rows = await db
    .select({ userId: column, n: count() })
    .from(tutorClients)
    .where(and(inArray(column, userIds), eq(tutorClients.status, 'active')))
    .groupBy(column);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

export function findProfileRow(db: Tx, userId: number): Promise<TutorProfileRow | undefined> {
  return db.query.tutorProfiles.findFirst({ where: eq(tutorProfiles.userId, userId) });
}

/** Creates the profile on its first change; later changes touch only the fields given. */
export async function upsertProfileRow(db: Tx, userId: number, patch: TutorProfilePatch): Promise<void> {
  const changes = { ...patch, updatedAt: new Date() };
  await db
    .insert(tutorProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: changes });
}

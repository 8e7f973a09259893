import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { profileDetails, studentClassTypes, studentStatuses } from './profile.schema.js';

export type DetailsRow = typeof profileDetails.$inferSelect;
export type DetailsChanges = Partial<Omit<DetailsRow, 'userId'>>;

export async function findDetails(db: Tx, userId: number): Promise<DetailsRow | undefined> {
  return db.query.profileDetails.findFirst({ where: eq(profileDetails.userId, userId) });
}

/** The row is made on the first write: most students never change anything. */
export async function saveDetails(db: Tx, userId: number, changes: DetailsChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .insert(profileDetails)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: profileDetails.userId, set: changes });
}

export async function listStatuses(db: Tx, userId: number): Promise<Map<string, Date>> {
  const rows = await db.select().from(studentStatuses).where(eq(studentStatuses.userId, userId));
  return new Map(rows.map((row) => [row.key, row.at]));
}

export async function saveStatuses(db: Tx, userId: number, statuses: Record<string, Date>): Promise<void> {
  for (const row of Object.entries(statuses).map(([key, at]) => ({ userId, key, at }))) {
    await db
      .insert(studentStatuses)
      .values(row)
      .onConflictDoUpdate({ target: [studentStatuses.userId, studentStatuses.key], set: { at: row.at } });
  }
}

export async function listClassTypeIds(db: Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: studentClassTypes.classTypeId })
    .from(studentClassTypes)
    .where(eq(studentClassTypes.userId, userId))
    .orderBy(studentClassTypes.classTypeId);
  return rows.map((row) => row.id);
}

export async function replaceClassTypes(db: Tx, userId: number, classTypeIds: number[]): Promise<void> {
  await db.delete(studentClassTypes).where(eq(studentClassTypes.userId, userId));
  if (classTypeIds.length) {
    await db.insert(studentClassTypes).values(classTypeIds.map((classTypeId) => ({ userId, classTypeId })));
  }
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { checkerClassTypes } from './homework.schema.js';

export async function checkerClassTypeIds(db: Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: checkerClassTypes.classTypeId })
    .from(checkerClassTypes)
    .where(eq(checkerClassTypes.userId, userId));
  return rows.map((row) => row.id);
}

/** Gives a curator or teacher subjects to check (demo data, tests; an admin screen later). */
export async function assignCheckerClassTypes(db: Tx, userId: number, classTypeIds: number[]): Promise<void> {
  if (classTypeIds.length === 0) return;
  await db
    .insert(checkerClassTypes)
    .values(classTypeIds.map((classTypeId) => ({ userId, classTypeId })))
    .onConflictDoNothing();
}

/** Who checks a subject (curators and teachers it was given to). */
export async function checkersOfClassType(db: Tx, classTypeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: checkerClassTypes.userId })
    .from(checkerClassTypes)
    .where(eq(checkerClassTypes.classTypeId, classTypeId));
  return rows.map((row) => row.id);
}

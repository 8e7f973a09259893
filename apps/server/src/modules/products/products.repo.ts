import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { GiftStatus } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { freeProductOpenings, studentGifts, studyGroupMembers, studyGroups } from './products.schema.js';

export type StudentGiftRow = typeof studentGifts.$inferSelect;
export type NewStudentGift = typeof studentGifts.$inferInsert;
export type StudyGroupRow = typeof studyGroups.$inferSelect;
export type NewStudyGroup = typeof studyGroups.$inferInsert;

/** Records gifts of a paid order; a gift already recorded for that order stays as it is. */
export async function insertGifts(db: Tx, rows: NewStudentGift[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(studentGifts).values(rows).onConflictDoNothing();
}

function statusCondition(status: GiftStatus, now: Date): SQL | undefined {
  if (status === 'opened') return isNotNull(studentGifts.openedAt);
  if (status === 'available') return and(isNull(studentGifts.openedAt), gt(studentGifts.availableUntil, now));
  return and(isNull(studentGifts.openedAt), lte(studentGifts.availableUntil, now));
}

/** A student's gifts, newest first, optionally of one status and of some products (a subject's). */
export async function listGiftRows(
  db: Tx,
  filter: { studentId: number; status?: GiftStatus; productIds?: number[]; now: Date; limit: number; offset: number },
): Promise<{ count: number; rows: StudentGiftRow[] }> {
  if (filter.productIds?.length === 0) return { count: 0, rows: [] };
  const where = and(
    eq(studentGifts.studentId, filter.studentId),
    filter.status ? statusCondition(filter.status, filter.now) : undefined,
    filter.productIds ? inArray(studentGifts.productId, filter.productIds) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(studentGifts).where(where);
  const rows = await db
    .select()
    .from(studentGifts)
    .where(where)
    .orderBy(desc(studentGifts.receivedAt), desc(studentGifts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.value ?? 0, rows };
}

/** Gift products the student received (any status): their subjects count for the filters. */
export async function giftProductIds(db: Tx, studentId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: studentGifts.productId })
    .from(studentGifts)
    .where(eq(studentGifts.studentId, studentId));
  return rows.map((row) => row.productId);
}

/**
 * Marks the student's earliest-ending unopened gift of a product opened, if there is one still
 * available. The row is locked and re-checked (`opened_at is null`), so of two requests at once
 * only one opens it; the other finds nothing.
 */
export async function openGift(db: Tx, studentId: number, productId: number, now: Date) {
  const [candidate] = await db
    .select({ id: studentGifts.id })
    .from(studentGifts)
    .where(
      and(
        eq(studentGifts.studentId, studentId),
        eq(studentGifts.productId, productId),
        isNull(studentGifts.openedAt),
        gt(studentGifts.availableUntil, now),
      ),
    )
    .orderBy(asc(studentGifts.availableUntil), asc(studentGifts.id))
    .limit(1)
    .for('update');
  if (!candidate) return undefined;
  const [opened] = await db
    .update(studentGifts)
    .set({ openedAt: now })
    .where(and(eq(studentGifts.id, candidate.id), isNull(studentGifts.openedAt)))
    .returning();
  return opened;
}

/** Whether the student has any gift of this product (opened or not, expired or not). */
export async function hasGiftOf(db: Tx, studentId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studentGifts.id })
    .from(studentGifts)
    .where(and(eq(studentGifts.studentId, studentId), eq(studentGifts.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** The free product's opening, once per student and product: false when it was already opened. */
export async function insertFreeOpening(db: Tx, studentId: number, productId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(freeProductOpenings)
    .values({ studentId, productId, openedAt: now })
    .onConflictDoNothing()
    .returning({ productId: freeProductOpenings.productId });
  return rows.length > 0;
}

/** The groups of a master group, locked: distributions into one master group run one at a time. */
export function lockGroupsOfType(db: Tx, productTypeId: number): Promise<StudyGroupRow[]> {
  return db
    .select()
    .from(studyGroups)
    .where(eq(studyGroups.productTypeId, productTypeId))
    .orderBy(asc(studyGroups.id))
    .for('update');
}

export async function memberCounts(db: Tx, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: studyGroupMembers.groupId, value: count() })
    .from(studyGroupMembers)
    .where(inArray(studyGroupMembers.groupId, groupIds))
    .groupBy(studyGroupMembers.groupId);
  return new Map(rows.map((row) => [row.groupId, row.value]));
}

/** The group the student is in for a master group, if any. */
export async function findMembership(db: Tx, studentId: number, productTypeId: number) {
  const [row] = await db
    .select({ group: studyGroups })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
    .where(and(eq(studyGroupMembers.studentId, studentId), eq(studyGroupMembers.productTypeId, productTypeId)));
  return row?.group;
}

export async function insertMember(db: Tx, groupId: number, studentId: number, productTypeId: number, now: Date) {
  await db.insert(studyGroupMembers).values({ groupId, studentId, productTypeId, joinedAt: now });
}

export async function insertStudyGroup(db: Tx, values: NewStudyGroup): Promise<StudyGroupRow> {
  const [row] = await db.insert(studyGroups).values(values).returning();
  if (!row) throw new Error('study group not inserted');
  return row;
}

export async function countStudyGroups(db: Tx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(studyGroups);
  return row?.value ?? 0;
}

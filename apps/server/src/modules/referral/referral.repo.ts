import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { referralCodes, referralEvents } from './referral.schema.js';

export type ReferralEventRow = typeof referralEvents.$inferSelect;
export type NewReferralEvent = typeof referralEvents.$inferInsert;

export async function findCodeOfUser(db: Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code;
}

export async function findUserOfCode(db: Tx, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

/** Inserts the user's code unless they have one or another user has this code. */
export async function insertCode(db: Tx, userId: number, code: string): Promise<void> {
  await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing();
}

/** Sets the user's code (demo data: a fixed code). */
export async function upsertCode(db: Tx, userId: number, code: string): Promise<void> {
  await db
    .insert(referralCodes)
    .values({ userId, code })
    .onConflictDoUpdate({ target: referralCodes.userId, set: { code } });
}

/** Records an event once per (user, friend, kind); answers whether it was new. */
export async function insertEventOnce(db: Tx, event: NewReferralEvent): Promise<boolean> {
  const rows = await db
    .insert(referralEvents)
    .values(event)
    .onConflictDoNothing({ target: [referralEvents.userId, referralEvents.friendId, referralEvents.kind] })
    .returning({ id: referralEvents.id });
  return rows.length > 0;
}

export async function listEvents(db: Tx, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(referralEvents)
      .where(eq(referralEvents.userId, userId))
      .orderBy(desc(referralEvents.createdAt), desc(referralEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(referralEvents).where(eq(referralEvents.userId, userId)),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** Friends who brought the user a bonus. */
export async function countEarned(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${referralEvents.friendId})`.mapWith(Number) })
    .from(referralEvents)
    .where(and(eq(referralEvents.userId, userId), eq(referralEvents.kind, 'earned')));
  return row?.n ?? 0;
}

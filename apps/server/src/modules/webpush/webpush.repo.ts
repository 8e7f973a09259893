import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { webPushSubscriptions, type WebPushSubscriptionRow } from './webpush.schema.js';

export type NewSubscription = Omit<WebPushSubscriptionRow, 'id' | 'createdAt'>;

/** A browser has one subscription per endpoint: subscribing again (another user signed in) moves it. */
export async function upsertSubscription(db: Tx, row: NewSubscription): Promise<void> {
  const { endpoint: _endpoint, ...rest } = row;
  await db
    .insert(webPushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: { ...rest, createdAt: new Date() } });
}

/** Keeps the user's `keep` newest subscriptions and deletes the rest. */
export async function trimSubscriptions(db: Tx, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .orderBy(desc(webPushSubscriptions.createdAt), desc(webPushSubscriptions.id))
    .limit(keep);
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), notInArray(webPushSubscriptions.id, newest)));
}

export async function deleteOwnSubscription(db: Tx, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)));
}

export const subscriptionsOf = (db: Tx, userId: number) =>
  db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));

export async function deleteSubscription(db: Tx, id: number): Promise<void> {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
}

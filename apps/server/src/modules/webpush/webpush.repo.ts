import { and, eq } from 'drizzle-orm';
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

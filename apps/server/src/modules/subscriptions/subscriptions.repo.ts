import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { subscriptions } from './subscriptions.schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** The user's live subscription of a product type (not cancelled), locked for the renewal that follows. */
export async function lockLiveSubscription(
  db: Tx,
  userId: number,
  productTypeId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.productTypeId, productTypeId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertSubscription(db: Tx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSubscription(db: Tx, id: number, set: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} is missing`);
  return row;
}

/** Active first, then the newest. */
export function listUserSubscriptions(db: Tx, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} = 'active' desc`, desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function lockUserSubscription(db: Tx, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .for('update');
  return row;
}

export function listSubscriptionsOfTypes(db: Tx, userId: number, productTypeIds: number[]): Promise<SubscriptionRow[]> {
  if (productTypeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.productTypeId, productTypeIds)))
    .orderBy(desc(subscriptions.id));
}

export async function findUserSubscription(db: Tx, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row;
}

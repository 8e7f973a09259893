import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  couponProductActivations,
  couponProducts,
  orderItems,
  orders,
  sandboxDecisions,
  transactions,
} from './payment.schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type CouponProductRow = typeof couponProducts.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewTransaction = typeof transactions.$inferInsert;
export type NewCouponProduct = typeof couponProducts.$inferInsert;

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertOrder(db: Tx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const row = await one(db.insert(orders).values(order).returning());
  if (items.length > 0) await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

export const insertTransaction = (db: Tx, values: NewTransaction) =>
  one(db.insert(transactions).values(values).returning());

export interface TransactionWithOrder {
  transaction: TransactionRow;
  order: OrderRow;
}

export async function findTransaction(db: Tx, uuid: string): Promise<TransactionWithOrder | undefined> {
  const [row] = await db
    .select({ transaction: transactions, order: orders })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(transactions.uuid, uuid));
  return row;
}

/** The row lock every status change takes first: concurrent notifications wait here, one at a time. */
export async function lockTransaction(db: Tx, uuid: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.uuid, uuid)).for('update');
  return row;
}

export async function updateTransaction(db: Tx, uuid: string, set: Partial<NewTransaction>): Promise<void> {
  await db.update(transactions).set(set).where(eq(transactions.uuid, uuid));
}

/**
 * The cart's latest payment still waiting at a provider (or by requisites), started after `since`:
 * the payment a second init of the same cart answers (payment-lock.ts).
 */
export async function findOpenPayment(
  db: Tx,
  cartId: number,
  requisites: boolean,
  since: Date,
): Promise<TransactionWithOrder | undefined> {
  const [row] = await db
    .select({ transaction: transactions, order: orders })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(
      and(
        eq(orders.cartId, cartId),
        eq(transactions.status, 'pending'),
        eq(transactions.requisites, requisites),
        gt(transactions.createdAt, since),
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row;
}

/** Takes the sandbox checkout's one decision; answers false when it was taken already. */
export async function claimSandboxDecision(db: Tx, uuid: string, approve: boolean): Promise<boolean> {
  const rows = await db
    .insert(sandboxDecisions)
    .values({ transactionUuid: uuid, approve })
    .onConflictDoNothing()
    .returning({ uuid: sandboxDecisions.transactionUuid });
  return rows.length > 0;
}

/** Gives the decision back when the notification could not be delivered, so the payer may retry. */
export async function releaseSandboxDecision(db: Tx, uuid: string): Promise<void> {
  await db.delete(sandboxDecisions).where(eq(sandboxDecisions.transactionUuid, uuid));
}

export async function markOrder(db: Tx, id: number, status: 'refund_due'): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function findOrder(db: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function markOrderPaid(db: Tx, id: number, paidAt: Date): Promise<void> {
  await db.update(orders).set({ status: 'paid', paidAt }).where(eq(orders.id, id));
}

export function listOrderItems(db: Tx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** A Kaspi payment of this user by the provider's uid (or by our uuid, which Kaspi echoes). */
export async function findUserTransactionByUid(
  db: Tx,
  userId: number,
  system: string,
  uid: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select({ transaction: transactions })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(transactions.paymentSystem, system),
        eq(transactions.requisites, false),
        sql`(${transactions.providerTransactionId} = ${uid} or ${transactions.uuid}::text = ${uid})`,
      ),
    )
    .limit(1);
  return row?.transaction;
}

/** Coupon products: the code row locked, so concurrent activations count uses one at a time. */
export async function lockCouponProduct(db: Tx, code: string): Promise<CouponProductRow | undefined> {
  const [row] = await db
    .select()
    .from(couponProducts)
    .where(sql`upper(${couponProducts.code}) = upper(${code})`)
    .for('update');
  return row;
}

/** Answers false when the user has activated this coupon product before. */
export async function insertActivation(db: Tx, couponProductId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(couponProductActivations)
    .values({ couponProductId, userId })
    .onConflictDoNothing()
    .returning({ id: couponProductActivations.id });
  return rows.length > 0;
}

/** The user's activations with their codes, newest first. */
export function listActivations(db: Tx, userId: number) {
  return db
    .select({
      code: couponProducts.code,
      productIds: couponProducts.productIds,
      activatedAt: couponProductActivations.activatedAt,
    })
    .from(couponProductActivations)
    .innerJoin(couponProducts, eq(couponProducts.id, couponProductActivations.couponProductId))
    .where(eq(couponProductActivations.userId, userId))
    .orderBy(desc(couponProductActivations.activatedAt), desc(couponProductActivations.id));
}

export async function countCouponProductUse(db: Tx, id: number): Promise<void> {
  await db
    .update(couponProducts)
    .set({ usedCount: sql`${couponProducts.usedCount} + 1` })
    .where(eq(couponProducts.id, id));
}

export async function insertCouponProduct(db: Tx, values: NewCouponProduct): Promise<void> {
  await db.insert(couponProducts).values(values).onConflictDoNothing();
}

import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, paymentIncidents } from './payment.schema.js';

/** More than any student pays in years; the financial report reads a student's whole history. */
const HISTORY_LIMIT = 1000;

/** A student's paid orders, newest first (the financial report, spec 1 §7). */
export function paidOrdersOf(db: Tx, userId: number) {
  return db
    .select({ id: orders.id, amount: orders.amount, currency: orders.currency, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(HISTORY_LIMIT);
}

/** Money of a student's orders that has to go back to them (docs/commerce.md "Incidents"). */
export function refundsOf(db: Tx, userId: number) {
  return db
    .select({
      id: paymentIncidents.id,
      orderId: paymentIncidents.orderId,
      amount: paymentIncidents.amount,
      currency: paymentIncidents.currency,
      createdAt: paymentIncidents.createdAt,
      resolvedAt: paymentIncidents.resolvedAt,
    })
    .from(paymentIncidents)
    .innerJoin(orders, eq(orders.id, paymentIncidents.orderId))
    .where(and(eq(orders.userId, userId), eq(paymentIncidents.refund, true)))
    .orderBy(desc(paymentIncidents.createdAt))
    .limit(HISTORY_LIMIT);
}

/** Packs of individual lessons a student has paid for, one entry per bought pack (gifts too). */
export async function paidPackIdsOf(db: Tx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ packId: orderItems.packId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), isNotNull(orderItems.packId)));
  return rows.flatMap((row) => (row.packId === null ? [] : [row.packId]));
}

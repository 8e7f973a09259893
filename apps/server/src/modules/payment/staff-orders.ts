import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { orderItems, orders, paymentIncidents, refunds, transactions } from './payment.schema.js';

/**
 * Orders, payment attempts and refunds as the staff console reads and writes them (issue 16,
 * docs/staff-commerce.md): the payment module's tables for the commerce area (module boundaries).
 */

export type StaffOrderRow = typeof orders.$inferSelect;
export type StaffTransactionRow = typeof transactions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface StaffOrderFilter {
  status?: string;
  search?: string;
  limit: number;
  offset: number;
}

function whereOf(filter: StaffOrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const number = /^#?(\d{1,9})$/.exec(search);
    // `lower(email) like 'prefix%'` rides orders_email_lower_idx (text_pattern_ops).
    const email = sql`lower(${orders.email}) like ${`${likeEscape(search.toLowerCase())}%`}`;
    conditions.push(number ? (or(eq(orders.id, Number(number[1])), email) as SQL) : email);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first along orders_created_idx. */
export async function staffOrdersPage(db: Tx, filter: StaffOrderFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  return { count: total?.count ?? 0, rows };
}

export async function findStaffOrder(db: Tx, id: number, lock = false): Promise<StaffOrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An order's lines, payment attempts and refunds (both oldest first). */
export async function staffOrderParts(db: Tx, orderId: number) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const attempts = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt));
  const orderRefunds = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return { items, transactions: attempts, refunds: orderRefunds };
}

export async function findRefund(db: Tx, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** The money refunds gave back: the succeeded ones only. */
export const refundedSum = (rows: RefundRow[]): number =>
  rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);

/**
 * Claims the order for a refund: a `pending` row. Undefined when the order has one pending already
 * (refunds_order_pending_idx decides).
 */
export async function insertPendingRefund(
  db: Tx,
  values: Omit<typeof refunds.$inferInsert, 'status'>,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Ends a pending refund; undefined when it is not pending any more (settled already). */
export async function settleRefund(
  db: Tx,
  refundId: number,
  outcome: { status: 'succeeded'; providerRefundId: string | null } | { status: 'failed'; errorMessage: string },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set(outcome)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function setOrderStatus(db: Tx, orderId: number, status: string): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** A `refund_due` order's money went back: its incidents asking for a refund are resolved (docs/commerce.md "Incidents"). */
export async function resolveRefundIncidents(db: Tx, orderId: number): Promise<void> {
  await db
    .update(paymentIncidents)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(paymentIncidents.orderId, orderId),
        eq(paymentIncidents.refund, true),
        isNull(paymentIncidents.resolvedAt),
      ),
    );
}

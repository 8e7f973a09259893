import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { orderItems, orders, refunds, transactions } from './payment.schema.js';

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

/** An order's lines, payment attempts (oldest first) and refund. */
export async function staffOrderParts(db: Tx, orderId: number) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const attempts = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt));
  const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return { items, transactions: attempts, refund };
}

/** Inserts the order's one refund; undefined when it has one already (the unique order id decides). */
export async function insertRefund(db: Tx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.orderId }).returning();
  return row;
}

export async function markOrderRefunded(db: Tx, orderId: number): Promise<void> {
  await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
}

export async function setRefundProviderId(db: Tx, refundId: number, providerRefundId: string | null): Promise<void> {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refundId));
}

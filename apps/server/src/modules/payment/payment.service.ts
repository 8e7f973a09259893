import type { Transaction } from '@school/contract';
import type { AppContext } from '../../context.js';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError, forbidden, notFound } from '../../plugins/errors.js';
import { findProductCards } from '../courses/courses.service.js';
import { describeOrder } from './order-description.js';
import { payee } from './payee.js';
import * as repo from './payment.repo.js';
import { orderItems, orders, refunds, transactions } from './payment.schema.js';
import { paymentOptions, type PaymentOptions, type Providers } from './providers/registry.js';
import type { SandboxNotifier } from './providers/sandbox.js';
import { systemNotConfigured } from './providers/unconfigured.js';

/** What the payment routes are built with: the providers and how the sandbox reaches our webhook. */
export interface PaymentDeps {
  providers: Providers;
  notifier: SandboxNotifier;
}

export { initPayment } from './payment-init.js';
export { listIncidents } from './incidents.js';

async function presentTransaction(db: Tx, found: repo.TransactionWithOrder): Promise<Transaction> {
  const { transaction } = found;
  const items = await repo.listOrderItems(db, transaction.orderId);
  const cards = await findProductCards(
    db,
    items.map((item) => item.productId),
  );
  return {
    uuid: transaction.uuid,
    status: transaction.status as Transaction['status'],
    amount: transaction.amount,
    currency: transaction.currency,
    paymentSystem: transaction.paymentSystem as Transaction['paymentSystem'],
    createdAt: transaction.createdAt.toISOString(),
    products: cards.map((card) => ({ id: card.id, title: card.title, productTypeId: card.productType.id })),
    errorMessage: transaction.errorMessage,
  };
}

/**
 * The success and reject pages' transaction. The uuid is the secret (a guest who paid may have
 * lost the session); a signed-in user who is not the payer is refused.
 */
export async function getTransaction(ctx: AppContext, uuid: string, user: AuthUser | null): Promise<Transaction> {
  const found = await repo.findTransaction(ctx.db, uuid);
  if (!found) throw notFound();
  if (user && user.id !== found.order.userId) throw forbidden();
  return presentTransaction(ctx.db, found);
}

async function ownPending(ctx: AppContext, userId: number, uuid: string) {
  const found = await repo.findTransaction(ctx.db, uuid);
  if (!found) throw notFound();
  if (found.order.userId !== userId) throw forbidden();
  if (found.transaction.status !== 'pending')
    throw fieldError('transaction_uuid', 'Этот платёж уже завершён.', 'transaction_completed');
  return found;
}

/** Spec 2 §4: the CloudPayments widget's parameters for the payer's pending transaction. */
export async function cloudPaymentsWidget(ctx: AppContext, deps: PaymentDeps, userId: number, uuid: string) {
  const cp = deps.providers.cloudPayments;
  if (!cp.configured || !cp.publicId) throw systemNotConfigured('CP');
  const { transaction, order } = await ownPending(ctx, userId, uuid);
  if (transaction.paymentSystem !== 'CP')
    throw fieldError('transaction_uuid', 'Этот платёж открыт в другой платёжной системе.', 'wrong_payment_system');
  return {
    publicId: cp.publicId,
    amount: transaction.amount / 100,
    currency: transaction.currency,
    invoiceId: transaction.uuid,
    description: await describeOrder(ctx.db, order.id),
    accountId: String(order.userId),
    email: order.email,
  };
}

/**
 * Spec 2 §7 Kaspi uid check (docs/kaspi.md): `exists` only for the caller's own Kaspi payment (by
 * Kaspi's txn id or our uuid; paying by requisites is not one), with its status, which the Kaspi
 * payment page polls. Anyone else's, another system's or an unknown uid: `exists: false`.
 */
export async function kaspiCheck(ctx: AppContext, userId: number, uid: string) {
  const row = await repo.findUserTransactionByUid(ctx.db, userId, 'KSPI', uid);
  return { exists: Boolean(row), status: (row?.status ?? null) as Transaction['status'] | null };
}

/** The card systems offered and the default one, for the cart answer (docs/commerce.md "Providers"). */
export { paymentOptions, type PaymentOptions };

/** `GET /core/pay/public/`: the payee's details; the same for every cart, so the hash is not needed. */
export const publicInfo = (ctx: AppContext) => payee(ctx.db);
export { paidOrdersOf, paidPackIdsOf, refundsOf } from './student-payments.js';

/**
 * The staff dashboard (docs/staff-dashboard.md): per day of `timeZone` since `from`, the payments that
 * succeeded and the refunds made in `currency`, as a count and a sum in minor units.
 */
export async function dailyMoney(db: Tx, from: Date, timeZone: string, currency: string) {
  const t = transactions;
  const paid = db
    .select({
      day: sql<string>`to_char(${t.completedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.status, 'succeeded'), gte(t.completedAt, from), eq(t.currency, currency)))
    .groupBy(sql`1`);
  const refunded = db
    .select({
      day: sql<string>`to_char(${refunds.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number),
    })
    .from(refunds)
    .where(and(eq(refunds.status, 'succeeded'), gte(refunds.createdAt, from), eq(refunds.currency, currency)))
    .groupBy(sql`1`);
  return { payments: await paid, refunds: await refunded };
}

/**
 * A student's latest orders with what they were for, newest first (the staff's student card,
 * docs/staff-people.md): orders by orders_user_idx, items by order id.
 */
export async function latestOrdersOf(db: Tx, userId: number, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const items =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, productId: orderItems.productId })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => ({
    ...row,
    productIds: items.filter((item) => item.orderId === row.id).map((item) => item.productId),
  }));
}

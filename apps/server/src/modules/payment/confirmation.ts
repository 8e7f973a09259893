import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { settleCart } from './cart-bridge.js';
import { fulfil } from './fulfilment.js';
import { recordIncident } from './incidents.js';
import * as repo from './payment.repo.js';
import type { PaymentNotice } from './providers/provider.js';

/** `incident`: money the platform received but did not apply; it is recorded for staff. */
export type NoticeOutcome = 'succeeded' | 'declined' | 'unchanged' | 'unknown' | 'incident';

const AMOUNT_MISMATCH = 'Сумма платежа не совпадает с суммой заказа.';
const CART_ALREADY_PAID = 'Эта корзина уже оплачена другим заказом: этот платёж будет возвращён.';
const UPGRADE_NOT_APPLIED = 'Подписка уже закончилась, тариф не изменён: этот платёж будет возвращён.';

/**
 * A success that matches its order, on a pending or declined transaction (a retry after a
 * decline is normal card behaviour). The cart is closed first, and only once (cart-bridge.ts):
 * when another order of the same cart closed it, this money is flagged for refund, not granted.
 */
async function applySuccess(tx: Tx, ctx: AppContext, row: repo.TransactionRow, notice: PaymentNotice, now: Date) {
  const order = await repo.findOrder(tx, row.orderId);
  if (!order) throw new Error(`order ${row.orderId} is missing`);
  const closed = await settleCart(tx, { cartId: order.cartId, couponId: order.couponId });
  await repo.updateTransaction(tx, row.uuid, {
    status: 'succeeded',
    providerTransactionId: notice.providerTransactionId,
    providerPayload: notice.payload,
    errorMessage: closed ? null : CART_ALREADY_PAID,
    completedAt: now,
  });
  if (!closed) {
    await repo.markOrder(tx, order.id, 'refund_due');
    await recordIncident(tx, 'cart_already_paid', row, notice);
    return 'incident' satisfies NoticeOutcome;
  }
  if ((await fulfil(tx, ctx, row, order, now)) === 'upgrade_not_applied') {
    await repo.updateTransaction(tx, row.uuid, { errorMessage: UPGRADE_NOT_APPLIED });
    await repo.markOrder(tx, order.id, 'refund_due');
    await recordIncident(tx, 'upgrade_not_applied', row, notice);
    return 'incident' satisfies NoticeOutcome;
  }
  return 'succeeded' satisfies NoticeOutcome;
}

/**
 * Applies a verified provider notice in the caller's transaction (docs/commerce.md "Paying").
 * The transaction row is locked first, so notices of one payment run one at a time:
 * - a decline moves only a pending payment, never undoes a success;
 * - a success with the wrong amount or currency is declined and recorded as an incident;
 * - a success of a paid payment is a repeat (same provider id) or a second charge (an incident);
 * - any other success grants, once.
 */
export async function applyNotice(tx: Tx, ctx: AppContext, notice: PaymentNotice, now = new Date()) {
  const row = await repo.lockTransaction(tx, notice.uuid);
  if (!row || row.paymentSystem !== notice.system) return 'unknown' satisfies NoticeOutcome;
  const answered = {
    providerTransactionId: notice.providerTransactionId,
    providerPayload: notice.payload,
    completedAt: now,
  };
  if (!notice.succeeded) {
    if (row.status !== 'pending') return 'unchanged' satisfies NoticeOutcome;
    await repo.updateTransaction(tx, row.uuid, { ...answered, status: 'declined', errorMessage: notice.errorMessage });
    return 'declined' satisfies NoticeOutcome;
  }
  if (row.status === 'succeeded') {
    if (row.providerTransactionId === notice.providerTransactionId) return 'unchanged' satisfies NoticeOutcome;
    await recordIncident(tx, 'duplicate_payment', row, notice);
    return 'incident' satisfies NoticeOutcome;
  }
  if (notice.amount !== row.amount || notice.currency.toUpperCase() !== row.currency) {
    if (row.status === 'pending') {
      await repo.updateTransaction(tx, row.uuid, { ...answered, status: 'declined', errorMessage: AMOUNT_MISMATCH });
    }
    await recordIncident(tx, 'amount_mismatch', row, notice);
    return 'incident' satisfies NoticeOutcome;
  }
  return applySuccess(tx, ctx, row, notice, now);
}

/** A provider's notice in a transaction of its own. */
export function handleNotice(ctx: AppContext, notice: PaymentNotice): Promise<NoticeOutcome> {
  return ctx.db.transaction((tx) => applyNotice(tx, ctx, notice));
}

import { formatMoney, type BodyOf, type PaymentSystem, type StaffOrderDetail, type contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../plugins/errors.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { revokeProducts } from '../courses/staff-products.js';
import {
  findRefund,
  findStaffOrder,
  insertPendingRefund,
  refundedSum,
  resolveRefundIncidents,
  setOrderStatus,
  settleRefund,
  staffOrderParts,
  type RefundRow,
  type StaffTransactionRow,
} from '../payment/staff-orders.js';
import type { Providers } from '../payment/providers/registry.js';
import { recordAudit } from '../staff/audit.js';
import { REFUNDABLE_STATUSES, paidAmountOf, paidTransactionOf } from './refund-rules.js';
import { getOrder } from './staff-commerce.service.js';

type RefundBody = BodyOf<typeof contract.staffCommerce.refund>;
type ResolveBody = BodyOf<typeof contract.staffCommerce.resolveRefund>;

const alreadyRefunded = () => new AppError(409, 'already_refunded', 'Деньги за этот заказ уже возвращены.');
const refundPending = () =>
  new AppError(409, 'refund_pending', 'По этому заказу уже идёт возврат: дождитесь его результата.');

/** The products the order's paid lines granted (gifts are left as they are). */
const grantedProductIds = (items: { productId: number; isGift: boolean }[]) => [
  ...new Set(items.filter((item) => !item.isGift).map((item) => item.productId)),
];

/** A refund claimed in the first transaction: what the provider call and the second one need. */
interface Claim {
  refund: RefundRow;
  paid: StaffTransactionRow | undefined;
  /** The order was `refund_due`: its access was never granted, nothing to revoke. */
  wasRefundDue: boolean;
  productIds: number[];
}

/**
 * Transaction 1, the order row locked: checks the order can give back `amount` and claims it with a
 * `pending` refund row, so a concurrent request answers refund_pending (refunds_order_pending_idx).
 */
async function claimRefund(tx: Tx, actor: AuthUser, id: number, body: RefundBody): Promise<Claim> {
  const order = await findStaffOrder(tx, id, true);
  if (!order) throw notFound('Заказ не найден.');
  if (order.status === 'refunded') throw alreadyRefunded();
  if (!REFUNDABLE_STATUSES.has(order.status)) {
    throw new AppError(409, 'order_not_paid', 'Вернуть деньги можно только за оплаченный заказ.');
  }
  const parts = await staffOrderParts(tx, id);
  if (parts.refunds.some((row) => row.status === 'pending')) throw refundPending();
  const paid = paidTransactionOf(parts.transactions);
  const paidAmount = paidAmountOf(order, parts.transactions);
  const remaining = paidAmount - refundedSum(parts.refunds);
  // A free order (nothing paid) is "refunded" once, for its access; a paid one until its money is used up.
  if (paidAmount > 0 && remaining <= 0) throw alreadyRefunded();
  const amount = body.amount ?? remaining;
  if (amount > remaining) {
    const currency = paid?.currency ?? order.currency;
    throw fieldError('amount', `Вернуть можно не больше ${formatMoney(remaining, currency)}.`, 'too_large');
  }
  // The default: a refund of the whole remainder takes the access away, a partial one keeps it.
  const keepAccess = body.keepAccess ?? amount < remaining;
  const refund = await insertPendingRefund(tx, {
    orderId: id,
    amount,
    currency: paid?.currency ?? order.currency,
    reason: body.reason,
    keepAccess,
    actorId: actor.id,
  });
  if (!refund) throw refundPending();
  return {
    refund,
    paid,
    wasRefundDue: order.status === 'refund_due',
    productIds: grantedProductIds(parts.items),
  };
}

/** Outside any transaction: the provider gives the money back. Requisites and free orders move none through it. */
async function giveMoneyBack(providers: Providers, claim: Claim): Promise<string | null> {
  const { paid, refund } = claim;
  if (!paid || refund.amount === 0 || paid.requisites) return null;
  const result = await providers.get(paid.paymentSystem as PaymentSystem).refund({
    uuid: paid.uuid,
    providerTransactionId: paid.providerTransactionId,
    amount: refund.amount,
    currency: refund.currency,
  });
  return result.providerRefundId;
}

/**
 * Transaction 2 of a refund the provider made (also an operator's resolution of a pending one):
 * the row `succeeded`, the order `refunded` when its money is used up (else `partially_refunded`;
 * a `refund_due` one stays so), the access revoked unless kept, the audit row.
 */
async function completeRefund(tx: Tx, actor: AuthUser, claim: Claim, providerRefundId: string | null, note?: string) {
  const orderId = claim.refund.orderId;
  const order = await findStaffOrder(tx, orderId, true);
  const refund = await settleRefund(tx, claim.refund.id, { status: 'succeeded', providerRefundId });
  if (!order || !refund) return;
  const parts = await staffOrderParts(tx, orderId);
  const usedUp = refundedSum(parts.refunds) >= paidAmountOf(order, parts.transactions);
  const status = usedUp ? 'refunded' : claim.wasRefundDue ? 'refund_due' : 'partially_refunded';
  await setOrderStatus(tx, orderId, status);
  if (claim.wasRefundDue && usedUp) await resolveRefundIncidents(tx, orderId);
  const revoked = claim.wasRefundDue || refund.keepAccess ? [] : claim.productIds;
  await revokeProducts(tx, order.userId, revoked);
  await recordAudit(tx, actor, {
    action: 'order.refund',
    entity: 'order',
    entityId: orderId,
    changes: {
      status: [order.status, status],
      refundId: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      keepAccess: refund.keepAccess,
      paymentSystem: claim.paid?.paymentSystem ?? null,
      providerRefundId,
      revokedProductIds: revoked,
      ...(note ? { resolvedNote: note } : {}),
    },
  });
}

/** Transaction 2 of a refund the provider refused: the row `failed`, the order as it was, a new attempt possible. */
async function failRefund(tx: Tx, actor: AuthUser, claim: Claim, errorMessage: string) {
  const refund = await settleRefund(tx, claim.refund.id, { status: 'failed', errorMessage });
  if (!refund) return;
  await recordAudit(tx, actor, {
    action: 'order.refund_failed',
    entity: 'order',
    entityId: refund.orderId,
    changes: { refundId: refund.id, amount: refund.amount, currency: refund.currency, errorMessage },
  });
}

/**
 * `POST /staff/commerce/orders/:id/refund/` (docs/staff-commerce.md "Refunds"): the provider is never
 * called under the order lock. Transaction 1 claims the refund (`pending`), the provider is asked,
 * transaction 2 records the outcome. A provider's refusal (an AppError: 502 refund_failed, 409
 * refund_unavailable) fails the refund; an answer that never came (a network error, a timeout) leaves
 * it `pending`, because the money may have moved: an operator resolves it (the doc says how).
 */
export async function refundOrder(
  ctx: AppContext,
  providers: Providers,
  actor: AuthUser,
  id: number,
  body: RefundBody,
): Promise<StaffOrderDetail> {
  const claim = await ctx.db.transaction((tx) => claimRefund(tx, actor, id, body));
  let providerRefundId: string | null;
  try {
    providerRefundId = await giveMoneyBack(providers, claim);
  } catch (error) {
    if (!(error instanceof AppError)) {
      ctx.log.error({ err: error, refundId: claim.refund.id }, 'refund outcome unknown: left pending');
      throw new AppError(
        502,
        'refund_failed',
        'Платёжная система не ответила: возврат в обработке. Проверьте его в кабинете платёжной системы.',
      );
    }
    await ctx.db.transaction((tx) => failRefund(tx, actor, claim, error.message));
    throw error;
  }
  await ctx.db.transaction((tx) => completeRefund(tx, actor, claim, providerRefundId));
  return getOrder(ctx, id);
}

/**
 * `POST /staff/commerce/refunds/:id/resolve/`: an operator ends a refund left `pending` (the server
 * stopped between the provider and transaction 2, or the provider never answered) after checking the
 * provider's dashboard (docs/staff-commerce.md "A pending refund"). One transaction, the order locked.
 */
export async function resolveRefund(
  ctx: AppContext,
  actor: AuthUser,
  refundId: number,
  body: ResolveBody,
): Promise<StaffOrderDetail> {
  const orderId = await ctx.db.transaction(async (tx) => {
    const found = await findRefund(tx, refundId);
    if (!found) throw notFound('Возврат не найден.');
    const order = await findStaffOrder(tx, found.orderId, true);
    const parts = await staffOrderParts(tx, found.orderId);
    const refund = parts.refunds.find((row) => row.id === refundId);
    if (!order || refund?.status !== 'pending') {
      throw new AppError(409, 'refund_not_pending', 'Этот возврат уже завершён.');
    }
    const claim: Claim = {
      refund,
      paid: paidTransactionOf(parts.transactions),
      wasRefundDue: order.status === 'refund_due',
      productIds: grantedProductIds(parts.items),
    };
    if (body.outcome === 'succeeded') {
      await completeRefund(tx, actor, claim, body.providerRefundId ?? null, body.note);
    } else {
      await failRefund(tx, actor, claim, body.note);
    }
    return order.id;
  });
  return getOrder(ctx, orderId);
}

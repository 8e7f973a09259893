import type { Tx } from '../../db/client.js';
import { paidOrdersOf, refundsOf } from '../payment/payment.service.js';
import { history as referralHistory } from '../referral/referral.service.js';

type Operation = {
  kind: 'order' | 'bonus_earned' | 'bonus_used' | 'refund';
  amount: number;
  currency: string;
  description: string;
  at: string;
};

/** Referral bonuses are kept in the platform's currency (docs/commerce.md "Referral discount"). */
const BONUS_CURRENCY = 'RUB';

/**
 * `GET /v2/students/financial-report/`: what the student paid (orders), received back (refunds)
 * and earned or spent as bonuses, newest first, with totals over the whole history.
 */
export async function financialReport(db: Tx, userId: number, page: { limit: number; offset: number }) {
  const [paid, refunds, bonuses] = await Promise.all([
    paidOrdersOf(db, userId),
    refundsOf(db, userId),
    referralHistory(db, userId, { limit: 1000, offset: 0 }),
  ]);
  const operations: Operation[] = [
    ...paid.map((order) => ({
      kind: 'order' as const,
      amount: order.amount,
      currency: order.currency,
      description: `Оплата заказа № ${order.id}`,
      at: (order.paidAt ?? new Date(0)).toISOString(),
    })),
    ...refunds.map((refund) => ({
      kind: 'refund' as const,
      amount: refund.amount,
      currency: refund.currency,
      description: refund.resolvedAt
        ? `Возврат по заказу № ${refund.orderId}`
        : `Возврат по заказу № ${refund.orderId} (в обработке)`,
      at: refund.createdAt.toISOString(),
    })),
    ...bonuses.results.map((event) => ({
      kind: event.kind === 'earned' ? ('bonus_earned' as const) : ('bonus_used' as const),
      amount: event.amount,
      currency: BONUS_CURRENCY,
      description: event.description,
      at: event.createdAt,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const sum = (kind: Operation['kind']) =>
    operations.filter((op) => op.kind === kind).reduce((total, op) => total + op.amount, 0);
  return {
    count: operations.length,
    results: operations.slice(page.offset, page.offset + page.limit),
    totals: {
      paid: sum('order'),
      refunded: sum('refund'),
      bonusesEarned: sum('bonus_earned'),
      bonusesUsed: sum('bonus_used'),
    },
  };
}

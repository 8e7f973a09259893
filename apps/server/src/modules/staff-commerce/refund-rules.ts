import type { StaffOrderRow, StaffTransactionRow } from '../payment/staff-orders.js';

/**
 * What may be refunded (docs/staff-commerce.md "Refunds"): a paid order, one refunded in part, and a
 * `refund_due` one (money received but never applied, docs/commerce.md "Incidents").
 */
export const REFUNDABLE_STATUSES: ReadonlySet<string> = new Set(['paid', 'partially_refunded', 'refund_due']);

/** The payment that brought the order's money: its last succeeded attempt (none for a free order). */
export const paidTransactionOf = (attempts: StaffTransactionRow[]): StaffTransactionRow | undefined =>
  attempts.filter((row) => row.status === 'succeeded').at(-1);

/** The money the order brought: its succeeded payment's amount, or the order's own for a free one. */
export const paidAmountOf = (order: StaffOrderRow, attempts: StaffTransactionRow[]): number =>
  paidTransactionOf(attempts)?.amount ?? order.amount;

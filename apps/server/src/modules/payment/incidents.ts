import type { PaymentIncident } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import * as incidents from './incidents.repo.js';
import type { TransactionRow } from './payment.repo.js';
import type { PaymentNotice } from './providers/provider.js';

type Kind = PaymentIncident['kind'];

/** What staff read about each kind; the ones flagged `refund` are money to give back. */
const ABOUT: Record<Kind, { detail: string; refund: boolean }> = {
  amount_mismatch: {
    detail: 'Сумма или валюта платежа не совпадает с заказом: доступ не выдан, нужна проверка.',
    refund: false,
  },
  duplicate_payment: { detail: 'Повторная оплата уже оплаченного заказа: платёж нужно вернуть.', refund: true },
  cart_already_paid: {
    detail: 'Корзина этого заказа уже оплачена другим заказом: платёж нужно вернуть.',
    refund: true,
  },
  upgrade_not_applied: {
    detail: 'Оплачено улучшение тарифа, но подписка к оплате уже закончилась: платёж нужно вернуть.',
    refund: true,
  },
};

export const incidentDetail = (kind: Kind) => ABOUT[kind].detail;

/**
 * Money a provider reports that the platform cannot apply (docs/commerce.md "Incidents"): kept in
 * the notice's own database transaction, so it is recorded exactly when the notice is answered.
 */
export async function recordIncident(tx: Tx, kind: Kind, transaction: TransactionRow, notice: PaymentNotice) {
  await incidents.insertIncident(tx, {
    kind,
    transactionUuid: transaction.uuid,
    orderId: transaction.orderId,
    paymentSystem: transaction.paymentSystem,
    providerTransactionId: notice.providerTransactionId,
    amount: notice.amount,
    currency: notice.currency.toUpperCase(),
    refund: ABOUT[kind].refund,
    detail: ABOUT[kind].detail,
    payload: notice.payload ?? null,
  });
}

/** `GET /staff/payments/incidents/`: newest first. */
export async function listIncidents(ctx: AppContext, page: { limit: number; offset: number }) {
  const { count, rows } = await incidents.listIncidents(ctx.db, page);
  return {
    count,
    results: rows.map((row): PaymentIncident => ({
      id: row.id,
      kind: row.kind as Kind,
      transactionUuid: row.transactionUuid,
      orderId: row.orderId,
      paymentSystem: row.paymentSystem as PaymentIncident['paymentSystem'],
      providerTransactionId: row.providerTransactionId,
      amount: row.amount,
      currency: row.currency,
      refund: row.refund,
      detail: row.detail,
      payload: row.payload === null ? null : JSON.stringify(row.payload),
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
  };
}

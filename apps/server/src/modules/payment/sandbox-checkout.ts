import { randomBytes } from 'node:crypto';
import type { Transaction } from '@school/contract';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { getOrCreateSecret } from '../settings/settings.service.js';
import { describeOrder } from './order-description.js';
import type { PaymentDeps } from './payment.service.js';
import * as repo from './payment.repo.js';
import { signSandbox } from './providers/sandbox.js';

async function sandboxOnly(ctx: AppContext, uuid: string) {
  const found = await repo.findTransaction(ctx.db, uuid);
  if (!found || found.transaction.paymentSystem !== 'SANDBOX') throw notFound();
  return found;
}

export async function sandboxTransaction(ctx: AppContext, uuid: string) {
  const { transaction, order } = await sandboxOnly(ctx, uuid);
  return {
    uuid,
    amount: transaction.amount,
    currency: transaction.currency,
    description: await describeOrder(ctx.db, order.id),
    status: transaction.status as Transaction['status'],
  };
}

/**
 * The sandbox checkout's decision: the "provider" sends our webhook a signed notification over
 * HTTP, as a real one would, then tells the payer where to go — the success page of the uuid or
 * the reject page with `?transaction=`. A decided transaction only answers where to go.
 */
export async function sandboxDecision(ctx: AppContext, deps: PaymentDeps, uuid: string, approve: boolean) {
  const { transaction } = await sandboxOnly(ctx, uuid);
  if (transaction.status === 'pending') {
    const body = JSON.stringify({
      uuid,
      transactionId: `sbx_${randomBytes(12).toString('hex')}`,
      status: approve ? 'succeeded' : 'declined',
      amount: transaction.amount,
      currency: transaction.currency,
      reason: approve ? null : 'Плательщик отклонил платёж на странице банка.',
    });
    const signature = signSandbox(body, await getOrCreateSecret(ctx.db, 'sandbox-payments'));
    const status = await deps.notifier({ body, signature }).catch(() => 0);
    if (status !== 200)
      throw new AppError(502, 'provider_unavailable', 'Банк не смог передать ответ. Попробуйте ещё раз.');
  }
  const after = await sandboxOnly(ctx, uuid);
  const { redirect, errorRedirect, status } = after.transaction;
  const success = new URL(`/payment/success/${uuid}`, ctx.config.publicUrl).toString();
  if (status === 'declined') {
    const url = new URL(errorRedirect ?? '/payment/reject', ctx.config.publicUrl);
    url.searchParams.set('transaction', uuid);
    return { redirectUrl: url.toString() };
  }
  return { redirectUrl: redirect ? `${redirect}${uuid}` : success };
}

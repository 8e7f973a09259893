import { randomBytes } from 'node:crypto';
import type { Transaction } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { getOrCreateSecret } from '../settings/settings.service.js';
import { describeOrder } from './order-description.js';
import type { PaymentDeps } from './payment.service.js';
import * as repo from './payment.repo.js';
import { SANDBOX_SECRET, signSandbox, verifyCheckoutToken } from './providers/sandbox.js';

/** A switched-off sandbox has no checkout at all: its pages answer as if they did not exist. */
async function sandboxOnly(ctx: AppContext, deps: PaymentDeps, uuid: string) {
  if (!deps.providers.sandbox.configured) throw notFound();
  const found = await repo.findTransaction(ctx.db, uuid);
  if (!found || found.transaction.paymentSystem !== 'SANDBOX' || found.transaction.requisites) throw notFound();
  return found;
}

export async function sandboxTransaction(ctx: AppContext, deps: PaymentDeps, uuid: string) {
  const { transaction, order } = await sandboxOnly(ctx, deps, uuid);
  return {
    uuid,
    amount: transaction.amount,
    currency: transaction.currency,
    description: await describeOrder(ctx.db, order.id),
    status: transaction.status as Transaction['status'],
  };
}

const badLink = () =>
  new AppError(403, 'invalid_checkout_token', 'Ссылка на оплату недействительна. Начните оплату заново из корзины.');
const decisionTaken = () =>
  new AppError(409, 'decision_taken', 'Решение по этому платежу уже принято. Обновите страницу.');

/** Where the payer goes once the transaction is decided: the success page, or the reject page. */
function landing(transaction: repo.TransactionRow, origin: string): string {
  const { uuid, redirect, errorRedirect } = transaction;
  if (transaction.status === 'declined') {
    const url = new URL(errorRedirect ?? '/payment/reject', origin);
    url.searchParams.set('transaction', uuid);
    return url.toString();
  }
  return redirect ? `${redirect}${uuid}` : new URL(`/payment/success/${uuid}`, origin).toString();
}

/**
 * The sandbox checkout's decision (docs/commerce.md SANDBOX). Only the signed-in payer with the
 * link init gave them decides, once: the decision is taken (a row per transaction) before the
 * "provider" sends our webhook its signed notification over HTTP, as a real one would, and given
 * back if that delivery fails. A decided transaction only answers where to go.
 */
export async function sandboxDecision(
  ctx: AppContext,
  deps: PaymentDeps,
  request: { uuid: string; user: AuthUser; origin: string; approve: boolean; signature: string },
) {
  const { uuid, approve } = request;
  const { transaction, order } = await sandboxOnly(ctx, deps, uuid);
  // Someone else's payment is none of theirs to know about.
  if (order.userId !== request.user.id) throw notFound();
  if (!(await verifyCheckoutToken(ctx.db, uuid, order.userId, request.signature))) throw badLink();
  if (!(await repo.claimSandboxDecision(ctx.db, uuid, approve))) {
    const now = await sandboxOnly(ctx, deps, uuid);
    if (now.transaction.status === 'pending') throw decisionTaken();
    return { redirectUrl: landing(now.transaction, request.origin) };
  }
  if (transaction.status === 'pending') {
    const body = JSON.stringify({
      uuid,
      transactionId: `sbx_${randomBytes(12).toString('hex')}`,
      status: approve ? 'succeeded' : 'declined',
      amount: transaction.amount,
      currency: transaction.currency,
      reason: approve ? null : 'Плательщик отклонил платёж на странице банка.',
    });
    const signature = signSandbox(body, await getOrCreateSecret(ctx.db, SANDBOX_SECRET));
    const status = await deps.notifier({ body, signature }).catch(() => 0);
    if (status !== 200) {
      await repo.releaseSandboxDecision(ctx.db, uuid);
      throw new AppError(502, 'provider_unavailable', 'Банк не смог передать ответ. Попробуйте ещё раз.');
    }
  }
  const after = await sandboxOnly(ctx, deps, uuid);
  return { redirectUrl: landing(after.transaction, request.origin) };
}

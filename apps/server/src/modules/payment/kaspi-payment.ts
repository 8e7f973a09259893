import { z } from 'zod';
import type { Transaction } from '@school/contract';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { handleNotice } from './confirmation.js';
import { describeOrder } from './order-description.js';
import * as repo from './payment.repo.js';
import type { PaymentDeps } from './payment.service.js';
import { KASPI_RESULT, type KaspiProvider } from './providers/kaspi.js';
import { toMinor } from './providers/provider.js';

/** Kaspi pays in tenge, whatever it says: the KZ variant's currency. */
const KASPI_CURRENCY = 'KZT';
const DECLINED_IN_APP = 'Платёж отклонён в приложении Kaspi.';

/** A Kaspi payment this page may show: a KSPI card payment (not requisites), or nothing. */
async function kaspiTransaction(ctx: AppContext, uuid: string) {
  const found = await repo.findTransaction(ctx.db, uuid);
  if (!found || found.transaction.paymentSystem !== 'KSPI' || found.transaction.requisites) return undefined;
  return found;
}

/** Where the payer lands once the payment is decided (as the card sandbox sends them). */
function landings(transaction: repo.TransactionRow, origin: string) {
  const { uuid, redirect, errorRedirect } = transaction;
  const reject = new URL(errorRedirect ?? '/payment/reject', origin);
  reject.searchParams.set('transaction', uuid);
  const success = redirect ? `${redirect}${uuid}` : new URL(`/payment/success/${uuid}`, origin).toString();
  return { successUrl: success, rejectUrl: reject.toString() };
}

/** `GET /core/pay/kaspi/transactions/{uuid}/`: the Kaspi payment page's data, for the payer only. */
export async function kaspiPayment(ctx: AppContext, deps: PaymentDeps, userId: number, uuid: string, origin: string) {
  const kaspi = deps.providers.kaspi;
  if (!kaspi.configured) throw notFound();
  const found = await kaspiTransaction(ctx, uuid);
  if (!found) throw notFound('Платёж не найден.');
  const { transaction, order } = found;
  if (order.userId !== userId) throw forbidden();
  return {
    uuid,
    orderNumber: order.id,
    amount: transaction.amount,
    currency: transaction.currency,
    description: await describeOrder(ctx.db, order.id),
    status: transaction.status as Transaction['status'],
    payUrl: kaspi.payUrl(uuid, transaction.amount, origin),
    sandbox: kaspi.sandbox,
    ...landings(transaction, origin),
  };
}

/** Kaspi's callback query (docs/kaspi.md): `check` before the payer confirms, `pay` once they have. */
export const KaspiCallbackSchema = z.object({
  command: z.enum(['check', 'pay']),
  txn_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  account: z.string().max(64),
  sum: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  txn_date: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
});
export type KaspiCallback = z.infer<typeof KaspiCallbackSchema>;

export interface KaspiAnswer {
  txn_id: string;
  prv_txn_id?: string;
  result: number;
  sum?: string;
  comment: string;
}

/**
 * One Kaspi callback, authenticated by the caller (webhooks.routes.ts) or sent by our sandbox.
 * `check` refuses what must not be paid (unknown, already paid, another sum); `pay` applies the
 * payment exactly once through the shared confirmation (the transaction row locked; the same
 * `txn_id` again changes nothing). Money that cannot be applied is recorded as an incident and
 * answered as taken, as for every provider (docs/commerce.md "Incidents").
 */
export async function kaspiCallback(ctx: AppContext, callback: KaspiCallback): Promise<KaspiAnswer> {
  const answer = (result: number, comment: string, extra: Partial<KaspiAnswer> = {}): KaspiAnswer => ({
    txn_id: callback.txn_id,
    result,
    comment,
    ...extra,
  });
  const found = z.uuid().safeParse(callback.account).success
    ? await kaspiTransaction(ctx, callback.account)
    : undefined;
  if (!found) return answer(KASPI_RESULT.notFound, 'Заказ не найден');
  const { transaction, order } = found;
  const amount = toMinor(callback.sum);
  const prv = { prv_txn_id: String(order.id), sum: (transaction.amount / 100).toFixed(2) };
  if (callback.command === 'check') {
    if (transaction.status === 'succeeded') return answer(KASPI_RESULT.alreadyPaid, 'Заказ уже оплачен', prv);
    if (amount !== transaction.amount) return answer(KASPI_RESULT.refused, 'Сумма не совпадает с суммой заказа', prv);
    return answer(KASPI_RESULT.ok, 'Заказ можно оплатить', prv);
  }
  const outcome = await handleNotice(ctx, {
    uuid: transaction.uuid,
    system: 'KSPI',
    succeeded: true,
    amount,
    currency: KASPI_CURRENCY,
    providerTransactionId: callback.txn_id,
    errorMessage: null,
    payload: callback,
  });
  if (outcome === 'unknown') return answer(KASPI_RESULT.notFound, 'Заказ не найден');
  return answer(KASPI_RESULT.ok, 'Оплата принята', prv);
}

/**
 * The Kaspi sandbox (development only, docs/kaspi.md): the payer's "pay" is the `pay` callback
 * Kaspi would send (in process: there is no Kaspi to call us), "decline" what the app's cancel
 * means. Only the payer, only while pending; a decided payment just answers its status.
 */
export async function kaspiSandboxDecision(
  ctx: AppContext,
  kaspi: KaspiProvider,
  userId: number,
  uuid: string,
  approve: boolean,
): Promise<{ status: Transaction['status'] }> {
  if (!kaspi.sandbox) throw notFound();
  const found = await kaspiTransaction(ctx, uuid);
  // Someone else's payment is none of theirs to know about.
  if (!found || found.order.userId !== userId) throw notFound('Платёж не найден.');
  const { transaction } = found;
  if (transaction.status === 'pending') {
    if (approve) {
      await kaspiCallback(ctx, {
        command: 'pay',
        // One id per transaction: a second click is the same payment again, never a second one.
        txn_id: `kspi_sbx_${uuid.replaceAll('-', '')}`,
        account: uuid,
        sum: (transaction.amount / 100).toFixed(2),
      });
    } else {
      await handleNotice(ctx, {
        uuid,
        system: 'KSPI',
        succeeded: false,
        amount: transaction.amount,
        currency: transaction.currency,
        providerTransactionId: `kspi_sbx_${uuid.replaceAll('-', '')}`,
        errorMessage: DECLINED_IN_APP,
        payload: { sandbox: true, approve },
      });
    }
  }
  const after = await kaspiTransaction(ctx, uuid);
  return { status: (after?.transaction.status ?? transaction.status) as Transaction['status'] };
}

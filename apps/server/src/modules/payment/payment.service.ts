import { randomUUID } from 'node:crypto';
import type { BodyOf, Transaction, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError, forbidden, notFound } from '../../plugins/errors.js';
import { findProductCards } from '../courses/courses.service.js';
import { appSettings } from '../settings/variant.js';
import { loadCartToPay } from './cart-bridge.js';
import { applyNotice } from './confirmation.js';
import { describeOrder, orderDescription } from './order-description.js';
import { payee } from './payee.js';
import * as repo from './payment.repo.js';
import type { Providers } from './providers/registry.js';
import type { SandboxNotifier } from './providers/sandbox.js';
import { systemNotConfigured } from './providers/unconfigured.js';

/** What the payment routes are built with: the providers and how the sandbox reaches our webhook. */
export interface PaymentDeps {
  providers: Providers;
  notifier: SandboxNotifier;
}

type InitBody = BodyOf<typeof contract.payment.init>;

/** Spec 2 §3 redirect and errorRedirect: only back to this site, never an open redirect. */
function returnUrl(ctx: AppContext, value: string | undefined, attr: string, fallback: string): string {
  const origin = new URL(ctx.config.publicUrl).origin;
  if (value === undefined || value === '') return new URL(fallback, origin).toString();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fieldError(attr, 'Адрес возврата должен вести на этот сайт.', 'invalid_redirect');
  }
  if (url.origin !== origin) throw fieldError(attr, 'Адрес возврата должен вести на этот сайт.', 'invalid_redirect');
  return url.toString();
}

/**
 * `POST /core/pay/init/` (docs/commerce.md "Paying", step 1): the cart (locked) is frozen into an
 * order with its gifts at price 0, and a transaction opens at the chosen provider, in one database
 * transaction. Paying by requisites only creates the order; an order with nothing to pay (a promo
 * code that covers it all) is confirmed at once.
 */
export async function initPayment(
  ctx: AppContext,
  deps: PaymentDeps,
  userId: number,
  hash: string | undefined,
  body: InitBody,
): Promise<{ redirectUrl: string; transactionUuid: string }> {
  const provider = deps.providers.get(body.paymentSystem);
  if (!provider.configured) throw systemNotConfigured(body.paymentSystem);
  const redirect = returnUrl(ctx, body.redirect, 'redirect', '/payment/success/');
  const errorRedirect = returnUrl(ctx, body.errorRedirect, 'error_redirect', '/payment/reject');
  const { currency } = appSettings(ctx.config.VARIANT);
  const uuid = randomUUID();
  const successUrl = `${redirect}${uuid}`;
  const redirectUrl = await ctx.db.transaction(async (tx) => {
    const cart = await loadCartToPay(tx, { userId, hash, currency });
    const order = await repo.insertOrder(
      tx,
      {
        userId,
        cartId: cart.cartId,
        amount: cart.amount,
        initialAmount: cart.initialAmount,
        discount: cart.discount,
        currency: cart.currency,
        couponId: cart.couponId,
        referrerId: cart.referrerId,
        holderName: body.holderName,
        email: body.email,
        phone: body.phone,
        subscribe: body.subscribe,
      },
      cart.lines.map(({ productId, ratePlanId, packId, price, isGift, isProlongSubscription }) => ({
        productId,
        ratePlanId,
        packId,
        price,
        isGift,
        isProlongSubscription,
      })),
    );
    const started =
      body.requisites || cart.amount === 0
        ? { redirectUrl: successUrl }
        : provider.start({
            uuid,
            amount: cart.amount,
            currency: cart.currency,
            // The cart's lines carry the titles: no query for the description.
            description: orderDescription(
              order.id,
              cart.lines.filter((line) => !line.isGift).map((line) => line.title),
            ),
            successUrl,
          });
    await repo.insertTransaction(tx, {
      uuid,
      orderId: order.id,
      paymentSystem: body.paymentSystem,
      amount: cart.amount,
      currency: cart.currency,
      providerPayload: started.providerPayload ?? null,
      redirect,
      errorRedirect,
    });
    if (cart.amount === 0 && !body.requisites) {
      await applyNotice(tx, ctx, {
        uuid,
        system: body.paymentSystem,
        succeeded: true,
        amount: 0,
        currency: cart.currency,
        providerTransactionId: `free-${uuid}`,
        errorMessage: null,
        payload: { free: true },
      });
    }
    return started.redirectUrl;
  });
  return { redirectUrl, transactionUuid: uuid };
}

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

/** Spec 2 §7 Kaspi uid check: only the user's own Kaspi payments are looked at. */
export async function kaspiCheck(ctx: AppContext, userId: number, uid: string) {
  const row = await repo.findUserTransactionByUid(ctx.db, userId, 'KSPI', uid);
  return { exists: Boolean(row), status: (row?.status ?? null) as Transaction['status'] | null };
}

/** `GET /core/pay/public/`: the payee's details; the same for every cart, so the hash is not needed. */
export const publicInfo = (ctx: AppContext) => payee(ctx.db);

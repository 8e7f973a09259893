import { randomUUID } from 'node:crypto';
import type { BodyOf, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { checkVariantPhone } from '../../lib/variant-phone.js';
import { fieldError } from '../../plugins/errors.js';
import { appSettings } from '../settings/variant.js';
import { loadCartToPay } from './cart-bridge.js';
import { applyNotice } from './confirmation.js';
import { orderDescription } from './order-description.js';
import { checkoutKey, openPayment, type OpenPayment } from './payment-lock.js';
import * as repo from './payment.repo.js';
import type { PaymentDeps } from './payment.service.js';
import type { StartResult } from './providers/provider.js';
import { systemNotConfigured } from './providers/unconfigured.js';

type InitBody = BodyOf<typeof contract.payment.init>;

/** Spec 2 §3 redirect and errorRedirect: only back to this site, never an open redirect. */
function returnUrl(origin: string, value: string | undefined, attr: string, fallback: string): string {
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
 * transaction — unless a payment of this cart is under way (payment-lock.ts). Paying by requisites
 * only creates the order, so it needs no configured provider; an order with nothing to pay (a
 * promo code that covers it all) is confirmed at once.
 */
export async function initPayment(
  ctx: AppContext,
  deps: PaymentDeps,
  payer: { userId: number; origin: string },
  hash: string | undefined,
  body: InitBody,
): Promise<OpenPayment> {
  checkVariantPhone(ctx.config.VARIANT, body.phone);
  const provider = deps.providers.get(body.paymentSystem);
  if (!provider.configured && !body.requisites) throw systemNotConfigured(body.paymentSystem);
  const { userId, origin } = payer;
  const redirect = returnUrl(origin, body.redirect, 'redirect', '/payment/success/');
  const errorRedirect = returnUrl(origin, body.errorRedirect, 'error_redirect', '/payment/reject');
  const { currency } = appSettings(ctx.config.VARIANT);
  return ctx.db.transaction(async (tx) => {
    const cart = await loadCartToPay(tx, { userId, hash, currency });
    const key = checkoutKey(cart, body);
    const open = await openPayment(tx, { cart, key, requisites: body.requisites, provider, origin });
    if (open) return open;
    const uuid = randomUUID();
    const successUrl = `${redirect}${uuid}`;
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
        checkoutKey: key,
      },
      cart.lines.map(
        ({
          productId,
          ratePlanId,
          packId,
          price,
          isGift,
          isProlongSubscription,
          subscriptionId,
          subscriptionAction,
        }) => ({
          productId,
          ratePlanId,
          packId,
          price,
          isGift,
          isProlongSubscription,
          subscriptionId,
          subscriptionAction,
        }),
      ),
    );
    const started: StartResult =
      body.requisites || cart.amount === 0
        ? { redirectUrl: successUrl }
        : await provider.start(
            {
              uuid,
              payerId: userId,
              origin,
              amount: cart.amount,
              currency: cart.currency,
              // The cart's lines carry the titles: no query for the description.
              description: orderDescription(
                order.id,
                cart.lines.filter((line) => !line.isGift).map((line) => line.title),
              ),
              successUrl,
            },
            tx,
          );
    await repo.insertTransaction(tx, {
      uuid,
      orderId: order.id,
      paymentSystem: body.paymentSystem,
      amount: cart.amount,
      currency: cart.currency,
      requisites: body.requisites,
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
    return { redirectUrl: started.redirectUrl, transactionUuid: uuid, orderNumber: order.id };
  });
}

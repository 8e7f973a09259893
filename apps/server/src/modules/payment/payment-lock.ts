import { createHash } from 'node:crypto';
import type { PaymentSystem } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { PricedCart } from '../cart/cart.service.js';
import { describeOrder } from './order-description.js';
import * as repo from './payment.repo.js';
import type { PaymentProvider } from './providers/provider.js';

/**
 * How long a started payment keeps its cart (docs/commerce.md "The cart lock"): a card session at
 * a provider is long over by then, and a payer who walked away can change the cart again.
 */
export const PAYMENT_LOCK_MINUTES = 30;

export const paymentInProgress = () =>
  new AppError(
    409,
    'payment_in_progress',
    `Оплата этой корзины уже начата. Завершите или отмените её на странице оплаты — изменить заказ можно будет через ${PAYMENT_LOCK_MINUTES} минут.`,
  );

/** What an init asks to pay and how: two inits with the same key are one payment. */
export function checkoutKey(
  cart: PricedCart,
  how: { paymentSystem: PaymentSystem; requisites: boolean; subscribe: boolean },
): string {
  const lines = cart.lines.map((line) => [
    line.productId,
    line.ratePlanId,
    line.packId,
    line.price,
    line.isGift,
    line.isProlongSubscription,
  ]);
  const { amount, initialAmount, discount, currency, couponId, referrerId } = cart;
  const what = [how, amount, initialAmount, discount, currency, couponId, referrerId, lines];
  return createHash('sha256').update(JSON.stringify(what)).digest('hex');
}

export interface OpenPayment {
  redirectUrl: string;
  transactionUuid: string;
  /** The order's id: the short number a payer by requisites writes in the payment purpose. */
  orderNumber: number;
}

/**
 * Docs/commerce.md "The cart lock": while a payment of this cart waits at a provider, a second init
 * answers that payment when it asks for the same thing (a double click, a second tab), and 409
 * when it asks for something else. Runs with the cart row locked, so two inits never both pass.
 * Requisites lock nothing: an order number for a bank transfer takes no money yet, so a card
 * payment or a changed requisites order may follow it (an identical one answers the same number).
 */
export async function openPayment(
  tx: Tx,
  args: { cart: PricedCart; key: string; requisites: boolean; provider: PaymentProvider; origin: string },
  now = new Date(),
): Promise<OpenPayment | null> {
  const since = new Date(now.getTime() - PAYMENT_LOCK_MINUTES * 60_000);
  const open = await repo.findOpenPayment(tx, args.cart.cartId, args.requisites, since);
  if (!open) return null;
  const { transaction, order } = open;
  if (order.checkoutKey !== args.key) {
    if (args.requisites) return null;
    throw paymentInProgress();
  }
  const successUrl = `${transaction.redirect ?? ''}${transaction.uuid}`;
  const answer = { transactionUuid: transaction.uuid, orderNumber: order.id };
  if (transaction.requisites) return { redirectUrl: successUrl, ...answer };
  const started = await args.provider.start(
    {
      uuid: transaction.uuid,
      payerId: order.userId,
      origin: args.origin,
      amount: transaction.amount,
      currency: transaction.currency,
      description: await describeOrder(tx, order.id),
      successUrl,
    },
    tx,
  );
  return { redirectUrl: started.redirectUrl, ...answer };
}

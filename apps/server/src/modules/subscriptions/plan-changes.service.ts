import type { RenewalQuote, UpgradeQuote } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { zonedTime } from '../../lib/zoned-time.js';
import { AppError, fieldError, generalError, notFound } from '../../plugins/errors.js';
import { openSubscriptionCart } from '../cart/cart.service.js';
import { listRatePlansOfTypes, loadOffers, resolveChoice } from '../catalog/catalog.service.js';
import { listAccessBetween, listProductsOfTypes } from '../courses/courses.service.js';
import { periodDays, upgradePrice, wholeDaysLeft } from './proration.js';
import * as repo from './subscriptions.repo.js';
import { present, statusOf } from './subscriptions.service.js';

/**
 * Renewal and upgrade of a subscription (docs/subscriptions.md): a quote, and a standalone cart of
 * the student holding that one line, paid through the usual checkout; the payment's fulfilment
 * then calls `renewSubscription` / `upgradeSubscription` in its transaction, once.
 */

const DAY = 24 * 60 * 60 * 1000;
const LATE_ACCESS = 30 * DAY;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The end of access a product bought now gives (as payment's `accessPeriod`: its last day's end in the zone). */
function accessEnd(endDate: string, now: Date, timeZone: string): Date {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  const end = zonedTime(timeZone, year, month, day + 1);
  return end > now ? end : new Date(now.getTime() + LATE_ACCESS);
}

const subscriptionEnded = () => new AppError(400, 'subscription_ended', 'Подписка уже закончилась.');
const nothingToRenew = () =>
  generalError('Следующего периода этого курса пока нет: продлевать нечего.', 'nothing_to_renew');
const notActive = () => generalError('Улучшить можно только активную подписку.', 'subscription_not_active');
const nothingToUpgrade = () => generalError('У этой подписки нет тарифа лучше: улучшать нечего.', 'nothing_to_upgrade');

async function ownSubscription(db: Tx, userId: number, id: number, lock: boolean): Promise<repo.SubscriptionRow> {
  const row = lock ? await repo.lockUserSubscription(db, userId, id) : await repo.findUserSubscription(db, userId, id);
  // Someone else's subscription is not found, as for cancel.
  if (!row) throw notFound('Подписка не найдена.');
  return row;
}

/** The product of the subscription's type whose access runs latest: the period being paid for now. */
async function currentProduct(db: Tx, row: repo.SubscriptionRow, now: Date) {
  // A past-due subscription's access ended at accessUntil: look from just before it.
  const from = new Date(Math.min(now.getTime(), row.accessUntil.getTime()) - 1);
  const access = (await listAccessBetween(db, row.userId, from, FAR_FUTURE)).filter(
    (entry) => entry.product.productTypeId === row.productTypeId,
  );
  access.sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || a.product.endDate.localeCompare(b.product.endDate));
  return access.at(-1)?.product;
}

const periodProduct = (product: { id: number; title: string; startDate: string; endDate: string }) => ({
  id: product.id,
  title: product.title,
  startDate: product.startDate,
  endDate: product.endDate,
});

/**
 * What renewing buys: the product of the period after the current one (the owned product of the
 * type whose access runs latest, so a paid renewal moves the next renewal a period on), under the
 * subscription's rate plan.
 */
async function renewalTerms(db: Tx, row: repo.SubscriptionRow, now: Date, timeZone: string) {
  if (statusOf(row, now) === 'ended') throw subscriptionEnded();
  const current = await currentProduct(db, row, now);
  if (!current) throw nothingToRenew();
  const from = dayAfter(current.endDate);
  const next = (await listProductsOfTypes(db, [row.productTypeId], from, '9999-12-31')).find(
    (product) => product.startDate >= from,
  );
  if (!next) throw nothingToRenew();
  const offers = await loadOffers(db, { productIds: [next.id] });
  let offer;
  try {
    offer = resolveChoice(offers, { productId: next.id, ratePlanId: row.ratePlanId });
  } catch {
    // The rate plan is no longer sold for this product type: the product as sold by default.
    offer = resolveChoice(offers, { productId: next.id });
  }
  const end = accessEnd(next.endDate, now, timeZone);
  return {
    product: next,
    offer,
    accessUntil: new Date(Math.max(end.getTime(), row.accessUntil.getTime())),
  };
}

export async function renewalQuote(
  db: Tx,
  userId: number,
  id: number,
  timeZone: string,
  now = new Date(),
): Promise<RenewalQuote> {
  const row = await ownSubscription(db, userId, id, false);
  const terms = await renewalTerms(db, row, now, timeZone);
  const [subscription] = await present(db, [row], now);
  return {
    subscription: subscription!,
    product: periodProduct(terms.product),
    ratePlan: terms.offer.ratePlan ? { id: terms.offer.ratePlan.id, title: terms.offer.ratePlan.title } : null,
    price: terms.offer.price,
    accessUntil: terms.accessUntil.toISOString(),
  };
}

/** `POST /v2/subscriptions/{id}/renewal/`: the renewal in a standalone cart, auto-renewal on. */
export function startRenewal(db: Tx, userId: number, id: number, timeZone: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await ownSubscription(tx, userId, id, true);
    const terms = await renewalTerms(tx, row, now, timeZone);
    return openSubscriptionCart(tx, {
      userId,
      subscriptionId: row.id,
      action: 'renewal',
      productId: terms.product.id,
      ratePlanId: terms.offer.ratePlan?.id ?? null,
      isProlongSubscription: true,
      fixedPrice: null,
    });
  });
}

/** The dearer rate plans of an active subscription and what each costs for the days left. */
async function upgradeTerms(db: Tx, row: repo.SubscriptionRow, now: Date) {
  if (statusOf(row, now) !== 'active') throw notActive();
  const current = await currentProduct(db, row, now);
  const plans = await listRatePlansOfTypes(db, [row.productTypeId]);
  const from = plans.find((plan) => plan.id === row.ratePlanId);
  if (!current || !from) throw nothingToUpgrade();
  const dearer = plans
    .filter((plan) => plan.isActive && plan.productTypeId === row.productTypeId && plan.price > from.price)
    .sort((a, b) => a.order - b.order || a.price - b.price);
  if (dearer.length === 0) throw nothingToUpgrade();
  const daysLeft = wholeDaysLeft(row.accessUntil, now);
  const days = periodDays(current.startDate, current.endDate);
  const plan = ({ id, title, price }: { id: number; title: string; price: number }) => ({ id, title, price });
  return {
    product: current,
    currentRatePlan: plan(from),
    daysLeft,
    periodDays: days,
    options: dearer.map((to) => ({
      ratePlan: plan(to),
      price: upgradePrice({ fromPrice: from.price, toPrice: to.price, daysLeft, periodDays: days }),
    })),
  };
}

export async function upgradeQuote(db: Tx, userId: number, id: number, now = new Date()): Promise<UpgradeQuote> {
  const row = await ownSubscription(db, userId, id, false);
  const terms = await upgradeTerms(db, row, now);
  const [subscription] = await present(db, [row], now);
  return { subscription: subscription!, ...terms, product: periodProduct(terms.product) };
}

/** `POST /v2/subscriptions/{id}/upgrade/`: the upgrade at its prorated price in a standalone cart. */
export function startUpgrade(db: Tx, userId: number, id: number, ratePlanId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await ownSubscription(tx, userId, id, true);
    const terms = await upgradeTerms(tx, row, now);
    const option = terms.options.find((entry) => entry.ratePlan.id === ratePlanId);
    if (!option) throw fieldError('rate_plan', 'Этот тариф не улучшает подписку.', 'not_an_upgrade');
    return openSubscriptionCart(tx, {
      userId,
      subscriptionId: row.id,
      action: 'upgrade',
      productId: terms.product.id,
      ratePlanId,
      isProlongSubscription: false,
      fixedPrice: option.price,
    });
  });
}

/**
 * A paid renewal, in the payment's confirmation transaction (run once per paid cart): the
 * subscription is active again (a cancelled one too) until the later of its end and the new access
 * end, at the renewal's rate plan and price. Answers false when the subscription is gone.
 */
export async function renewSubscription(
  tx: Tx,
  paid: { userId: number; subscriptionId: number; ratePlanId: number | null; price: number; accessUntil: Date },
): Promise<boolean> {
  const row = await repo.lockUserSubscription(tx, paid.userId, paid.subscriptionId);
  if (!row) return false;
  const accessUntil = new Date(Math.max(row.accessUntil.getTime(), paid.accessUntil.getTime()));
  await repo.updateSubscription(tx, row.id, {
    status: 'active',
    cancelledAt: null,
    accessUntil,
    nextChargeAt: accessUntil,
    price: paid.price,
    ratePlanId: paid.ratePlanId,
  });
  return true;
}

/**
 * A paid upgrade, in the payment's confirmation transaction: the rate plan switches at once and
 * the monthly price becomes the new plan's; the period end stays. Answers false when the
 * subscription is gone.
 */
export async function upgradeSubscription(
  tx: Tx,
  paid: { userId: number; subscriptionId: number; ratePlanId: number | null; now: Date },
): Promise<boolean> {
  const row = await repo.lockUserSubscription(tx, paid.userId, paid.subscriptionId);
  // A cancelled subscription still runs to its end, so the paid days are given; an ended one has none left.
  if (!row || paid.ratePlanId === null || row.accessUntil.getTime() <= paid.now.getTime()) return false;
  const [plan] = (await listRatePlansOfTypes(tx, [row.productTypeId])).filter((p) => p.id === paid.ratePlanId);
  if (!plan) return false;
  await repo.updateSubscription(tx, row.id, { ratePlanId: plan.id, price: plan.price });
  return true;
}

import type { Subscription } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { listRatePlansOfTypes } from '../catalog/catalog.service.js';
import {
  findOwnedProductIds,
  findProducts,
  findProductTypes,
  listAccessBetween,
  listProductsOfTypes,
} from '../courses/courses.service.js';
import * as repo from './subscriptions.repo.js';

export { productsMenu } from './menu.service.js';

const DAY = 24 * 60 * 60 * 1000;
/** Spec 2 §7 `/products/ending/`: access ending within 14 days. */
const ENDING_WITHIN = 14 * DAY;

type Status = Subscription['status'];

/**
 * What a subscription is now: a cancelled one keeps access until the paid period ends, then has
 * ended; an active one whose period ran out without a renewal payment is past due.
 */
export function statusOf(row: repo.SubscriptionRow, now: Date): Status {
  if (row.status === 'cancelled') return row.accessUntil <= now ? 'ended' : 'cancelled';
  if (row.status === 'active') return row.accessUntil <= now ? 'past_due' : 'active';
  return row.status === 'past_due' ? 'past_due' : 'ended';
}

export async function present(db: Tx, rows: repo.SubscriptionRow[], now: Date): Promise<Subscription[]> {
  const typeIds = [...new Set(rows.map((row) => row.productTypeId))];
  const [types, plans] = await Promise.all([findProductTypes(db, typeIds), listRatePlansOfTypes(db, typeIds)]);
  const planOf = new Map(plans.map((plan) => [plan.id, plan]));
  const dearerExists = (row: repo.SubscriptionRow) => {
    const current = row.ratePlanId === null ? undefined : planOf.get(row.ratePlanId);
    return plans.some((plan) => current && plan.productTypeId === row.productTypeId && plan.price > current.price);
  };
  return rows.map((row) => ({
    id: row.id,
    status: statusOf(row, now),
    productType: { id: row.productTypeId, title: types.get(row.productTypeId)?.title ?? '' },
    ratePlanTitle: row.ratePlanId === null ? null : (planOf.get(row.ratePlanId)?.title ?? null),
    canUpgrade: statusOf(row, now) === 'active' && dearerExists(row),
    price: row.price,
    nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
    accessUntil: row.accessUntil.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A paid item with auto-renewal (docs/commerce.md "After paying"): the product type's live
 * subscription is carried to the new end of access, or a new one starts. Runs inside the
 * payment's confirmation transaction.
 */
export async function startSubscription(
  tx: Tx,
  paid: { userId: number; productTypeId: number; ratePlanId: number | null; price: number; accessUntil: Date },
): Promise<void> {
  const live = await repo.lockLiveSubscription(tx, paid.userId, paid.productTypeId);
  if (!live) {
    await repo.insertSubscription(tx, { ...paid, status: 'active', nextChargeAt: paid.accessUntil });
    return;
  }
  const accessUntil = new Date(Math.max(live.accessUntil.getTime(), paid.accessUntil.getTime()));
  await repo.updateSubscription(tx, live.id, {
    accessUntil,
    nextChargeAt: accessUntil,
    price: paid.price,
    ratePlanId: paid.ratePlanId,
  });
}

export async function listSubscriptions(db: Tx, userId: number, now = new Date()): Promise<Subscription[]> {
  return present(db, await repo.listUserSubscriptions(db, userId), now);
}

/** Cancels auto-renewal; access stays until it ends. Someone else's subscription is not found. */
export async function cancelSubscription(db: Tx, userId: number, id: number, now = new Date()): Promise<Subscription> {
  const row = await db.transaction(async (tx) => {
    const current = await repo.lockUserSubscription(tx, userId, id);
    if (!current) throw notFound();
    const status = statusOf(current, now);
    if (status === 'cancelled') return current;
    if (status === 'ended') throw new AppError(400, 'subscription_ended', 'Подписка уже закончилась.');
    return repo.updateSubscription(tx, id, { status: 'cancelled', cancelledAt: now, nextChargeAt: null });
  });
  const [presented] = await present(db, [row], now);
  return presented!;
}

/** Spec 2 §7 subscription statuses: per product, its product type's latest subscription. */
export async function subscriptionStatuses(db: Tx, userId: number, productIds: number[], now = new Date()) {
  const products = await findProducts(db, [...new Set(productIds)]);
  const typeOf = new Map(products.map((product) => [product.id, product.productTypeId]));
  const rows = await repo.listSubscriptionsOfTypes(db, userId, [...new Set(typeOf.values())]);
  const latest = new Map<number, repo.SubscriptionRow>();
  for (const row of rows) if (!latest.has(row.productTypeId)) latest.set(row.productTypeId, row);
  return productIds.map((productId) => {
    const typeId = typeOf.get(productId);
    const row = typeId === undefined ? undefined : latest.get(typeId);
    return { productId, status: row ? statusOf(row, now) : null };
  });
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/**
 * Spec 2 §7 `/products/ending/`: access ending within 14 days, with the product that continues
 * it (the next one of the same product type), unless the student already has that one.
 */
export async function endingProducts(db: Tx, userId: number, now = new Date()) {
  const until = new Date(now.getTime() + ENDING_WITHIN);
  const ending = (await listAccessBetween(db, userId, now, until)).filter((access) => access.endsAt <= until);
  if (ending.length === 0) return [];
  const typeIds = [...new Set(ending.map((access) => access.product.productTypeId))];
  const from = ending.map((access) => dayAfter(access.product.endDate)).sort()[0]!;
  const later = await listProductsOfTypes(db, typeIds, from, '9999-12-31');
  const owned = await findOwnedProductIds(
    db,
    userId,
    later.map((product) => product.id),
    now,
  );
  const result = [];
  for (const { product, endsAt } of ending) {
    const next = later.find((p) => p.productTypeId === product.productTypeId && p.startDate > product.endDate);
    if (next && owned.has(next.id)) continue;
    result.push({
      productId: product.id,
      title: product.title,
      endsAt: endsAt.toISOString(),
      nextProductId: next?.id ?? null,
    });
  }
  return result;
}

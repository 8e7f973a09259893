import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderItems, paymentIncidents, studentProducts, subscriptions } from '../../db/schema.js';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectGeneralError } from '../../test/expect-error.js';
import { addSaleProduct, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { grantAccess } from '../../test/course-factories.js';
import { notifySandbox, paymentState, startCheckout } from '../../test/payment-factories.js';
import { startSubscription } from './subscriptions.service.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const STANDARD = 349_000;
const PREMIUM = 499_000;

let t: TestApp;
/** This month's product (started 14 days ago, 31 days long) and the next month's. */
let current: SaleProduct;
let next: SaleProduct;
let standardId: number;
let premiumId: number;

beforeAll(async () => {
  t = await createTestApp();
  current = await buildSaleProduct(t.db, {
    startsInDays: -14,
    ratePlans: [
      { title: 'Стандарт', sysName: 'standard', price: STANDARD },
      { title: 'Премиум', sysName: 'premium', price: PREMIUM },
    ],
  });
  next = await addSaleProduct(t.db, current, { startsInDays: 18 });
  standardId = current.ratePlans[0]!.id;
  premiumId = current.ratePlans[1]!.id;
});
afterAll(() => t?.close());

/**
 * A student who owns this month's product under Стандарт with auto-renewal; the access ends in
 * 16½ days (half a day off the boundary, so the whole days left are 16 for the whole test).
 */
async function subscriber(options: { ratePlanId?: number; accessUntil?: Date } = {}) {
  const user = await buildUser(t.db);
  const token = await accessTokenFor(user);
  const accessUntil = options.accessUntil ?? new Date(Date.now() + 16 * DAY + 12 * HOUR);
  await grantAccess(t.db, user.id, current, { from: new Date(Date.now() - 14 * DAY), to: accessUntil });
  await startSubscription(t.db, {
    userId: user.id,
    productTypeId: current.productTypeId,
    ratePlanId: options.ratePlanId ?? standardId,
    price: STANDARD,
    accessUntil,
  });
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  return { user, token, subscription: row! };
}

const subscriptionOf = async (id: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

/** Pays the standalone cart `hash` with the sandbox and sends the success notice `times` times. */
async function pay(token: string, hash: string, times = 1) {
  const { uuid } = await startCheckout(t.app, token, {}, hash);
  const cart = await get(t.app, `/cart/standalone/${hash}/`, { token });
  for (let i = 0; i < times; i += 1) {
    const res = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: cart.body.amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return uuid;
}

// Product days: 31 (start and end included); whole days left: 16.
const PERIOD_DAYS = 31;
const DAYS_LEFT = 16;
const UPGRADE_PRICE = Math.floor(((PREMIUM - STANDARD) * DAYS_LEFT) / PERIOD_DAYS); // 77 419

describe('GET /v2/subscriptions/{id}/upgrade/', () => {
  it('quotes the dearer plans at the difference for the whole days left, rounded down', async () => {
    const { token, subscription } = await subscriber();
    const res = await get(t.app, `/v2/subscriptions/${subscription.id}/upgrade/`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      subscription: { id: subscription.id, status: 'active', rate_plan_title: 'Стандарт' },
      product: { id: current.productId },
      current_rate_plan: { id: standardId, title: 'Стандарт', price: STANDARD },
      days_left: DAYS_LEFT,
      period_days: PERIOD_DAYS,
      options: [{ rate_plan: { id: premiumId, title: 'Премиум', price: PREMIUM }, price: UPGRADE_PRICE }],
    });
    expect(UPGRADE_PRICE).toBe(77_419); // 77 419.35… in the student's favour
    const list = await get(t.app, '/products/product-subscriptions/', { token });
    expect(list.body[0]).toMatchObject({ id: subscription.id, can_upgrade: true });
  });

  it('refuses when there is nothing dearer, or the subscription is not active', async () => {
    const top = await subscriber({ ratePlanId: premiumId });
    expectGeneralError(
      await get(t.app, `/v2/subscriptions/${top.subscription.id}/upgrade/`, { token: top.token }),
      'nothing_to_upgrade',
    );
    const cancelled = await subscriber();
    await api(t.app, 'DELETE', `/products/product-subscriptions/${cancelled.subscription.id}/`, {
      token: cancelled.token,
    });
    expectGeneralError(
      await get(t.app, `/v2/subscriptions/${cancelled.subscription.id}/upgrade/`, { token: cancelled.token }),
      'subscription_not_active',
    );
    const lapsed = await subscriber({ accessUntil: new Date(Date.now() - DAY) });
    expectGeneralError(
      await post(
        t.app,
        `/v2/subscriptions/${lapsed.subscription.id}/upgrade/`,
        { rate_plan: premiumId },
        { token: lapsed.token },
      ),
      'subscription_not_active',
    );
  });

  it('is the owner’s only: another student gets 404, a guest 401, a tutor 403', async () => {
    const { subscription } = await subscriber();
    const stranger = await accessTokenFor(await buildUser(t.db));
    const path = `/v2/subscriptions/${subscription.id}/upgrade/`;
    expectError(await get(t.app, path, { token: stranger }), 404, {});
    expectError(await post(t.app, path, { rate_plan: premiumId }, { token: stranger }), 404, {});
    expectError(await post(t.app, `/v2/subscriptions/${subscription.id}/renewal/`, {}, { token: stranger }), 404, {});
    expect((await get(t.app, path)).status).toBe(401);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expect((await get(t.app, path, { token: tutor })).status).toBe(403);
    expectFieldError(await get(t.app, '/v2/subscriptions/0/upgrade/', { token: stranger }), 'id');
  });
});

describe('POST /v2/subscriptions/{id}/upgrade/ and its payment', () => {
  it('refuses a plan that is not an upgrade', async () => {
    const { token, subscription } = await subscriber();
    const path = `/v2/subscriptions/${subscription.id}/upgrade/`;
    expectFieldError(await post(t.app, path, { rate_plan: standardId }, { token }), 'rate_plan', 'not_an_upgrade');
    // A plan of another product type is no upgrade of this one.
    const other = await buildSaleProduct(t.db, {
      ratePlans: [{ title: 'Премиум', sysName: 'premium', price: 900_000 }],
    });
    expectFieldError(
      await post(t.app, path, { rate_plan: other.ratePlans[0]!.id }, { token }),
      'rate_plan',
      'not_an_upgrade',
    );
    expectFieldError(await post(t.app, path, {}, { token }), 'rate_plan');
  });

  it('puts the prorated difference in a standalone cart; paid, the plan switches at once and the end stays', async () => {
    const { user, token, subscription } = await subscriber();
    const res = await post(t.app, `/v2/subscriptions/${subscription.id}/upgrade/`, { rate_plan: premiumId }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const hash = res.body.cart_hash;
    const cart = await get(t.app, `/cart/standalone/${hash}/`, { token });
    expect(cart.body).toMatchObject({ initial_amount: UPGRADE_PRICE, amount: UPGRADE_PRICE });
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0]).toMatchObject({
      product: { id: current.productId, price: UPGRADE_PRICE, rate_plan: { id: premiumId, title: 'Премиум' } },
      subscription_action: 'upgrade',
      is_prolong_subscription: false,
      alternative_rates: [],
    });
    // The rate plan of an upgrade line cannot be switched back to the cheaper one.
    const itemId = cart.body.items[0].id;
    expectFieldError(
      await api(t.app, 'PATCH', `/cart/standalone/${hash}/${itemId}/`, { token, body: { rate_plan: standardId } }),
      'rate_plan',
      'fixed_rate_plan',
    );
    // Asking again refreshes the same cart instead of making another.
    const again = await post(
      t.app,
      `/v2/subscriptions/${subscription.id}/upgrade/`,
      { rate_plan: premiumId },
      { token },
    );
    expect(again.body.cart_hash).toBe(hash);

    const accessBefore = await t.db.select().from(studentProducts).where(eq(studentProducts.studentId, user.id));
    const uuid = await pay(token, hash, 2);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction.status).toBe('succeeded');
    expect(state.order.amount).toBe(UPGRADE_PRICE);
    const after = await subscriptionOf(subscription.id);
    expect(after).toMatchObject({ ratePlanId: premiumId, price: PREMIUM, status: 'active' });
    expect(after.accessUntil.getTime()).toBe(subscription.accessUntil.getTime());
    // The access is untouched: no new period, no new product.
    expect(state.access.map(({ productId, endsAt }) => ({ productId, endsAt }))).toEqual(
      accessBefore.map(({ productId, endsAt }) => ({ productId, endsAt })),
    );
    const list = await get(t.app, '/products/product-subscriptions/', { token });
    expect(list.body[0]).toMatchObject({ rate_plan_title: 'Премиум', price: PREMIUM, can_upgrade: false });
    // Now on the top plan: nothing more to upgrade to.
    expectGeneralError(
      await get(t.app, `/v2/subscriptions/${subscription.id}/upgrade/`, { token }),
      'nothing_to_upgrade',
    );
  });
});

describe('an upgrade paid after its subscription ended', () => {
  it('changes nothing and is recorded once as money to give back', async () => {
    const { user, token, subscription } = await subscriber();
    const res = await post(t.app, `/v2/subscriptions/${subscription.id}/upgrade/`, { rate_plan: premiumId }, { token });
    const hash = res.body.cart_hash;
    const { uuid } = await startCheckout(t.app, token, {}, hash);
    const cart = await get(t.app, `/cart/standalone/${hash}/`, { token });
    // The student paid too late: the access ran out meanwhile.
    await t.db
      .update(subscriptions)
      .set({ accessUntil: new Date(Date.now() - HOUR) })
      .where(eq(subscriptions.id, subscription.id));
    for (let i = 0; i < 2; i += 1) {
      const notice = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: cart.body.amount });
      expect(notice.status, JSON.stringify(notice.body)).toBe(200);
    }
    expect(await subscriptionOf(subscription.id)).toMatchObject({ ratePlanId: standardId, price: STANDARD });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.order.status).toBe('refund_due');
    const found = await t.db.select().from(paymentIncidents).where(eq(paymentIncidents.transactionUuid, uuid));
    expect(found).toMatchObject([{ kind: 'upgrade_not_applied', refund: true, amount: UPGRADE_PRICE }]);
  });
});

describe('renewal', () => {
  it('quotes the next period under the same rate plan', async () => {
    const { token, subscription } = await subscriber({ ratePlanId: premiumId });
    const res = await get(t.app, `/v2/subscriptions/${subscription.id}/renewal/`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      product: { id: next.productId },
      rate_plan: { id: premiumId, title: 'Премиум' },
      price: PREMIUM,
    });
    expect(Date.parse(res.body.access_until)).toBeGreaterThan(subscription.accessUntil.getTime());
  });

  it('is paid through a standalone cart; confirmed twice, the period is extended once', async () => {
    const { user, token, subscription } = await subscriber();
    const res = await post(t.app, `/v2/subscriptions/${subscription.id}/renewal/`, {}, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const quote = await get(t.app, `/v2/subscriptions/${subscription.id}/renewal/`, { token });
    const cart = await get(t.app, `/cart/standalone/${res.body.cart_hash}/`, { token });
    expect(cart.body.items[0]).toMatchObject({
      product: { id: next.productId, price: STANDARD, rate_plan: { id: standardId } },
      subscription_action: 'renewal',
      is_prolong_subscription: true,
    });
    const uuid = await pay(token, res.body.cart_hash, 2);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.access.filter((row) => row.productId === next.productId)).toHaveLength(1);
    const after = await subscriptionOf(subscription.id);
    expect(after.status).toBe('active');
    expect(after.accessUntil.toISOString()).toBe(quote.body.access_until);
    expect(after.nextChargeAt?.toISOString()).toBe(quote.body.access_until);
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(subs).toHaveLength(1);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, state.order.id));
    expect(items).toMatchObject([{ subscriptionId: subscription.id, subscriptionAction: 'renewal' }]);
    const renewed = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(renewed.filter((row) => row.type === 'product_group_renew')).toHaveLength(1);
    // Paid: the renewed period is now the current one, and no period follows it yet.
    expectGeneralError(
      await get(t.app, `/v2/subscriptions/${subscription.id}/renewal/`, { token }),
      'nothing_to_renew',
    );
  });

  it('renews a cancelled subscription back to active; an ended one is refused', async () => {
    const cancelled = await subscriber();
    await api(t.app, 'DELETE', `/products/product-subscriptions/${cancelled.subscription.id}/`, {
      token: cancelled.token,
    });
    const res = await post(
      t.app,
      `/v2/subscriptions/${cancelled.subscription.id}/renewal/`,
      {},
      { token: cancelled.token },
    );
    expect(res.status).toBe(201);
    await pay(cancelled.token, res.body.cart_hash);
    expect(await subscriptionOf(cancelled.subscription.id)).toMatchObject({ status: 'active', cancelledAt: null });

    const ended = await subscriber({ accessUntil: new Date(Date.now() - DAY) });
    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, ended.subscription.id));
    expectError(await get(t.app, `/v2/subscriptions/${ended.subscription.id}/renewal/`, { token: ended.token }), 400, {
      code: 'subscription_ended',
    });
  });

  it('refuses when there is no next period', async () => {
    const lonely = await buildSaleProduct(t.db, { startsInDays: -3 });
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    const accessUntil = new Date(Date.now() + 20 * DAY);
    await grantAccess(t.db, user.id, lonely, { to: accessUntil });
    await startSubscription(t.db, {
      userId: user.id,
      productTypeId: lonely.productTypeId,
      ratePlanId: null,
      price: 1,
      accessUntil,
    });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expectGeneralError(await post(t.app, `/v2/subscriptions/${row!.id}/renewal/`, {}, { token }), 'nothing_to_renew');
    expectGeneralError(await get(t.app, `/v2/subscriptions/${row!.id}/upgrade/`, { token }), 'nothing_to_upgrade');
  });
});

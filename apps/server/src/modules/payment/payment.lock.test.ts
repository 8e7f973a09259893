import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, paymentIncidents, transactions } from '../../db/schema.js';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError } from '../../test/expect-error.js';
import { buildCoupon, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import {
  addToCart,
  decideSandbox,
  notifySandbox,
  payBody,
  paymentState,
  startCheckout,
} from '../../test/payment-factories.js';
import { PAYMENT_LOCK_MINUTES } from './payment-lock.js';

// Issue 7 item 3: one cart is paid once. Races here are meaningful on PostgreSQL (DATABASE_URL):
// PGlite runs one request at a time, so only there do the requests really overlap on the locks.
let t: TestApp;
let math: SaleProduct;
let physics: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  physics = await buildSaleProduct(t.db, { subject: 'Физика', price: 299_000 });
});
afterAll(() => t?.close());

async function buyerWithCart() {
  const user = await buildUser(t.db);
  const token = await accessTokenFor(user);
  await addToCart(t.app, token, math.productId);
  return { user, token };
}

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const incidentsOf = (uuid: string) =>
  t.db.select().from(paymentIncidents).where(eq(paymentIncidents.transactionUuid, uuid));

/** The payment was started longer ago than the lock lasts (a payer who walked away). */
async function expireLock(uuid: string) {
  const before = new Date(Date.now() - (PAYMENT_LOCK_MINUTES + 1) * 60_000);
  await t.db.update(transactions).set({ createdAt: before }).where(eq(transactions.uuid, uuid));
}

describe('a cart being paid is locked to its order', () => {
  it('a second init asking the same answers the same payment (a double click, a second tab)', async () => {
    const { user, token } = await buyerWithCart();
    const first = await startCheckout(t.app, token);
    const second = await startCheckout(t.app, token);
    expect(second).toEqual(first);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('a second init asking something else is a 409 until the first payment is declined', async () => {
    const { user, token } = await buyerWithCart();
    const first = await startCheckout(t.app, token);
    await addToCart(t.app, token, physics.productId);
    const res = await post(t.app, '/core/pay/init/', payBody(), { token });
    const body = expectError(res, 409, { attr: null, code: 'payment_in_progress' });
    expect(body.errors[0]?.detail).toMatch(/уже начата/);
    await decideSandbox(t.app, token, first.redirectUrl, false);
    const next = await startCheckout(t.app, token);
    expect(next.uuid).not.toBe(first.uuid);
    expect((await paymentState(t.db, next.uuid, user.id)).transaction.amount).toBe(349_000 + 299_000);
  });

  it('an order number for requisites does not block paying by card, nor is it made twice', async () => {
    const { user, token } = await buyerWithCart();
    const requisites = await startCheckout(t.app, token, { requisites: true });
    expect(await startCheckout(t.app, token, { requisites: true })).toEqual(requisites);
    const card = await startCheckout(t.app, token);
    expect(card.uuid).not.toBe(requisites.uuid);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });

  it('four inits at the same time make one order', async () => {
    const { user, token } = await buyerWithCart();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(t.app, '/core/pay/init/', payBody(), { token })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.transaction_uuid)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('two orders of one cart both paid (the lock had expired)', () => {
  async function twoOrders() {
    const { user, token } = await buyerWithCart();
    const coupon = await buildCoupon(t.db, { type: 3, value: 10 });
    await post(t.app, '/cart/coupon/', { coupon_value: coupon.code }, { token });
    const first = await startCheckout(t.app, token);
    await expireLock(first.uuid);
    const second = await startCheckout(t.app, token);
    expect(second.uuid).not.toBe(first.uuid);
    return { user, token, couponId: coupon.id, uuids: [first.uuid, second.uuid], amount: 349_000 - 34_900 };
  }

  async function expectPaidOnce(user: { id: number }, uuids: string[], couponId: number) {
    const states = await Promise.all(uuids.map((uuid) => paymentState(t.db, uuid, user.id)));
    expect(states.map((s) => s.transaction.status)).toEqual(['succeeded', 'succeeded']);
    const paid = states.filter((s) => s.order.status === 'paid');
    const refunded = states.filter((s) => s.order.status === 'refund_due');
    expect([paid.length, refunded.length]).toEqual([1, 1]);
    expect(states[0]!.access.map((row) => row.productId)).toEqual([math.productId]);
    expect(paid[0]!.documents).toHaveLength(1);
    expect(refunded[0]!.documents).toHaveLength(0);
    expect(refunded[0]!.transaction.errorMessage).toMatch(/будет возвращён/);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon?.usedCount).toBe(1);
    const incidents = await incidentsOf(refunded[0]!.transaction.uuid);
    expect(incidents.map((row) => [row.kind, row.refund])).toEqual([['cart_already_paid', true]]);
  }

  it('one after the other: the first grants, the second is flagged for refund', async () => {
    const { user, token, couponId, uuids, amount } = await twoOrders();
    for (const uuid of uuids) {
      const res = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount });
      expect(res.status).toBe(200);
    }
    await expectPaidOnce(user, uuids, couponId);
    const answer = await get(t.app, `/core/pay/transactions/${uuids[1]}/`, { token });
    expect(answer.body.error_message).toMatch(/уже оплачена другим заказом/);
  });

  it('at the same time: exactly one grants', async () => {
    const { user, couponId, uuids, amount } = await twoOrders();
    const answers = await Promise.all(
      uuids.map((uuid) => notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount })),
    );
    expect(answers.map((a) => a.body.status).sort()).toEqual(['incident', 'succeeded']);
    await expectPaidOnce(user, uuids, couponId);
  });
});

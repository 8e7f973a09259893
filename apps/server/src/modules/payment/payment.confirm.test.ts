import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, studentGifts } from '../../db/schema.js';
import { api, createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { linkSocialAccount } from '../users/users.service.js';
import { expectError } from '../../test/expect-error.js';
import { buildCoupon, buildGift, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import {
  addToCart,
  decideSandbox,
  notifySandbox,
  paymentState,
  startCheckout,
  startPayment,
} from '../../test/payment-factories.js';
import { itRaces } from '../../test/races.js';

let t: TestApp;
let math: SaleProduct;
let gift: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  gift = await buildSaleProduct(t.db, { subject: 'Физика', courseType: 'course', price: 50_000 });
  await buildGift(t.db, gift.productId, { productId: math.productId });
});
afterAll(() => t?.close());

async function buyer(): Promise<{ user: TestUser; token: string }> {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

/** A student with the maths product and a 10 % promo code in the cart, payment started. */
async function pendingPayment() {
  const { user, token } = await buyer();
  const coupon = await buildCoupon(t.db, { type: 3, value: 10 });
  await addToCart(t.app, token, math.productId);
  const applied = await post(t.app, '/cart/coupon/', { coupon_value: coupon.code }, { token });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const { uuid, redirectUrl } = await startCheckout(t.app, token);
  return { user, token, uuid, redirectUrl, couponId: coupon.id, amount: 349_000 - 34_900 };
}

async function couponUses(id: number) {
  const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
  return row?.usedCount;
}

/** Exactly one confirmation's worth of effects: paid once, access once, the gift received once, one document. */
async function expectPaidOnce(uuid: string, studentId: number, couponId: number) {
  const state = await paymentState(t.db, uuid, studentId);
  expect(state.transaction.status).toBe('succeeded');
  expect(state.order.status).toBe('paid');
  expect(state.order.paidAt).toBeInstanceOf(Date);
  // The gift is received once, not granted: the student opens it (docs/products-access.md).
  expect(state.access.map((row) => row.productId)).toEqual([math.productId]);
  const received = await t.db.select().from(studentGifts).where(eq(studentGifts.studentId, studentId));
  expect(received.map((row) => [row.productId, row.openedAt])).toEqual([[gift.productId, null]]);
  expect(state.documents).toHaveLength(1);
  expect(await couponUses(couponId)).toBe(1);
}

describe('a confirmed sandbox payment', () => {
  it('grants access, closes the cart and answers the success page through the checkout decision', async () => {
    const { user, token, uuid, redirectUrl, couponId, amount } = await pendingPayment();
    const checkout = await get(t.app, `/core/pay/sandbox/transactions/${uuid}/`);
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({ uuid, amount, currency: 'RUB', status: 'pending' });
    expect(checkout.body.description).toMatch(/^Заказ № \d+: Продукт/);

    const decision = await decideSandbox(t.app, token, redirectUrl, true);
    expect(decision.status, JSON.stringify(decision.body)).toBe(200);
    expect(decision.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/success/${uuid}`);
    await expectPaidOnce(uuid, user.id, couponId);

    // The lessons are there at once, and the cart is a fresh empty one.
    const mine = await get(t.app, '/products/my/new/', { token });
    expect(mine.body.map((entry: { product_type: { id: number } }) => entry.product_type.id)).toContain(
      math.productTypeId,
    );
    const cart = await get(t.app, '/cart/', { token });
    expect(cart.body.items).toEqual([]);
    const transaction = await get(t.app, `/core/pay/transactions/${uuid}/`, { token });
    expect(transaction.body).toMatchObject({ uuid, status: 'succeeded', amount, payment_system: 'SANDBOX' });
    expect(transaction.body.products.map((p: { id: number }) => p.id)).toContain(math.productId);

    // A second decision changes nothing and still sends the payer to the success page.
    const again = await decideSandbox(t.app, token, redirectUrl, false);
    expect(again.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/success/${uuid}`);
    await expectPaidOnce(uuid, user.id, couponId);
  });

  it('grants once when the same signed notification arrives twice in a row', async () => {
    const { user, uuid, couponId, amount } = await pendingPayment();
    const first = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount });
    const second = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.status, second.body.status]).toEqual(['succeeded', 'unchanged']);
    await expectPaidOnce(uuid, user.id, couponId);
  });

  itRaces('grants once when two notifications arrive at the same time', async () => {
    const { user, uuid, couponId, amount } = await pendingPayment();
    const answers = await Promise.all([
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }),
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['succeeded', 'unchanged']);
    await expectPaidOnce(uuid, user.id, couponId);
  });

  itRaces('a decline and a success racing: the success is applied, once, whichever comes first', async () => {
    const { user, uuid, couponId, amount } = await pendingPayment();
    const answers = await Promise.all([
      notifySandbox(t.app, t.db, { uuid, transactionId: 'sbx_declined', status: 'declined', amount, reason: 'Нет' }),
      notifySandbox(t.app, t.db, { uuid, transactionId: 'sbx_paid', status: 'succeeded', amount }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body.status).toBe('succeeded');
    await expectPaidOnce(uuid, user.id, couponId);
    expect((await paymentState(t.db, uuid, user.id)).transaction.providerTransactionId).toBe('sbx_paid');
  });
});

describe('a refused notification', () => {
  it('with a tampered body, a missing or a foreign signature changes nothing (401)', async () => {
    const { user, uuid, amount } = await pendingPayment();
    const tampered = await notifySandbox(
      t.app,
      t.db,
      { uuid, status: 'declined', amount },
      { tamper: (body) => body.replace('"declined"', '"succeeded"') },
    );
    expectError(tampered, 401, { code: 'invalid_signature' });
    expectError(await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }, { signature: '' }), 401, {
      code: 'invalid_signature',
    });
    const foreign = 'a'.repeat(64);
    expectError(await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }, { signature: foreign }), 401, {
      code: 'invalid_signature',
    });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction.status).toBe('pending');
    expect(state.order.status).toBe('created');
    expect(state.access).toHaveLength(0);
  });

  it('of a success for another amount is declined and recorded as an incident, not granted', async () => {
    const { user, uuid, amount } = await pendingPayment();
    const res = await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: amount - 100 });
    expect(res.body.status).toBe('incident');
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'declined', errorMessage: expect.stringMatching(/Сумма/) });
    expect(state.access).toHaveLength(0);
  });

  it('for an unknown transaction answers 404; a malformed one 400', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    expectError(await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 1 }), 404, {
      code: 'not_found',
    });
    const bad = await notifySandbox(t.app, t.db, { uuid: 'nope', status: 'succeeded', amount: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('validation_error');
  });
});

describe('a declined payment', () => {
  it('goes to the reject page with the cart as it was, and can be paid again', async () => {
    const { user, token, uuid, redirectUrl, couponId } = await pendingPayment();
    const before = await get(t.app, '/cart/', { token });
    const decision = await decideSandbox(t.app, token, redirectUrl, false);
    expect(decision.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/reject?transaction=${uuid}`);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction.status).toBe('declined');
    expect(state.access).toHaveLength(0);
    const transaction = await get(t.app, `/core/pay/transactions/${uuid}/`, { token });
    expect(transaction.body.error_message).toBe('Плательщик отклонил платёж на странице банка.');
    const after = await get(t.app, '/cart/', { token });
    expect(after.body).toEqual(before.body);
    expect(await couponUses(couponId)).toBe(0);

    const retry = await startCheckout(t.app, token);
    expect(retry.uuid).not.toBe(uuid);
    await decideSandbox(t.app, token, retry.redirectUrl, true);
    await expectPaidOnce(retry.uuid, user.id, couponId);
  });
});

describe('GET /core/pay/transactions/{uuid}/', () => {
  it("answers the payer and a guest holding the uuid; another student's is refused", async () => {
    const { token, uuid } = await pendingPayment();
    expect((await get(t.app, `/core/pay/transactions/${uuid}/`, { token })).status).toBe(200);
    expect((await get(t.app, `/core/pay/transactions/${uuid}/`)).status).toBe(200);
    const other = await buyer();
    expectError(await get(t.app, `/core/pay/transactions/${uuid}/`, { token: other.token }), 403, {
      code: 'permission_denied',
    });
    expectError(await get(t.app, '/core/pay/transactions/00000000-0000-4000-8000-000000000000/'), 404, {
      code: 'not_found',
    });
    const bad = await get(t.app, '/core/pay/transactions/not-a-uuid/');
    expect(bad.status).toBe(400);
  });
});

describe('a paid order with a referral discount', () => {
  it("records the friend's discount and the referrer's bonus once, whatever the notifications do", async () => {
    const referrer = await buyer();
    const code = (await get(t.app, '/v2/students/referral/', { token: referrer.token })).body.referral_id;
    const friend = await buyer();
    await linkSocialAccount(t.db, friend.user.id, 'vk', `vk-${friend.user.id}`); // spec 1 §6 (RU)
    await addToCart(t.app, friend.token, math.productId);
    const applied = await post(t.app, '/cart/referral-program/', { referral_id: code }, { token: friend.token });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const discount = applied.body.discount;
    expect(discount).toBe(34_900);
    const uuid = await startPayment(t.app, friend.token);
    const amount = 349_000 - discount;
    await Promise.all([
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }),
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount }),
    ]);
    await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount });
    const used = await get(t.app, '/v2/students/referral/history/', { token: friend.token });
    expect(used.body.results.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['used', discount],
    ]);
    const earned = await get(t.app, '/v2/students/referral/history/', { token: referrer.token });
    expect(earned.body.count).toBe(1);
    expect(earned.body.results[0]).toMatchObject({ kind: 'earned', amount: 50_000 });
    const invite = await get(t.app, '/v2/students/referral/', { token: referrer.token });
    expect(invite.body.bonuses_balance).toBe(50_000);
  });
});

describe('an item with auto-renewal', () => {
  it('starts a subscription of its product type when paid, once', async () => {
    const { token } = await buyer();
    const cart = await addToCart(t.app, token, math.productId);
    const itemId = cart.items[0].id;
    const patched = await api(t.app, 'PATCH', `/cart/${itemId}/`, { token, body: { is_prolong_subscription: true } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const uuid = await startPayment(t.app, token, { subscribe: true });
    await Promise.all([
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 349_000 }),
      notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 349_000 }),
    ]);
    const list = await get(t.app, '/products/product-subscriptions/', { token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ status: 'active', price: 349_000, product_type: { id: math.productTypeId } });
    expect(list.body[0].next_charge_at).toBe(list.body[0].access_until);
    // Spec 1 §3 product group renew: one notification for the two confirmations.
    const bell = await get(t.app, '/v2/notifications/', { token });
    expect(bell.body.results.filter((n: { type: string }) => n.type === 'product_group_renew')).toEqual([
      expect.objectContaining({ action: expect.objectContaining({ type: 'my_product' }) }),
    ]);
  });
});

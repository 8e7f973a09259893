import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors.js';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectGeneralError } from '../../test/expect-error.js';
import {
  buildBundle,
  buildCartLink,
  buildCoupon,
  buildGift,
  buildSaleProduct,
  type SaleProduct,
} from '../../test/commerce-factories.js';
import { setReferralCode } from '../referral/referral.service.js';
import { closeCart, countCouponUse, loadCartForPayment, type PricedCart } from './cart.service.js';

let t: TestApp;
let math: SaleProduct;
let physics: SaleProduct;
let russian: SaleProduct;
let giftA: SaleProduct;
let giftB: SaleProduct;
let bundleId: number;
let friendId: number;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  physics = await buildSaleProduct(t.db, { subject: 'Физика', price: 299_000 });
  russian = await buildSaleProduct(t.db, { subject: 'Русский язык', price: 123_457 });
  giftA = await buildSaleProduct(t.db, { subject: 'Обществознание', price: 1 });
  giftB = await buildSaleProduct(t.db, { subject: 'Обществознание', price: 1 });
  bundleId = (await buildBundle(t.db, [math.productId, physics.productId], { discountPercent: 15 })).id;
  await buildGift(t.db, giftA.productId, { bundleId });
  await buildGift(t.db, giftA.productId, { productId: russian.productId }); // the same gift twice: once in the order
  await buildGift(t.db, giftB.productId, { productId: russian.productId, optional: true });
  await buildCoupon(t.db, { code: 'PAY10' });
  const friend = await buildUser(t.db);
  friendId = friend.id;
  await setReferralCode(t.db, friend.id, 'PAYFRIEND');
});
afterAll(() => t?.close());

const inTx = <T>(work: Parameters<typeof t.db.transaction<T>>[0]) => t.db.transaction(work);

async function student() {
  // Spec 1 §6: in RU a friend's discount needs a confirmed social account.
  const user = await buildUser(t.db, { withSocialAccount: true });
  return { user, token: await accessTokenFor(user) };
}

describe('loadCartForPayment', () => {
  it('prices the cart as GET /cart/ does, with bundles shared out and gifts at 0', async () => {
    const { user, token } = await student();
    await post(t.app, '/cart/', { product: russian.productId }, { token });
    await post(
      t.app,
      '/cart/',
      { product: math.productId, bundle: bundleId, is_prolong_subscription: true },
      { token },
    );
    const cart = (await post(t.app, '/cart/coupon/', { coupon_value: 'PAY10' }, { token })).body;
    const priced = await inTx((tx) => loadCartForPayment(tx, { userId: user.id, currency: 'RUB' }));
    expect(priced).toMatchObject({
      userId: user.id,
      hash: cart.hash,
      isStandalone: false,
      currency: 'RUB',
      initialAmount: cart.initial_amount,
      discount: cart.discount,
      amount: cart.amount,
      couponId: expect.any(Number),
      referrerId: null,
    });
    const paid = priced.lines.filter((line) => !line.isGift);
    expect(paid.reduce((sum, line) => sum + line.price, 0)).toBe(priced.initialAmount);
    expect(paid.map((line) => [line.productId, line.price, line.bundleId])).toEqual([
      [russian.productId, 123_457, null],
      [math.productId, 296_650, bundleId],
      [physics.productId, 254_150, bundleId],
    ]);
    expect(priced.lines.filter((line) => line.isGift).map((line) => [line.productId, line.price])).toEqual([
      [giftA.productId, 0],
      [giftB.productId, 0],
    ]);
  });

  it('leaves out a declined optional gift and names the referrer of a referral discount', async () => {
    const { user, token } = await student();
    const cart = (await post(t.app, '/cart/', { product: russian.productId }, { token })).body;
    await api(t.app, 'DELETE', '/cart/gifts/', { token, body: { ids: [cart.items[0].optional_gifts[0].id] } });
    await post(t.app, '/cart/referral-program/', { referral_id: 'PAYFRIEND' }, { token });
    const priced = await inTx((tx) => loadCartForPayment(tx, { userId: user.id }));
    expect(priced).toMatchObject({ referrerId: friendId, couponId: null, discount: 12_346, amount: 111_111 });
    expect(priced.lines.map((line) => line.productId)).toEqual([russian.productId, giftA.productId]);
  });

  it('refuses an empty cart, or none at all, with 400 cart_empty', async () => {
    const { user, token } = await student();
    const refusal = (work: Promise<PricedCart>) =>
      work.then(
        () => expect.unreachable(),
        (error: unknown) => {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(400);
          return (error as AppError).code;
        },
      );
    expect(await refusal(inTx((tx) => loadCartForPayment(tx, { userId: user.id })))).toBe('cart_empty');
    await get(t.app, '/cart/', { token });
    expect(await refusal(inTx((tx) => loadCartForPayment(tx, { userId: user.id })))).toBe('cart_empty');
  });

  it("claims an unclaimed standalone cart by hash and refuses another student's", async () => {
    const { user } = await student();
    const { user: other } = await student();
    const link = await buildCartLink(t.db, [math.productId]);
    const hash = (await get(t.app, `/cart/link/${link}/`)).body.cart_hash;
    const priced = await inTx((tx) => loadCartForPayment(tx, { userId: user.id, hash }));
    expect(priced).toMatchObject({ isStandalone: true, userId: user.id, amount: 349_000 });
    await expect(inTx((tx) => loadCartForPayment(tx, { userId: other.id, hash }))).rejects.toMatchObject({
      status: 403,
      code: 'cart_owned_by_another',
    });
    await expect(inTx((tx) => loadCartForPayment(tx, { userId: user.id, hash: 'no-such-cart' }))).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });
});

describe('closeCart and countCouponUse', () => {
  it('closes a paid cart for good: the student gets a fresh one and the old one refuses changes', async () => {
    const { user, token } = await student();
    const before = (await post(t.app, '/cart/', { product: math.productId }, { token })).body;
    await post(t.app, '/cart/coupon/', { coupon_value: 'PAY10' }, { token });
    await inTx(async (tx) => {
      const priced = await loadCartForPayment(tx, { userId: user.id });
      await closeCart(tx, priced.cartId);
      if (priced.couponId !== null) await countCouponUse(tx, priced.couponId);
    });
    const after = (await get(t.app, '/cart/', { token })).body;
    expect(after.hash).not.toBe(before.hash);
    expect(after).toMatchObject({ items: [], coupon: null, amount: 0 });
    expect((await get(t.app, '/cart/count/', { token })).body).toEqual({ count: 0 });
    // The paid cart still reads by its hash, but does not change and is not paid twice.
    expect((await get(t.app, `/cart/standalone/${before.hash}/`, { token })).body.items).toHaveLength(1);
    expectGeneralError(
      await post(t.app, `/cart/standalone/${before.hash}/`, { product: physics.productId }, { token }),
      'cart_paid',
    );
    await expect(inTx((tx) => loadCartForPayment(tx, { userId: user.id, hash: before.hash }))).rejects.toMatchObject({
      code: 'cart_paid',
    });
  });

  it('counts a use of the promo code; a used-up code is refused', async () => {
    const coupon = await buildCoupon(t.db, { code: 'ONCE', maxUses: 1 });
    await inTx((tx) => countCouponUse(tx, coupon.id));
    const { token } = await student();
    expectError(await post(t.app, '/cart/coupon/', { coupon_value: 'ONCE' }, { token }), 400, {
      attr: 'coupon_value',
      code: 'used_up',
    });
  });
});

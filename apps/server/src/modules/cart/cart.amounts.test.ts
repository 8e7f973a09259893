import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, camelKeys, percentOf, type Cart } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import {
  buildBundle,
  buildCoupon,
  buildGift,
  buildSaleProduct,
  type SaleProduct,
} from '../../test/commerce-factories.js';
import { setReferralCode } from '../referral/referral.service.js';

let t: TestApp;
let token: string;
let math: SaleProduct;
let russian: SaleProduct;
let physics: SaleProduct;
let ind: SaleProduct;
let bundleId: number;

const PLANS = [
  { title: 'Стандарт', sysName: 'standard', price: 349_000 },
  { title: 'Премиум', sysName: 'premium', price: 499_000 },
];

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { ratePlans: PLANS });
  russian = await buildSaleProduct(t.db, { subject: 'Русский язык', price: 123_457 });
  physics = await buildSaleProduct(t.db, { subject: 'Физика', ratePlans: PLANS });
  ind = await buildSaleProduct(t.db, {
    courseType: 'individual',
    packs: [{ title: '4 занятия', lessonsCount: 4, price: 1_200_000 }],
  });
  const gift = await buildSaleProduct(t.db, { subject: 'Обществознание', price: 90_000 });
  bundleId = (await buildBundle(t.db, [math.productId, physics.productId], { discountPercent: 15 })).id;
  await buildGift(t.db, gift.productId, { bundleId });
  await buildGift(t.db, gift.productId, { productId: russian.productId, optional: true });
  await buildCoupon(t.db, { code: 'PCT10', type: 3, value: 10 });
  await buildCoupon(t.db, { code: 'PCT33', type: 3, value: 33 });
  await buildCoupon(t.db, { code: 'MINUS500', type: 2, value: 50_000 });
  await buildCoupon(t.db, { code: 'HUGE', type: 2, value: 100_000_000 });
  const friend = await buildUser(t.db);
  await setReferralCode(t.db, friend.id, 'FRIEND01');
});
afterAll(() => t?.close());

beforeEach(async () => {
  // A fresh student per test: an empty cart.
  // Spec 1 §6: in RU a friend's discount needs a confirmed social account.
  token = await accessTokenFor(await buildUser(t.db, { withSocialAccount: true }));
});

const parse = (body: unknown): Cart => CartSchema.parse(camelKeys(body));

async function add(body: Record<string, unknown>): Promise<Cart> {
  const res = await post(t.app, '/cart/', body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parse(res.body);
}

async function coupon(code: string): Promise<Cart> {
  const res = await post(t.app, '/cart/coupon/', { coupon_value: code }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parse(res.body);
}

describe('cart amounts (docs/commerce.md "Amounts")', () => {
  it('prices an item under its rate plan; the first by order unless chosen', async () => {
    let cart = await add({ product: math.productId });
    expect(cart.items[0]).toMatchObject({
      product: { price: 349_000, ratePlan: { title: 'Стандарт' }, sysRatePlanName: 'standard' },
      alternativeRates: [{ title: 'Премиум', price: 499_000, order: 1 }],
      pack: null,
      lessonPack: null,
    });
    expect(cart).toMatchObject({ initialAmount: 349_000, discount: 0, amount: 349_000, count: 1, currency: 'RUB' });
    const premium = math.ratePlans[1]!.id;
    const res = await api(t.app, 'PATCH', `/cart/${cart.items[0]!.id}/`, { token, body: { rate_plan: premium } });
    cart = parse(res.body);
    expect(cart).toMatchObject({ initialAmount: 499_000, amount: 499_000 });
  });

  it('prices an individual-lessons item at its pack', async () => {
    const cart = await add({ product: ind.productId });
    expect(cart.items[0]).toMatchObject({
      pack: { title: '4 занятия', price: 1_200_000 },
      lessonPack: { totalPrice: 1_200_000 },
    });
    expect(cart.amount).toBe(1_200_000);
  });

  it('prices a bundle at its percent off, with a rate plan', async () => {
    let cart = await add({ product: math.productId, bundle: bundleId });
    expect(cart.bundles[0]).toMatchObject({ price: 593_300, ratePlanTitle: null, sysCourseType: 'master_group' });
    expect(cart.bundles[0]!.items.map((i) => i.documentData.productId)).toEqual([math.productId, physics.productId]);
    expect(cart.bundles[0]!.gifts).toEqual([expect.objectContaining({ chosen: true })]);
    expect(cart).toMatchObject({ initialAmount: 593_300, amount: 593_300, count: 1 });
    await api(t.app, 'DELETE', `/cart/bundle/${cart.bundles[0]!.hash}/`, { token });
    cart = await add({ product: math.productId, bundle: bundleId, rate_plan: math.ratePlans[1]!.id });
    expect(cart.bundles[0]).toMatchObject({ price: 848_300, ratePlanTitle: 'Премиум' });
  });

  it('applies a percent promo code (type 3) with the one rounding rule', async () => {
    await add({ product: russian.productId }); // 123 457
    const cart = await coupon('pct33');
    const discount = percentOf(123_457, 33); // 40740.81 -> 40741
    expect(discount).toBe(40_741);
    expect(cart).toMatchObject({
      initialAmount: 123_457,
      discount,
      amount: 123_457 - discount,
      coupon: { value: 'PCT33', type: 3, discount },
      amountDescription: 'Скидка 33 % по промокоду PCT33',
    });
  });

  it('applies a currency promo code (type 2), never below zero', async () => {
    await add({ product: math.productId });
    let cart = await coupon('MINUS500');
    expect(cart).toMatchObject({ initialAmount: 349_000, discount: 50_000, amount: 299_000, coupon: { type: 2 } });
    cart = await coupon('HUGE');
    expect(cart).toMatchObject({ initialAmount: 349_000, discount: 349_000, amount: 0 });
  });

  it('discounts items and bundles together', async () => {
    await add({ product: russian.productId });
    await add({ product: math.productId, bundle: bundleId });
    const cart = await coupon('PCT10');
    const initial = 123_457 + 593_300;
    expect(cart).toMatchObject({ initialAmount: initial, discount: percentOf(initial, 10), count: 2 });
    expect(cart.amount).toBe(initial - percentOf(initial, 10));
  });

  it('recomputes the discount when the cart changes and resets it when removed', async () => {
    const first = await add({ product: math.productId });
    await add({ product: russian.productId });
    let cart = await coupon('PCT10');
    expect(cart.discount).toBe(percentOf(349_000 + 123_457, 10));
    cart = parse((await api(t.app, 'DELETE', `/cart/${first.items[0]!.id}/`, { token })).body);
    expect(cart).toMatchObject({ initialAmount: 123_457, discount: percentOf(123_457, 10) });
    cart = parse((await api(t.app, 'DELETE', '/cart/coupon/', { token })).body);
    expect(cart).toMatchObject({ coupon: null, discount: 0, amount: 123_457, amountDescription: '' });
  });

  it('applies a referral discount of 10 %', async () => {
    await add({ product: russian.productId });
    const res = await post(t.app, '/cart/referral-program/', { referral_id: 'friend01' }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = parse(res.body);
    expect(cart).toMatchObject({
      discount: percentOf(123_457, 10),
      amount: 123_457 - percentOf(123_457, 10),
      referralProgram: { role: 'REFERRAL', referralId: 'FRIEND01', discount: percentOf(123_457, 10) },
    });
  });

  it('lists gifts; a declined optional gift stays listed as not chosen', async () => {
    let cart = await add({ product: russian.productId });
    const [item] = cart.items;
    expect(item!.optionalGifts).toEqual([expect.objectContaining({ chosen: true })]);
    const giftId = item!.optionalGifts[0]!.id;
    const res = await api(t.app, 'DELETE', '/cart/gifts/', { token, body: { ids: [giftId] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    cart = parse(res.body);
    expect(cart.items[0]!.optionalGifts).toEqual([{ id: giftId, title: expect.any(String), chosen: false }]);
    // Choosing it again through PATCH.
    const patched = await api(t.app, 'PATCH', `/cart/${item!.id}/`, { token, body: { optional_gifts: [giftId] } });
    expect(parse(patched.body).items[0]!.optionalGifts[0]!.chosen).toBe(true);
    expect(cart.amount).toBe(123_457);
  });

  it('answers the cart count for the badge', async () => {
    expect((await get(t.app, '/cart/count/', { token })).body).toEqual({ count: 0 });
    await add({ product: math.productId, bundle: bundleId });
    await add({ product: russian.productId });
    expect((await get(t.app, '/cart/count/', { token })).body).toEqual({ count: 2 });
  });

  it('answers the organization info and the payment system with the cart', async () => {
    const cart = parse((await get(t.app, '/cart/', { token })).body);
    expect(cart).toMatchObject({
      isStandalone: false,
      items: [],
      bundles: [],
      amount: 0,
      orgInfo: { paymentInfo: { system: 'SANDBOX' }, ofertaUrl: expect.any(String) },
      hasF2fProduct: false,
    });
    // No cart yet: the read made none, and the first change makes one with a hash to pay by.
    expect(cart.hash).toBe('');
    const made = parse((await post(t.app, '/cart/', { product: math.productId }, { token })).body);
    expect(made.hash).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The same cart on the next read.
    expect(parse((await get(t.app, '/cart/', { token })).body).hash).toBe(made.hash);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { linkSocialAccount } from '../users/users.service.js';
import { expectError, expectFieldError } from '../../test/expect-error.js';
import { buildCoupon, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { grantAccess as grant } from '../courses/courses.service.js';
import { setReferralCode } from '../referral/referral.service.js';

let t: TestApp;
let student: TestUser;
let token: string;
let friend: TestUser;
let math: SaleProduct;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db);
  await buildCoupon(t.db, { code: 'GOOD10' });
  await buildCoupon(t.db, { code: 'OLD2020', expiresAt: new Date('2020-12-31T00:00:00Z') });
  await buildCoupon(t.db, { code: 'OFF', isActive: false });
  await buildCoupon(t.db, { code: 'USEDUP', maxUses: 3, usedCount: 3 });
  friend = await buildUser(t.db);
  await setReferralCode(t.db, friend.id, 'FRIEND01');
});
afterAll(() => t?.close());

beforeEach(async () => {
  student = await buildUser(t.db);
  // Spec 1 §6: in RU a friend's discount needs a confirmed social account (its own test below).
  await linkSocialAccount(t.db, student.id, 'vk', `vk-${student.id}`);
  token = await accessTokenFor(student);
  expect((await post(t.app, '/cart/', { product: math.productId }, { token })).status).toBe(201);
});

const applyCoupon = (value: unknown, auth = token) =>
  post(t.app, '/cart/coupon/', { coupon_value: value }, { token: auth });
const applyReferral = (referralId: unknown, auth = token) =>
  post(t.app, '/cart/referral-program/', { referral_id: referralId }, { token: auth });

describe('POST /cart/coupon/ (spec 2 §5, spec 3 §8)', () => {
  it("answers 404 'Такого промокода не существует' for an unknown code", async () => {
    expectError(await applyCoupon('NOPE'), 404, {
      attr: null,
      code: 'not_found',
      detail: 'Такого промокода не существует',
    });
  });

  it('answers 400 on coupon_value for an expired, inactive or used-up code', async () => {
    expectFieldError(await applyCoupon('old2020'), 'coupon_value', 'expired');
    expectFieldError(await applyCoupon('OFF'), 'coupon_value', 'inactive');
    expectFieldError(await applyCoupon('USEDUP'), 'coupon_value', 'used_up');
  });

  it('answers bad bodies on coupon_value', async () => {
    expectFieldError(await applyCoupon(''), 'coupon_value');
    expectFieldError(await applyCoupon('   '), 'coupon_value');
    expectFieldError(await applyCoupon('X'.repeat(51)), 'coupon_value');
    expectFieldError(await applyCoupon(42), 'coupon_value');
    expectFieldError(await post(t.app, '/cart/coupon/', {}, { token }), 'coupon_value');
  });

  it('cannot be combined with a referral discount, either way round', async () => {
    expect((await applyReferral('FRIEND01')).status).toBe(200);
    expectFieldError(await applyCoupon('GOOD10'), 'coupon_value', 'referral_applied');
    expect((await api(t.app, 'DELETE', '/cart/referral-program/', { token })).body.referral_program).toBeNull();
    expect((await applyCoupon('GOOD10')).body.coupon).toMatchObject({ value: 'GOOD10' });
    expectFieldError(await applyReferral('FRIEND01'), 'referral_id', 'coupon_applied');
  });

  it('stops discounting once the code expires, and the amount follows', async () => {
    const soon = await buildCoupon(t.db, { code: `SOON${student.id}`, type: 2, value: 10_000 });
    expect((await applyCoupon(soon.code)).body.discount).toBe(10_000);
    await buildCoupon(t.db, { code: soon.code, expiresAt: new Date(Date.now() - 1000) });
    const cart = (await api(t.app, 'GET', '/cart/', { token })).body;
    expect(cart).toMatchObject({ discount: 0, amount: 100_000, coupon: { value: soon.code, discount: 0 } });
  });
});

describe('POST /cart/referral-program/ (docs/commerce.md "Referral discount")', () => {
  it("applies a friend's code in any case", async () => {
    const res = await applyReferral('friend01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      referral_program: { role: 'REFERRAL', referral_id: 'FRIEND01' },
      discount: 10_000,
    });
  });

  it('refuses an unknown code and the student own code', async () => {
    expectError(await applyReferral('NOSUCHCODE'), 404, { code: 'not_found' });
    await setReferralCode(t.db, student.id, `OWN${student.id}`);
    expectFieldError(await applyReferral(`own${student.id}`), 'referral_id', 'own_referral');
  });

  it('refuses a student who has already bought something', async () => {
    await grant(t.db, {
      studentId: student.id,
      productId: (await buildSaleProduct(t.db)).productId,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 30 * DAY),
      source: 'purchase',
    });
    expectFieldError(await applyReferral('FRIEND01'), 'referral_id', 'not_new_student');
  });

  it('answers bad bodies with the error body', async () => {
    expectFieldError(await applyReferral('abc'), 'referral_id');
    expectFieldError(await applyReferral('x'.repeat(65)), 'referral_id');
    expectFieldError(await applyReferral(null), 'referral_id');
    expectFieldError(
      await post(t.app, '/cart/referral-program/', { referral_id: 'FRIEND01', hash: 'bad!' }, { token }),
      'hash',
    );
    expectFieldError(await api(t.app, 'DELETE', '/cart/referral-program/', { token, query: { hash: 'x' } }), 'hash');
  });

  it('removing either answers the cart without a discount', async () => {
    await applyReferral('FRIEND01');
    const res = await api(t.app, 'DELETE', '/cart/referral-program/', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ referral_program: null, discount: 0, amount: 100_000 });
    const again = await api(t.app, 'DELETE', '/cart/coupon/', { token });
    expect(again.body).toMatchObject({ coupon: null, amount: 100_000 });
  });
});

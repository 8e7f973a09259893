import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { CartSchema, camelKeys } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectTokenNotValid } from '../../test/expect-error.js';
import { addProduct } from '../../test/course-factories.js';
import {
  buildBundle,
  buildCartLink,
  buildCoupon,
  buildSaleProduct,
  type SaleProduct,
} from '../../test/commerce-factories.js';
import { setReferralCode } from '../referral/referral.service.js';

let t: TestApp;
let math: SaleProduct;
let physics: SaleProduct;
let ind: SaleProduct;
let linkHash: string;
let bundleId: number;
let owner: TestUser;
let ownerToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db);
  physics = await buildSaleProduct(t.db, { subject: 'Физика' });
  ind = await buildSaleProduct(t.db, { courseType: 'individual' });
  const ended = await addProduct(t.db, math, { month: '2025-12-01' });
  bundleId = (await buildBundle(t.db, [physics.productId, ind.productId])).id;
  linkHash = await buildCartLink(t.db, [math.productId, ended.productId, ind.productId, physics.productId]);
  await buildCoupon(t.db, { code: 'GUEST10' });
  owner = await buildUser(t.db, { withSocialAccount: true }); // spec 1 §6: the referral needs one
  ownerToken = await accessTokenFor(owner);
  otherToken = await accessTokenFor(await buildUser(t.db));
  const friend = await buildUser(t.db);
  await setReferralCode(t.db, friend.id, 'FRIEND01');
});
afterAll(() => t?.close());

async function openLink(token?: string): Promise<string> {
  const res = await get(t.app, `/cart/link/${linkHash}/`, { token, ip: `10.9.${Math.floor(Math.random() * 250)}.1` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.cart_hash;
}

describe('cart links and standalone carts (docs/commerce.md "The cart")', () => {
  it('opens a link as a fresh standalone cart with the linked products still on sale, of one kind', async () => {
    const hash = await openLink();
    expect(await openLink()).not.toBe(hash);
    const res = await get(t.app, `/cart/standalone/${hash}/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = CartSchema.parse(camelKeys(res.body));
    // The ended product is left out; so is the individual-lessons product (another kind than the first).
    expect(cart.items.map((item) => item.product.id)).toEqual([math.productId, physics.productId]);
    expect(cart).toMatchObject({ hash, isStandalone: true, amount: 200_000 });
  });

  it('lets a guest change an unclaimed cart and apply a promo code by hash', async () => {
    const hash = await openLink();
    const base = `/cart/standalone/${hash}/`;
    const cart = (await get(t.app, base)).body;
    const itemId = cart.items[0].id;
    let res = await api(t.app, 'PATCH', `${base}${itemId}/`, { body: { is_prolong_subscription: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    res = await api(t.app, 'DELETE', `${base}${itemId}/`);
    expect(res.body.items).toHaveLength(1);
    res = await post(t.app, '/cart/coupon/', { coupon_value: 'GUEST10' }, { query: { hash } });
    expect(res.body).toMatchObject({ coupon: { value: 'GUEST10' }, discount: 10_000, amount: 90_000 });
    res = await api(t.app, 'DELETE', '/cart/coupon/', { query: { hash } });
    expect(res.body).toMatchObject({ coupon: null, amount: 100_000 });
    expectError(await post(t.app, base, { product: ind.productId }), 422, { code: 'incompatible_items' });
    res = await post(t.app, base, { product: ind.productId, replace: true });
    expect(res.status).toBe(201);
    expect(res.body.items.map((item: { product: { id: number } }) => item.product.id)).toEqual([ind.productId]);
    res = await post(t.app, base, { product: physics.productId, bundle: bundleId, replace: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    res = await api(t.app, 'DELETE', `${base}bundle/${res.body.bundles[0].hash}/`);
    expect(res.body).toMatchObject({ bundles: [], count: 0 });
    // The referral program is for signed-in students.
    expectError(await post(t.app, '/cart/referral-program/', { referral_id: 'FRIEND01', hash }), 401, {
      code: 'not_authenticated',
    });
  });

  it('is claimed by the first signed-in student who reads it; everyone else gets 403', async () => {
    const hash = await openLink();
    const base = `/cart/standalone/${hash}/`;
    const itemId = (await get(t.app, base)).body.items[0].id;
    const claimed = await get(t.app, base, { token: ownerToken });
    expect(claimed.status).toBe(200);
    // The owner's referral goes to this cart when its hash is given.
    const referral = await post(
      t.app,
      '/cart/referral-program/',
      { referral_id: 'FRIEND01', hash },
      { token: ownerToken },
    );
    expect(referral.body).toMatchObject({ hash, referral_program: { referral_id: 'FRIEND01' } });
    const attempts: [HTTPMethods, string, unknown?, Record<string, string>?][] = [
      ['GET', base],
      ['POST', base, { product: ind.productId }],
      ['PATCH', `${base}${itemId}/`, { is_prolong_subscription: true }],
      ['DELETE', `${base}${itemId}/`],
      ['DELETE', `${base}bundle/some-bundle-hash/`],
      ['POST', '/cart/coupon/', { coupon_value: 'GUEST10' }, { hash }],
      ['DELETE', '/cart/coupon/', undefined, { hash }],
    ];
    for (const [method, path, body, query] of attempts) {
      for (const token of [undefined, otherToken]) {
        const res = await api(t.app, method, path, { token, body, query });
        expectError(res, 403, { code: 'cart_owned_by_another' });
      }
    }
    for (const [method, path, body] of [
      ['POST', '/cart/referral-program/', { referral_id: 'FRIEND01', hash }],
      ['DELETE', `/cart/referral-program/?hash=${hash}`],
    ] as const) {
      expectError(await api(t.app, method, path, { token: otherToken, body }), 403, { code: 'cart_owned_by_another' });
    }
    // Untouched for its owner.
    const mine = await get(t.app, base, { token: ownerToken });
    expect(mine.body.items[0]).toMatchObject({ id: itemId, is_prolong_subscription: false });
  });

  it('is the student own at once when a signed-in student opens the link', async () => {
    const hash = await openLink(ownerToken);
    expectError(await get(t.app, `/cart/standalone/${hash}/`), 403, { code: 'cart_owned_by_another' });
    expect((await get(t.app, `/cart/standalone/${hash}/`, { token: ownerToken })).status).toBe(200);
  });

  it('answers 401 for a refused token instead of treating the caller as a guest', async () => {
    const hash = await openLink();
    expectTokenNotValid(await get(t.app, `/cart/standalone/${hash}/`, { token: await expiredAccessToken(owner) }));
    expectTokenNotValid(await get(t.app, `/cart/link/${linkHash}/`, { token: 'not-a-jwt' }));
  });

  it('is for students and guests only', async () => {
    const hash = await openLink();
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, `/cart/standalone/${hash}/`, { token: tutor }));
    expectForbidden(await get(t.app, `/cart/link/${linkHash}/`, { token: tutor }));
  });

  it('answers 404 for unknown hashes and 400 for malformed ones', async () => {
    expectError(await get(t.app, '/cart/standalone/unknown-hash/'), 404, { code: 'not_found' });
    expectError(await get(t.app, '/cart/link/unknown-link/'), 404, { code: 'not_found' });
    expectError(
      await post(t.app, '/cart/coupon/', { coupon_value: 'GUEST10' }, { query: { hash: 'unknown-hash' } }),
      404,
      {
        code: 'not_found',
      },
    );
    expectFieldError(await get(t.app, '/cart/standalone/short/'), 'hash');
    expectFieldError(await get(t.app, '/cart/standalone/has%20space/'), 'hash');
    expectFieldError(await get(t.app, `/cart/standalone/${'a'.repeat(65)}/`), 'hash');
    expectFieldError(await api(t.app, 'DELETE', '/cart/standalone/abcdefgh/x/'), 'id');
    expectFieldError(await post(t.app, '/cart/standalone/abcdefgh/', { product: 'one' }), 'product');
  });

  it('limits how often one address opens links', async () => {
    let last = 200;
    for (let i = 0; i < 31; i++) last = (await get(t.app, `/cart/link/${linkHash}/`, { ip: '10.77.0.1' })).status;
    expect(last).toBe(429);
  });
});

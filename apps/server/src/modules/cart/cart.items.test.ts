import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, camelKeys, type Cart } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import {
  expectError,
  expectFieldError,
  expectForbidden,
  expectGeneralError,
  expectSignInRequired,
} from '../../test/expect-error.js';
import { addProduct, grantAccess } from '../../test/course-factories.js';
import { buildBundle, buildGift, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { itRaces } from '../../test/races.js';
import { count, eq } from 'drizzle-orm';
import { carts } from './cart.schema.js';

let t: TestApp;
let student: TestUser;
let token: string;
let math: SaleProduct;
let physics: SaleProduct;
let ind: SaleProduct;
let ended: number;
let bundleId: number;
let gifted: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, {
    ratePlans: [
      { title: 'Стандарт', sysName: 'standard', price: 349_000 },
      { title: 'Премиум', sysName: 'premium', price: 499_000 },
    ],
  });
  physics = await buildSaleProduct(t.db, { subject: 'Физика' });
  ind = await buildSaleProduct(t.db, {
    courseType: 'individual',
    packs: [
      { title: '4 занятия', lessonsCount: 4, price: 1_200_000 },
      { title: '8 занятий', lessonsCount: 8, price: 2_200_000 },
    ],
  });
  // The programme's first product ended in January 2026.
  ended = (await addProduct(t.db, math, { month: '2025-12-01' })).productId;
  bundleId = (await buildBundle(t.db, [math.productId, physics.productId])).id;
  gifted = await buildSaleProduct(t.db, { subject: 'Русский язык' });
  const gift = await buildSaleProduct(t.db, { subject: 'Обществознание' });
  await buildGift(t.db, gift.productId, { productId: gifted.productId, optional: true });
});
afterAll(() => t?.close());

beforeEach(async () => {
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
});

const parse = (body: unknown): Cart => CartSchema.parse(camelKeys(body));
const add = (body: Record<string, unknown>, auth = token) => post(t.app, '/cart/', body, { token: auth });
async function added(body: Record<string, unknown>): Promise<Cart> {
  const res = await add(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parse(res.body);
}

describe('POST /cart/ compatibility (spec 2 §4, §8)', () => {
  it('answers 422 for individual lessons next to a course, and replace empties the cart first', async () => {
    await added({ product: math.productId });
    await added({ product: physics.productId });
    expectError(await add({ product: ind.productId }), 422, { attr: null, code: 'incompatible_items' });
    // 'leave_as_is': the cart is as it was.
    expect(parse((await get(t.app, '/cart/', { token })).body).items).toHaveLength(2);
    const cart = await added({ product: ind.productId, replace: true });
    expect(cart.items.map((item) => item.product.id)).toEqual([ind.productId]);
    // And back the other way: a course next to individual lessons.
    expectError(await add({ product: math.productId }), 422, { code: 'incompatible_items' });
    expectError(await add({ product: math.productId, bundle: bundleId }), 422, { code: 'incompatible_items' });
  });

  it('answers 400 already_in_cart for a product in the cart, alone or in a bundle', async () => {
    await added({ product: math.productId });
    expectGeneralError(await add({ product: math.productId }), 'already_in_cart');
    expectGeneralError(await add({ product: math.productId, bundle: bundleId }), 'already_in_cart');
    const other = await accessTokenFor(await buildUser(t.db));
    expect((await add({ product: math.productId, bundle: bundleId }, other)).status).toBe(201);
    expectGeneralError(await add({ product: physics.productId }, other), 'already_in_cart');
    expectGeneralError(await add({ product: math.productId, bundle: bundleId }, other), 'already_in_cart');
  });

  it('answers 400 already_owned for a product the student owns for its period', async () => {
    await grantAccess(t.db, student.id, physics, { to: new Date(Date.now() + 90 * 24 * 3600 * 1000) });
    expectGeneralError(await add({ product: physics.productId }), 'already_owned');
    expectGeneralError(await add({ product: math.productId, bundle: bundleId }), 'already_owned');
  });

  it('refuses what is not on sale or not of the product', async () => {
    expectFieldError(await add({ product: ended }), 'product', 'not_on_sale');
    expectFieldError(await add({ product: 999_999 }), 'product', 'does_not_exist');
    expectFieldError(await add({ product: math.productId, pack: ind.packs[0]!.id }), 'pack', 'does_not_exist');
    expectFieldError(await add({ product: physics.productId, rate_plan: math.ratePlans[0]!.id }), 'rate_plan');
    expectFieldError(await add({ product: ind.productId, bundle: bundleId }), 'product', 'not_in_bundle');
    expectFieldError(await add({ product: math.productId, bundle: 999_999 }), 'bundle', 'does_not_exist');
  });

  it('answers bad bodies with the error body', async () => {
    expectFieldError(await add({}), 'product');
    expectFieldError(await add({ product: 'x' }), 'product');
    expectFieldError(await add({ product: -1 }), 'product');
    expectFieldError(await add({ product: 3_000_000_000 }), 'product');
    expectFieldError(await add({ product: math.productId, replace: 'yes' }), 'replace');
    expectFieldError(await add({ product: math.productId, rate_plan: 1.5 }), 'rate_plan');
    const broken = await api(t.app, 'POST', '/cart/', { token, body: '{"product":', contentType: 'application/json' });
    expectError(broken, 400, { code: 'parse_error' });
  });

  it('stores the chosen pack', async () => {
    const cart = await added({ product: ind.productId, pack: ind.packs[1]!.id });
    expect(cart.items[0]).toMatchObject({ pack: { title: '8 занятий' }, lessonPack: { totalPrice: 2_200_000 } });
  });
});

const cartsOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(carts).where(eq(carts.userId, userId)))[0]!.n;

describe('GET /cart/', () => {
  it('writes nothing: a student without a cart reads an empty one, and the first add makes it', async () => {
    for (let read = 0; read < 3; read++) {
      const res = await get(t.app, '/cart/', { token });
      expect(res.status).toBe(200);
      expect(parse(res.body)).toMatchObject({ hash: '', items: [], bundles: [], count: 0, amount: 0 });
    }
    expect(await cartsOf(student.id)).toBe(0);
    const cart = await added({ product: math.productId });
    expect(await cartsOf(student.id)).toBe(1);
    expect(parse((await get(t.app, '/cart/', { token })).body)).toMatchObject({ hash: cart.hash, count: 1 });
  });

  it('reads items and bundles together, each once and in the order they were added', async () => {
    const extra = await buildSaleProduct(t.db, { subject: 'Физика' });
    expect((await add({ product: math.productId, bundle: bundleId })).status).toBe(201);
    await added({ product: gifted.productId });
    await added({ product: extra.productId });
    const cart = parse((await get(t.app, '/cart/', { token })).body);
    expect(cart.items.map((item) => item.product.id)).toEqual([gifted.productId, extra.productId]);
    expect(cart.bundles.map((bundle) => bundle.items.length)).toEqual([2]);
    expect(cart.count).toBe(3);
  });
});

describe('concurrent requests', () => {
  itRaces('racing first adds make one cart and add a product once', async () => {
    const reads = await Promise.all(Array.from({ length: 5 }, () => get(t.app, '/cart/', { token })));
    expect(reads.map((res) => res.body.hash)).toEqual(['', '', '', '', '']);
    const adds = await Promise.all(Array.from({ length: 5 }, () => add({ product: math.productId })));
    expect(adds.map((res) => res.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const res of adds.filter((r) => r.status === 400)) expectGeneralError(res, 'already_in_cart');
    expect(await cartsOf(student.id)).toBe(1);
    expect(parse((await get(t.app, '/cart/', { token })).body).items).toHaveLength(1);
  });
});

describe('PATCH and DELETE /cart/{id}/', () => {
  it('toggles auto-renewal and answers the cart', async () => {
    const cart = await added({ product: math.productId });
    const id = cart.items[0]!.id;
    const res = await api(t.app, 'PATCH', `/cart/${id}/`, { token, body: { is_prolong_subscription: true } });
    expect(res.status).toBe(200);
    expect(parse(res.body).items[0]!.isProlongSubscription).toBe(true);
    // An empty patch changes nothing.
    expect(
      parse((await api(t.app, 'PATCH', `/cart/${id}/`, { token, body: {} })).body).items[0]!.isProlongSubscription,
    ).toBe(true);
  });

  it('refuses a gift or rate plan the product does not have', async () => {
    const cart = await added({ product: gifted.productId });
    const id = cart.items[0]!.id;
    expectFieldError(
      await api(t.app, 'PATCH', `/cart/${id}/`, { token, body: { optional_gifts: [999_999] } }),
      'optional_gifts',
    );
    expectFieldError(
      await api(t.app, 'PATCH', `/cart/${id}/`, { token, body: { rate_plan: math.ratePlans[0]!.id } }),
      'rate_plan',
    );
    expectFieldError(
      await api(t.app, 'PATCH', `/cart/${id}/`, { token, body: { is_prolong_subscription: 1 } }),
      'is_prolong_subscription',
    );
    expectFieldError(await api(t.app, 'DELETE', '/cart/gifts/', { token, body: { ids: [999_999] } }), 'ids');
    expectFieldError(await api(t.app, 'DELETE', '/cart/gifts/', { token, body: { ids: [] } }), 'ids');
  });

  it("answers 404 for another student's item, a missing item or bundle, and 400 for a bad id", async () => {
    const cart = await added({ product: math.productId });
    const id = cart.items[0]!.id;
    const other = await accessTokenFor(await buildUser(t.db));
    expectError(
      await api(t.app, 'PATCH', `/cart/${id}/`, { token: other, body: { is_prolong_subscription: true } }),
      404,
      {
        code: 'not_found',
      },
    );
    expectError(await api(t.app, 'DELETE', `/cart/${id}/`, { token: other }), 404, { code: 'not_found' });
    expectError(await api(t.app, 'DELETE', '/cart/999999/', { token }), 404, { code: 'not_found' });
    expectError(await api(t.app, 'DELETE', '/cart/bundle/no-such-bundle/', { token }), 404, { code: 'not_found' });
    expectFieldError(await api(t.app, 'DELETE', '/cart/abc/', { token }), 'id');
    expectFieldError(await api(t.app, 'DELETE', '/cart/bundle/bad!hash/', { token }), 'hash');
    // Still there for its owner.
    const removed = await api(t.app, 'DELETE', `/cart/${id}/`, { token });
    expect(parse(removed.body).items).toEqual([]);
  });
});

describe('who may use the student cart endpoints', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/cart/'],
    ['GET', '/cart/count/'],
    ['POST', '/cart/', { product: 1 }],
    ['PATCH', '/cart/1/', {}],
    ['DELETE', '/cart/1/'],
    ['DELETE', '/cart/bundle/abcdefgh/'],
    ['DELETE', '/cart/gifts/', { ids: [1] }],
    ['POST', '/cart/referral-program/', { referral_id: 'ABCDEFGH' }],
    ['DELETE', '/cart/referral-program/'],
  ];

  it.each(endpoints)('%s %s needs a signed-in student', async (method, path, body) => {
    await expectSignInRequired(t.app, method as 'GET', path, student, { body });
    for (const role of ['TUTOR_ROLE', 'CURATOR_ROLE', 'MANAGER_CS'] as const) {
      const other = await accessTokenFor(await buildUser(t.db, { role }));
      expectForbidden(await api(t.app, method as 'GET', path, { token: other, body }));
    }
  });

  it('promo codes without a hash need a signed-in student too', async () => {
    expectError(await post(t.app, '/cart/coupon/', { coupon_value: 'X' }), 401, { code: 'not_authenticated' });
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await post(t.app, '/cart/coupon/', { coupon_value: 'X' }, { token: tutor }));
    expectForbidden(await api(t.app, 'DELETE', '/cart/coupon/', { token: tutor }));
  });
});

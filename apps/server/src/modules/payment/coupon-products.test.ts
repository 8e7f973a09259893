import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponProducts } from '../../db/schema.js';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { ownsProduct } from '../courses/courses.service.js';
import { createCouponProduct } from './coupon-products.js';
import { itRaces } from '../../test/races.js';

const COUPON = '/core/pay/coupon/';
const MY_COUPONS = '/products/my-coupons/';
let t: TestApp;
let mini: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  mini = await buildSaleProduct(t.db, { subject: 'Физика', courseType: 'course', startsInDays: -1 });
  await createCouponProduct(t.db, { code: 'FREEPHYS', productIds: [mini.productId], maxUses: 3 });
  await createCouponProduct(t.db, {
    code: 'OLDGIFT',
    productIds: [mini.productId],
    expiresAt: new Date(Date.now() - 1000),
  });
});
afterAll(() => t?.close());

const student = async () => {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
};
const uses = async (code: string) =>
  (await t.db.select().from(couponProducts).where(eq(couponProducts.code, code)))[0]?.usedCount;

describe('POST /core/pay/coupon/', () => {
  it('grants the products at once, whatever the case of the code; once per user', async () => {
    const { user, token } = await student();
    const res = await post(t.app, COUPON, { value: ' freephys ' }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.products).toEqual([
      { id: mini.productId, title: expect.any(String), product_type_id: mini.productTypeId },
    ]);
    expect(await ownsProduct(t.db, user.id, mini.productId, new Date())).toBe(true);
    expectFieldError(await post(t.app, COUPON, { value: 'FREEPHYS' }, { token }), 'value', 'coupon_already_activated');
    expect(await uses('FREEPHYS')).toBe(1);
  });

  itRaces('counts concurrent activations one at a time and stops at the limit', async () => {
    const students = await Promise.all([student(), student(), student()]);
    const answers = await Promise.all(
      students.map(({ token }) => post(t.app, COUPON, { value: 'FREEPHYS' }, { token })),
    );
    // One use went to the first test: two of these three succeed.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expectFieldError(refused, 'value', 'coupon_used_up');
    expect(await uses('FREEPHYS')).toBe(3);
  });

  it('answers 404 for an unknown code and a field error for an expired one', async () => {
    const { token } = await student();
    const body = expectError(await post(t.app, COUPON, { value: 'NOSUCHCODE' }, { token }), 404, { code: 'not_found' });
    expect(body.errors[0]?.detail).toBe('Такого промокода не существует.');
    expectFieldError(await post(t.app, COUPON, { value: 'OLDGIFT' }, { token }), 'value', 'coupon_expired');
    expectFieldError(await post(t.app, COUPON, { value: '' }, { token }), 'value');
    expectFieldError(await post(t.app, COUPON, {}, { token }), 'value');
  });

  it('lists what the student activated, newest first, with the products each gave (GET /products/my-coupons/)', async () => {
    const { token } = await student();
    const { token: other } = await student();
    // Codes of its own: the race test above uses FREEPHYS up (on PostgreSQL, where it runs).
    await createCouponProduct(t.db, { code: 'FIRSTGIFT', productIds: [mini.productId], maxUses: 10 });
    await createCouponProduct(t.db, { code: 'SECONDGIFT', productIds: [mini.productId], maxUses: 10 });
    expect((await get(t.app, MY_COUPONS, { token })).body).toEqual([]);
    await post(t.app, COUPON, { value: 'secondgift' }, { token });
    await post(t.app, COUPON, { value: 'FIRSTGIFT' }, { token });
    await post(t.app, COUPON, { value: 'SECONDGIFT' }, { token: other });
    const res = await get(t.app, MY_COUPONS, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((row: { code: string }) => row.code)).toEqual(['FIRSTGIFT', 'SECONDGIFT']);
    expect(res.body[0]).toEqual({
      code: 'FIRSTGIFT',
      activated_at: expect.any(String),
      products: [{ id: mini.productId, title: expect.any(String), product_type_id: mini.productTypeId }],
    });
  });

  it('is for signed-in students', async () => {
    const { user } = await student();
    await expectSignInRequired(t.app, 'GET', MY_COUPONS, user);
    await expectSignInRequired(t.app, 'POST', COUPON, user, { body: { value: 'FREEPHYS' } });
    const curator = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
    expectForbidden(await post(t.app, COUPON, { value: 'FREEPHYS' }, { token: curator }));
  });
});

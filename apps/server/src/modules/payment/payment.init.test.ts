import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SYSTEMS } from '@school/contract';
import { createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildCartLink, buildCoupon, buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, payBody, paymentState, startPayment } from '../../test/payment-factories.js';

const INIT = '/core/pay/init/';

let t: TestApp;
let math: SaleProduct;
let cheap: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  cheap = await buildSaleProduct(t.db, { subject: 'Физика', price: 40_000 });
});
afterAll(() => t?.close());

async function student() {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

describe('POST /core/pay/init/', () => {
  it('freezes the cart into an order and answers the sandbox checkout address', async () => {
    const { user, token } = await student();
    await addToCart(t.app, token, math.productId);
    const res = await post(t.app, INIT, payBody({ holder_name: '  Иванова   Мария  ' }), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const uuid = res.body.transaction_uuid;
    expect(res.body.redirect_url).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/sandbox-checkout/${uuid}\\?signature=[\\w-]{43}$`),
    );
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'pending', amount: 349_000, currency: 'RUB' });
    expect(state.order).toMatchObject({ holderName: 'Иванова Мария', amount: 349_000, status: 'created' });
    // The cart stays open until the payment is confirmed.
    expect((await get(t.app, '/cart/', { token })).body.items).toHaveLength(1);
  });

  it('refuses guests and other roles', async () => {
    const { user } = await student();
    await expectSignInRequired(t.app, 'POST', INIT, user, { body: payBody() });
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await post(t.app, INIT, payBody(), { token: tutor }));
  });

  it('answers field errors for bad bodies (spec 2 §5 full name, phone, e-mail, system)', async () => {
    const { token } = await student();
    await addToCart(t.app, token, math.productId);
    const cases: [Record<string, unknown>, string][] = [
      [{ holder_name: 'Ivanov Ivan' }, 'holder_name'],
      [{ holder_name: 'Иванов' }, 'holder_name'],
      [{ holder_name: 'Иванов И' }, 'holder_name'],
      [{ holder_name: '' }, 'holder_name'],
      [{ phone: '123' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ payment_system: 'BITCOIN' }, 'payment_system'],
      [{ redirect: 'https://evil.example.com/payment/success/' }, 'redirect'],
      [{ error_redirect: 'javascript:alert(1)' }, 'error_redirect'],
    ];
    for (const [override, attr] of cases) expectFieldError(await post(t.app, INIT, payBody(override), { token }), attr);
    const res = await post(t.app, INIT, '{"payment_system":', { token });
    expectError(res, 400, { code: 'parse_error' });
    expectFieldError(await post(t.app, INIT, {}, { token }), 'payment_system');
  });

  it('refuses the systems that are not configured, with a clear error', async () => {
    const { token } = await student();
    await addToCart(t.app, token, math.productId);
    for (const system of PAYMENT_SYSTEMS.filter((s) => s !== 'SANDBOX')) {
      const body = expectError(await post(t.app, INIT, payBody({ payment_system: system }), { token }), 400, {
        code: 'payment_system_not_configured',
      });
      expect(body.errors[0]?.detail).toContain(system);
    }
  });

  it('refuses an empty cart', async () => {
    const { token } = await student();
    expectError(await post(t.app, INIT, payBody(), { token }), 400, { code: 'cart_empty' });
  });

  it("pays a standalone cart by hash, claiming it; another student's is refused", async () => {
    const hash = (await get(t.app, `/cart/link/${await buildCartLink(t.db, [math.productId])}/`)).body.cart_hash;
    const { user, token } = await student();
    const uuid = await startPayment(t.app, token, {}, hash);
    expect((await paymentState(t.db, uuid, user.id)).order.amount).toBe(349_000);
    const other = await student();
    expectError(await post(t.app, INIT, payBody(), { token: other.token, query: { hash } }), 403, {
      code: 'cart_owned_by_another',
    });
    expectError(await post(t.app, INIT, payBody(), { token, query: { hash: 'unknown-hash-123' } }), 404, {
      code: 'not_found',
    });
  });

  it('by requisites only creates the order: the transaction waits, the answer is its page', async () => {
    const { user, token } = await student();
    await addToCart(t.app, token, math.productId);
    const res = await post(t.app, INIT, payBody({ requisites: true }), { token });
    const uuid = res.body.transaction_uuid;
    expect(res.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/success/${uuid}`);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction.status).toBe('pending');
    expect(state.access).toHaveLength(0);
    // Issue 8: the payer writes a short number in the payment purpose, not the uuid.
    expect(res.body.order_number).toBe(state.transaction.orderId);
    const again = await post(t.app, INIT, payBody({ requisites: true }), { token });
    expect(again.body).toMatchObject({ transaction_uuid: uuid, order_number: res.body.order_number });
  });

  it('confirms at once an order a promo code covers in full', async () => {
    const { user, token } = await student();
    const coupon = await buildCoupon(t.db, { type: 2, value: 50_000 });
    await addToCart(t.app, token, cheap.productId);
    await post(t.app, '/cart/coupon/', { coupon_value: coupon.code }, { token });
    const res = await post(t.app, INIT, payBody(), { token });
    const uuid = res.body.transaction_uuid;
    expect(res.body.redirect_url).toBe(`${TEST_PUBLIC_URL}/payment/success/${uuid}`);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'succeeded', amount: 0 });
    expect(state.access.map((row) => row.productId)).toEqual([cheap.productId]);
  });
});

describe('POST /core/pay/cloudpayments/init-widget/ without CloudPayments keys', () => {
  it('is refused as not configured', async () => {
    const { token } = await student();
    const body = { transaction_uuid: '00000000-0000-4000-8000-000000000000' };
    expectError(await post(t.app, '/core/pay/cloudpayments/init-widget/', body, { token }), 400, {
      code: 'payment_system_not_configured',
    });
    expectFieldError(await post(t.app, '/core/pay/cloudpayments/init-widget/', {}, { token }), 'transaction_uuid');
  });
});

describe('sandbox checkout endpoints', () => {
  it('know only sandbox transactions; a bad decision body is a field error', async () => {
    const { token } = await student();
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await get(t.app, `/core/pay/sandbox/transactions/${missing}/`), 404, { code: 'not_found' });
    const decide = (uuid: string, body: unknown) =>
      post(t.app, `/core/pay/sandbox/transactions/${uuid}/decision/`, body, { token });
    expectError(await decide(missing, { approve: true, signature: 'x' }), 404, { code: 'not_found' });
    await addToCart(t.app, token, math.productId);
    const uuid = await startPayment(t.app, token);
    expectFieldError(await decide(uuid, { approve: 'yes', signature: 'x' }), 'approve');
    expectFieldError(await decide(uuid, { approve: true }), 'signature');
  });
});

describe('GET /core/pay/public/ and the Kaspi uid check', () => {
  it('answers the payee details to anyone', async () => {
    const res = await get(t.app, '/core/pay/public/');
    expect(res.status).toBe(200);
    expect(res.body.payment_info).toMatchObject({
      recipient: expect.any(String),
      bik: expect.stringMatching(/^\d{9}$/),
    });
    expect(res.body.inn).toMatch(/^\d{10}$/);
  });

  it('knows no Kaspi payment of the user and needs a signed-in user', async () => {
    const { user, token } = await student();
    const res = await get(t.app, '/core/pay/kaspi/v1/check-uid/abc-123/', { token });
    expect(res.body).toEqual({ exists: false, status: null });
    await expectSignInRequired(t.app, 'GET', '/core/pay/kaspi/v1/check-uid/abc-123/', user);
    expect((await get(t.app, '/core/pay/kaspi/v1/check-uid/bad%20uid/', { token })).status).toBe(400);
  });
});

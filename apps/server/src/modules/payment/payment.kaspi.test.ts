import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, api, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectForbidden } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, paymentState, startCheckout } from '../../test/payment-factories.js';
import { getOrCreateSecret } from '../settings/settings.service.js';
import { KASPI_SANDBOX_SECRET, kaspiAuthorization } from './providers/kaspi.js';

/** A Kazakh number: the KZ server takes no other (docs/kaspi.md). */
const KZ_PHONE = '77011234567';
const CHECK = (uid: string) => `/core/pay/kaspi/v1/check-uid/${uid}/`;
const PAGE = (uuid: string) => `/core/pay/kaspi/transactions/${uuid}/`;
const DECIDE = (uuid: string) => `/core/pay/kaspi/sandbox/transactions/${uuid}/decision/`;

let kz: TestApp;
let ru: TestApp;
let course: SaleProduct;
let ruCourse: SaleProduct;

beforeAll(async () => {
  kz = await createTestApp({ VARIANT: 'KZ' });
  ru = await createTestApp();
  course = await buildSaleProduct(kz.db, { price: 2_500_000 });
  ruCourse = await buildSaleProduct(ru.db, { price: 349_000 });
});
afterAll(async () => {
  await kz?.close();
  await ru?.close();
});

async function student(t: TestApp = kz) {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

/** A student with the course in the cart and a Kaspi payment of it started. */
async function kaspiPayment(body: Record<string, unknown> = {}) {
  const { user, token } = await student();
  await addToCart(kz.app, token, course.productId);
  const started = await startCheckout(kz.app, token, { payment_system: 'KSPI', phone: KZ_PHONE, ...body });
  return { user, token, ...started };
}

/** Kaspi's callback as the sandbox signs it (Basic auth with the sandbox's secret). */
async function callback(query: Record<string, string>, authorization?: string) {
  const auth = authorization ?? kaspiAuthorization(await getOrCreateSecret(kz.db, KASPI_SANDBOX_SECRET));
  return api(kz.app, 'GET', '/core/pay/kaspi/notify/', { query, headers: { authorization: auth } });
}

describe('Kaspi on the KZ variant (docs/kaspi.md)', () => {
  it('is offered in the cart on KZ and not on RU', async () => {
    const { token } = await student();
    const kzCart = await get(kz.app, '/cart/', { token });
    expect(kzCart.body.org_info.payment_info.systems).toContain('KSPI');
    const ruStudent = await student(ru);
    const ruCart = await get(ru.app, '/cart/', { token: ruStudent.token });
    expect(ruCart.body.org_info.payment_info.systems).not.toContain('KSPI');
  });

  it('init sends the payer to the Kaspi payment page, which shows the order to the payer only', async () => {
    const { uuid, redirectUrl, token, user } = await kaspiPayment();
    expect(redirectUrl).toBe(`${TEST_PUBLIC_URL}/payment/kaspi/${uuid}`);
    const page = await get(kz.app, PAGE(uuid), { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const state = await paymentState(kz.db, uuid, user.id);
    expect(page.body).toMatchObject({
      uuid,
      order_number: state.order.id,
      amount: 2_500_000,
      currency: 'KZT',
      status: 'pending',
      sandbox: true,
      pay_url: `${TEST_PUBLIC_URL}/payment/kaspi/${uuid}`,
      success_url: `${TEST_PUBLIC_URL}/payment/success/${uuid}`,
      reject_url: `${TEST_PUBLIC_URL}/payment/reject?transaction=${uuid}`,
    });
    const other = await student();
    expectForbidden(await get(kz.app, PAGE(uuid), { token: other.token }));
  });

  it('the uid check answers true only for the caller’s own Kaspi payment', async () => {
    const { uuid, token } = await kaspiPayment();
    expect((await get(kz.app, CHECK(uuid), { token })).body).toEqual({ exists: true, status: 'pending' });
    // Another student holding the uuid learns nothing.
    const other = await student();
    expect((await get(kz.app, CHECK(uuid), { token: other.token })).body).toEqual({ exists: false, status: null });
    // An unknown uid, a card (sandbox) payment of the caller, a Kaspi "payment" by requisites: not Kaspi payments.
    expect((await get(kz.app, CHECK('kspi-unknown-1'), { token })).body).toEqual({ exists: false, status: null });
    const card = await student();
    await addToCart(kz.app, card.token, course.productId);
    const sandbox = await startCheckout(kz.app, card.token, { phone: KZ_PHONE });
    expect((await get(kz.app, CHECK(sandbox.uuid), { token: card.token })).body.exists).toBe(false);
    const requisites = await student();
    await addToCart(kz.app, requisites.token, course.productId);
    const byDetails = await startCheckout(kz.app, requisites.token, {
      payment_system: 'KSPI',
      phone: KZ_PHONE,
      requisites: true,
    });
    expect((await get(kz.app, CHECK(byDetails.uuid), { token: requisites.token })).body.exists).toBe(false);
    expect((await get(kz.app, PAGE(byDetails.uuid), { token: requisites.token })).status).toBe(404);
  });

  it('the sandbox "pay" grants the course once; the uid check then says succeeded', async () => {
    const { uuid, token, user } = await kaspiPayment();
    const paid = await post(kz.app, DECIDE(uuid), { approve: true }, { token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ status: 'succeeded' });
    // A second click, or a decline after paying, changes nothing.
    expect((await post(kz.app, DECIDE(uuid), { approve: true }, { token })).body).toEqual({ status: 'succeeded' });
    expect((await post(kz.app, DECIDE(uuid), { approve: false }, { token })).body).toEqual({ status: 'succeeded' });
    const state = await paymentState(kz.db, uuid, user.id);
    expect(state.order.status).toBe('paid');
    expect(state.access.map((row) => row.productId)).toEqual([course.productId]);
    expect((await get(kz.app, CHECK(uuid), { token })).body).toEqual({ exists: true, status: 'succeeded' });
  });

  it('the sandbox "decline" declines and leaves the cart open; only the payer decides', async () => {
    const { uuid, token, user } = await kaspiPayment();
    const other = await student();
    expectError(await post(kz.app, DECIDE(uuid), { approve: true }, { token: other.token }), 404, {});
    expect((await post(kz.app, DECIDE(uuid), { approve: false }, { token })).body).toEqual({ status: 'declined' });
    const state = await paymentState(kz.db, uuid, user.id);
    expect(state.transaction.errorMessage).toBe('Платёж отклонён в приложении Kaspi.');
    expect(state.access).toEqual([]);
    expect((await get(kz.app, '/cart/', { token })).body.items).toHaveLength(1);
  });

  it('Kaspi’s check and pay callbacks: authenticated, the right sum, applied exactly once', async () => {
    const { uuid, user } = await kaspiPayment();
    const base = { txn_id: '9000001', account: uuid, sum: '25000.00' };
    expectError(await callback({ command: 'check', ...base }, 'Basic a2FzcGk6d3Jvbmc='), 401, {
      code: 'invalid_signature',
    });
    expectError(await callback({ command: 'check', ...base }, ''), 401, {});
    expect((await callback({ command: 'check', ...base, sum: '1.00' })).body).toMatchObject({ result: 5 });
    expect((await callback({ command: 'check', ...base, account: 'nope' })).body).toMatchObject({ result: 1 });
    const check = await callback({ command: 'check', ...base });
    expect(check.body).toMatchObject({ txn_id: '9000001', result: 0, sum: '25000.00' });
    const pay = await callback({ command: 'pay', ...base, txn_date: '20261127101500' });
    expect(pay.body).toMatchObject({
      result: 0,
      prv_txn_id: String((await paymentState(kz.db, uuid, user.id)).order.id),
    });
    expect((await callback({ command: 'pay', ...base })).body).toMatchObject({ result: 0 });
    const state = await paymentState(kz.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'succeeded', providerTransactionId: '9000001' });
    expect(state.access).toHaveLength(1);
    expect((await callback({ command: 'check', ...base })).body).toMatchObject({ result: 3 });
    // Kaspi's own txn id finds the payment in the uid check too.
    const token = await accessTokenFor(user);
    expect((await get(kz.app, CHECK('9000001'), { token })).body).toEqual({ exists: true, status: 'succeeded' });
    expect((await callback({ command: 'refund', ...base })).status).toBe(400);
  });

  it('RU refuses Kaspi everywhere', async () => {
    const { token } = await student(ru);
    await addToCart(ru.app, token, ruCourse.productId);
    const init = await post(
      ru.app,
      '/core/pay/init/',
      {
        payment_system: 'KSPI',
        holder_name: 'Иванова Мария',
        phone: '79161234567',
        email: 'payer@example.com',
      },
      { token },
    );
    expectError(init, 400, { code: 'payment_system_not_configured' });
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect((await get(ru.app, PAGE(uuid), { token })).status).toBe(404);
    expect((await post(ru.app, DECIDE(uuid), { approve: true }, { token })).status).toBe(404);
    expect((await api(ru.app, 'GET', '/core/pay/kaspi/notify/', { query: { command: 'check' } })).status).toBe(404);
  });
});

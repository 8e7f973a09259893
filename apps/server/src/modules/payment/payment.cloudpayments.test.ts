import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectForbidden } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, payBody, paymentState } from '../../test/payment-factories.js';
import { signCloudPayments } from './providers/cloudpayments.js';

const SECRET = 'cp-api-secret-for-tests';
let t: TestApp;
let math: SaleProduct;

beforeAll(async () => {
  t = await createTestApp({ CLOUDPAYMENTS_PUBLIC_ID: 'pk_test_123', CLOUDPAYMENTS_API_SECRET: SECRET });
  math = await buildSaleProduct(t.db, { price: 349_050 });
});
afterAll(() => t?.close());

async function pending() {
  const user = await buildUser(t.db);
  const token = await accessTokenFor(user);
  await addToCart(t.app, token, math.productId);
  const res = await post(t.app, '/core/pay/init/', payBody({ payment_system: 'CP' }), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const uuid: string = res.body.transaction_uuid;
  return { user, token, uuid, redirectUrl: res.body.redirect_url as string };
}

/** A CloudPayments notification as it sends them: form-encoded, signed over the raw body. */
function notify(
  kind: 'pay' | 'fail',
  fields: Record<string, string>,
  options: { header?: string; signature?: string; json?: boolean } = {},
) {
  const body = options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return api(t.app, 'POST', `/core/pay/cloudpayments/notify/${kind}/`, {
    body,
    contentType: options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    headers: { [options.header ?? 'content-hmac']: options.signature ?? signCloudPayments(body, SECRET) },
  });
}

const payFields = (uuid: string, amount = '3490.50') => ({
  TransactionId: String(Math.floor(Math.random() * 1e9)),
  Amount: amount,
  Currency: 'RUB',
  InvoiceId: uuid,
  AccountId: '1',
  Status: 'Completed',
});

describe('CloudPayments', () => {
  it('init answers the success page; the widget gets the pending transaction of its payer only', async () => {
    const { user, token, uuid, redirectUrl } = await pending();
    expect(redirectUrl).toBe(`${TEST_PUBLIC_URL}/payment/success/${uuid}`);
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ paymentSystem: 'CP', status: 'pending', amount: 349_050 });
    const widget = await post(t.app, '/core/pay/cloudpayments/init-widget/', { transaction_uuid: uuid }, { token });
    expect(widget.status, JSON.stringify(widget.body)).toBe(200);
    expect(widget.body).toMatchObject({
      public_id: 'pk_test_123',
      amount: 3490.5,
      currency: 'RUB',
      invoice_id: uuid,
      account_id: String(user.id),
      email: 'payer@example.com',
    });
    const other = await accessTokenFor(await buildUser(t.db));
    expectForbidden(
      await post(t.app, '/core/pay/cloudpayments/init-widget/', { transaction_uuid: uuid }, { token: other }),
    );
    const answer = await get(t.app, `/core/pay/transactions/${uuid}/`, { token });
    expect(answer.body.payment_system).toBe('CP');
  });

  it('a Pay notification grants access once, repeated or concurrent, signed in either header', async () => {
    const { user, uuid } = await pending();
    const fields = payFields(uuid);
    const answers = await Promise.all([notify('pay', fields), notify('pay', fields, { header: 'x-content-hmac' })]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { code: 0 }],
      [200, { code: 0 }],
    ]);
    expect((await notify('pay', fields)).body).toEqual({ code: 0 });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'succeeded', providerTransactionId: fields.TransactionId });
    expect(state.access).toHaveLength(1);
    expect(state.documents).toHaveLength(1);
  });

  it('reads a JSON notification too', async () => {
    const { user, uuid } = await pending();
    expect((await notify('pay', payFields(uuid), { json: true })).body).toEqual({ code: 0 });
    expect((await paymentState(t.db, uuid, user.id)).transaction.status).toBe('succeeded');
  });

  it('refuses a tampered or unsigned notification with 401 and changes nothing', async () => {
    const { user, uuid } = await pending();
    const signed = new URLSearchParams(payFields(uuid, '1.00')).toString();
    const forged = await notify('pay', payFields(uuid), { signature: signCloudPayments(signed, SECRET) });
    expectError(forged, 401, { code: 'invalid_signature' });
    expectError(await notify('pay', payFields(uuid), { signature: signCloudPayments('x', 'other-secret') }), 401, {
      code: 'invalid_signature',
    });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction.status).toBe('pending');
    expect(state.access).toHaveLength(0);
  });

  it('a Fail notification declines the payment and leaves the cart as it was', async () => {
    const { user, token, uuid } = await pending();
    const fields = { ...payFields(uuid), Reason: 'InsufficientFunds', ReasonCode: '5051' };
    expect((await notify('fail', fields)).body).toEqual({ code: 0 });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'declined', errorMessage: 'InsufficientFunds' });
    expect((await get(t.app, '/cart/', { token })).body.items).toHaveLength(1);
  });

  it('answers code 10 for an unknown invoice, 400 for an unreadable one, 404 for an unknown kind', async () => {
    expect((await notify('pay', payFields('00000000-0000-4000-8000-000000000000'))).body).toEqual({ code: 10 });
    expectError(await notify('pay', { Amount: 'lots' }), 400, { code: 'parse_error' });
    const res = await api(t.app, 'POST', '/core/pay/cloudpayments/notify/refund/', { body: 'a=1' });
    expectError(res, 404, { code: 'not_found' });
  });
});

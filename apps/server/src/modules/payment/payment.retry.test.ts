import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, notifySandbox, payBody, paymentState, startPayment } from '../../test/payment-factories.js';
import { signCloudPayments } from './providers/cloudpayments.js';
import { itRaces } from '../../test/races.js';

// Issue 7 item 2: a decline followed by a successful payment must grant, exactly once; money
// that cannot be applied is recorded for staff, never dropped.
const SECRET = 'cp-api-secret-for-retry-tests';
let t: TestApp;
let math: SaleProduct;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ CLOUDPAYMENTS_PUBLIC_ID: 'pk_retry', CLOUDPAYMENTS_API_SECRET: SECRET });
  math = await buildSaleProduct(t.db, { price: 349_050 });
  staff = await accessTokenFor(await buildUser(t.db, { role: 'PAY_INSPECTOR' }));
});
afterAll(() => t?.close());

async function pending(system: 'CP' | 'SANDBOX') {
  const user = await buildUser(t.db);
  const token = await accessTokenFor(user);
  await addToCart(t.app, token, math.productId);
  return { user, token, uuid: await startPayment(t.app, token, { payment_system: system }) };
}

function cloudPayments(kind: 'pay' | 'fail', uuid: string, transactionId: string, amount = '3490.50') {
  const body = new URLSearchParams({ TransactionId: transactionId, Amount: amount, Currency: 'RUB', InvoiceId: uuid });
  return api(t.app, 'POST', `/core/pay/cloudpayments/notify/${kind}/`, {
    body: body.toString(),
    contentType: 'application/x-www-form-urlencoded',
    headers: { 'content-hmac': signCloudPayments(body.toString(), SECRET) },
  });
}

/** The incidents staff see for one transaction, as [kind, provider transaction id, refund]. */
async function incidentsOf(uuid: string) {
  const res = await get(t.app, '/staff/payments/incidents/', { token: staff, query: { limit: '100' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results
    .filter((row: { transaction_uuid: string }) => row.transaction_uuid === uuid)
    .map((row: { kind: string; provider_transaction_id: string; refund: boolean }) => [
      row.kind,
      row.provider_transaction_id,
      row.refund,
    ]);
}

describe('a successful payment after a decline', () => {
  it('CloudPayments Fail then Pay with a new TransactionId grants, once', async () => {
    const { user, token, uuid } = await pending('CP');
    expect((await cloudPayments('fail', uuid, '1001')).body).toEqual({ code: 0 });
    expect((await paymentState(t.db, uuid, user.id)).transaction.status).toBe('declined');
    expect((await cloudPayments('pay', uuid, '1002')).body).toEqual({ code: 0 });
    expect((await cloudPayments('pay', uuid, '1002')).body).toEqual({ code: 0 });
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'succeeded', providerTransactionId: '1002', errorMessage: null });
    expect(state.order.status).toBe('paid');
    expect(state.access.map((row) => row.productId)).toEqual([math.productId]);
    expect(state.documents).toHaveLength(1);
    expect((await get(t.app, '/cart/', { token })).body.items).toEqual([]);
    expect(await incidentsOf(uuid)).toEqual([]);
  });

  it('SANDBOX after a wrong-amount notice: the mismatch is an incident, the right payment grants', async () => {
    const { user, uuid } = await pending('SANDBOX');
    const wrong = await notifySandbox(t.app, t.db, {
      uuid,
      transactionId: 'sbx_wrong',
      status: 'succeeded',
      amount: 1,
    });
    expect(wrong.body.status).toBe('incident');
    expect((await paymentState(t.db, uuid, user.id)).access).toHaveLength(0);
    const right = await notifySandbox(t.app, t.db, {
      uuid,
      transactionId: 'sbx_right',
      status: 'succeeded',
      amount: 349_050,
    });
    expect(right.body.status).toBe('succeeded');
    const state = await paymentState(t.db, uuid, user.id);
    expect(state.transaction).toMatchObject({ status: 'succeeded', providerTransactionId: 'sbx_right' });
    expect(state.access).toHaveLength(1);
    expect(await incidentsOf(uuid)).toEqual([['amount_mismatch', 'sbx_wrong', false]]);
  });

  // Meaningful on PostgreSQL (DATABASE_URL): PGlite runs one request at a time, so only there do
  // the notices really overlap on the transaction's row lock.
  itRaces(
    'a decline and two different successes at once: granted once, the second charge flagged for refund',
    async () => {
      const { user, uuid } = await pending('CP');
      const answers = await Promise.all([
        cloudPayments('fail', uuid, '2001'),
        cloudPayments('pay', uuid, '2002'),
        cloudPayments('pay', uuid, '2003'),
      ]);
      expect(answers.map((a) => a.body)).toEqual([{ code: 0 }, { code: 0 }, { code: 0 }]);
      const state = await paymentState(t.db, uuid, user.id);
      expect(state.transaction.status).toBe('succeeded');
      expect(state.access).toHaveLength(1);
      expect(state.documents).toHaveLength(1);
      const charged = state.transaction.providerTransactionId;
      const other = charged === '2002' ? '2003' : '2002';
      expect(await incidentsOf(uuid)).toEqual([['duplicate_payment', other, true]]);
    },
  );
});

describe('GET /staff/payments/incidents/', () => {
  it('is for payment staff only, paginated, newest first, with the notice as received', async () => {
    const { uuid } = await pending('CP');
    await cloudPayments('pay', uuid, '3001', '1.00');
    await cloudPayments('pay', uuid, '3002', '2.00');
    expectNotAuthenticated(await get(t.app, '/staff/payments/incidents/'));
    const student = await accessTokenFor(await buildUser(t.db));
    expectForbidden(await get(t.app, '/staff/payments/incidents/', { token: student }));
    const manager = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
    const first = await get(t.app, '/staff/payments/incidents/', { token: manager, query: { limit: '1' } });
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(2);
    expect(first.body.results).toHaveLength(1);
    expect(first.body.results[0]).toMatchObject({
      kind: 'amount_mismatch',
      transaction_uuid: uuid,
      provider_transaction_id: '3002',
      amount: 200,
      currency: 'RUB',
      refund: false,
      resolved_at: null,
    });
    expect(JSON.parse(first.body.results[0].payload)).toMatchObject({ TransactionId: '3002', InvoiceId: uuid });
    const second = await get(t.app, '/staff/payments/incidents/', { token: staff, query: { limit: '1', offset: '1' } });
    expect(second.body.results[0]).toMatchObject({ provider_transaction_id: '3001', amount: 100 });
  });
});

describe('a deployment with the sandbox and CloudPayments both configured', () => {
  it('offers both in the cart, the sandbox first and by default', async () => {
    const token = await accessTokenFor(await buildUser(t.db));
    const cart = await addToCart(t.app, token, math.productId);
    expect(cart.org_info.payment_info).toEqual({ system: 'SANDBOX', systems: ['SANDBOX', 'CP'] });
    expect((await post(t.app, '/core/pay/init/', payBody({ payment_system: 'CP' }), { token })).status).toBe(201);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, createTestApp, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, notifySandbox, paymentState, startCheckout, startPayment } from '../../test/payment-factories.js';
import { paymentIncidents, refunds, staffAuditLog, studentProducts, transactions } from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';
import { itRaces } from '../../test/races.js';
import { PAYMENT_LOCK_MINUTES } from '../payment/payment-lock.js';
import { Providers } from '../payment/providers/registry.js';
import type { PaymentProvider, RefundRequest } from '../payment/providers/provider.js';

// docs/staff-commerce.md "Refunds": partial refunds, the provider outside the order lock, refund_due orders.
const ORDERS = '/staff/commerce/orders/';

let t: TestApp;
let head: string;
let course: SaleProduct;

beforeAll(async () => {
  t = await createTestApp();
  head = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
  course = await buildSaleProduct(t.db, { price: 200_000 });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

async function buyer() {
  const user = await buildUser(t.db);
  const token = await accessTokenFor(user);
  await addToCart(t.app, token, course.productId);
  return { user, token };
}

/** A student who paid for the course in the sandbox. */
async function paidOrder() {
  const { user, token } = await buyer();
  const uuid = await startPayment(t.app, token);
  expect((await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 200_000 })).status).toBe(200);
  const { order } = await paymentState(t.db, uuid, user.id);
  return { user, orderId: order.id };
}

const refund = (orderId: number, body: object) => post(t.app, `${ORDERS}${orderId}/refund/`, body, { token: head });
const detail = async (orderId: number) => (await get(t.app, `${ORDERS}${orderId}/`, { token: head })).body;
const accessOf = (userId: number) => t.db.select().from(studentProducts).where(eq(studentProducts.studentId, userId));
const refundsOf = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const auditActions = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, String(orderId))))
      .orderBy(desc(staffAuditLog.id))
  ).map((row) => row.action);

/** The next provider the adapter hands out refuses (or never answers) with `error`. */
function providerFails(error: Error) {
  const failing = { refund: () => Promise.reject(error) } as unknown as PaymentProvider;
  return vi.spyOn(Providers.prototype, 'get').mockReturnValueOnce(failing);
}

describe('partial refunds', () => {
  it('refunds parts until the paid amount is used up; a part keeps the access by default', async () => {
    const { user, orderId } = await paidOrder();
    expectFieldError(await refund(orderId, { reason: 'Часть', amount: 0 }), 'amount');
    expectFieldError(await refund(orderId, { reason: 'Часть', amount: 10.5 }), 'amount');
    expectFieldError(await refund(orderId, { reason: 'Часть', amount: 200_001 }), 'amount', 'too_large');

    const first = await refund(orderId, { reason: 'Часть курса', amount: 50_000 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 50_000,
      refundable_amount: 150_000,
      refunds: [{ status: 'succeeded', amount: 50_000, keep_access: true }],
    });
    expect(await accessOf(user.id)).toHaveLength(1);
    expectFieldError(await refund(orderId, { reason: 'Ещё', amount: 150_001 }), 'amount', 'too_large');

    // The rest, without an amount: the whole remainder, the access goes by default.
    const rest = await refund(orderId, { reason: 'Остаток' });
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_amount: 200_000, refundable_amount: 0 });
    expect(rest.body.refunds.map((row: { amount: number }) => row.amount)).toEqual([50_000, 150_000]);
    expect(await accessOf(user.id)).toHaveLength(0);
    expectError(await refund(orderId, { reason: 'Ещё раз', amount: 1 }), 409, { code: 'already_refunded' });
    expect(await auditActions(orderId)).toEqual(['order.refund', 'order.refund']);
  });

  it('a partial refund revokes the access when asked, and the provider is asked for that amount', async () => {
    const { user, orderId } = await paidOrder();
    const asked: RefundRequest[] = [];
    const provider = {
      refund: (request: RefundRequest) => {
        asked.push(request);
        return Promise.resolve({ providerRefundId: 'cp-1' });
      },
    } as unknown as PaymentProvider;
    vi.spyOn(Providers.prototype, 'get').mockReturnValueOnce(provider);
    const res = await refund(orderId, { reason: 'Часть', amount: 30_000, keep_access: false });
    expect(res.body).toMatchObject({
      status: 'partially_refunded',
      refunds: [{ keep_access: false, provider_refund_id: 'cp-1' }],
    });
    expect(asked).toEqual([expect.objectContaining({ amount: 30_000, currency: 'RUB' })]);
    expect(await accessOf(user.id)).toHaveLength(0);
  });
});

describe('the provider outside the order lock', () => {
  itRaces('four partial refunds at once never give back more than was paid', async () => {
    const { orderId } = await paidOrder();
    const answers = await Promise.all([1, 2, 3, 4].map(() => refund(orderId, { reason: 'Гонка', amount: 80_000 })));
    const rows = await refundsOf(orderId);
    const succeeded = rows.filter((row) => row.status === 'succeeded');
    expect(succeeded.length).toBe(answers.filter((res) => res.status === 200).length);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(succeeded.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(200_000);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(0);
    for (const res of answers.filter((answer) => answer.status !== 200)) {
      expect([400, 409]).toContain(res.status);
      expect(['refund_pending', 'too_large']).toContain(res.body.errors[0].code);
    }
  });

  it('a refusal fails the refund: 502, the order stays paid, a new attempt may follow', async () => {
    const { user, orderId } = await paidOrder();
    providerFails(new AppError(502, 'refund_failed', 'CloudPayments не провёл возврат: Недостаточно средств'));
    expectError(await refund(orderId, { reason: 'Сбой' }), 502, { code: 'refund_failed' });
    const after = await detail(orderId);
    expect(after).toMatchObject({
      status: 'paid',
      refunded_amount: 0,
      refundable_amount: 200_000,
      refunds: [{ status: 'failed', error_message: expect.stringMatching(/Недостаточно средств/) }],
    });
    expect(await accessOf(user.id)).toHaveLength(1);
    expect(await auditActions(orderId)).toEqual(['order.refund_failed']);

    const retry = await refund(orderId, { reason: 'Повтор' });
    expect(retry.body).toMatchObject({ status: 'refunded', refunded_amount: 200_000 });
    expect((await refundsOf(orderId)).map((row) => row.status)).toEqual(['failed', 'succeeded']);
  });

  it('an answer that never came leaves the refund pending: nothing else moves until it is resolved', async () => {
    const { user, orderId } = await paidOrder();
    providerFails(new TypeError('fetch failed'));
    expectError(await refund(orderId, { reason: 'Таймаут' }), 502, { code: 'refund_failed' });
    expect(await detail(orderId)).toMatchObject({ status: 'paid', refunds: [{ status: 'pending' }] });
    expect(await accessOf(user.id)).toHaveLength(1);
    expectError(await refund(orderId, { reason: 'Ещё раз' }), 409, { code: 'refund_pending' });
  });

  it('an operator resolves a pending refund after checking the provider', async () => {
    const { user, orderId } = await paidOrder();
    providerFails(new TypeError('fetch failed'));
    await refund(orderId, { reason: 'Таймаут' });
    const [pending] = await refundsOf(orderId);
    const resolve = (id: number, body: object) =>
      post(t.app, `/staff/commerce/refunds/${id}/resolve/`, body, { token: head });
    expectFieldError(await resolve(pending!.id, { outcome: 'maybe', note: 'Проверил' }), 'outcome');
    expectFieldError(await resolve(pending!.id, { outcome: 'failed', note: '' }), 'note');
    expectError(await resolve(999_999, { outcome: 'failed', note: 'Проверил' }), 404, { code: 'not_found' });

    // Not in the provider's dashboard: failed, and the order may be refunded again.
    const failed = await resolve(pending!.id, { outcome: 'failed', note: 'В кабинете CloudPayments возврата нет' });
    expect(failed.body).toMatchObject({ status: 'paid', refunds: [{ status: 'failed' }] });
    expectError(await resolve(pending!.id, { outcome: 'succeeded', note: 'Ещё раз' }), 409, {
      code: 'refund_not_pending',
    });

    providerFails(new TypeError('fetch failed'));
    await refund(orderId, { reason: 'Снова таймаут' });
    const second = (await refundsOf(orderId)).find((row) => row.status === 'pending')!;
    // In the dashboard: succeeded, and everything transaction 2 does happens now.
    const done = await resolve(second.id, { outcome: 'succeeded', providerRefundId: '9001', note: 'Возврат есть' });
    expect(done.body).toMatchObject({
      status: 'refunded',
      refunded_amount: 200_000,
      refunds: [{ status: 'failed' }, { status: 'succeeded', provider_refund_id: '9001' }],
    });
    expect(await accessOf(user.id)).toHaveLength(0);
    expect(await auditActions(orderId)).toEqual(['order.refund', 'order.refund_failed']);
  });

  it('a second pending claim of one order is refused by the database too', async () => {
    const { orderId } = await paidOrder();
    const row = { orderId, amount: 1, currency: 'RUB', reason: 'x', keepAccess: true, status: 'pending' };
    await t.db.insert(refunds).values(row);
    await expect(t.db.insert(refunds).values(row)).rejects.toThrow();
    expectError(await refund(orderId, { reason: 'Ещё раз' }), 409, { code: 'refund_pending' });
  });
});

describe('refund_due orders (money received but never applied)', () => {
  /** Two orders of one cart both paid: the second is refund_due (docs/commerce.md "Incidents"). */
  async function refundDueOrder() {
    const { user, token } = await buyer();
    const first = await startCheckout(t.app, token);
    const before = new Date(Date.now() - (PAYMENT_LOCK_MINUTES + 1) * 60_000);
    await t.db.update(transactions).set({ createdAt: before }).where(eq(transactions.uuid, first.uuid));
    const second = await startCheckout(t.app, token);
    for (const uuid of [first.uuid, second.uuid]) {
      await notifySandbox(t.app, t.db, { uuid, status: 'succeeded', amount: 200_000 });
    }
    const { order } = await paymentState(t.db, second.uuid, user.id);
    expect(order.status).toBe('refund_due');
    return { user, orderId: order.id };
  }

  it('refunds them without touching the access the other order granted', async () => {
    const { user, orderId } = await refundDueOrder();
    expect(await detail(orderId)).toMatchObject({ refundable_amount: 200_000 });
    const part = await refund(orderId, { reason: 'Двойная оплата', amount: 100_000, keep_access: false });
    expect(part.body).toMatchObject({ status: 'refund_due', refunded_amount: 100_000, refundable_amount: 100_000 });
    const rest = await refund(orderId, { reason: 'Двойная оплата', keep_access: false });
    expect(rest.body).toMatchObject({ status: 'refunded', refunds: [{ amount: 100_000 }, { amount: 100_000 }] });
    expect(await accessOf(user.id)).toHaveLength(1);
    const incidents = await t.db.select().from(paymentIncidents).where(eq(paymentIncidents.orderId, orderId));
    expect(incidents.every((row) => row.resolvedAt !== null)).toBe(true);
    expectError(await refund(orderId, { reason: 'Ещё раз' }), 409, { code: 'already_refunded' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIncidents, purchaseDocuments } from '../../db/schema.js';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { buildSaleProduct } from '../../test/commerce-factories.js';
import { addToCart, decideSandbox, paymentState, startCheckout } from '../../test/payment-factories.js';
import { itRaces } from '../../test/races.js';
import { recordPurchaseBonuses } from '../referral/referral.service.js';

const REPORT = '/v2/students/financial-report/';
let t: TestApp;
let buyer: TestUser;
let token: string;
let orderId: number;
let uuid: string;
let documentIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const math = await buildSaleProduct(t.db, { price: 349_000 });
  buyer = await buildUser(t.db);
  token = await accessTokenFor(buyer);
  await addToCart(t.app, token, math.productId);
  const checkout = await startCheckout(t.app, token);
  uuid = checkout.uuid;
  expect((await decideSandbox(t.app, token, checkout.redirectUrl, true)).status).toBe(200);
  const state = await paymentState(t.db, uuid, buyer.id);
  orderId = state.order.id;
  documentIds = state.documents.map((d) => d.id);
});
afterAll(() => t?.close());

describe('GET /v2/students/financial-report/', () => {
  it('lists what the student paid, got back and earned as bonuses, newest first, with totals', async () => {
    const friend = await buildUser(t.db);
    await t.db.transaction((tx) =>
      recordPurchaseBonuses(tx, { orderId: null, buyerId: friend.id, referrerId: buyer.id, amount: 10_000 }),
    );
    await t.db.insert(paymentIncidents).values({
      kind: 'second_success',
      transactionUuid: uuid,
      orderId,
      paymentSystem: 'SANDBOX',
      providerTransactionId: 'sbx-refund-1',
      amount: 349_000,
      currency: 'RUB',
      refund: true,
      detail: 'paid twice',
      createdAt: new Date(Date.now() + 60_000),
    });
    const res = await get(t.app, REPORT, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((r: { kind: string }) => r.kind)).toEqual(['refund', 'bonus_earned', 'order']);
    expect(res.body.results[2]).toMatchObject({
      amount: 349_000,
      currency: 'RUB',
      description: `Оплата заказа № ${orderId}`,
    });
    expect(res.body.totals).toEqual({ paid: 349_000, refunded: 349_000, bonuses_earned: 50_000, bonuses_used: 0 });
    const page = await get(t.app, REPORT, { token, query: { limit: '1', offset: '1' } });
    expect(page.body.results.map((r: { kind: string }) => r.kind)).toEqual(['bonus_earned']);
  });

  it("shows nothing of another student's money, refuses a bad page and other roles", async () => {
    const other = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, REPORT, { token: other })).body).toMatchObject({ count: 0, results: [] });
    expectFieldError(await get(t.app, REPORT, { token, query: { limit: '0' } }), 'limit');
    expectForbidden(
      await get(t.app, REPORT, { token: await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' })) }),
    );
  });
});

describe('/v2/students/offer/{id}/ and the offer application', () => {
  it("answers the purchase's offer, accepted once; the first time stays", async () => {
    const id = documentIds[0]!;
    const before = await get(t.app, `/v2/students/offer/${id}/`, { token });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ id, order_id: orderId, accepted_at: null });
    const accepted = await api(t.app, 'PATCH', `/v2/students/offer/${id}/`, { token, body: { accepted: true } });
    expect(accepted.body.accepted_at).toEqual(expect.any(String));
    const again = await api(t.app, 'PATCH', `/v2/students/offer/${id}/`, { token, body: { accepted: true } });
    expect(again.body.accepted_at).toBe(accepted.body.accepted_at);
  });

  it("answers 404 for another student's purchase and 400 for a bad body or id", async () => {
    const id = documentIds[0]!;
    const other = await accessTokenFor(await buildUser(t.db));
    expectError(await get(t.app, `/v2/students/offer/${id}/`, { token: other }), 404, { code: 'not_found' });
    expectError(
      await api(t.app, 'PATCH', `/v2/students/offer/${id}/`, { token: other, body: { accepted: true } }),
      404,
      {
        code: 'not_found',
      },
    );
    expectError(
      await get(t.app, '/students/documents/offer-application/', { token: other, query: { id: String(id) } }),
      404,
      {
        code: 'not_found',
      },
    );
    expectFieldError(
      await api(t.app, 'PATCH', `/v2/students/offer/${id}/`, { token, body: { accepted: false } }),
      'accepted',
    );
    expectFieldError(await get(t.app, '/v2/students/offer/abc/', { token }), 'id');
    expectFieldError(await get(t.app, '/students/documents/offer-application/', { token }), 'id');
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, `/v2/students/offer/${id}/`, { token: tutor }));
  });

  it('links the PDF whose second page is the application to join the offer', async () => {
    const id = documentIds[0]!;
    const res = await get(t.app, '/students/documents/offer-application/', { token, query: { id: String(id) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.body.url);
    expect(url.hash).toBe('#page=2');
    const pdf = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  itRaces('keeps one acceptance when twenty arrive at once', async () => {
    const [document] = await t.db
      .insert(purchaseDocuments)
      .values({
        userId: buyer.id,
        orderId,
        title: 'Гонка',
        productLine: 'other',
        classYear: '11',
        year: 2026,
        month: 1,
        pdf: '',
      })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t.app, 'PATCH', `/v2/students/offer/${document!.id}/`, { token, body: { accepted: true } }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.accepted_at)).size).toBe(1);
  });
});

it('GET /products/my-coupons/ exists already (payment module) and stays for students', async () => {
  expect((await get(t.app, '/products/my-coupons/', { token })).status).toBe(200);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';
import { addToCart, decideSandbox, paymentState, startCheckout } from '../../test/payment-factories.js';
import { zonedParts } from '../../lib/zoned-time.js';
import { createPurchaseDocuments } from './documents.service.js';

const DOCS = '/products/docs/';
let t: TestApp;
let math: SaleProduct;
let physics: SaleProduct;
let buyer: TestUser;
let token: string;
let orderId: number;
const now = zonedParts(new Date(), 'Europe/Moscow');

/** Opens a signed download link the way a new browser tab does: no token. */
const open = (url: string) => api(t.app, 'GET', new URL(url).pathname + new URL(url).search);

beforeAll(async () => {
  t = await createTestApp();
  math = await buildSaleProduct(t.db, { price: 349_000 });
  physics = await buildSaleProduct(t.db, { subject: 'Физика', courseType: 'course', price: 250_000 });
  buyer = await buildUser(t.db);
  token = await accessTokenFor(buyer);
  await addToCart(t.app, token, math.productId);
  await addToCart(t.app, token, physics.productId);
  const { uuid, redirectUrl } = await startCheckout(t.app, token);
  expect((await decideSandbox(t.app, token, redirectUrl, true)).status).toBe(200);
  orderId = (await paymentState(t.db, uuid, buyer.id)).order.id;
  // Two older purchases, for the year and month filters.
  for (const paidAt of [new Date(Date.UTC(2024, 2, 10, 9)), new Date(Date.UTC(2024, 10, 5, 9))]) {
    await createPurchaseDocuments(t.db, {
      userId: buyer.id,
      orderId,
      transactionUuid: uuid,
      paidAt,
      holderName: 'Иванова Мария',
      email: 'payer@example.com',
      phone: '79161234567',
      currency: 'RUB',
      seller: { recipient: 'ООО «Вектор»', inn: '7701234567', ogrn: '1217700123456' },
      timeZone: 'Europe/Moscow',
      lines: [
        {
          productTitle: 'Старый курс',
          productTypeTitle: 'Курс',
          productLine: 'other',
          classYear: '11 класс',
          price: 1,
        },
      ],
    });
  }
});
afterAll(() => t?.close());

describe('GET /products/docs/', () => {
  it('lists a document per purchased product, newest first, with the receipt link first', async () => {
    const res = await get(t.app, DOCS, { token, query: { year: String(now.year), month: String(now.month) } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const [first] = res.body.results;
    expect(first).toMatchObject({ class_year: '11 класс', year: now.year, month_name: expect.any(String) });
    expect(res.body.results.map((d: { product_line: string }) => d.product_line).sort()).toEqual(['main', 'other']);
    expect(first.urls[0].url).toMatch(/^\/api\/products\/docs\/\d+\/file\/$/);
    expect(first.urls.length).toBeGreaterThan(2);
  });

  it('filters by year, by year and month, pages by limit and offset', async () => {
    const all = await get(t.app, DOCS, { token, query: { limit: '50' } });
    expect(all.body.count).toBe(4);
    const year = await get(t.app, DOCS, { token, query: { year: '2024' } });
    expect(year.body.results.map((d: { month_name: string }) => d.month_name)).toEqual(['Ноябрь', 'Март']);
    const march = await get(t.app, DOCS, { token, query: { year: '2024', month: '3' } });
    expect(march.body).toMatchObject({ count: 1, results: [{ title: 'Старый курс', year: 2024 }] });
    const page = await get(t.app, DOCS, { token, query: { limit: '1', offset: '3' } });
    expect(page.body.results[0].month_name).toBe('Март');
    const bad: Record<string, string>[] = [{ year: '2018' }, { month: '13' }, { limit: '0' }, { offset: '-1' }];
    for (const query of bad) {
      expect((await get(t.app, DOCS, { token, query })).status).toBe(400);
    }
  });

  it("is a student's own list", async () => {
    const other = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, DOCS, { token: other })).body).toEqual({ count: 0, results: [] });
    await expectSignInRequired(t.app, 'GET', DOCS, buyer);
    expectForbidden(
      await get(t.app, DOCS, { token: await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' })) }),
    );
  });
});

describe('GET /products/docs/{id}/file/', () => {
  it('answers a short-lived link that serves the PDF without a token', async () => {
    const list = await get(t.app, DOCS, { token });
    const id = list.body.results[0].id;
    const res = await get(t.app, `/products/docs/${id}/file/`, { token });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^http://localhost:3000/api/documents/files/${id}/\\?user=`));
    const pdf = await open(res.body.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  });

  it("refuses another student's document, a forged or expired link", async () => {
    const id = (await get(t.app, DOCS, { token })).body.results[0].id;
    const other = await accessTokenFor(await buildUser(t.db));
    expectError(await get(t.app, `/products/docs/${id}/file/`, { token: other }), 404, { code: 'not_found' });
    expectError(await get(t.app, '/products/docs/999999/file/', { token }), 404, { code: 'not_found' });
    expect((await get(t.app, '/products/docs/abc/file/', { token })).status).toBe(400);
    const { url } = (await get(t.app, `/products/docs/${id}/file/`, { token })).body;
    const link = new URL(url);
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expectError(await open(link.toString()), 404, { code: 'not_found' });
    const stolen = new URL(url);
    stolen.searchParams.set('user', String(buyer.id + 1));
    expectError(await open(stolen.toString()), 404, { code: 'not_found' });
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    expectError(await open(expired.toString()), 404, { code: 'not_found' });
  });
});

describe('organization and static documents', () => {
  it('lists both, and their links serve PDFs', async () => {
    const organization = await get(t.app, '/core/docs/');
    expect(organization.body.results.length).toBeGreaterThanOrEqual(3);
    const statics = await get(t.app, '/v2/students/documents/static/', { token });
    expect(statics.body.results.length).toBeGreaterThanOrEqual(2);
    for (const link of [organization.body.results[0].link, statics.body.results[0].url]) {
      const pdf = await api(t.app, 'GET', link);
      expect(pdf.status, link).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    expectError(await api(t.app, 'GET', '/api/core/docs/files/nothing/'), 404, { code: 'not_found' });
  });
});

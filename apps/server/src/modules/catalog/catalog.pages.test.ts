import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PAGE_SIZE } from '@school/contract';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';
import { buildSaleProduct, type SaleProduct } from '../../test/commerce-factories.js';

const ON_SALE = 14;

let t: TestApp;
let token: string;
let sale: SaleProduct[];

beforeAll(async () => {
  t = await createTestApp();
  token = await accessTokenFor(await buildUser(t.db));
  sale = [];
  // Each a day later than the one before: the catalog's order (by start date) is the order made.
  for (let day = 0; day < ON_SALE; day++) {
    const subject = day % 2 === 0 ? 'Физика' : undefined;
    const plans = [{ title: `План ${day}`, sysName: 'standard', price: 100_000 + day }];
    sale.push(await buildSaleProduct(t.db, { subject, startsInDays: 5 + day, ratePlans: plans }));
  }
});
afterAll(() => t?.close());

const asQuery = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const page = async (query: Record<string, string | number> = {}) => {
  const res = await get(t.app, '/products/catalog/', { token, query: asQuery(query) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { count: number; results: { id: number; rate_plans: { price: number }[]; in_cart: boolean }[] };
};
const ids = (results: { id: number }[]) => results.map((product) => product.id);

describe('GET /products/catalog/ pages', () => {
  it('answers a phone-sized first page and the total', async () => {
    const first = await page();
    expect(CATALOG_PAGE_SIZE).toBe(12);
    expect(first.count).toBe(ON_SALE);
    expect(ids(first.results)).toEqual(ids(sale.slice(0, CATALOG_PAGE_SIZE).map((p) => ({ id: p.productId }))));
  });

  it('walks the pages with limit and offset: every product once, in order, each with its own offers', async () => {
    const pages = [await page({ limit: 5 }), await page({ limit: 5, offset: 5 }), await page({ limit: 5, offset: 10 })];
    expect(pages.map((p) => p.results.length)).toEqual([5, 5, 4]);
    expect(pages.map((p) => p.count)).toEqual([ON_SALE, ON_SALE, ON_SALE]);
    const walked = pages.flatMap((p) => p.results);
    expect(ids(walked)).toEqual(sale.map((p) => p.productId));
    expect(walked.map((product) => product.rate_plans[0]!.price)).toEqual(sale.map((_, day) => 100_000 + day));
  });

  it('counts what the filters keep, and a page past the end is empty but still counted', async () => {
    const physics = await page({ class_type: sale[0]!.classTypeId, limit: 3, offset: 3 });
    expect(physics.count).toBe(ON_SALE / 2);
    expect(ids(physics.results)).toEqual([6, 8, 10].map((day) => sale[day]!.productId));
    expect(await page({ offset: 100 })).toEqual({ count: ON_SALE, results: [] });
  });

  it('marks what is in the cart on any page', async () => {
    const last = sale[ON_SALE - 1]!;
    expect((await post(t.app, '/cart/', { product: last.productId }, { token })).status).toBe(201);
    const tail = await page({ limit: 2, offset: ON_SALE - 2 });
    expect(tail.results.map((product) => product.in_cart)).toEqual([false, true]);
  });

  it('answers a bad limit or offset with the error body', async () => {
    for (const limit of [0, 101, -1, 1.5, 'x']) {
      expectFieldError(await get(t.app, '/products/catalog/', { token, query: asQuery({ limit }) }), 'limit');
    }
    for (const offset of [-1, 2.5, 'x', 10_000_000]) {
      expectFieldError(await get(t.app, '/products/catalog/', { token, query: asQuery({ offset }) }), 'offset');
    }
  });
});

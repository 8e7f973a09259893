import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BundleSchema, CatalogProductSchema, RatePlanSchema, camelKeys } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { grantAccess } from '../../test/course-factories.js';
import {
  buildBundle,
  buildGift,
  buildProductBanner,
  buildSaleProduct,
  type SaleProduct,
} from '../../test/commerce-factories.js';

let t: TestApp;
let student: TestUser;
let token: string;
let curatorToken: string;
let math: SaleProduct;
let physics: SaleProduct;
let ind: SaleProduct;
let bundleId: number;

const PLANS = [
  { title: 'Стандарт', sysName: 'standard', price: 349_000 },
  { title: 'Премиум', sysName: 'premium', price: 499_000 },
];

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  curatorToken = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
  math = await buildSaleProduct(t.db, { ratePlans: PLANS });
  physics = await buildSaleProduct(t.db, {
    subject: 'Физика',
    ratePlans: [...PLANS, { title: 'Только записи', sysName: 'records', price: 199_000 }],
  });
  ind = await buildSaleProduct(t.db, {
    courseType: 'individual',
    price: 300_000,
    packs: [
      { title: '8 занятий', lessonsCount: 8, price: 2_200_000 },
      { title: '4 занятия', lessonsCount: 4, price: 1_200_000 },
    ],
  });
  const bundle = await buildBundle(t.db, [math.productId, physics.productId], { discountPercent: 15, banner: true });
  bundleId = bundle.id;
  await buildGift(t.db, ind.productId, { bundleId });
  await grantAccess(t.db, student.id, physics);
});
afterAll(() => t?.close());

const products = async (query: Record<string, string> = {}, auth = token) => {
  const res = await get(t.app, '/products/catalog/', { token: auth, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results.map((wire: unknown) => CatalogProductSchema.parse(camelKeys(wire)));
};

describe('GET /products/catalog/', () => {
  it('lists products on sale with rate plans, packs and the owned mark', async () => {
    const list = await products();
    const byId = new Map(list.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(math.productId)).toMatchObject({
      ratePlans: [
        { title: 'Стандарт', sysName: 'standard', price: 349_000, order: 0 },
        { title: 'Премиум', price: 499_000, order: 1 },
      ],
      packs: [],
      owned: false,
      inCart: false,
      productType: { courseType: { sysCourseType: 'master_group' }, classYear: { title: '11 класс' } },
      teacher: { fullName: expect.any(String) },
    });
    expect(byId.get(physics.productId)).toMatchObject({ owned: true });
    // Packs smallest first.
    expect(byId.get(ind.productId)).toMatchObject({ packs: [{ lessonsCount: 4 }, { lessonsCount: 8 }] });
    // The programmes' first products (January 2026) are over: not on sale.
    expect(list.every((p: { endDate: string }) => p.endDate >= new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('filters by subject, course type, product type and month', async () => {
    const physicsOnly = await products({ class_type: String(physics.classTypeId) });
    expect(physicsOnly.map((p: { id: number }) => p.id)).toEqual([physics.productId]);
    const individual = await products({ sys_course_type_code: 'individual' });
    expect(individual.map((p: { id: number }) => p.id)).toEqual([ind.productId]);
    const ofType = await products({ product_type: String(math.productTypeId) });
    expect(ofType.map((p: { id: number }) => p.id)).toEqual([math.productId]);
    expect(await products({ month: '2019-01-01' })).toEqual([]);
  });

  it('marks products in the cart', async () => {
    const res = await post(t.app, '/cart/', { product: math.productId }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await products({ product_type: String(math.productTypeId) });
    expect(list[0]).toMatchObject({ inCart: true });
  });

  it('is open to curators (no marks) and refuses other roles and guests', async () => {
    const list = await products({}, curatorToken);
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((p: { owned: boolean; inCart: boolean }) => p.owned || p.inCart)).toBe(false);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, '/products/catalog/', { token: tutor }));
    await expectSignInRequired(t.app, 'GET', '/products/catalog/', student);
  });

  it('answers bad filters with the error body', async () => {
    for (const month of ['2026-13', '2026-13-01', '2026-00-01', '0000-01-01', '2026-1-01']) {
      expectFieldError(await get(t.app, '/products/catalog/', { token, query: { month } }), 'month');
    }
    expectFieldError(await get(t.app, '/products/catalog/', { token, query: { class_type: 'x' } }), 'class_type');
    expectFieldError(
      await get(t.app, '/products/catalog/', { token, query: { sys_course_type_code: 'nope' } }),
      'sys_course_type_code',
    );
  });
});

describe('bundles', () => {
  it('lists bundles priced at their discount, with products and gifts', async () => {
    const res = await get(t.app, '/products/bundles/', { token });
    expect(res.status).toBe(200);
    const bundle = BundleSchema.parse(camelKeys(res.body.find((b: { id: number }) => b.id === bundleId)));
    // Default prices: the first rate plan of each product type (349 000 + 349 000), less 15 %.
    expect(bundle).toMatchObject({
      initialPrice: 698_000,
      price: 593_300,
      ratePlanTitle: null,
      products: [
        { id: math.productId, classTypeTitle: 'Математика' },
        { id: physics.productId, classTypeTitle: 'Физика' },
      ],
      gifts: [{ title: expect.any(String) }],
    });
  });

  it('offers the rate plans every bundled product type has, priced for the bundle', async () => {
    const res = await get(t.app, `/products/bundles/${bundleId}/rate-plans/`, { token });
    expect(res.status).toBe(200);
    const plans = res.body.map((wire: unknown) => RatePlanSchema.parse(camelKeys(wire)));
    expect(plans.map((p: { sysName: string; price: number }) => [p.sysName, p.price])).toEqual([
      ['standard', 593_300],
      ['premium', 848_300], // (499 000 × 2) − 15 %
    ]);
    const premium = plans[1].id;
    const configured = await api(t.app, 'PATCH', `/products/bundles/${bundleId}/`, {
      token,
      body: { rate_plan: premium },
    });
    expect(configured.status).toBe(200);
    expect(configured.body).toMatchObject({ price: 848_300, initial_price: 998_000, rate_plan_title: 'Премиум' });
  });

  it('refuses a rate plan the bundle does not have, unknown bundles and bad ids', async () => {
    const records = physics.ratePlans.find((p) => p.sysName === 'records')!;
    expectFieldError(
      await api(t.app, 'PATCH', `/products/bundles/${bundleId}/`, { token, body: { rate_plan: records.id } }),
      'rate_plan',
    );
    expectFieldError(await api(t.app, 'PATCH', `/products/bundles/${bundleId}/`, { token, body: {} }), 'rate_plan');
    expectError(await get(t.app, '/products/bundles/999999/', { token }), 404, { code: 'not_found' });
    expectFieldError(await get(t.app, '/products/bundles/abc/', { token }), 'id');
  });

  it('answers the banner bundle', async () => {
    const res = await get(t.app, '/settings/banner-bundle/', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bundleId });
  });
});

describe('packs, teachers, course types, banners, recommendations', () => {
  it('lists packs of a product; 404 for an unknown one', async () => {
    const res = await get(t.app, `/products/${ind.productId}/packs/`, { token });
    expect(res.body.map((p: { lessons_count: number }) => p.lessons_count)).toEqual([4, 8]);
    expectError(await get(t.app, '/products/999999/packs/', { token }), 404, { code: 'not_found' });
  });

  it('lists teachers, optionally of a subject', async () => {
    const all = await get(t.app, '/products/teachers/', { token });
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    const ofPhysics = await get(t.app, '/products/teachers/', {
      token,
      query: { class_type: String(physics.classTypeId) },
    });
    expect(ofPhysics.body).toHaveLength(1);
    expect(ofPhysics.body[0]).toMatchObject({ class_types: [{ id: physics.classTypeId, title: 'Физика' }] });
  });

  it('lists the system course types', async () => {
    const res = await get(t.app, '/v2/core/sys-course-types/');
    expect(res.body.results.map((r: { code: string }) => r.code)).toContain('individual');
  });

  it('hides a closed banner from the student who closed it only', async () => {
    const banner = await buildProductBanner(t.db, math.productTypeId);
    const open = async (auth: string) => (await get(t.app, '/products/banner/', { token: auth })).body;
    expect(await open(token)).toContainEqual(
      expect.objectContaining({ id: banner.id, product_type_id: math.productTypeId }),
    );
    expect((await post(t.app, '/products/banner/close/', { id: banner.id }, { token })).status).toBe(200);
    expect((await open(token)).map((b: { id: number }) => b.id)).not.toContain(banner.id);
    expect((await open(curatorToken)).map((b: { id: number }) => b.id)).toContain(banner.id);
    expectError(await post(t.app, '/products/banner/close/', { id: 999999 }, { token }), 404, { code: 'not_found' });
    expectFieldError(await post(t.app, '/products/banner/close/', { id: 'x' }, { token }), 'id');
  });

  it('recommends products the student neither owns nor has in the cart', async () => {
    const res = await get(t.app, '/products/recommendations/', { token });
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(physics.productId); // owned
    expect(ids).not.toContain(math.productId); // in the cart
    expect(ids).toContain(ind.productId);
    expectForbidden(await get(t.app, '/products/recommendations/', { token: curatorToken }));
  });

  it('recommends nothing in the ACADEMY variant', async () => {
    const academy = await createTestApp({ VARIANT: 'ACADEMY' });
    try {
      const someone = await buildUser(academy.db);
      await buildSaleProduct(academy.db);
      const res = await get(academy.app, '/products/recommendations/', { token: await accessTokenFor(someone) });
      expect(res.body).toEqual([]);
    } finally {
      await academy.close();
    }
  });
});
